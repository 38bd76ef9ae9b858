package referee

import (
	"math/bits"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cnShown holds the arrangement the fast path writes: the Arrangement's
// slices point into it, so that writing one allocates nothing and appends
// nothing (a hand has at most 16 cards and so at most 5 melds).
type cnShown struct {
	cards [16]variants.ChinchonCard
	melds [8]Meld
	at    [8]cnMeldAt
}

// cnMeldAt is a meld being written: its cards are cards[from:to].
type cnMeldAt struct {
	order    uint8 // its lowest natural in canonical order: suit index<<4 | position
	from, to uint8
	kind     MeldKind
}

// arrangement writes the best arrangement of the last eval into sh: melds
// by their lowest card, then the leftover, each in canonical order, as
// Arrange promises (between equal arrangements it may choose otherwise than
// the general search).
func (f *cnFast) arrangement(sh *cnShown) Arrangement {
	out := &sh.cards
	if cnFMelds(f.best) == 0 { // most hands of 7: every card left over
		n := f.t.writeCards(out, 0, &f.suits)
		for range f.nJk {
			out[n&15] = variants.Joker
			n++
		}
		return Arrangement{Melds: sh.melds[:0:0], Leftover: out[:n:n], LeftoverPoints: cnFPoints(f.best)}
	}
	at := &sh.at
	n, nm := 0, 0
	suits := f.suits
	jk := f.nJk
	if f.nPairs != 0 {
		n, nm, jk = f.writeSets(sh, &suits)
	}
	t := f.t
	tab := t.at
	var left [4]uint16
	for s := range 4 {
		m, j := suits[s], int(f.dist>>(2*s)&3)
		jk -= j
		e := &tab[m]
		left[s] = e.left[j]
		for mv := e.meld[j]; mv != 0; mv = tab[m].meld[j] {
			nat, mj := uint16(mv), int(mv>>16)
			low := nat & -nat
			a := cnMeldAt{order: uint8(s<<4 | bits.TrailingZeros16(nat)), from: uint8(n), kind: MeldRun}
			if nat == low { // one natural and jokers: a set, as CheckMeld says
				a.kind = MeldSet
				out[n&15] = f.card(s, bits.TrailingZeros16(nat))
				n++
				for range mj {
					out[n&15] = variants.Joker
					n++
				}
			} else {
				n = f.writeRun(out, n, s, nat, mj)
			}
			a.to = uint8(n)
			at[nm&7] = a
			nm++
			m &^= left[s]&(low-1) | nat
			j -= mj
		}
	}
	// Insertion sort: a hand has a handful of melds.
	for i := 1; i < nm; i++ {
		for k := i; k > 0 && at[(k-1)&7].order > at[k&7].order; k-- {
			at[(k-1)&7], at[k&7] = at[k&7], at[(k-1)&7]
		}
	}
	for i := range nm {
		a := at[i&7]
		sh.melds[i&7] = Meld{Kind: a.kind, Cards: out[a.from:a.to:a.to]}
	}
	from := n
	n = t.writeCards(out, n, &left)
	for range jk {
		out[n&15] = variants.Joker
		n++
	}
	return Arrangement{Melds: sh.melds[:nm:nm], Leftover: out[from:n:n], LeftoverPoints: cnFPoints(f.best)}
}

// writeCards writes the naturals of the suits' masks at out[n:] in
// canonical order and returns the cards written so far.
func (t *cnTable) writeCards(out *[16]variants.ChinchonCard, n int, suits *[4]uint16) int {
	m := uint64(suits[0]) | uint64(suits[1])<<16 | uint64(suits[2])<<32 | uint64(suits[3])<<48
	for ; m != 0; m &= m - 1 {
		out[n&15] = t.cards[bits.TrailingZeros64(m)&63]
		n++
	}
	return n
}

// writeSets writes the sets of the best arrangement into sh, taking their
// naturals out of suits, and returns the cards and melds written and the
// jokers not yet placed. Jokers no meld needs fill the sets' room (see
// runs).
func (f *cnFast) writeSets(sh *cnShown, suits *[4]uint16) (n, nm, jk int) {
	out := &sh.cards
	jk = f.nJk
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
		p := int(f.pairs[i])
		o := cnSetOptions[f.held[i]][f.pick[i]-1]
		for k, set := range [2]struct{ suits, jk uint8 }{{o.first, o.firstJk}, {o.suits &^ o.first, o.jk - o.firstJk}} {
			if k == 1 && o.melds < 2 {
				break
			}
			a := cnMeldAt{order: uint8(bits.TrailingZeros8(set.suits)<<4 | p), from: uint8(n), kind: MeldSet}
			for s := range 4 {
				if set.suits&(1<<s) != 0 {
					out[n&15] = f.card(s, p)
					n++
					suits[s] &^= 1 << p
				}
			}
			extra := max(0, min(spare, 4-bits.OnesCount8(set.suits)-int(set.jk)))
			spare -= extra
			for range int(set.jk) + extra {
				out[n&15] = variants.Joker
				n++
			}
			jk -= int(set.jk) + extra
			a.to = uint8(n)
			sh.at[nm&7] = a
			nm++
		}
	}
	return n, nm, jk
}

// writeRun writes a run of suit s at out[n:] in run order, jokers in its
// gaps, then past its top, then below its bottom (5o 6o JK is 5-6-7), and
// returns the cards written so far.
func (f *cnFast) writeRun(out *[16]variants.ChinchonCard, n int, s int, nat uint16, jk int) int {
	g := f.t.g
	first, last := bits.TrailingZeros16(nat), 15-bits.LeadingZeros16(nat)
	k := bits.OnesCount16(nat)
	// The ace goes high only when the run cannot hold it low (CN-2).
	held := uint32(nat)
	if first == 0 && last+1 > k+jk {
		held = held&^1 | 1<<g.nRanks
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
			out[n&15] = variants.Joker
		case p == g.nRanks:
			out[n&15] = f.card(s, 0)
		default:
			out[n&15] = f.card(s, p)
		}
		n++
	}
	return n
}
