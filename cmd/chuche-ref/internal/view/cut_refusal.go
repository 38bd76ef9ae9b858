package view

import (
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ExplainRefusedCut prints CN-8's answer: why, the best arrangement, and the
// discards that would have allowed a cut.
func (vw Words) ExplainRefusedCut(out io.Writer, asJSON bool, h scorer.ChinchonHand, v referee.CutVerdict) {
	if asJSON {
		doc := map[string]any{
			"valid": false, "cutter": h.Cutter, "reason": v.Why.String(),
			"melds": MeldCards(v.Arrangement.Melds), "leftover": OrEmpty(v.Arrangement.Leftover),
			"leftover_points": v.Arrangement.LeftoverPoints,
		}
		var better []DiscardJSON
		for _, o := range v.BetterDiscards {
			better = append(better, DiscardJSON{o.Discard, o.LeftoverPoints, o.CanCut, o.Chinchon})
		}
		doc["better_discards"] = OrEmpty(better)
		_ = WriteJSON(out, doc)
		return
	}
	vw.p.Line(out, "Cut refused for %s: %s", safetext.Escape(h.Cutter), safetext.Escape(vw.p.Said(v.Why)))
	vw.p.Item(out, "best arrangement: %s", vw.FormatArrangement(v.Arrangement))
	vw.WriteBetterDiscards(out, h, v)
	vw.p.Line(out, "Nothing was recorded.")
}

// WriteBetterDiscards says which discards would have allowed a cut (CN-8).
func (vw Words) WriteBetterDiscards(out io.Writer, h scorer.ChinchonHand, v referee.CutVerdict) {
	switch {
	case h.Discard == nil:
		vw.p.Item(out, "(give --cut-discard CARD to learn whether another discard would have allowed a cut)")
	case len(v.BetterDiscards) == 0:
		vw.p.Item(out, "no discard from these 8 cards would have allowed a cut")
	default:
		var opts []string
		for _, o := range v.BetterDiscards {
			opts = append(opts, vw.p.Sprintf("%s (leftover %d)", o.Discard, o.LeftoverPoints))
		}
		vw.p.Item(out, "discarding %s instead would have allowed a cut", strings.Join(opts, " "+vw.p.Sprintf("or")+" "))
	}
}

// DiscardJSON is one discard of 8 cards and what it leaves (CN-8).
type DiscardJSON struct {
	Discard        variants.ChinchonCard `json:"discard"`
	LeftoverPoints int                   `json:"leftover_points"`
	CanCut         bool                  `json:"can_cut"`
	Chinchon       bool                  `json:"chinchon"`
}
