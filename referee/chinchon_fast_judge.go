package referee

import (
	"math/bits"

	"github.com/chuche-ref/chuche-ref/variants"
)

// judgeCut reports whether the hand just evaluated allows a cut (CN-7) and
// leaves as best the arrangement to show: the best one that allows the cut,
// else the best. A cheap joker left over may still be melded for the cut.
func (f *cnFast) judgeCut(rules variants.ChinchonRules) bool {
	jokers, points := cnFJokers(f.best), cnFPoints(f.best)
	if jokers == 0 || points > rules.CutMax {
		return jokers == 0 && points <= rules.CutMax
	}
	f.setJokerKey(rules.JokerPenalty, true)
	f.eval()
	f.setJokerKey(rules.JokerPenalty, false)
	if cnFJokers(f.best) == 0 && cnFPoints(f.best) <= rules.CutMax {
		return true
	}
	f.eval()
	return false
}

// isChinchon reports whether the hand loaded is a chinchón (CN-11), as
// cnIsChinchon does for a list of cards.
func (f *cnFast) isChinchon(rules variants.ChinchonRules) bool {
	if f.nJk > 0 && !rules.JokerChinchon {
		return false
	}
	var m uint16
	for _, s := range f.suits {
		if s != 0 {
			if m != 0 {
				return false
			}
			m = s
		}
	}
	k := bits.OnesCount16(m)
	n := k + f.nJk
	if m == 0 || n != 7 || n > f.t.g.nRanks {
		return false
	}
	lo, hi := bits.TrailingZeros16(m), 15-bits.LeadingZeros16(m)
	if hi-lo+1 <= n {
		return true
	}
	second := bits.TrailingZeros16(m &^ 1)
	return f.t.g.aceHigh && lo == 0 && f.t.g.nRanks-second+1 <= n
}

// judge is judgeDiscard for the hand loaded.
func (f *cnFast) judge(rules variants.ChinchonRules) cnDiscard {
	f.eval()
	ok := f.judgeCut(rules)
	return cnDiscard{
		canCut: ok, chinchon: ok && f.isChinchon(rules),
		points: cnFPoints(f.best), cards: cnFCards(f.best), jokers: cnFJokers(f.best),
	}
}

// bestDiscard judges every discard from the eight cards loaded, in
// canonical order, sharing the setup: each discard clears one bit and puts
// it back. It returns the first best (RankDiscards' order) and leaves its
// arrangement as the last eval. false: the hand is not for the fast path.
func (a *cnArranger) bestDiscard(hand8 []variants.ChinchonCard, rules variants.ChinchonRules) (variants.ChinchonCard, cnDiscard, bool) {
	f := &a.f
	a.fast = f.load(hand8, &rules)
	if !a.fast {
		return variants.ChinchonCard{}, cnDiscard{}, false
	}
	var best cnDiscard
	bs, bp := -1, -1 // suit index and position of the best; bs 4 the joker
	for s := range 4 {
		for m := f.suits[s]; m != 0; m &= m - 1 {
			b := m & -m
			f.suits[s] &^= b
			key := f.judge(rules)
			f.suits[s] |= b
			if bs < 0 || key.compare(best) < 0 {
				best, bs, bp = key, s, bits.TrailingZeros16(b)
			}
		}
	}
	if f.nJk > 0 {
		f.nJk--
		key := f.judge(rules)
		f.nJk++
		if bs < 0 || key.compare(best) < 0 {
			best, bs = key, 4
		}
	}
	discard := variants.Joker
	if bs < 4 {
		discard = f.card(bs, bp)
		f.suits[bs] &^= 1 << bp
	} else {
		f.nJk--
	}
	f.judge(rules)
	return discard, best, true
}
