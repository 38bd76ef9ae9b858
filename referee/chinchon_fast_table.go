package referee

import (
	"cmp"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/chuche-ref/chuche-ref/variants"
)

// The fast arrangement (CN-6) splits a hand into what each suit can do on
// its own and what the sets across suits take away. A suit's naturals are a
// mask of run positions, and everything its runs can make of that mask, with
// 0, 1 or 2 jokers, is computed once per deck, ace_high and face_values into
// cnTable; a hand is then a few table reads per choice of sets.

// Fast keys order arrangements as CN-6 does and add up, like cnKey but in 32
// bits: points, then cards, then jokers, then melds. In cut mode (CN-7) a
// leftover joker outweighs everything else.
const (
	cnFKeyMeld     = 1
	cnFKeyJoker    = 1 << 8
	cnFKeyCard     = 1 << 12
	cnFKeyPoints   = 1 << 18
	cnFKeyCutJoker = 1 << 29
	cnFNone        = int32(1) << 30  // no arrangement with that many jokers
	cnBitNone      = uint64(1) << 15 // past every deck's positions in suit 0's mask
)

// cnTable is what the runs of one suit make of each mask of positions.
type cnTable struct {
	g      cnGeom
	points [16]int32 // each position's points when left over (CN-3)
	at     []cnEntry // by mask of positions
	// cards is the natural at suit index<<4 | position, so that the four
	// suits' masks side by side in 64 bits name the cards in canonical
	// order.
	cards [64]variants.ChinchonCard
	// bit reads a card in one step, by Suit<<4 | Rank: its bit in the
	// four suits' masks side by side, 1<<(suit index*16 + position); none
	// for the joker, cnBitNone for a card the deck does not hold.
	bit [256]uint64
}

// cnEntry is what the runs of one suit make of one mask of positions, by
// the number j of jokers in its melds: key[j] is the best fast key
// (cnFNone when there is none), leftover jokers not counted; left[j] the
// naturals it leaves over; meld[j] its meld holding the lowest melded card,
// nat | jk<<16, or 0 when nothing is melded. The rest of the arrangement is
// the entry of the mask without that meld and the leftover below it.
type cnEntry struct {
	key  [3]int32
	meld [3]uint32
	left [3]uint16
}

// cnTables are the tables built so far, one atomic load per hand to read;
// cnTableMu builds one at a time.
var (
	cnTables  [12]atomic.Pointer[cnTable]
	cnTableMu sync.Mutex
)

// cnTableFor returns the table of the rules' deck, ace_high and face values,
// building it on first use (a few milliseconds for french-52).
func cnTableFor(rules *variants.ChinchonRules) *cnTable {
	i := 0
	switch rules.Deck {
	case variants.Spanish40:
		i = 1
	case variants.French52:
		i = 2
	}
	if rules.AceHigh {
		i += 3
	}
	if rules.FaceValues == "rank" {
		i += 6
	}
	if t := cnTables[i].Load(); t != nil {
		return t
	}
	return cnBuildTableOnce(i, rules)
}

func cnBuildTableOnce(i int, rules *variants.ChinchonRules) *cnTable {
	cnTableMu.Lock()
	defer cnTableMu.Unlock()
	if t := cnTables[i].Load(); t != nil {
		return t
	}
	t := cnBuildTable(*rules)
	cnTables[i].Store(t)
	return t
}

func cnBuildTable(rules variants.ChinchonRules) *cnTable {
	deck := rules.DeckInPlay()
	t := &cnTable{g: cnGeomOf(deck, rules.AceHigh)}
	suit := deck.Suits()[0]
	for p, r := range deck.Ranks() {
		t.points[p] = int32(rules.Points(variants.ChinchonCard{Rank: r, Suit: suit}))
	}
	for i := range t.bit {
		t.bit[i] = cnBitNone
	}
	t.bit[0] = 0 // rank 0 without a suit: variants.Joker
	for si, su := range deck.Suits() {
		for p, r := range deck.Ranks() {
			t.bit[int(su)<<4|int(r)] = 1 << (si<<4 | p)
			t.cards[si<<4|p] = variants.ChinchonCard{Rank: r, Suit: su}
		}
	}
	n := t.g.nRanks
	t.at = make([]cnEntry, 1<<n)
	t.at[0].key = [3]int32{0, cnFNone, cnFNone}
	for m := 1; m < 1<<n; m++ {
		t.fill(uint16(m))
	}
	return t
}

