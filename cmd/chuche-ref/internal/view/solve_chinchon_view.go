package view

import (
	"fmt"
	"io"
	"slices"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The answers of solve chinchon (CLI.md), for people and as JSON.

type solve8JSON struct {
	BestDiscard variants.ChinchonCard `json:"best_discard"`
	Hand        HandJSON              `json:"hand"`
	Discards    []DiscardJSON         `json:"discards"`
}

type drawJSON struct {
	Draw           variants.ChinchonCard `json:"draw"`
	Discard        variants.ChinchonCard `json:"discard"`
	LeftoverPoints int                   `json:"leftover_points"`
	Chinchon       bool                  `json:"chinchon"`
	Copies         int                   `json:"copies"`
}

type drawsJSON struct {
	Unseen int        `json:"unseen"`
	Count  int        `json:"count"`
	Cards  []drawJSON `json:"cards"`
}

type solve7JSON struct {
	HandJSON
	Draws drawsJSON `json:"draws"`
	takeOrDrawJSON
}

// SolveEight ranks every discard of 8 cards (CN-6, CN-7).
func (vw Words) SolveEight(out io.Writer, asJSON bool, cards []variants.ChinchonCard, rules variants.ChinchonRules) error {
	options := referee.RankDiscards(cards, rules)
	best := options[0]
	kept := without(cards, best.Discard)
	hand, v := JudgeHand(kept, rules)
	doc := solve8JSON{BestDiscard: best.Discard, Hand: hand}
	for _, o := range options {
		doc.Discards = append(doc.Discards, DiscardJSON{Discard: o.Discard, LeftoverPoints: o.LeftoverPoints, CanCut: o.CanCut, Chinchon: o.Chinchon})
	}
	if asJSON {
		return WriteJSON(out, doc)
	}
	vw.p.Line(out, "Best discard: %s → %s", best.Discard, vw.FormatArrangement(v.Arrangement))
	fmt.Fprintln(out, vw.CutLine(hand))
	fmt.Fprintln(out)
	t := NewTable(out, vw.p.Sprintf("DISCARD"), vw.p.Sprintf("LEFTOVER"), vw.p.Sprintf("CUT?"), vw.p.Sprintf("MELDS"))
	for _, o := range options {
		cut := vw.p.Sprintf("no")
		switch {
		case o.Chinchon:
			cut = vw.p.Sprintf("CHINCHÓN")
		case o.CanCut:
			cut = vw.p.Sprintf("yes")
		}
		t.Row(o.Discard.String(), fmt.Sprint(o.LeftoverPoints), cut, vw.FormatArrangement(o.Arrangement))
	}
	return t.Flush()
}

// SolveSeven judges 7 cards and the draws that would allow a cut.
func (vw Words) SolveSeven(out io.Writer, asJSON bool, cards, seen []variants.ChinchonCard, rules variants.ChinchonRules, limit int, td TakeOrDrawQuery) error {
	hand, v := JudgeHand(cards, rules)
	// The top discard, when given, is seen: it is not in the talon.
	report := referee.AnalyzeDraws(cards, slices.Concat(seen, td.Top), rules)
	doc := solve7JSON{HandJSON: hand, Draws: drawsJSON{Unseen: report.Unseen, Count: report.Count, Cards: []drawJSON{}}}
	doc.takeOrDrawJSON = td.run(cards, seen, rules)
	for i, d := range report.Cuts {
		if i >= limit {
			break
		}
		doc.Draws.Cards = append(doc.Draws.Cards, drawJSON{d.Draw, d.Discard, d.LeftoverPoints, d.Chinchon, d.Copies})
	}
	if asJSON {
		return WriteJSON(out, doc)
	}
	vw.p.Line(out, "Hand:  %s (%s)", variants.FormatChinchonCards(cards), rules.Deck)
	vw.p.Line(out, "Best:  %s", vw.FormatArrangement(v.Arrangement))
	fmt.Fprintln(out, vw.CutLine(hand))
	fmt.Fprintln(out)
	fmt.Fprint(out, vw.p.Sprintf("%d cards of the %d unseen cards would allow a cut on the next draw", report.Count, report.Unseen))
	if report.Unseen > 0 {
		fmt.Fprint(out, " ", vw.p.Sprintf("(%.0f%%)", 100*float64(report.Count)/float64(report.Unseen)))
	}
	fmt.Fprintln(out)
	if len(doc.Draws.Cards) > 0 {
		t := NewTable(out, vw.p.Sprintf("DRAW"), vw.p.Sprintf("DISCARD"), vw.p.Sprintf("LEFTOVER"))
		for _, d := range doc.Draws.Cards {
			cells := []string{d.Draw.String(), d.Discard.String(), fmt.Sprint(d.LeftoverPoints)}
			if d.Chinchon {
				cells = append(cells, vw.p.Sprintf("CHINCHÓN"))
			}
			t.Row(cells...)
		}
		if err := t.Flush(); err != nil {
			return err
		}
	}
	vw.writeTakeOrDraw(out, doc.takeOrDrawJSON)
	return nil
}

// without removes one copy of a card.
func without(cards []variants.ChinchonCard, c variants.ChinchonCard) []variants.ChinchonCard {
	out := make([]variants.ChinchonCard, 0, len(cards))
	removed := false
	for _, x := range cards {
		if x == c && !removed {
			removed = true
			continue
		}
		out = append(out, x)
	}
	return out
}
