// Package vtest runs a program in a real pseudo-terminal and reads its
// screen the way a person sees it: the output is rendered by a VT emulator
// (charmbracelet/x/vt), so cursor movement, erasing and redraws count, not
// the bytes written. Keys are sent with random delays (seeded, logged) so
// that tests meet the timings a table does, type-ahead included.
//
//	v := vtest.Start(t, exec.Command(bin, "play"), vtest.Options{Cols: 100, Rows: 40})
//	v.WaitCursorRow("? Hand 1: who cut:")   // the question is asked
//	v.Type("ben")                           // letters, each after 0-40 ms
//	v.Send(vtest.Enter)
//	v.Paste(cards + "\r")                   // a burst: type-ahead
//	v.WaitText("Hand 1 recorded")
//	lines := v.Lines()                      // scrolled-off rows and the screen
//	code := v.Wait()
//
// A failed wait reports the screen, cursor marked; the seed of the key
// timing is logged (Options.Seed replays it).
package vtest

import (
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/vt"
	"github.com/creack/pty"
)

// Keys as a terminal sends them.
const (
	Enter     = "\r"
	Backspace = "\x7f"
	Delete    = "\x1b[3~"
	Up        = "\x1b[A"
	Down      = "\x1b[B"
	Right     = "\x1b[C"
	Left      = "\x1b[D"
	Home      = "\x1b[H"
	End       = "\x1b[F"
	CtrlA     = "\x01"
	CtrlB     = "\x02"
	CtrlC     = "\x03"
	CtrlD     = "\x04"
	CtrlE     = "\x05"
	CtrlF     = "\x06"
	CtrlK     = "\x0b"
	CtrlN     = "\x0e"
	CtrlP     = "\x10"
	CtrlU     = "\x15"
	CtrlW     = "\x17"
	AltB      = "\x1bb"
	AltF      = "\x1bf"
	AltBack   = "\x1b\x7f"
	Esc       = "\x1b"
)

// Options tune Start.
type Options struct {
	Cols, Rows int           // the terminal's size; default 100×30
	Seed       uint64        // the key timing; 0: from the test's name
	MaxDelay   time.Duration // the longest pause before a key; default 40ms, <0: none
	Timeout    time.Duration // how long WaitFor waits; default 15s
}

// Term is a program running in a pseudo-terminal.
type Term struct {
	t    testing.TB
	cmd  *exec.Cmd
	tty  *os.File
	opt  Options
	rng  *rand.Rand
	mu   sync.Mutex
	emu  *vt.Emulator
	raw  strings.Builder // every byte the program wrote, for a failure's report
	more chan struct{}   // a write was rendered
	done chan struct{}   // the program's side of the terminal closed
	exit chan error
	code int
	// exited: Wait saw the program end; code is -1 when a signal ended it.
	exited bool
	keys   int // keystrokes sent
}

// Start runs cmd in a new pseudo-terminal. The program is killed (by its
// own process) when the test ends; the screen is logged if the test failed.
func Start(t testing.TB, cmd *exec.Cmd, opt Options) *Term {
	t.Helper()
	if opt.Cols == 0 {
		opt.Cols = 100
	}
	if opt.Rows == 0 {
		opt.Rows = 30
	}
	if opt.MaxDelay == 0 {
		opt.MaxDelay = 40 * time.Millisecond
	}
	if opt.Timeout == 0 {
		opt.Timeout = 15 * time.Second
	}
	if opt.Seed == 0 {
		h := fnv.New64a()
		h.Write([]byte(t.Name()))
		opt.Seed = h.Sum64()
	}
	t.Logf("vtest: key timing seed %d", opt.Seed)
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: uint16(opt.Cols), Rows: uint16(opt.Rows)})
	if err != nil {
		t.Fatalf("vtest: start %s on a pty: %v", cmd.Path, err)
	}
	v := &Term{
		t: t, cmd: cmd, tty: tty, opt: opt, rng: rand.New(rand.NewPCG(opt.Seed, 0x7e57)),
		emu: vt.NewEmulator(opt.Cols, opt.Rows), more: make(chan struct{}, 1),
		done: make(chan struct{}), exit: make(chan error, 1), code: -1,
	}
	v.emu.SetScrollbackSize(10000)
	go v.render()
	go v.answer()
	go func() { v.exit <- cmd.Wait() }()
	t.Cleanup(v.close)
	return v
}

// render feeds the program's output to the emulator.
func (v *Term) render() {
	defer close(v.done)
	buf := make([]byte, 4096)
	for {
		n, err := v.tty.Read(buf)
		if n > 0 {
			v.mu.Lock()
			v.raw.Write(buf[:n])
			_, _ = v.emu.Write(buf[:n])
			v.mu.Unlock()
			select {
			case v.more <- struct{}{}:
			default:
			}
		}
		if err != nil { // EIO once the program has exited
			return
		}
	}
}

