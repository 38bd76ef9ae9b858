package play

import (
	"strings"
	"testing"
)

// A line wider than the terminal is broken at spaces, its next lines
// indented under it, also when it is written in pieces (a table's cells);
// short lines are untouched, and a line begun is written by Flush.
func TestWordWrap(t *testing.T) {
	var b strings.Builder
	w := &wordWrap{w: &b, cols: func() int { return 20 }}
	w.Write([]byte("short\n  Ana claimed 20, best arrangement leaves 26\n"))
	w.Write([]byte("a piece "))
	w.Write([]byte("written in two writes\nbegun"))
	if strings.Contains(b.String(), "begun") {
		t.Errorf("a line begun was written before it ended: %q", b.String())
	}
	w.Flush()
	want := "short\n  Ana claimed 20,\n    best arrangement\n    leaves 26\na piece written in\n  two writes\nbegun"
	if b.String() != want {
		t.Errorf("got\n%q\nwant\n%q", b.String(), want)
	}
	for _, l := range strings.Split(b.String(), "\n") {
		if len(l) > 20 {
			t.Errorf("%q is wider than 20", l)
		}
	}
}
