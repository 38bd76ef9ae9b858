package vtest

import (
	"os/exec"
	"testing"
)

// The screen is what a terminal shows: a line rewritten after a carriage
// return, erased to the end, wide characters in two columns.
func TestScreen(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	script := `printf 'abcdef\rXY\033[K\n漢字♥ó|\n\n  gap\033[2Cz'; read x; printf 'got %s\n' "$x"`
	v := Start(t, exec.Command(sh, "-c", script), Options{Cols: 40, Rows: 6})
	v.WaitText("gap")
	if got := v.Row(0); got != "XY" {
		t.Errorf("row 0 %q, want XY", got)
	}
	if got := v.Row(1); got != "漢字♥ó|" {
		t.Errorf("row 1 %q", got)
	}
	if got := v.Row(3); got != "  gap  z" {
		t.Errorf("row 3 %q", got)
	}
	if r, c := v.Cursor(); r != 3 || c != 8 {
		t.Errorf("cursor %d,%d, want 3,8", r, c)
	}
	v.Type("hi")
	v.Send(Enter)
	if n := v.KeysSent(); n != 3 {
		t.Errorf("%d keys sent, want 3", n)
	}
	v.WaitText("got hi")
	if code := v.Wait(); code != 0 {
		t.Errorf("exit %d", code)
	}
	if l := v.Lines(); len(l) < 5 {
		t.Errorf("lines %q", l)
	}
}

// Rows scrolled off the top are still in Lines, in order.
func TestScrollback(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	v := Start(t, exec.Command(sh, "-c", `i=1; while [ $i -le 50 ]; do echo "line $i"; i=$((i+1)); done`), Options{Cols: 20, Rows: 5})
	v.WaitOutput("line 1\nline 2\n")
	v.Wait()
	l := v.Lines()
	if len(l) != 50 || l[0] != "line 1" || l[49] != "line 50" {
		t.Errorf("%d lines, first %q, last %q", len(l), l[0], l[len(l)-1])
	}
}
