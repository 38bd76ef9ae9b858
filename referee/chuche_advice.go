package referee

import (
	"cmp"
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// DiscardQuery asks which hand card is the safest discard (CLI.md "Chuche —
// the safest discard"): CaptureQuery's Target, Hand, Table, Blocked and Rules
// as for SolveCaptures (Joker is not used: forced capture sees no Chuche
// card's help), plus what the next player may hold.
type DiscardQuery struct {
	CaptureQuery
	Deck      variants.ChucheDeck   // the deck in play (all six colours without a game)
	Seen      []variants.ChucheCard // cards known to be out: won piles, discards
	PileEmpty bool                  // no card left in the pile once this player has drawn: the next target is 7 (CU-8)
}

// DiscardAdvice is one hand card as a discard.
type DiscardAdvice struct {
	Card variants.ChucheCard
	// Exposure is the exact expected value, for the next player, of their
	// most valuable capture on the table after this discard.
	Exposure float64
	Allowed  bool // false while forced_capture refuses discarding it (CU-13)
	Points   int  // the card's own points (CU-22)

	num int64 // Exposure = num / den: ties are compared exactly
}

// SafestDiscards ranks every distinct hand card as a discard, safest first,
// then lower own points, then canonical order. The next player is taken to
// hold min(3, |U|) cards drawn uniformly without replacement from the unseen
// cards U (the deck minus the table, the hand and Seen), to face a target
// uniform over 6..10 (7 when PileEmpty), and to make their most valuable
// capture: the points (CU-22) of the played and taken cards, plus 2 when it
// clears the table (CU-14), 0 without a capture; no Chuche card's help,
// solo_capture as the rules say, blocked cards unusable for them too.
//
// A capture's value splits into the played card's points and the best take
// for the rest of the target, so the value of every kind of card at every
// target comes from one small knapsack over the table, and the expected
// maximum over a random hand from counting: P(max ≤ x) = C(n≤x, m) / C(|U|, m).
func SafestDiscards(q DiscardQuery) []DiscardAdvice {
	var unseen [cuKinds]int
	for _, c := range q.Deck.Cards() {
		if i, ok := cuIndex(c); ok {
			unseen[i]++
		}
	}
	for _, list := range [][]variants.ChucheCard{q.Table, q.Hand, q.Seen} {
		for _, c := range list {
			if i, ok := cuIndex(c); ok && unseen[i] > 0 {
				unseen[i]--
			}
		}
	}
	total := 0
	for _, n := range unseen {
		total += n
	}
	m := min(3, total)
	targets := []int{6, 7, 8, 9, 10}
	if q.PileEmpty {
		targets = []int{7}
	}
	den := int64(len(targets)) * cuChoose(total, m)

	noHelp := q.CaptureQuery
	noHelp.Joker = false
	var out []DiscardAdvice
	var done [cuKinds]bool
	for _, h := range q.Hand {
		hi, ok := cuIndex(h)
		if !ok || done[hi] {
			continue
		}
		done[hi] = true
		a := DiscardAdvice{Card: h, Points: h.Points(), Allowed: true}
		if q.Rules.ForcedCapture {
			if count, _ := CapturesFor(h, noHelp, 0); count > 0 {
				a.Allowed = false
			}
		}
		table := append(q.Table[:len(q.Table):len(q.Table)], h)
		takes := cuBestTakes(table, q.Blocked, q.Rules)
		for _, t := range targets {
			a.num += cuExpectedMax(&unseen, &takes, t, m, q.Rules.SoloCapture)
		}
		if den > 0 {
			a.Exposure = float64(a.num) / float64(den)
		}
		out = append(out, a)
	}
	slices.SortFunc(out, func(a, b DiscardAdvice) int {
		return cmp.Or(cmp.Compare(a.num, b.num), cmp.Compare(a.Points, b.Points), cuCompareCards(a.Card, b.Card))
	})
	return out
}

// cuTakes is the best take for each table part 1..9 of a target (10 − a
// 1): the most points of usable table cards with values summing to it, plus
// 2 when it takes every usable card and so clears the table (CU-14); -1
// where no take sums to it.
type cuTakes [10]int

func cuBestTakes(table, blocked []variants.ChucheCard, rules variants.ChucheRules) cuTakes {
	var count [cuKinds]int
	for _, c := range table {
		if i, ok := cuIndex(c); ok {
			count[i]++
		}
	}
	anyBlocked := false
	for _, c := range blocked {
		if i, ok := cuIndex(c); ok && count[i] > 0 {
			count[i]--
			anyBlocked = true
		}
	}
	var best cuTakes
	for s := range best {
		best[s] = -1
	}
	best[0] = 0
	usable, usableSum := 0, 0
	for i, n := range count {
		c := cuCardAt(i)
		v, p := int(c.Value), c.Points()
		for range n {
			usable++
			usableSum += v
			for s := len(best) - 1; s >= v; s-- {
				if best[s-v] >= 0 {
					best[s] = max(best[s], best[s-v]+p)
				}
			}
		}
	}
	// Only every usable card together sums to all of them.
	if usable > 0 && usableSum < len(best) && !(rules.ChucheNeedsEmptyTable && anyBlocked) {
		best[usableSum] += 2
	}
	return best
}

// cuExpectedMax is Σ over the next player's hands of m cards from unseen of
// their best capture's value at target t: the numerator of its expectation
// over C(|unseen|, m) hands.
func cuExpectedMax(unseen *[cuKinds]int, takes *cuTakes, t, m int, solo bool) int64 {
	// value → unseen cards whose best capture is worth it (values ≤ 5+50+2)
	var byValue [64]int
	for i, n := range unseen {
		if n == 0 {
			continue
		}
		c := cuCardAt(i)
		v := 0
		switch rest := t - int(c.Value); {
		case rest == 0 && solo: // a solo capture takes no table card and clears nothing (CU-14)
			v = c.Points()
		case rest > 0 && rest < len(takes) && takes[rest] >= 0:
			v = c.Points() + takes[rest]
		}
		byValue[v] += n
	}
	var sum, below int64
	cum := 0
	for v, n := range byValue {
		if n == 0 {
			continue
		}
		cum += n
		upTo := cuChoose(cum, m)
		sum += int64(v) * (upTo - below)
		below = upTo
	}
	return sum
}

// cuChoose is the binomial coefficient C(n, k), 0 when k > n.
func cuChoose(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(n-k+i) / int64(i)
	}
	return r
}

// Message says what the advice means for people: "G6: the next player
// can expect 3.6 points from it", and why a card may not be discarded —
// its card a value a printer names in its language.
func (a DiscardAdvice) Message() fault.Message {
	if !a.Allowed {
		return fault.M("%s: the next player can expect %.1f points from it (it can capture, so it may not be discarded: CU-13, forced_capture)", a.Card, a.Exposure)
	}
	return fault.M("%s: the next player can expect %.1f points from it", a.Card, a.Exposure)
}
