package view

import (
	"fmt"
	"io"
	"maps"
	"slices"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// handResultJSON is one scored hand, for `round --json` and history.
type handResultJSON struct {
	Seq        int                      `json:"seq"`
	Round      int                      `json:"round"`
	Cutter     string                   `json:"cutter"`
	Chinchon   bool                     `json:"chinchon"`
	CleanCut   bool                     `json:"clean_cut"`
	Scores     map[string]int           `json:"scores"`
	Totals     map[string]int           `json:"totals"`
	Eliminated []string                 `json:"eliminated"`
	Hands      map[string]handSeen      `json:"hands"`
	Unchecked  []string                 `json:"unchecked"`
	Missed     map[string]fault.Message `json:"missed"`
}

type handSeen struct {
	Melds          [][]string `json:"melds"`
	Leftover       []string   `json:"leftover"`
	LeftoverPoints int        `json:"leftover_points"`
}

// ToHandResultJSON is one hand as `round --json` shows it.
func ToHandResultJSON(r scorer.ChinchonHandResult) handResultJSON {
	j := handResultJSON{
		Seq: r.Seq, Round: r.Round, Cutter: r.Cutter, Chinchon: r.Chinchon, CleanCut: r.CleanCut,
		Scores: r.Scores, Totals: r.TotalsAfter, Eliminated: OrEmpty(r.Eliminated),
		Hands: map[string]handSeen{}, Unchecked: []string{}, Missed: r.Missed,
	}
	if j.Missed == nil {
		j.Missed = map[string]fault.Message{}
	}
	for name, a := range r.Arrangements {
		hs := handSeen{Melds: [][]string{}, Leftover: []string{}, LeftoverPoints: a.LeftoverPoints}
		for _, m := range a.Melds {
			var cards []string
			for _, c := range m.Cards {
				cards = append(cards, c.String())
			}
			hs.Melds = append(hs.Melds, cards)
		}
		for _, c := range a.Leftover {
			hs.Leftover = append(hs.Leftover, c.String())
		}
		j.Hands[name] = hs
	}
	for _, name := range slices.Sorted(maps.Keys(r.Unchecked)) {
		j.Unchecked = append(j.Unchecked, name)
	}
	return j
}

// HandBySeq finds the scored hand of a ledger entry (an amended one keeps
// its original seq).
func HandBySeq(m scorer.ChinchonMatch, seq int) (scorer.ChinchonHandResult, bool) {
	for _, h := range m.Hands {
		if h.Seq == seq {
			return h, true
		}
	}
	return scorer.ChinchonHandResult{}, false
}

// WriteChinchonHandEntered says that a hand was recorded (or corrected),
// how it was scored and the standings after it; asJSON writes the document.
func (vw Words) WriteChinchonHandEntered(out io.Writer, asJSON bool, g Game, m scorer.ChinchonMatch, e LedgerEntry) error {
	seq := e.Seq
	if e.Replaces != 0 {
		seq = e.Replaces
	}
	h, _ := HandBySeq(m, seq)
	if asJSON {
		return WriteJSON(out, struct {
			Entry     int               `json:"entry"`
			Hand      handResultJSON    `json:"hand"`
			Standings ChinchonStandings `json:"standings"`
		}{e.Seq, ToHandResultJSON(h), ChinchonStandingsOf(g, m)})
	}
	vw.writeEntered(out, true, h.Round, e)
	vw.WriteHandLines(out, g, h)
	fmt.Fprintln(out)
	return vw.WriteChinchonTable(out, g, m)
}

// WriteHandLines shows each player's cards, melds and score for one hand.
func (vw Words) WriteHandLines(out io.Writer, g Game, h scorer.ChinchonHandResult) {
	t := NewTable(out)
	for _, name := range g.Players {
		score, ok := h.Scores[name]
		if !ok {
			continue
		}
		role := ""
		if name == h.Cutter {
			role = vw.p.Sprintf("cut")
			if h.Chinchon {
				role = vw.p.Sprintf("CHINCHÓN")
			}
		}
		detail := vw.p.Sprintf("entered as points (unchecked)")
		if a, ok := h.Arrangements[name]; ok {
			detail = vw.FormatArrangement(a)
		}
		if miss := h.Missed[name]; !miss.IsZero() {
			detail += "  — " + vw.p.Said(miss) // the referee's words
		}
		t.Row("  "+name, role, fmt.Sprintf("%+d", score), detail)
	}
	t.Flush()
	if h.Chinchon && len(h.Scores) > 1 {
		vw.p.Item(out, "Nobody counts after a chinchón: the others' points go to the statistics only (CN-11).")
	}
	for _, name := range h.Eliminated {
		vw.p.Item(out, "%s is out with %d.", safetext.Escape(name), h.TotalsAfter[name])
	}
}

// WriteChinchonTable is the Chinchón standings for people.
func (vw Words) WriteChinchonTable(out io.Writer, g Game, m scorer.ChinchonMatch) error {
	vw.p.Line(out, "Standings of game #%#d %q after %d hands (%s):", g.ID, g.Name, m.Round, vw.LimitWords(g, m.Limit))
	t := NewTable(out, "  "+vw.p.Sprintf("PLAYER"), vw.p.Sprintf("TOTAL"), vw.p.Sprintf("STATUS"), vw.p.Sprintf("BUY-BACKS"))
	for _, p := range m.Players {
		t.Row("  "+p.Name, fmt.Sprint(p.Total), vw.status(p.Status), fmt.Sprint(p.BuyBacks))
	}
	if err := t.Flush(); err != nil {
		return err
	}
	if m.EndedEarly && m.EndedRated {
		vw.p.Line(out, "Game over: ended early, without a winner; the league places it by the totals now (LG-5).")
	} else if m.EndedEarly {
		vw.p.Line(out, "Game over: ended early, without a winner.")
	} else if m.Finished {
		how := ""
		switch m.EndedBy {
		case scorer.ChinchonEndedByChinchon:
			how = " " + vw.p.Sprintf("with a chinchón")
		case scorer.ChinchonEndedByAllOut:
			how = " " + vw.p.Sprintf("(everyone still in went out together: lowest total wins)")
		case scorer.ChinchonEndedByLastIn:
			how = " " + vw.p.Sprintf("(last player in)")
		}
		vw.p.Line(out, "Game over: %s won%s.", safetext.Escape(vw.p.List(m.Winners)), how)
	} else if m.Dealer != "" {
		vw.p.Line(out, "Next: %s deals hand %#d.", safetext.Escape(m.Dealer), m.Round+1)
	}
	return nil
}

// LimitWords says when a player goes out (CN-12, house rule out_at).
func (vw Words) LimitWords(g Game, limit int) string {
	if g.OutAtReach {
		return vw.p.Sprintf("out at %d or more", limit)
	}
	return vw.p.Sprintf("out above %d", limit)
}

// writeEntered says that a round (a Chinchón hand) was recorded, or that a
// correction replaced it (CN-15).
func (vw Words) writeEntered(out io.Writer, hand bool, n int, e LedgerEntry) {
	switch {
	case hand && e.Replaces != 0:
		vw.p.Line(out, "Hand %#d corrected (entry #%#d replaces #%#d); everything after it is recomputed.", n, e.Seq, e.Replaces)
	case hand:
		vw.p.Line(out, "Hand %#d recorded (entry #%#d).", n, e.Seq)
	case e.Replaces != 0:
		vw.p.Line(out, "Round %#d corrected (entry #%#d replaces #%#d); everything after it is recomputed.", n, e.Seq, e.Replaces)
	default:
		vw.p.Line(out, "Round %#d recorded (entry #%#d).", n, e.Seq)
	}
}

// status is a player's status in a Chinchón game, "in" or "out".
func (vw Words) status(s string) string {
	switch s {
	case "in":
		return vw.p.Sprintf("in")
	case "out":
		return vw.p.Sprintf("out")
	}
	return s
}
