package referee

import (
	"slices"

	"github.com/chuche-ref/chuche-ref/variants"
)

// The previous arrangement, kept as the baseline the fast path is measured
// and checked against: the general search (cnSolver, chinchon_arrange.go,
// unchanged and still the fallback for hands the fast path does not take)
// driven as Arrange, JudgeCut and RankDiscards drove it before the suit
// tables.

// cnBaseArrange is the previous Arranger.Arrange.
func cnBaseArrange(s *cnSolver, hand []variants.ChinchonCard, rules variants.ChinchonRules) Arrangement {
	s.solve(hand, rules, false)
	return s.arrangement(false)
}

// cnBaseJudgeCut is the previous judgeCut.
func cnBaseJudgeCut(s *cnSolver, kept []variants.ChinchonCard, rules variants.ChinchonRules) bool {
	s.solve(kept, rules, false)
	if s.leftoverJokers() == 0 || s.leftoverPoints() > rules.CutMax {
		return s.leftoverJokers() == 0 && s.leftoverPoints() <= rules.CutMax
	}
	s.solve(kept, rules, true)
	if s.leftoverJokers() == 0 && s.leftoverPoints() <= rules.CutMax {
		return true
	}
	s.solve(kept, rules, false)
	return false
}

// cnBaseRankDiscards is the previous RankDiscards: one full solve per
// discard.
func cnBaseRankDiscards(s *cnSolver, hand8 []variants.ChinchonCard, rules variants.ChinchonRules) []DiscardOption {
	g := cnGeomOf(rules.DeckInPlay(), rules.AceHigh)
	var buf, kept [16]variants.ChinchonCard
	sorted := cnSorted(buf[:0], hand8)
	type option struct {
		DiscardOption
		key cnDiscard
	}
	var opts []option
	for i, d := range sorted {
		if i > 0 && d == sorted[i-1] {
			continue
		}
		k := append(append(kept[:0], sorted[:i]...), sorted[i+1:]...)
		ok := cnBaseJudgeCut(s, k, rules)
		key := cnDiscard{
			canCut: ok, chinchon: ok && cnIsChinchon(k, rules, g),
			points: s.leftoverPoints(), cards: s.leftoverCards(), jokers: s.leftoverJokers(),
		}
		opts = append(opts, option{DiscardOption{
			Discard: d, Arrangement: s.arrangement(true), LeftoverPoints: key.points,
			CanCut: key.canCut, Chinchon: key.chinchon,
		}, key})
	}
	slices.SortStableFunc(opts, func(a, b option) int { return a.key.compare(b.key) })
	ranked := make([]DiscardOption, len(opts))
	for i, o := range opts {
		ranked[i] = o.DiscardOption
	}
	return ranked
}
