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
func WriteCheckHand(out io.Writer, asJSON bool, cards []variants.ChinchonCard, rules variants.ChinchonRules) error {
	h, v := JudgeHand(cards, rules)
	if asJSON {
		return WriteJSON(out, h)
	}
	fmt.Fprintf(out, "Hand:  %s (%s)\n", variants.FormatChinchonCards(cards), rules.Deck)
	fmt.Fprintf(out, "Best:  %s\n", FormatArrangement(v.Arrangement))
	fmt.Fprintln(out, CutLine(h))
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
func WriteCheckMeld(out io.Writer, asJSON bool, cards []variants.ChinchonCard, kind referee.MeldKind, me *fault.Error) error {
	doc := meldJSON{Valid: me == nil, Cards: cards}
	if me == nil {
		k := kind.String()
		doc.Kind = &k
		doc.Reason = fmt.Sprintf("%s is a %s (CN-5)", variants.FormatChinchonCards(cards), k)
	} else {
		doc.Reason = me.Error()
	}
	switch {
	case asJSON:
		return WriteJSON(out, doc)
	case doc.Valid:
		fmt.Fprintf(out, "Valid: %s\n", doc.Reason)
	default:
		fmt.Fprintf(out, "Not a meld: %s\n", doc.Reason)
	}
	return nil
}