// answer passes the emulator's replies (to a cursor-position query, say)
// back to the program, as a terminal would.
func (v *Term) answer() {
	_, _ = io.Copy(v.tty, v.emu)
}

// Send types keys, one at a time, each after a random pause; a key's
// bytes (an escape sequence) go in one write. It does not wait for the
// screen: keys sent before a prompt is drawn are type-ahead.
func (v *Term) Send(keys ...string) {
	v.t.Helper()
	for _, k := range keys {
		if v.opt.MaxDelay > 0 {
			time.Sleep(time.Duration(v.rng.Int64N(int64(v.opt.MaxDelay) + 1)))
		}
		if _, err := io.WriteString(v.tty, k); err != nil {
			v.t.Fatalf("vtest: send %q: %v\n%s", k, err, v.Dump())
		}
		v.keys++
	}
}

// KeysSent is how many keystrokes Send, Type and Paste have sent: one a
// key (an escape sequence is one key), one a character pasted.
func (v *Term) KeysSent() int { return v.keys }

// Type sends text a character at a time, as Send does.
func (v *Term) Type(text string) {
	v.t.Helper()
	for _, r := range text {
		v.Send(string(r))
	}
}

// Paste sends text in one write: no pause between its characters.
func (v *Term) Paste(text string) {
	v.t.Helper()
	if _, err := io.WriteString(v.tty, text); err != nil {
		v.t.Fatalf("vtest: paste %q: %v\n%s", text, err, v.Dump())
	}
	v.keys += utf8.RuneCountInString(text)
}

// Screen is the screen's rows, trailing blanks cut.
func (v *Term) Screen() []string {
	v.mu.Lock()
	defer v.mu.Unlock()
	rows := make([]string, v.emu.Height())
	for y := range rows {
		rows[y] = v.row(y)
	}
	return rows
}

