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
}

// load reads a hand; false when the fast path cannot take it (a card
// entered twice or not of the deck, more than two jokers, over 16 cards, a
// joker_penalty out of range). The loop has no branch: each card names its
// bit in the four suits' masks side by side (none for a joker, cnBitNone
// for a card the deck does not hold), a card entered twice is a bit met
// twice, and the jokers are the cards that set no bit.
func (f *cnFast) load(hand []variants.ChinchonCard, rules *variants.ChinchonRules) bool {
	if len(hand) > 16 || rules.JokerPenalty < 0 || rules.JokerPenalty > 1000 { // keys stay in their fields
		return false
	}
	t := cnTableFor(rules)
	f.t = t
	var held, twice uint64
	var over uint8 // a rank or suit past 15 reads another card: refused below
	bit := &t.bit
	for _, c := range hand {
		over |= c.Rank | uint8(c.Suit)
		b := bit[uint8(c.Suit)<<4|c.Rank&15]
		twice |= held & b
		held |= b
	}
	f.suits = [4]uint16{uint16(held), uint16(held >> 16), uint16(held >> 32), uint16(held >> 48)}
	f.nJk = len(hand) - bits.OnesCount64(held)
	f.setJokerKey(rules.JokerPenalty, false)
	return over < 16 && twice == 0 && held&cnBitNone == 0 && f.nJk <= 2
}

func (f *cnFast) setJokerKey(jokerPenalty int, cut bool) {
	f.jkKey = int32(jokerPenalty)*cnFKeyPoints + cnFKeyCard + cnFKeyJoker
	if cut {
		f.jkKey += cnFKeyCutJoker
	}
}

// eval finds the best key of the loaded hand and remembers how it is made.
func (f *cnFast) eval() int32 {
	a, b, c, d := f.suits[0], f.suits[1], f.suits[2], f.suits[3]
	f.nPairs = 0
	if f.nJk == 0 && a&b&(c|d)|c&d&(a|b) == 0 {
		// A pair is no set without a joker: each suit's runs alone, as
		// runs(0, 0) reads them (most hands of 7).
		tk := f.t.at
		f.best, f.dist = tk[a].key[0]+tk[b].key[0]+tk[c].key[0]+tk[d].key[0], 0
		return f.best
	}
	pairs := a&(b|c|d) | b&(c|d) | c&d
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
	return f.t.cards[(s<<4|p)&63]
}

// cnFMelds reads a fast key's melds.
func cnFMelds(k int32) int { return int(k) & 0xff }
