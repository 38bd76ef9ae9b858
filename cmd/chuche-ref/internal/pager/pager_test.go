package pager

import (
	"bytes"
	"errors"
	"io"
	"os/exec"
	"strings"
	"testing"
)

func tenLines(w io.Writer) error {
	for i := range 10 {
		if _, err := io.WriteString(w, strings.Repeat("x", i)+"\n"); err != nil {
			return err
		}
	}
	return nil
}

func TestPager_Page(t *testing.T) {
	fail := errors.New("no such pager")
	for _, c := range []struct {
		name    string
		tty     bool
		rows    int
		command string
		runErr  error
		paged   bool
	}{
		{"not a terminal", false, 5, "less", nil, false},
		{"fits the terminal", true, 11, "less", nil, false},
		{"taller than the terminal", true, 10, "less", nil, true},
		{"height unknown", true, 0, "less", nil, false},
		{"paging off", true, 5, "", nil, false},
		{"pager cannot start", true, 5, "nope", fail, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			var ran []byte
			p := pager{out: &out, errOut: io.Discard, tty: c.tty, rows: func() int { return c.rows }, command: c.command,
				run: func(command string, text []byte, out, errOut io.Writer) error {
					ran = text
					return c.runErr
				}}
			if err := p.Page(tenLines); err != nil {
				t.Fatal(err)
			}
			if (ran != nil) != c.paged {
				t.Errorf("pager ran: %v, want %v", ran != nil, c.paged)
			}
			var want bytes.Buffer
			tenLines(&want)
			shown := out.String()
			if ran != nil && c.runErr == nil {
				shown = string(ran)
			}
			if shown != want.String() {
				t.Errorf("shown %q", shown)
			}
		})
	}
}

func TestRunPager_RealProcess(t *testing.T) {
	if _, err := exec.LookPath("tr"); err != nil {
		t.Skip("no tr")
	}
	var out bytes.Buffer
	if err := runPager("tr a-z A-Z", []byte("hand 1\n"), &out, io.Discard); err != nil || out.String() != "HAND 1\n" {
		t.Errorf("through tr: %q, %v", out.String(), err)
	}
	if err := runPager("/nonexistent/pager -R", []byte("x"), &out, io.Discard); err == nil {
		t.Error("a missing pager did not fail")
	}
}