func (v *Term) row(y int) string {
	var b strings.Builder
	for x := 0; x < v.emu.Width(); x++ {
		c := v.emu.CellAt(x, y)
		switch {
		case c == nil:
			b.WriteByte(' ')
		case c.Width == 0 && c.Content == "":
			// the second column of a wide character
		case c.Content == "":
			b.WriteByte(' ')
		default:
			b.WriteString(c.Content)
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// Row is row n of the screen (0 is the top), trailing blanks cut.
func (v *Term) Row(n int) string {
	v.mu.Lock()
	defer v.mu.Unlock()
	if n < 0 || n >= v.emu.Height() {
		return ""
	}
	return v.row(n)
}

// Cursor is the cursor's row and column, from 0.
func (v *Term) Cursor() (row, col int) {
	v.mu.Lock()
	defer v.mu.Unlock()
	p := v.emu.CursorPosition()
	return p.Y, p.X
}

// CursorRow is the text of the row the cursor is on.
func (v *Term) CursorRow() string {
	r, _ := v.Cursor()
	return v.Row(r)
}

// Lines is everything shown so far: the rows scrolled off the top, then
// the screen, with the blank rows at the bottom left off.
func (v *Term) Lines() []string {
	v.mu.Lock()
	var out []string
	sb := v.emu.Scrollback()
	for i := 0; i < sb.Len(); i++ {
		out = append(out, strings.TrimRight(sb.Line(i).String(), " "))
	}
	v.mu.Unlock()
	out = append(out, v.Screen()...)
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// Text is the screen as one string, rows joined by "\n".
func (v *Term) Text() string { return strings.Join(v.Screen(), "\n") }

// Dump is the screen framed, with the cursor marked, for a failure's
// message.
func (v *Term) Dump() string {
	rows := v.Screen()
	r, c := v.Cursor()
	var b strings.Builder
	fmt.Fprintf(&b, "screen %dx%d, cursor at row %d col %d:\n", v.opt.Cols, v.opt.Rows, r, c)
	last := len(rows) - 1
	for last > r && rows[last] == "" {
		last--
	}
	for i := 0; i <= last; i++ {
		mark := "  "
		if i == r {
			mark = "> "
		}
		fmt.Fprintf(&b, "%s%2d|%s\n", mark, i, rows[i])
	}
	return b.String()
}

// Raw is every byte the program wrote so far.
func (v *Term) Raw() string {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.raw.String()
}

// WaitFor waits until cond holds of the screen, failing the test with the
// screen when it does not within the timeout. what names the condition.
func (v *Term) WaitFor(what string, cond func(v *Term) bool) {
	v.t.Helper()
	if err := v.wait(cond); err != nil {
		v.t.Fatalf("vtest: waiting for %s: %v\n%s", what, err, v.Dump())
	}
}

// Await is WaitFor without failing: it reports whether cond came true
// within the timeout, so a test can say what it expected its own way.
func (v *Term) Await(cond func(v *Term) bool) bool { return v.wait(cond) == nil }

// WaitRegexp waits for re to match a row of the screen.
func (v *Term) WaitRegexp(re *regexp.Regexp) {
	v.t.Helper()
	v.WaitFor(fmt.Sprintf("a row matching %q", re), func(v *Term) bool {
		for _, r := range v.Screen() {
			if re.MatchString(r) {
				return true
			}
		}
		return false
	})
}

// WaitText waits for s to appear on the screen.
func (v *Term) WaitText(s string) {
	v.t.Helper()
	v.WaitFor(fmt.Sprintf("%q on the screen", s), func(v *Term) bool { return strings.Contains(v.Text(), s) })
}

// WaitOutput waits for s to appear in Lines(): on the screen or in the
// rows scrolled off it, so output that a burst of type-ahead scrolled past
// still counts (a row redrawn since does not).
func (v *Term) WaitOutput(s string) {
	v.t.Helper()
	v.WaitFor(fmt.Sprintf("%q in the output", s), func(v *Term) bool { return strings.Contains(strings.Join(v.Lines(), "\n"), s) })
}

// WaitCursorRow waits until the row the cursor is on reads exactly row.
func (v *Term) WaitCursorRow(row string) {
	v.t.Helper()
	v.WaitFor(fmt.Sprintf("the cursor's row to read %q", row), func(v *Term) bool { return v.CursorRow() == row })
}

var errExited = errors.New("the program exited")

func (v *Term) wait(cond func(v *Term) bool) error {
	deadline := time.NewTimer(v.opt.Timeout)
	defer deadline.Stop()
	for {
		if cond(v) {
			return nil
		}
		select {
		case <-v.more:
		case <-v.done:
			if cond(v) {
				return nil
			}
			return errExited
		case <-deadline.C:
			return fmt.Errorf("not within %v", v.opt.Timeout)
		case <-time.After(50 * time.Millisecond): // a condition on something besides the output
		}
	}
}

// settle waits until no output has come for a moment (within the timeout).
func (v *Term) settle() {
	const quiet = 50 * time.Millisecond
	deadline := time.After(v.opt.Timeout)
	for {
		select {
		case <-v.more:
		case <-v.done:
			return
		case <-deadline:
			return
		case <-time.After(quiet):
			return
		}
	}
}

// Wait waits for the program to exit and returns its exit code.
func (v *Term) Wait() int {
	v.t.Helper()
	if v.exited {
		return v.code
	}
	select {
	case err := <-v.exit:
		var ee *exec.ExitError
		switch {
		case err == nil:
			v.code = 0
		case errors.As(err, &ee):
			v.code = ee.ExitCode()
		default:
			v.t.Fatalf("vtest: wait: %v", err)
		}
		v.exited = true
		<-v.done // the last output is on the screen
		return v.code
	case <-time.After(v.opt.Timeout):
		v.t.Fatalf("vtest: the program did not exit within %v\n%s", v.opt.Timeout, v.Dump())
	}
	return -1
}

// Resize changes the terminal's size; the program gets SIGWINCH. It waits
// first for the output to pause, as a person resizes a window whose text
// has stopped moving: a redraw the program has written but the pty has
// not yet passed on would otherwise land on the new size, laid out for the
// old one.
func (v *Term) Resize(cols, rows int) {
	v.t.Helper()
	v.settle()
	v.mu.Lock()
	v.emu.Resize(cols, rows)
	v.opt.Cols, v.opt.Rows = cols, rows
	v.mu.Unlock()
	if err := pty.Setsize(v.tty, &pty.Winsize{Cols: uint16(cols), Rows: uint16(rows)}); err != nil {
		v.t.Fatalf("vtest: resize: %v", err)
	}
}

func (v *Term) close() {
	if v.t.Failed() {
		v.t.Logf("vtest: the terminal at the end:\n%s", v.Dump())
	}
	if !v.exited && v.cmd.Process != nil {
		_ = v.cmd.Process.Kill()
		select {
		case <-v.exit:
		case <-time.After(5 * time.Second):
		}
	}
	_ = v.tty.Close()
	_ = v.emu.Close()
}

// WaitingParallel sets -parallel to four tests per core unless it is given:
// tests that spend their time waiting, on keys typed with pauses into a
// pseudo-terminal, on processes starting, would leave the cores idle at one
// per core. A TestMain calls it before m.Run; it parses the test flags.
func WaitingParallel() {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		_ = flag.Set("test.parallel", strconv.Itoa(4*runtime.GOMAXPROCS(0)))
	}
}
