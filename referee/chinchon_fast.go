package referee

import (
	"math"
	"math/bits"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cnFast arranges a hand of distinct cards of the deck with at most two
// jokers (CN-6) from the suit tables: it tries every way to form sets from
// the ranks held in two suits or more, and for each reads what every suit's
// runs make of the cards left and of the jokers, shared out among the suits.
// Setup is a pass over the cards into four position masks: no sorting, no
// list of candidate melds, no allocation.
type cnFast struct {
	t     *cnTable
	suits [4]uint16 // naturals held, by suit index and run position
	nJk   int
	jkKey int32 // what a leftover joker costs

	pairs  [13]int8  // positions held in two suits or more
	held   [13]uint8 // the suits holding each of them
	nPairs int
	cur    [13]uint8 // set option per pair: 0 none, else 1 + its index
	pick   [13]uint8 // cur of the best arrangement
	best   int32
	dist   uint8 // jokers in each suit's runs in the best, 2 bits a suit

	at [8]cnMeldAt // arrangement's melds being written
}

// load reads a hand; false when the fast path cannot take it (a card
// entered twice or not of the deck, more than two jokers, over 16 cards, a
// joker_penalty out of range).
func (f *cnFast) load(hand []variants.ChinchonCard, rules variants.ChinchonRules) bool {
	if len(hand) > 16 || rules.JokerPenalty < 0 || rules.JokerPenalty > 1000 { // keys stay in their fields
		return false
	}
	t := cnTableFor(rules)
	f.t = t
	f.suits = [4]uint16{}
	f.nJk = 0
	for _, c := range hand {
		if c.Rank >= 16 || c.Suit > variants.Spades {
			return false
		}
		k := t.code[int(c.Suit)<<4|int(c.Rank)]
		switch {
		case k == cnCodeJoker:
			f.nJk++
			continue
		case k == cnCodeNone:
			return false
		}
		b := uint16(1) << (k & 15)
		if f.suits[k>>4]&b != 0 {
			return false
		}
		f.suits[k>>4] |= b
	}
	f.setJokerKey(rules, false)
	return f.nJk <= 2
}

func (f *cnFast) setJokerKey(rules variants.ChinchonRules, cut bool) {
	f.jkKey = int32(rules.JokerPenalty)*cnFKeyPoints + cnFKeyCard + cnFKeyJoker
	if cut {
		f.jkKey += cnFKeyCutJoker
	}
}

// eval finds the best key of the loaded hand and remembers how it is made.
func (f *cnFast) eval() int32 {
	a, b, c, d := f.suits[0], f.suits[1], f.suits[2], f.suits[3]
	pairs := a&(b|c|d) | b&(c|d) | c&d
	if f.nJk == 0 && a&b&(c|d)|c&d&(a|b) == 0 {
		pairs = 0 // a pair is no set without a joker
	}
	f.nPairs = 0
	for m := pairs; m != 0; m &= m - 1 {
		p := int8(bits.TrailingZeros16(m))
		f.pairs[f.nPairs], f.held[f.nPairs] = p, f.rankSuits(p)
		f.nPairs++
	}
	f.best = math.MaxInt32
	if f.nPairs == 0 {
		f.best, f.dist = f.runs(f.nJk, 0)
		return f.best
	}
	f.sets(0, f.nJk, 0, 0)
	return f.best
}

// rankSuits is the mask of suits holding position p.
func (f *cnFast) rankSuits(p int8) uint8 {
	return uint8(f.suits[0]>>p&1 | f.suits[1]>>p&1<<1 | f.suits[2]>>p&1<<2 | f.suits[3]>>p&1<<3)
}

// sets tries every set option of pairs[i:] with jk jokers left; key counts
// the sets made so far and room their places for more jokers.
func (f *cnFast) sets(i, jk int, key int32, room int) {
	if i == f.nPairs {
		k, dist := f.runs(jk, room)
		if k += key; k < f.best {
			f.best, f.dist = k, dist
			f.pick = f.cur
		}
		return
	}
	f.cur[i] = 0
	f.sets(i+1, jk, key, room)
	p := f.pairs[i]
	b := uint16(1) << p
	for oi, o := range cnSetOptions[f.held[i]] {
		if int(o.jk) > jk {
			break
		}
		f.clearSuits(o.suits, b)
		f.cur[i] = uint8(oi + 1)
		f.sets(i+1, jk-int(o.jk), key+int32(o.melds), room+int(o.room))
		f.restoreSuits(o.suits, b)
	}
	f.cur[i] = 0
}

func (f *cnFast) clearSuits(suits uint8, b uint16) {
	for m := suits; m != 0; m &= m - 1 {
		f.suits[bits.TrailingZeros8(m)&3] &^= b
	}
}

func (f *cnFast) restoreSuits(suits uint8, b uint16) {
	for m := suits; m != 0; m &= m - 1 {
		f.suits[bits.TrailingZeros8(m)&3] |= b
	}
}

// runs is the best key of the suits' runs with jk jokers to share out and
// how many each suit takes; of the jokers no run takes, room go into the
// sets at no cost and the others are left over.
func (f *cnFast) runs(jk, room int) (int32, uint8) {
	tk := f.t.at
	k := [4]*[3]int32{&tk[f.suits[0]].key, &tk[f.suits[1]].key, &tk[f.suits[2]].key, &tk[f.suits[3]].key}
	base := k[0][0] + k[1][0] + k[2][0] + k[3][0]
	if jk == 0 {
		return base, 0
	}
	// What the jokers no run takes cost: the first room of them nothing.
	left1 := int32(max(0, jk-1-room)) * f.jkKey
	best, dist := base+int32(max(0, jk-room))*f.jkKey, uint8(0)
	var d1 [4]int32
	for s := range 4 {
		d1[s] = cnFNone
		if k[s][1] != cnFNone {
			d1[s] = k[s][1] - k[s][0]
			if c := base + d1[s] + left1; c < best {
				best, dist = c, 1<<(2*s)
			}
		}
	}
	if jk == 1 {
		return best, dist
	}
	for s := range 4 {
		if k[s][2] != cnFNone {
			if c := base + k[s][2] - k[s][0]; c < best {
				best, dist = c, 2<<(2*s)
			}
		}
		if d1[s] == cnFNone {
			continue
		}
		for u := s + 1; u < 4; u++ {
			if d1[u] != cnFNone {
				if c := base + d1[s] + d1[u]; c < best {
					best, dist = c, 1<<(2*s)|1<<(2*u)
				}
			}
		}
	}
	return best, dist
}

// cnFPoints, cnFCards and cnFJokers read a fast key.
func cnFPoints(k int32) int { return int(k>>18) & 0x7ff }
func cnFCards(k int32) int  { return int(k>>12) & 0x3f }
func cnFJokers(k int32) int { return int(k>>8) & 0xf }

// card is the natural at a suit index and position.
func (f *cnFast) card(s int, p int) variants.ChinchonCard {
	return variants.ChinchonCard{Rank: f.t.rank[p], Suit: f.t.suit0 + variants.Suit(s)}
}

// cnMeldAt is a meld being written: its cards are out[from:to].
type cnMeldAt struct {
	order    int // its lowest natural in canonical order
	from, to int
	kind     MeldKind
}

// arrangement writes the best arrangement of the last eval into out and
// melds (reset first): melds by their lowest card, then the leftover, each
// in canonical order, as the general search writes them.
func (f *cnFast) arrangement(out []variants.ChinchonCard, melds []Meld) Arrangement {
	out = out[:0]
	at := &f.at
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
			m := cnMeldAt{order: bits.TrailingZeros8(set.suits)<<4 | int(p), from: len(out), kind: MeldSet}
			for s := range 4 {
				if set.suits&(1<<s) != 0 {
					out = append(out, f.card(s, int(p)))
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
			a := cnMeldAt{order: s<<4 | bits.TrailingZeros16(nat), from: len(out), kind: MeldRun}
			if nat == low { // one natural and jokers: a set, as CheckMeld says
				a.kind = MeldSet
				out = append(out, f.card(s, bits.TrailingZeros16(nat)))
				for range mj {
					out = append(out, variants.Joker)
				}
			} else {
				out = f.appendRun(out, s, nat, mj)
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
	t := f.t
	for s := range 4 {
		suit := t.suit0 + variants.Suit(s)
		for m := left[s]; m != 0; m &= m - 1 {
			out = append(out, variants.ChinchonCard{Rank: t.rank[bits.TrailingZeros16(m)&15], Suit: suit})
		}
	}
	for range jk {
		out = append(out, variants.Joker)
	}
	return Arrangement{Melds: melds, Leftover: out[from:len(out):len(out)], LeftoverPoints: cnFPoints(f.best)}
}

// appendRun writes a run of suit s in run order, jokers in its gaps, then
// past its top, then below its bottom (5o 6o JK is 5-6-7).
func (f *cnFast) appendRun(out []variants.ChinchonCard, s int, nat uint16, jk int) []variants.ChinchonCard {
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
			out = append(out, f.card(s, 0))
		default:
			out = append(out, f.card(s, p))
		}
	}
	return out
}

// judgeCut reports whether the hand just evaluated allows a cut (CN-7) and
// leaves as best the arrangement to show: the best one that allows the cut,
// else the best. A cheap joker left over may still be melded for the cut.
func (f *cnFast) judgeCut(rules variants.ChinchonRules) bool {
	jokers, points := cnFJokers(f.best), cnFPoints(f.best)
	if jokers == 0 || points > rules.CutMax {
		return jokers == 0 && points <= rules.CutMax
	}
	f.setJokerKey(rules, true)
	f.eval()
	f.setJokerKey(rules, false)
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
	a.fast = f.load(hand8, rules)
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
