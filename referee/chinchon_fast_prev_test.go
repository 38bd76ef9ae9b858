package referee

import (
	"math/bits"
	"slices"

	"github.com/chuche-ref/chuche-ref/variants"
)

// Oracles of the fast path's card reader and arrangement writer: the reader
// written plainly, and the writer as it was before it wrote into fixed
// arrays. The present ones must read the same hands and write the same
// arrangements, card for card.

// cnPlainLoad is what cnFast.load reads: the suits' masks and jokers of a
// hand, false when the fast path cannot take it.
func cnPlainLoad(hand []variants.ChinchonCard, rules variants.ChinchonRules) (suits [4]uint16, nJk int, ok bool) {
	if len(hand) > 16 || rules.JokerPenalty < 0 || rules.JokerPenalty > 1000 {
		return suits, 0, false
	}
	deck := rules.DeckInPlay()
	for _, c := range hand {
		if c == variants.Joker {
			nJk++
			continue
		}
		si, p := slices.Index(deck.Suits(), c.Suit), slices.Index(deck.Ranks(), c.Rank)
		if si < 0 || p < 0 || suits[si]&(1<<p) != 0 {
			return suits, 0, false
		}
		suits[si] |= 1 << p
	}
	return suits, nJk, nJk <= 2
}

// cnPrevMeldAt is a meld being written: its cards are out[from:to].
type cnPrevMeldAt struct {
	order    int // its lowest natural in canonical order
	from, to int
	kind     MeldKind
}

// cnPrevArrangement is the previous writer of the fast path's arrangement,
// kept as the oracle of the present one: it writes the best arrangement of the last eval into out and
// melds (reset first): melds by their lowest card, then the leftover, each
// in canonical order, as Arrange promises (between equal arrangements it
// may choose otherwise than the general search).
func cnPrevArrangement(f *cnFast, out []variants.ChinchonCard, melds []Meld) Arrangement {
	out = out[:0]
	var at [8]cnPrevMeldAt
	n := 0
	suits := f.suits
	jk := f.nJk
	// Jokers no meld needs fill the sets' room (see runs).
	spare := jk - bits.OnesCount8(f.dist&0x55) - 2*bits.OnesCount8(f.dist&0xaa)
	for i := range f.nPairs {
		if f.pick[i] != 0 {
			spare -= int(cnSetOptions[f.held[i]][f.pick[i]-1].jk)
		}
	}
	for i := range f.nPairs {
		if f.pick[i] == 0 {
			continue
		}
		p := f.pairs[i]
		o := cnSetOptions[f.held[i]][f.pick[i]-1]
		first := o.first
		second := o.suits &^ o.first
		for k, set := range [2]struct{ suits, jk uint8 }{{first, o.firstJk}, {second, o.jk - o.firstJk}} {
			if k == 1 && o.melds < 2 {
				break
			}
			m := cnPrevMeldAt{order: bits.TrailingZeros8(set.suits)<<4 | int(p), from: len(out), kind: MeldSet}
			for s := range 4 {
				if set.suits&(1<<s) != 0 {
					out = append(out, cnPrevCard(f, s, int(p)))
					suits[s] &^= 1 << p
				}
			}
			extra := max(0, min(spare, 4-bits.OnesCount8(set.suits)-int(set.jk)))
			spare -= extra
			for range int(set.jk) + extra {
				out = append(out, variants.Joker)
			}
			jk -= int(set.jk) + extra
			m.to = len(out)
			at[n] = m
			n++
		}
	}
	var left [4]uint16
	at0 := f.t.at
	for s := range 4 {
		m, j := suits[s], int(f.dist>>(2*s)&3)
		jk -= j
		e := &at0[m]
		left[s] = e.left[j]
		for mv := e.meld[j]; mv != 0; mv = at0[m].meld[j] {
			nat, mj := uint16(mv), int(mv>>16)
			low := nat & -nat
			a := cnPrevMeldAt{order: s<<4 | bits.TrailingZeros16(nat), from: len(out), kind: MeldRun}
			if nat == low { // one natural and jokers: a set, as CheckMeld says
				a.kind = MeldSet
				out = append(out, cnPrevCard(f, s, bits.TrailingZeros16(nat)))
				for range mj {
					out = append(out, variants.Joker)
				}
			} else {
				out = cnPrevAppendRun(f, out, s, nat, mj)
			}
			a.to = len(out)
			at[n] = a
			n++
			m &^= left[s]&(low-1) | nat
			j -= mj
		}
	}
	// Insertion sort: a hand has a handful of melds.
	for i := 1; i < n; i++ {
		for k := i; k > 0 && at[k-1].order > at[k].order; k-- {
			at[k-1], at[k] = at[k], at[k-1]
		}
	}
	melds = melds[:0]
	for _, a := range at[:n] {
		melds = append(melds, Meld{Kind: a.kind, Cards: out[a.from:a.to:a.to]})
	}
	from := len(out)
	for s := range 4 {
		for m := left[s]; m != 0; m &= m - 1 {
			out = append(out, cnPrevCard(f, s, bits.TrailingZeros16(m)))
		}
	}
	for range jk {
		out = append(out, variants.Joker)
	}
	return Arrangement{Melds: melds, Leftover: out[from:len(out):len(out)], LeftoverPoints: cnFPoints(f.best)}
}

// cnPrevAppendRun writes a run of suit s in run order, jokers in its gaps, then
// past its top, then below its bottom (5o 6o JK is 5-6-7).
func cnPrevAppendRun(f *cnFast, out []variants.ChinchonCard, s int, nat uint16, jk int) []variants.ChinchonCard {
	g := f.t.g
	first, last := bits.TrailingZeros16(nat), 15-bits.LeadingZeros16(nat)
	k := bits.OnesCount16(nat)
	// The ace goes high only when the run cannot hold it low (CN-2).
	aceHigh := first == 0 && last+1 > k+jk
	var held uint32
	for m := nat; m != 0; m &= m - 1 {
		p := bits.TrailingZeros16(m)
		if p == 0 && aceHigh {
			p = g.nRanks
		}
		held |= 1 << p
	}
	lo, hi := bits.TrailingZeros32(held), 31-bits.LeadingZeros32(held)
	extra := jk - (hi - lo + 1 - k)
	for ; extra > 0 && hi < g.maxPos(); extra-- {
		hi++
	}
	lo -= extra
	for p := lo; p <= hi; p++ {
		switch {
		case held&(1<<p) == 0:
			out = append(out, variants.Joker)
		case p == g.nRanks:
			out = append(out, cnPrevCard(f, s, 0))
		default:
			out = append(out, cnPrevCard(f, s, p))
		}
	}
	return out
}

// cnPrevCard names the natural at a suit index and position from the deck
// itself, apart from the table's names.
func cnPrevCard(f *cnFast, s, p int) variants.ChinchonCard {
	deck := variants.ChinchonDeck{Name: variants.Spanish48}
	switch {
	case f.t.g.french:
		deck.Name = variants.French52
	case f.t.g.spanish40:
		deck.Name = variants.Spanish40
	}
	return variants.ChinchonCard{Rank: deck.Ranks()[p], Suit: deck.Suits()[s]}
}
