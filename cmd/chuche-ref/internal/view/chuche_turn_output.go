package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// turnJSON is `turn --json`: the entry, what the referee said, and the
// state after it.
type turnJSON struct {
	Entry     int                `json:"entry"`
	Turn      referee.ChucheTurn `json:"turn"`
	Result    ChucheTurnResult   `json:"result"`
	Round     *ChucheRoundJSON   `json:"round_scored,omitempty"`
	State     *ChucheRoundState  `json:"state,omitempty"`
	Standings ChucheStandings    `json:"standings"`
}

// WriteTurn is `turn`'s answer: what the referee said and the state after.
func (vw Words) WriteTurn(out io.Writer, asJSON bool, g Game, m scorer.ChucheMatch, t referee.ChucheTurn, res scorer.Outcome, e LedgerEntry) error {
	if asJSON {
		doc := turnJSON{Entry: e.Seq, Turn: t, State: ChucheRoundStateOf(m.Current), Standings: ChucheStandingsOf(g, m)}
		if res.Turn != nil {
			doc.Result = ChucheTurnResultOf(*res.Turn)
		}
		if res.Round != nil {
			r := ToChucheRoundJSON(*res.Round)
			doc.Round = &r
		}
		return WriteJSON(out, doc)
	}
	vw.writeTurnResult(out, t, res.Turn, true)
	if res.Round != nil {
		fmt.Fprintln(out)
		vw.p.Line(out, "Round %#d is over (CU-21):", res.Round.Round)
		vw.WriteChucheRoundLines(out, g, *res.Round)
		fmt.Fprintln(out)
		return vw.WriteChucheTable(out, g, m)
	}
	if m.Current != nil {
		vw.WriteChucheState(out, m.Current)
	}
	return nil
}

// WriteTurnResult says what the turn did and what the player missed.
func (vw Words) WriteTurnResult(out io.Writer, t referee.ChucheTurn, r *referee.ChucheTurnResult) {
	vw.writeTurnResult(out, t, r, false)
}

// writeTurnResult is WriteTurnResult, with the capture's announcement
// after its line when announce is set (`turn`).
func (vw Words) writeTurnResult(out io.Writer, t referee.ChucheTurn, r *referee.ChucheTurnResult, announce bool) {
	if r == nil {
		return
	}
	if c := r.Capture; c != nil {
		// As check capture says it (CU-11): "R3 + Y4 = 7, Joker +1 = 8".
		sum := fmt.Sprintf("%s = %d", c.String(), c.Sum)
		if c.Joker != 0 {
			sum += vw.p.Sprintf(", Joker %+d = %d", c.Joker, c.Sum+c.Joker)
		}
		vw.p.Line(out, "%s: %s, %d points.", safetext.Escape(t.Player), sum, c.Points)
		if announce {
			WriteAnnouncement(out, vw.p, t, r)
		}
	} else {
		vw.p.Line(out, "%s discards %s.", safetext.Escape(t.Player), t.Play)
	}
	if len(r.Missed) > 0 {
		first := r.Missed[0]
		if first.ClearsTable && !r.Chuche {
			vw.p.Line(out, "Missed a CHUCHE: %s would have cleared the table.", first.String()) // the capture in notation
		} else {
			vw.p.Line(out, "Better was possible with %s:", t.Play)
		}
		vw.WriteCaptures(out, r.Missed, len(r.Missed))
	}
	for _, n := range vw.p.SaidAll(r.Notes) { // the referee's notes name players
		fmt.Fprintln(out, safetext.Escape(n))
	}
	for _, n := range vw.p.SaidAll(r.EndNotes) {
		fmt.Fprintln(out, safetext.Escape(n))
	}
}
