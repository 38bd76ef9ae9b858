package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// WriteCheckHand is check hand's answer (CLI.md): the best arrangement of 7
// cards and whether they cut.
func (vw Words) WriteCheckHand(out io.Writer, asJSON bool, cards []variants.ChinchonCard, rules variants.ChinchonRules) error {
	h, v := JudgeHand(cards, rules)
	if asJSON {
		return WriteJSON(out, h)
	}
	vw.p.Line(out, "Hand:  %s (%s)", variants.FormatChinchonCards(cards), rules.Deck)
	vw.p.Line(out, "Best:  %s", vw.FormatArrangement(v.Arrangement))
	fmt.Fprintln(out, vw.CutLine(h))
	return nil
}

// meldJSON is `check meld --json`.
type meldJSON struct {
	Valid  bool                    `json:"valid"`
	Kind   *string                 `json:"kind"` // "set", "run", or null
	Cards  []variants.ChinchonCard `json:"cards"`
	Reason string                  `json:"reason"`
}

// WriteCheckMeld is check meld's answer: a meld of its kind, or why not
// (me, referee.NotAMeld, CN-5).
func (vw Words) WriteCheckMeld(out io.Writer, asJSON bool, cards []variants.ChinchonCard, kind referee.MeldKind, me *fault.Error) error {
	doc := meldJSON{Valid: me == nil, Cards: cards}
	if me == nil {
		k := kind.String()
		doc.Kind = &k
		doc.Reason = fmt.Sprintf("%s is a %s (CN-5)", variants.FormatChinchonCards(cards), k) // JSON: English
	} else {
		doc.Reason = me.Error()
	}
	switch {
	case asJSON:
		return WriteJSON(out, doc)
	case doc.Valid:
		vw.p.Line(out, "Valid: %s", vw.meldReason(cards, kind, me))
	default:
		vw.p.Line(out, "Not a meld: %s", vw.meldReason(cards, kind, me))
	}
	return nil
}

// meldReason is check meld's reason in the printer's language: English is
// the reason as JSON carries it.
func (vw Words) meldReason(cards []variants.ChinchonCard, kind referee.MeldKind, me *fault.Error) string {
	if me != nil {
		return vw.p.Error(me)
	}
	return vw.p.Sprintf("%s is a %s (CN-5)", variants.FormatChinchonCards(cards), vw.meldKind(kind))
}

// meldKind names a meld's kind: a set or a run.
func (vw Words) meldKind(k referee.MeldKind) string {
	switch k.String() {
	case "set":
		return vw.p.Sprintf("set")
	case "run":
		return vw.p.Sprintf("run")
	}
	return k.String()
}
