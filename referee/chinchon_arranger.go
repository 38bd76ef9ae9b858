package referee

import (
	"sync"

	"github.com/chuche-ref/chuche-ref/variants"
)

// Arrange finds the best arrangement of a hand (CN-6): the least leftover
// points, then the fewest leftover cards, then the fewest jokers left over;
// among those, the fewest melds, so that a chinchón shows as one run. The
// search is exact, and the result depends only on the cards, not on their
// order: melds come by their lowest card, then the leftover, each in
// canonical order (suit, then rank, jokers last). It takes hands of up to 16
// cards and panics beyond: the referee judges 7 or 8.
func Arrange(hand []variants.ChinchonCard, rules variants.ChinchonRules) Arrangement {
	a := cnGetArranger()
	defer cnArrangerPool.Put(a)
	a.solve(hand, rules, false)
	return a.arrangement(true)
}

// Arranger is Arrange without allocations once warmed up, for hot loops.
// Its results share its buffers: each call overwrites the previous result.
// An Arranger is not safe for concurrent use.
type Arranger struct {
	a cnArranger
}

// Arrange is the package-level Arrange into the Arranger's buffers.
func (a *Arranger) Arrange(hand []variants.ChinchonCard, rules variants.ChinchonRules) Arrangement {
	x := &a.a
	if x.fast = x.f.load(hand, &rules); !x.fast {
		return x.arrangeSlow(hand, rules)
	}
	x.f.eval()
	return x.f.arrangement(&x.shown)
}

// arrangeSlow is Arranger.Arrange by the general search.
func (a *cnArranger) arrangeSlow(hand []variants.ChinchonCard, rules variants.ChinchonRules) Arrangement {
	a.s.solve(hand, rules, false)
	return a.s.arrangement(false)
}

// BestDiscard is the first of RankDiscards(hand8, rules), without
// allocations once warmed up for a valid hand; its arrangement shares the
// Arranger's buffers.
func (a *Arranger) BestDiscard(hand8 []variants.ChinchonCard, rules variants.ChinchonRules) DiscardOption {
	d, key, ok := a.a.bestDiscard(hand8, rules)
	if !ok {
		return RankDiscards(hand8, rules)[0]
	}
	return DiscardOption{Discard: d, Arrangement: a.a.arrangement(false), LeftoverPoints: key.points, CanCut: key.canCut, Chinchon: key.chinchon}
}

var cnArrangerPool = sync.Pool{New: func() any { return new(cnArranger) }}

func cnGetArranger() *cnArranger { return cnArrangerPool.Get().(*cnArranger) }

// cnArranger arranges by the fast path when the hand allows and by the
// general search otherwise, and writes the result into its own buffers.
type cnArranger struct {
	f    cnFast
	fast bool // the last solve took the fast path
	s    cnSolver
	// lister lists candidate melds for the advice while s or the fast path
	// arranges what is left.
	lister cnSolver
	shown  cnShown // the fast path's arrangement
}

// solve finds the best arrangement of hand; cut mode puts a leftover joker
// last of all (CN-7).
func (a *cnArranger) solve(hand []variants.ChinchonCard, rules variants.ChinchonRules, cut bool) {
	a.fast = a.f.load(hand, &rules)
	if !a.fast {
		a.s.solve(hand, rules, cut)
		return
	}
	if cut {
		a.f.setJokerKey(rules.JokerPenalty, true)
	}
	a.f.eval()
}

func (a *cnArranger) leftoverPoints() int {
	if a.fast {
		return cnFPoints(a.f.best)
	}
	return a.s.leftoverPoints()
}

func (a *cnArranger) leftoverCards() int {
	if a.fast {
		return cnFCards(a.f.best)
	}
	return a.s.leftoverCards()
}

func (a *cnArranger) leftoverJokers() int {
	if a.fast {
		return cnFJokers(a.f.best)
	}
	return a.s.leftoverJokers()
}

// arrangement builds the best arrangement of the last solve: fresh slices
// when owned, else slices of the arranger's buffers.
func (a *cnArranger) arrangement(owned bool) Arrangement {
	if !a.fast {
		return a.s.arrangement(owned)
	}
	r := a.f.arrangement(&a.shown)
	if owned {
		return r.clone()
	}
	return r
}
