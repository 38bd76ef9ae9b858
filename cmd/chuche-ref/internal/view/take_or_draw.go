package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// solve chinchon --top / --horizon: take the top discard or draw blind
// (CLI.md "Advice"). The figures come from the referee; this file shapes
// them for JSON and words.

// TakeOrDrawQuery is --top and --horizon, checked against the hand.
type TakeOrDrawQuery struct {
	Top     []variants.ChinchonCard // the top discard, or none
	Horizon int
}

type topJSON struct {
	Card           variants.ChinchonCard `json:"card"`
	BestDiscard    variants.ChinchonCard `json:"best_discard"`
	LeftoverPoints int                   `json:"leftover_points"`
	CanCut         bool                  `json:"can_cut"`
	CompletesMeld  bool                  `json:"completes_meld"`
}

type talonJSON struct {
	Unseen           int      `json:"unseen"`
	CutChance        *float64 `json:"cut_chance"`
	ExpectedLeftover *float64 `json:"expected_leftover"`
}

type horizonJSON struct {
	Draws     int      `json:"draws"`
	CutChance *float64 `json:"cut_chance"`
}

// takeOrDrawJSON is CLI.md's top, talon and advice, and horizon, all
// absent without --top.
type takeOrDrawJSON struct {
	Top     *topJSON     `json:"top,omitempty"`
	Talon   *talonJSON   `json:"talon,omitempty"`
	Advice  string       `json:"advice,omitempty"`
	Horizon *horizonJSON `json:"horizon,omitempty"`
}

func (q TakeOrDrawQuery) run(cards, seen []variants.ChinchonCard, rules variants.ChinchonRules) takeOrDrawJSON {
	var doc takeOrDrawJSON
	if len(q.Top) == 0 {
		return doc
	}
	adv := referee.AdviseTakeOrDraw(cards, q.Top[0], seen, rules)
	t := adv.Top
	doc.Top = &topJSON{t.Card, t.BestDiscard, t.LeftoverPoints, t.CanCut, t.CompletesMeld}
	doc.Talon = &talonJSON{Unseen: adv.Talon.Unseen}
	if adv.Talon.Unseen > 0 {
		cut, left := adv.Talon.CutChance, adv.Talon.ExpectedLeftover
		doc.Talon.CutChance, doc.Talon.ExpectedLeftover = &cut, &left
	}
	doc.Advice = "draw"
	if adv.Take {
		doc.Advice = "take"
	}
	if q.Horizon == 2 {
		doc.Horizon = &horizonJSON{Draws: 2}
		if chance, ok := referee.HorizonCutChance(cards, q.Top[0], seen, rules); ok {
			doc.Horizon.CutChance = &chance
		}
	}
	return doc
}

// writeTakeOrDraw says the advice in words.
func (vw Words) writeTakeOrDraw(out io.Writer, doc takeOrDrawJSON) {
	if doc.Top == nil {
		return
	}
	t := doc.Top
	fmt.Fprintln(out)
	fmt.Fprint(out, vw.p.Sprintf("Top discard %s: take it and throw %s, leftover %d", t.Card, t.BestDiscard, t.LeftoverPoints))
	switch {
	case t.CanCut:
		vw.p.Fprintf(out, ", and you can cut")
	case t.CompletesMeld:
		vw.p.Fprintf(out, "; it completes a meld")
	default:
		vw.p.Fprintf(out, "; it completes no meld")
	}
	fmt.Fprintln(out)
	if doc.Talon.CutChance == nil {
		vw.p.Line(out, "Blind draw: no unseen card is left to draw")
	} else {
		vw.p.Line(out, "Blind draw: %.0f%% of the %d unseen cards allow a cut; expected leftover %.1f", 100**doc.Talon.CutChance, doc.Talon.Unseen, *doc.Talon.ExpectedLeftover)
	}
	if doc.Horizon != nil && doc.Horizon.CutChance != nil {
		vw.p.Line(out, "Within two blind draws: %.1f%% chance to cut", 100**doc.Horizon.CutChance)
	}
	if doc.Advice == "take" {
		vw.p.Line(out, "Advice: take the %s", t.Card)
	} else {
		vw.p.Line(out, "Advice: draw blind")
	}
}
