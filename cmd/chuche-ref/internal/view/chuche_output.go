package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/referee"
)

// WriteCaptureVerdict says whether a capture stands, and why, for people.
func (vw Words) WriteCaptureVerdict(out io.Writer, v referee.CaptureVerdict) {
	if !v.Valid {
		vw.p.Line(out, "Refused: %s", vw.p.Said(v.Why))
		if len(v.Better) > 0 {
			vw.p.Line(out, "With %s the captures are:", v.Capture.Play)
			vw.WriteCaptures(out, v.Better, v.BetterCount)
		}
		return
	}
	vw.p.Line(out, "Valid: %s, %d points", vw.p.Said(v.Why), v.Capture.Points)
	vw.p.Line(out, "Announce: %s", AnnouncementOf(v))
	if v.ClearsTable != nil && *v.ClearsTable {
		vw.p.Line(out, "The table is cleared: CHUCHE! (CU-14)")
	}
	if len(v.Better) > 0 {
		vw.p.Line(out, "Better with %s:", v.Capture.Play)
		vw.WriteCaptures(out, v.Better, v.BetterCount)
	}
}

// WriteCaptures lists captures best first, marking the ones that clear the
// table.
func (vw Words) WriteCaptures(out io.Writer, cs []referee.Capture, total int) {
	t := NewTable(out)
	for _, c := range cs {
		note := ""
		if c.ClearsTable {
			note = vw.p.Sprintf("CHUCHE!")
		}
		joker := ""
		switch c.Joker {
		case 1:
			joker = " " + vw.p.Sprintf("+1 Joker")
		case -1:
			joker = " " + vw.p.Sprintf("-1 Joker")
		}
		cells := []string{"  " + c.String(), fmt.Sprintf("= %d%s", c.Sum+c.Joker, joker), vw.p.Sprintf("%d points", c.Points)}
		if note != "" {
			cells = append(cells, note)
		}
		t.Row(cells...)
	}
	t.Flush()
	if total > len(cs) {
		vw.p.Item(out, "… and %d more", total-len(cs))
	}
}
