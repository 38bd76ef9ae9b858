package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/referee"
)

// WriteCaptureVerdict says whether a capture stands, and why, for people.
func WriteCaptureVerdict(out io.Writer, v referee.CaptureVerdict) {
	if !v.Valid {
		fmt.Fprintf(out, "Refused: %s\n", v.Reason)
		if len(v.Better) > 0 {
			fmt.Fprintf(out, "With %s the captures are:\n", v.Capture.Play)
			WriteCaptures(out, v.Better, v.BetterCount)
		}
		return
	}
	fmt.Fprintf(out, "Valid: %s, %s\n", v.Reason, Plural(v.Capture.Points, "point", "points"))
	if v.ClearsTable != nil && *v.ClearsTable {
		fmt.Fprintln(out, "The table is cleared: CHUCHE! (CU-14)")
	}
	if len(v.Better) > 0 {
		fmt.Fprintf(out, "Better with %s:\n", v.Capture.Play)
		WriteCaptures(out, v.Better, v.BetterCount)
	}
}

// WriteCaptures lists captures best first, marking the ones that clear the
// table.
func WriteCaptures(out io.Writer, cs []referee.Capture, total int) {
	t := NewTable(out)
	for _, c := range cs {
		note := ""
		if c.ClearsTable {
			note = "CHUCHE!"
		}
		joker := ""
		switch c.Joker {
		case 1:
			joker = " +1 Joker"
		case -1:
			joker = " -1 Joker"
		}
		cells := []string{"  " + c.String(), fmt.Sprintf("= %d%s", c.Sum+c.Joker, joker), Plural(c.Points, "point", "points")}
		if note != "" {
			cells = append(cells, note)
		}
		t.Row(cells...)
	}
	t.Flush()
	if total > len(cs) {
		fmt.Fprintf(out, "  … and %d more\n", total-len(cs))
	}
}
