package view

import (
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// HandJSON is CLI.md's `check hand --json` object.
type HandJSON struct {
	Deck           string                    `json:"deck"`
	Cards          []variants.ChinchonCard   `json:"cards"`
	Melds          [][]variants.ChinchonCard `json:"melds"`
	Leftover       []variants.ChinchonCard   `json:"leftover"`
	LeftoverPoints int                       `json:"leftover_points"`
	CanCut         bool                      `json:"can_cut"`
	CutScore       *int                      `json:"cut_score"`
	Chinchon       bool                      `json:"chinchon"`
	Reason         fault.Message             `json:"reason,omitzero"` // for people, and in English for JSON
}

// JudgeHand judges 7 cards as a cut would (CN-6, CN-7, CN-10, CN-11).
func JudgeHand(cards []variants.ChinchonCard, rules variants.ChinchonRules) (HandJSON, referee.CutVerdict) {
	v := referee.JudgeCut(cards, nil, rules)
	h := HandJSON{
		Deck: rules.Deck, Cards: OrEmpty(cards), Melds: MeldCards(v.Arrangement.Melds),
		Leftover: OrEmpty(v.Arrangement.Leftover), LeftoverPoints: v.Arrangement.LeftoverPoints,
		CanCut: v.Valid, Chinchon: v.Chinchon, Reason: v.Why,
	}
	if v.Valid {
		score := v.Score
		h.CutScore = &score
	}
	return h, v
}

// MeldCards are the melds' cards, for JSON.
func MeldCards(melds []referee.Meld) [][]variants.ChinchonCard {
	out := make([][]variants.ChinchonCard, 0, len(melds))
	for _, m := range melds {
		out = append(out, OrEmpty(m.Cards))
	}
	return out
}

// OrEmpty is s, or an empty list for nil: JSON lists are never null.
func OrEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// FormatArrangement shows melds and leftover for people:
// "[5o 6o 7o] [12c 12e 12b]  leftover 8c = 8".
func (vw Words) FormatArrangement(a referee.Arrangement) string {
	var parts []string
	for _, m := range a.Melds {
		parts = append(parts, "["+variants.FormatChinchonCards(m.Cards)+"]")
	}
	if len(parts) == 0 {
		parts = append(parts, vw.p.Sprintf("no melds"))
	}
	s := strings.Join(parts, " ")
	if len(a.Leftover) == 0 {
		return s + "  " + vw.p.Sprintf("no leftover")
	}
	return s + "  " + vw.p.Sprintf("leftover %s = %d", variants.FormatChinchonCards(a.Leftover), a.LeftoverPoints)
}

// CutLine says what a cut with these cards would score.
func (vw Words) CutLine(h HandJSON) string {
	switch {
	case h.Chinchon:
		return vw.p.Sprintf("CHINCHÓN: seven in one run — this wins the game at once (CN-11)")
	case h.CanCut && len(h.Leftover) == 0:
		return vw.p.Sprintf("can cut: no leftover, the cutter scores %d (CN-10)", *h.CutScore)
	case h.CanCut:
		return vw.p.Sprintf("can cut: the cutter scores %d (CN-7)", *h.CutScore)
	}
	return vw.p.Sprintf("cannot cut:") + " " + vw.p.Said(h.Reason) // the referee's reason
}
