package view

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// handResultJSON is one scored hand, for `round --json` and history.
type handResultJSON struct {
	Seq        int                 `json:"seq"`
	Round      int                 `json:"round"`
	Cutter     string              `json:"cutter"`
	Chinchon   bool                `json:"chinchon"`
	CleanCut   bool                `json:"clean_cut"`
	Scores     map[string]int      `json:"scores"`
	Totals     map[string]int      `json:"totals"`
	Eliminated []string            `json:"eliminated"`
	Hands      map[string]handSeen `json:"hands"`
	Unchecked  []string            `json:"unchecked"`
	Missed     map[string]string   `json:"missed"`
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
		j.Missed = map[string]string{}
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
func WriteChinchonHandEntered(out io.Writer, asJSON bool, g Game, m scorer.ChinchonMatch, e LedgerEntry) error {
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
	WriteEntered(out, "Hand", h.Round, e)
	WriteHandLines(out, g, h)
	fmt.Fprintln(out)
	return WriteChinchonTable(out, g, m)
}

// WriteHandLines shows each player's cards, melds and score for one hand.
func WriteHandLines(out io.Writer, g Game, h scorer.ChinchonHandResult) {
	t := NewTable(out)
	for _, name := range g.Players {
		score, ok := h.Scores[name]
		if !ok {
			continue
		}
		role := ""
		if name == h.Cutter {
			role = "cut"
			if h.Chinchon {
				role = "CHINCHÓN"
			}
		}
		detail := "entered as points (unchecked)"
		if a, ok := h.Arrangements[name]; ok {
			detail = FormatArrangement(a)
		}
		if miss := h.Missed[name]; miss != "" {
			detail += "  — " + miss
		}
		t.Row("  "+name, role, fmt.Sprintf("%+d", score), detail)
	}
	t.Flush()
	if h.Chinchon && len(h.Scores) > 1 {
		fmt.Fprintln(out, "  Nobody counts after a chinchón: the others' points go to the statistics only (CN-11).")
	}
	for _, name := range h.Eliminated {
		fmt.Fprintf(out, "  %s is out with %d.\n", safetext.Escape(name), h.TotalsAfter[name])
	}
}

// WriteChinchonTable is the Chinchón standings for people.
func WriteChinchonTable(out io.Writer, g Game, m scorer.ChinchonMatch) error {
	fmt.Fprintf(out, "Standings of game #%d %q after %s (%s):\n", g.ID, g.Name, Plural(m.Round, "hand", "hands"), LimitWords(g, m.Limit))
	t := NewTable(out, "  PLAYER", "TOTAL", "STATUS", "BUY-BACKS")
	for _, p := range m.Players {
		t.Row("  "+p.Name, fmt.Sprint(p.Total), p.Status, fmt.Sprint(p.BuyBacks))
	}
	if err := t.Flush(); err != nil {
		return err
	}
	if m.EndedEarly {
		fmt.Fprintln(out, "Game over: ended early, without a winner.")
	} else if m.Finished {
		how := ""
		switch m.EndedBy {
		case scorer.ChinchonEndedByChinchon:
			how = " with a chinchón"
		case scorer.ChinchonEndedByAllOut:
			how = " (everyone still in went out together: lowest total wins)"
		case scorer.ChinchonEndedByLastIn:
			how = " (last player in)"
		}
		fmt.Fprintf(out, "Game over: %s won%s.\n", safetext.Escape(strings.Join(m.Winners, " and ")), how)
	} else if m.Dealer != "" {
		fmt.Fprintf(out, "Next: %s deals hand %d.\n", safetext.Escape(m.Dealer), m.Round+1)
	}
	return nil
}

// LimitWords says when a player goes out (CN-12, house rule out_at).
func LimitWords(g Game, limit int) string {
	if g.OutAtReach {
		return fmt.Sprintf("out at %d or more", limit)
	}
	return fmt.Sprintf("out above %d", limit)
}

// WriteEntered says that a round (a Chinchón hand) was recorded, or that a
// correction replaced it (CN-15).
func WriteEntered(out io.Writer, what string, n int, e LedgerEntry) {
	if e.Replaces != 0 {
		fmt.Fprintf(out, "%s %d corrected (entry #%d replaces #%d); everything after it is recomputed.\n", what, n, e.Seq, e.Replaces)
		return
	}
	fmt.Fprintf(out, "%s %d recorded (entry #%d).\n", what, n, e.Seq)
}