// fill computes at[m] from the smaller masks, as the general search does
// for one suit: the lowest card is left over, or joins a meld with any
// subset of the higher cards and the jokers its gaps and length need (CN-2,
// CN-5). One natural with two jokers is such a meld too. The first of equal
// choices stays, leaving over before melding.
func (t *cnTable) fill(m uint16) {
	p := bits.TrailingZeros16(m)
	rest := m &^ (1 << p)
	e := &t.at[m]
	r := &t.at[rest]
	left := t.points[p]*cnFKeyPoints + cnFKeyCard
	for j := range 3 {
		e.key[j], e.meld[j], e.left[j] = cnFNone, r.meld[j], r.left[j]|1<<p
		if r.key[j] != cnFNone {
			e.key[j] = r.key[j] + left
		}
	}
	n := t.g.nRanks
	sub := rest
	for {
		nat := sub | 1<<p
		k := bits.OnesCount16(nat)
		hi := 15 - bits.LeadingZeros16(nat)
		span := hi - p + 1
		if p == 0 && t.g.aceHigh && sub != 0 { // the ace may close the run instead (CN-2)
			span = min(span, n-bits.TrailingZeros16(sub)+1)
		}
		for jk := max(0, 3-k, span-k); jk <= 2 && k+jk <= n; jk++ {
			for j := jk; j < 3; j++ {
				after := &t.at[m&^nat]
				if after.key[j-jk] == cnFNone {
					continue
				}
				if key := after.key[j-jk] + cnFKeyMeld; key < e.key[j] {
					e.key[j], e.meld[j], e.left[j] = key, uint32(nat)|uint32(jk)<<16, after.left[j-jk]
				}
			}
		}
		if sub == 0 {
			break
		}
		sub = (sub - 1) & rest
	}
}

// cnSetOption is one way the naturals of one rank form sets (CN-5): the
// suits used, the jokers a pair needs, the number of sets (two sets of one
// rank need two pairs and two jokers) and the room they leave for more
// jokers. A joker that would be left over goes into that room instead: the
// search need not try each set with every number of jokers. A single
// natural with jokers is left to the suit tables.
type cnSetOption struct {
	suits, jk, melds, room uint8
	first, firstJk         uint8 // with two sets: the suits and jokers of one of them
}

// cnSetOptions lists, for each mask of suits holding a rank, its set options
// other than none, by the jokers they need (the search stops at the first
// it cannot pay for), then bigger sets first.
var cnSetOptions = func() (opts [16][]cnSetOption) {
	add := func(m uint8, o cnSetOption) {
		for _, x := range opts[m] {
			if x.suits == o.suits && x.jk == o.jk && x.melds == o.melds {
				return
			}
		}
		opts[m] = append(opts[m], o)
	}
	need := func(k int) int { return max(0, 3-k) }
	for m := uint8(1); m < 16; m++ {
		for a := m; a != 0; a = (a - 1) & m {
			ka := bits.OnesCount8(a)
			if ka < 2 {
				continue
			}
			ja := need(ka)
			add(m, cnSetOption{suits: a, jk: uint8(ja), melds: 1, room: uint8(4 - ka - ja), first: a, firstJk: uint8(ja)})
			rest := m &^ a
			for b := rest; b != 0; b = (b - 1) & rest {
				kb := bits.OnesCount8(b)
				if kb < 2 || b < a { // each pair of sets once
					continue
				}
				jb := need(kb)
				add(m, cnSetOption{suits: a | b, jk: uint8(ja + jb), melds: 2, room: uint8(8 - ka - kb - ja - jb), first: a, firstJk: uint8(ja)})
			}
		}
		slices.SortStableFunc(opts[m], func(x, y cnSetOption) int { return cmp.Compare(x.jk, y.jk) })
	}
	return opts
}()
