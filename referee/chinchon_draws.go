package referee

import (
	"cmp"
	"slices"

	"github.com/chuche-ref/chuche-ref/variants"
)

// DrawOption is an unseen card that would let the hand cut (CN-7), with the
// best discard after drawing it.
type DrawOption struct {
	Draw           variants.ChinchonCard
	Discard        variants.ChinchonCard
	LeftoverPoints int
	Chinchon       bool
	Copies         int // how many of this card are unseen (2 for two jokers)
}

// DrawReport says which draws would allow a cut.
type DrawReport struct {
	Unseen int          // cards still unseen, joker copies counted
	Cuts   []DrawOption // one per distinct unseen card that allows a cut, best first
	Count  int          // unseen cards (copies) that allow a cut
}

// AnalyzeDraws finds the unseen cards that would let a 7-card hand cut after
// its best discard. Unseen is the deck in play minus the hand and the cards
// seen (a card that is not in the deck, or is named too often, takes nothing
// away). Cuts are ordered chinchón first, then least leftover points, then
// fewest leftover cards, then canonical order of the draw.
func AnalyzeDraws(hand7 []variants.ChinchonCard, seen []variants.ChinchonCard, rules variants.ChinchonRules) DrawReport {
	unseen := cnUnseen(rules.DeckInPlay(), hand7, seen)
	report := DrawReport{Unseen: len(unseen)}
	s := cnGetArranger()
	defer cnArrangerPool.Put(s)
	g := cnGeomOf(rules.DeckInPlay(), rules.AceHigh)
	var buf, kept [16]variants.ChinchonCard
	own := s.judgeDiscard(hand7, rules, g) // what discarding the drawn card leaves
	type cut struct {
		DrawOption
		key cnDiscard
	}
	var cuts []cut
	for i := 0; i < len(unseen); {
		u := unseen[i]
		copies := 1
		for i+copies < len(unseen) && unseen[i+copies] == u {
			copies++
		}
		i += copies
		hand8 := cnSorted(append(buf[:0], hand7...), []variants.ChinchonCard{u})
		var best cnDiscard
		var bestDiscard variants.ChinchonCard
		for j, d := range hand8 {
			if j > 0 && d == hand8[j-1] {
				continue
			}
			key := own
			if d != u {
				key = s.judgeDiscard(append(append(kept[:0], hand8[:j]...), hand8[j+1:]...), rules, g)
			}
			// Discards come in card order: only a strictly better one wins.
			if j == 0 || key.compare(best) < 0 {
				best, bestDiscard = key, d
			}
		}
		if best.canCut {
			cuts = append(cuts, cut{DrawOption{Draw: u, Discard: bestDiscard, LeftoverPoints: best.points, Chinchon: best.chinchon, Copies: copies}, best})
			report.Count += copies
		}
	}
	// Stable: equal draws stay in card order.
	slices.SortStableFunc(cuts, func(a, b cut) int {
		return cmp.Or(cnBoolFirst(a.key.chinchon, b.key.chinchon), cmp.Compare(a.key.points, b.key.points), cmp.Compare(a.key.cards, b.key.cards))
	})
	for _, c := range cuts {
		report.Cuts = append(report.Cuts, c.DrawOption)
	}
	return report
}

// cnUnseen is the deck minus the cards named, in canonical order.
func cnUnseen(deck variants.ChinchonDeck, hand, seen []variants.ChinchonCard) []variants.ChinchonCard {
	unseen := cnSorted(nil, deck.Cards())
	for _, list := range [][]variants.ChinchonCard{hand, seen} {
		for _, c := range list {
			if i := slices.Index(unseen, c); i >= 0 {
				unseen = slices.Delete(unseen, i, i+1)
			}
		}
	}
	return unseen
}
