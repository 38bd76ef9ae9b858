package pager

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"golang.org/x/term"
)

// defaultPager shows long output a screen at a time: -F quits at once if it
// fits after all, -R keeps colours, -X leaves the text on the screen.
const defaultPager = "less -FRX"

// pager sends long output on a terminal through $PAGER (after git and gh).
type pager struct {
	out, errOut io.Writer
	tty         bool       // stdout is a terminal
	rows        func() int // the terminal's height; 0 when unknown
	command     string     // the pager to run; "" for none
	// run starts command with text on its stdin and waits for it; an error
	// means the text may not have been shown.
	run func(command string, text []byte, out, errOut io.Writer) error
}

// SystemPager is $PAGER (default less -FRX) on out, a terminal when tty.
func SystemPager(out, errOut io.Writer, tty bool, lookupEnv func(string) (string, bool)) pager {
	command := defaultPager
	if lookupEnv == nil {
		return pager{out: out, errOut: errOut}
	}
	if env, ok := lookupEnv("PAGER"); ok {
		command = strings.TrimSpace(env) // PAGER= (empty) turns paging off
	}
	if command == "cat" {
		command = ""
	}
	return pager{
		out: out, errOut: errOut, tty: tty,
		rows:    func() int { return terminalRows(out) },
		command: command,
		run:     runPager,
	}
}

// Page writes what render produces, through the pager when it is taller
// than the terminal.
func (p pager) Page(render func(io.Writer) error) error {
	if !p.tty || p.command == "" {
		return render(p.out)
	}
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		p.out.Write(buf.Bytes()) // what there is, then the error
		return err
	}
	text := buf.Bytes()
	if rows := p.rows(); rows <= 0 || bytes.Count(text, []byte("\n")) < rows {
		_, err := p.out.Write(text)
		return err
	}
	if err := p.run(p.command, text, p.out, p.errOut); err != nil {
		_, werr := p.out.Write(text) // the pager could not show it: plain output instead
		return werr
	}
	return nil
}

// runPager runs the pager on the terminal. It fails if the pager cannot
// start or stops with an error (a bad $PAGER), so that the caller can fall
// back to plain output.
func runPager(command string, text []byte, out, errOut io.Writer) error {
	fields := strings.Fields(command)
	if len(fields) == 0 {
		return fault.Internalf("no pager") // never shown: the caller falls back to plain output
	}
	cmd := exec.Command(fields[0], fields[1:]...)
	cmd.Stdin = bytes.NewReader(text)
	if u, ok := out.(interface{ Unwrap() io.Writer }); ok {
		out = u.Unwrap() // the terminal itself, not a copy through a pipe
	}
	cmd.Stdout, cmd.Stderr = out, errOut
	cmd.Env = os.Environ()
	if _, ok := os.LookupEnv("LESS"); !ok {
		cmd.Env = append(cmd.Env, "LESS=FRX") // for PAGER=less, as git does
	}
	return cmd.Run()
}

// terminalRows is the height of the terminal w writes to, 0 if it is not one.
func terminalRows(w io.Writer) int {
	fd, ok := w.(interface{ Fd() uintptr })
	if !ok {
		return 0
	}
	_, rows, err := term.GetSize(int(fd.Fd()))
	if err != nil {
		return 0
	}
	return rows
}
