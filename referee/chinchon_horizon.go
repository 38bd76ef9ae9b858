package referee

import "github.com/chuche-ref/chuche-ref/variants"

// canCutAny reports whether some discard of the 8 cards loaded allows a cut.
func (f *cnFast) canCutAny(rules variants.ChinchonRules) bool {
	ok := false
	try := func() {
		f.eval()
		if cnFPoints(f.best) <= rules.CutMax && f.judgeCut(rules) {
			ok = true
		}
	}
	for s := 0; s < 4 && !ok; s++ {
		for m := f.suits[s]; m != 0 && !ok; m &= m - 1 {
			b := m & -m
			f.suits[s] &^= b
			try()
			f.suits[s] |= b
		}
	}
	if !ok && f.nJk > 0 {
		f.nJk--
		try()
		f.nJk++
	}
	return ok
}

// HorizonCutChance is the chance of being able to cut (CN-7) after the
// first or the second blind draw, the discard after the first chosen to
// make it greatest, the top discard not taken: Σ over u1 in U of (1 if
// hand+u1 allows a cut, else max over discards d of the share of u2 in
// U−u1 for which hand+u1−d+u2 allows a cut) / |U|, U as for the talon of
// AdviseTakeOrDraw. ok is false when U is empty.
func HorizonCutChance(hand7 []variants.ChinchonCard, top variants.ChinchonCard, seen []variants.ChinchonCard, rules variants.ChinchonRules) (chance float64, ok bool) {
	unseen := cnUnseen(rules.DeckInPlay(), append(hand7[:len(hand7):len(hand7)], top), seen)
	if len(unseen) == 0 {
		return 0, false
	}
	a := cnGetArranger()
	defer cnArrangerPool.Put(a)
	// Distinct unseen cards with their copies (two jokers are one card).
	type kind struct {
		c variants.ChinchonCard
		n int
	}
	var kinds []kind
	for _, u := range unseen {
		if len(kinds) > 0 && kinds[len(kinds)-1].c == u {
			kinds[len(kinds)-1].n++
		} else {
			kinds = append(kinds, kind{u, 1})
		}
	}
	var buf, buf7, buf8 [16]variants.ChinchonCard
	total := 0.0
	for k1, u1 := range kinds {
		hand8 := append(append(buf[:0], hand7...), u1.c)
		if a.canCutAny(hand8, rules) {
			total += float64(u1.n)
			continue
		}
		if len(unseen) == 1 {
			continue
		}
		best := 0
		for i := range hand8 {
			h7 := append(append(buf7[:0], hand8[:i]...), hand8[i+1:]...)
			cuts := 0
			for k2, u2 := range kinds {
				n := u2.n
				if k2 == k1 {
					n-- // one copy of u1 is drawn already
				}
				if n > 0 && a.canCutAny(append(append(buf8[:0], h7...), u2.c), rules) {
					cuts += n
				}
			}
			best = max(best, cuts)
		}
		total += float64(u1.n) * float64(best) / float64(len(unseen)-1)
	}
	return total / float64(len(unseen)), true
}

// canCutAny reports whether some discard of the 8 cards allows a cut.
func (a *cnArranger) canCutAny(hand8 []variants.ChinchonCard, rules variants.ChinchonRules) bool {
	if a.f.load(hand8, &rules) {
		return a.f.canCutAny(rules)
	}
	var kept [16]variants.ChinchonCard
	for i := range hand8 {
		if a.judgeCut(append(append(kept[:0], hand8[:i]...), hand8[i+1:]...), rules) {
			return true
		}
	}
	return false
}
