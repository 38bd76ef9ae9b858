package referee

import (
	"github.com/chuche-ref/chuche-ref/variants"
)

// Chinchón's tip made exact (CLI.md "Chinchón — take the top discard or draw
// blind"): take from the discard pile only when the card completes a meld.

// TopOutcome is what taking the top discard gives a 7-card hand.
type TopOutcome struct {
	Card        variants.ChinchonCard
	BestDiscard variants.ChinchonCard
	// LeftoverPoints is the least leftover (CN-6) over the discards of one
	// of the 7 original cards: the card just taken is not thrown back.
	LeftoverPoints int
	CanCut         bool // CN-7 for the 7 kept after BestDiscard
	// CompletesMeld: for some discard reaching LeftoverPoints, some
	// arrangement reaching it melds the taken card.
	CompletesMeld bool
}

// TalonOutcome is what one blind draw from the unseen cards gives.
type TalonOutcome struct {
	Unseen int // U: the deck in play, jokers included, minus the hand, the top discard and the cards seen
	// CutChance is the share of U after which some discard of the 8 allows
	// a cut (CN-7); ExpectedLeftover the mean over U of the least leftover
	// (CN-6) over the 8 discards. Both are 0 when U is empty.
	CutChance        float64
	ExpectedLeftover float64
}

// TakeOrDraw is the advice on the top discard.
type TakeOrDraw struct {
	Top   TopOutcome
	Talon TalonOutcome
	// Take: the top discard allows a cut, or it completes a meld and leaves
	// less than a blind draw is expected to.
	Take bool
}

// AdviseTakeOrDraw weighs taking the top discard against a blind draw for a
// 7-card hand. Seen are cards known to be out of the talon (a card not in
// the deck, or named too often, takes nothing away).
func AdviseTakeOrDraw(hand7 []variants.ChinchonCard, top variants.ChinchonCard, seen []variants.ChinchonCard, rules variants.ChinchonRules) TakeOrDraw {
	a := cnGetArranger()
	defer cnArrangerPool.Put(a)
	var adv TakeOrDraw
	adv.Top = a.topOutcome(hand7, top, rules)
	unseen := cnUnseen(rules.DeckInPlay(), append(hand7[:len(hand7):len(hand7)], top), seen)
	adv.Talon.Unseen = len(unseen)
	if len(unseen) > 0 {
		cuts, leftover := 0, 0
		var buf [16]variants.ChinchonCard
		for _, u := range unseen {
			hand8 := append(append(buf[:0], hand7...), u)
			can, least := a.drawOutcome(hand8, rules)
			if can {
				cuts++
			}
			leftover += least
		}
		adv.Talon.CutChance = float64(cuts) / float64(len(unseen))
		adv.Talon.ExpectedLeftover = float64(leftover) / float64(len(unseen))
	}
	adv.Take = adv.Top.CanCut || adv.Top.CompletesMeld && adv.Talon.Unseen > 0 && float64(adv.Top.LeftoverPoints) < adv.Talon.ExpectedLeftover
	return adv
}

// topOutcome judges the hand with the top discard taken.
func (a *cnArranger) topOutcome(hand7 []variants.ChinchonCard, top variants.ChinchonCard, rules variants.ChinchonRules) TopOutcome {
	o := TopOutcome{Card: top}
	var buf, kept [16]variants.ChinchonCard
	sorted := cnSorted(buf[:0], hand7)
	least := -1
	var points [16]int
	for i, d := range sorted {
		if i > 0 && d == sorted[i-1] {
			points[i] = points[i-1]
			continue
		}
		a.solve(append(append(append(kept[:0], sorted[:i]...), sorted[i+1:]...), top), rules, false)
		points[i] = a.leftoverPoints()
		if least < 0 || points[i] < least {
			least = points[i]
		}
	}
	o.LeftoverPoints = least
	// The first discard reaching the least, unless a later one melds the top.
	first := true
	for i, d := range sorted {
		if points[i] != least || i > 0 && d == sorted[i-1] {
			continue
		}
		if first {
			o.BestDiscard, first = d, false
		}
		k := append(append(append(kept[:0], sorted[:i]...), sorted[i+1:]...), top)
		if a.meldsAt(k, len(k)-1, least, rules) {
			o.BestDiscard, o.CompletesMeld = d, true
			break
		}
	}
	k := append(append(kept[:0], without7(sorted, o.BestDiscard)...), top)
	o.CanCut = a.judgeCut(k, rules)
	return o
}

// without7 is cards without one copy of c.
func without7(cards []variants.ChinchonCard, c variants.ChinchonCard) []variants.ChinchonCard {
	var out [16]variants.ChinchonCard
	n := 0
	removed := false
	for _, x := range cards {
		if x == c && !removed {
			removed = true
			continue
		}
		out[n] = x
		n++
	}
	return out[:n]
}

// meldsAt reports whether some arrangement of hand with leftover points
// least puts hand[at] in a meld: some candidate meld holding it (CN-5) with
// the rest arranged at best reaches least. For a joker, any joker will do.
func (a *cnArranger) meldsAt(hand []variants.ChinchonCard, at int, least int, rules variants.ChinchonRules) bool {
	s := &a.lister
	s.solve(hand, rules, false) // lists every candidate meld of the hand
	card := hand[at]
	idx := -1
	if !card.IsJoker() {
		for i := range s.nNat {
			if s.cards[i] == card {
				idx = i
				break
			}
		}
		if idx < 0 {
			return false
		}
	}
	var rest [16]variants.ChinchonCard
	for _, m := range s.melds {
		if idx >= 0 && m.nat&(1<<idx) == 0 || idx < 0 && m.jk == 0 {
			continue
		}
		r := rest[:0]
		for i := range s.nNat {
			if m.nat&(1<<i) == 0 {
				r = append(r, s.cards[i])
			}
		}
		for range s.nJk - int(m.jk) {
			r = append(r, variants.Joker)
		}
		a.solve(r, rules, false)
		if a.leftoverPoints() <= least {
			return true
		}
	}
	return false
}

// drawOutcome judges the 8 cards after a blind draw: whether some discard
// allows a cut (CN-7) and the least leftover (CN-6) over the discards.
func (a *cnArranger) drawOutcome(hand8 []variants.ChinchonCard, rules variants.ChinchonRules) (canCut bool, least int) {
	if a.f.load(hand8, &rules) {
		return a.f.drawOutcome(rules)
	}
	var kept [16]variants.ChinchonCard
	least = -1
	for i := range hand8 {
		k := append(append(kept[:0], hand8[:i]...), hand8[i+1:]...)
		a.solve(k, rules, false)
		if p := a.leftoverPoints(); least < 0 || p < least {
			least = p
		}
		canCut = a.judgeCut(k, rules) || canCut
	}
	return canCut, least
}

// drawOutcome is cnArranger.drawOutcome for the 8 cards loaded, one bit
// cleared at a time.
func (f *cnFast) drawOutcome(rules variants.ChinchonRules) (canCut bool, least int) {
	least = -1
	try := func() {
		f.eval()
		if p := cnFPoints(f.best); least < 0 || p < least {
			least = p
		}
		if !canCut && cnFPoints(f.best) <= rules.CutMax {
			canCut = f.judgeCut(rules)
		}
	}
	for s := range 4 {
		for m := f.suits[s]; m != 0; m &= m - 1 {
			b := m & -m
			f.suits[s] &^= b
			try()
			f.suits[s] |= b
		}
	}
	if f.nJk > 0 {
		f.nJk--
		try()
		f.nJk++
	}
	return canCut, least
}
