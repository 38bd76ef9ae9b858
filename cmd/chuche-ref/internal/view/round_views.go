package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/scorer"
)

// WriteDealt says a round was dealt, and the table it starts with.
func (vw Words) WriteDealt(out io.Writer, asJSON bool, m scorer.ChucheMatch, e LedgerEntry) error {
	if asJSON {
		return WriteJSON(out, struct {
			Entry int               `json:"entry"`
			Round int               `json:"round"`
			State *ChucheRoundState `json:"state"`
		}{e.Seq, m.Round + 1, ChucheRoundStateOf(m.Current)})
	}
	vw.p.Line(out, "Round %#d dealt by %s (entry #%#d).", m.Round+1, m.Current.Dealer, e.Seq)
	vw.WriteChucheState(out, m.Current)
	return nil
}

// WriteChucheRoundEntered says a round entered whole was recorded (or
// corrected), how it scored and the standings after it.
func (vw Words) WriteChucheRoundEntered(out io.Writer, asJSON bool, g Game, m scorer.ChucheMatch, e LedgerEntry) error {
	seq := e.Seq
	if e.Replaces != 0 {
		seq = e.Replaces
	}
	var r scorer.ChucheRoundResult
	for _, x := range m.Rounds {
		if x.Seq == seq {
			r = x
		}
	}
	if asJSON {
		return WriteJSON(out, struct {
			Entry     int             `json:"entry"`
			Round     ChucheRoundJSON `json:"round"`
			Standings ChucheStandings `json:"standings"`
		}{e.Seq, ToChucheRoundJSON(r), ChucheStandingsOf(g, m)})
	}
	vw.writeEntered(out, false, r.Round, e)
	vw.WriteChucheRoundLines(out, g, r)
	fmt.Fprintln(out)
	return vw.WriteChucheTable(out, g, m)
}
