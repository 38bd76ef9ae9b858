package referee

import (
	"math/bits"
	"sync"

	"github.com/chuche-ref/chuche-ref/variants"
)

// Arrangement is a hand split into melds and the leftover (CN-6).
type Arrangement struct {
	Melds          []Meld
	Leftover       []variants.ChinchonCard
	LeftoverPoints int
}

// The general search below arranges any hand, a card entered twice or more
// than two jokers too; the fast path (chinchon_fast.go) takes every valid
// hand, and the general search the rest and lay-offs (CN-9).

var cnSolverPool = sync.Pool{New: func() any { return new(cnSolver) }}

func cnGetSolver() *cnSolver { return cnSolverPool.Get().(*cnSolver) }

// Keys order arrangements as CN-6 does and add up over leftover cards, so a
// search can sum them: points, then cards, then jokers, then melds. In cut
// mode (CN-7) a leftover joker outweighs everything else.
const (
	cnKeyPoints   = 1 << 24
	cnKeyCard     = 1 << 16
	cnKeyJoker    = 1 << 8
	cnKeyMeld     = 1
	cnKeyCutJoker = 1 << 40
)

// cnMeldMask is a candidate meld: natural cards by their bit in the sorted
// hand, plus a number of jokers.
type cnMeldMask struct {
	nat  uint16
	jk   uint8
	kind MeldKind
}

type cnMemo struct {
	key    int64
	gen    uint32
	choice int32 // index into melds, or -1: the lowest card is left over
}

// cnSolver finds the best arrangement of one hand at a time by an exact
// search over subsets of its natural cards: it takes the lowest card still
// unplaced and tries to leave it over or to put it in every candidate meld
// that fits, memoising each (cards left, jokers left) state. Its buffers
// are reused from call to call.
type cnSolver struct {
	g       cnGeom
	cards   []variants.ChinchonCard // the hand sorted: naturals, then jokers
	nNat    int
	twice   bool // some card was entered twice (an invalid hand, still judged)
	nJk     int
	pos     []int8  // run position of each natural, -1 if unmeldable
	cardKey []int64 // what each natural costs when left over
	jkKey   int64   // what a joker costs when left over
	melds   []cnMeldMask
	start   []int // melds[start[i]:start[i+1]] have natural i as lowest card
	memo    []cnMemo
	gen     uint32
	best    int64 // key of the best arrangement found

	out      []variants.ChinchonCard // result cards: melds, then leftover
	outMelds []Meld
}

// solve finds the best arrangement of hand; cut mode puts a leftover joker
// last of all (CN-7), for judging whether a cut is possible.
func (s *cnSolver) solve(hand []variants.ChinchonCard, rules variants.ChinchonRules, cut bool) {
	if len(hand) > 16 {
		panic("referee: Arrange takes at most 16 cards")
	}
	s.g = cnGeomOf(rules.DeckInPlay(), rules.AceHigh)
	s.load(hand)
	s.jkKey = int64(rules.JokerPenalty)*cnKeyPoints + cnKeyCard + cnKeyJoker
	if cut {
		s.jkKey += cnKeyCutJoker
	}
	s.cardKey = s.cardKey[:0]
	for _, c := range s.cards[:s.nNat] {
		s.cardKey = append(s.cardKey, int64(rules.Points(c))*cnKeyPoints+cnKeyCard)
	}
	s.findMelds()
	size := (1 << s.nNat) * (s.nJk + 1)
	if cap(s.memo) < size {
		s.memo = make([]cnMemo, size)
		s.gen = 0
	}
	s.memo = s.memo[:size]
	s.gen++
	if s.gen == 0 { // wrapped: stale entries could look fresh
		clear(s.memo[:cap(s.memo)])
		s.gen = 1
	}
	s.best = s.search(uint16(1)<<s.nNat-1, s.nJk)
}

// load sorts the hand into s.cards in canonical order (insertion sort: a
// hand is small) and notes each natural's run position.
func (s *cnSolver) load(hand []variants.ChinchonCard) {
	s.cards = s.cards[:0]
	for _, c := range hand {
		k := cnOrder(c)
		s.cards = append(s.cards, c)
		j := len(s.cards) - 1
		for ; j > 0 && cnOrder(s.cards[j-1]) > k; j-- {
			s.cards[j] = s.cards[j-1]
		}
		s.cards[j] = c
	}
	s.nNat = 0
	s.pos = s.pos[:0]
	s.twice = false
	for i, c := range s.cards {
		if c.IsJoker() {
			break
		}
		s.twice = s.twice || i > 0 && c == s.cards[i-1]
		s.nNat++
		s.pos = append(s.pos, int8(s.g.pos(c)))
	}
	s.nJk = len(s.cards) - s.nNat
}

// cnOrder is the canonical card order: by suit, then rank, jokers last.
func cnOrder(c variants.ChinchonCard) int {
	if c.IsJoker() {
		return 1 << 16
	}
	return int(c.Suit)<<8 | int(c.Rank)
}

// findMelds lists every candidate meld (CN-5), grouped by lowest card. Every
// combination of naturals and jokers that is a valid meld is listed, so a
// card that fits a run and a set, or a joker that could fill either, is
// tried both ways by the search.
func (s *cnSolver) findMelds() {
	s.melds = s.melds[:0]
	s.start = s.start[:0]
	var byRank [16]uint16
	for i := 0; i < s.nNat; i++ {
		if s.pos[i] >= 0 {
			byRank[s.cards[i].Rank] |= 1 << i
		}
	}
	for i := 0; i < s.nNat; i++ {
		s.start = append(s.start, len(s.melds))
		if s.pos[i] < 0 {
			continue
		}
		s.findRuns(i)
		s.findSets(i, byRank[s.cards[i].Rank])
		// One natural and two or more jokers: a set while it has at most
		// 4 cards, else a run; either way the same cards.
		for jk := 2; jk <= s.nJk && 1+jk <= s.g.nRanks; jk++ {
			kind := MeldSet
			if jk > 3 {
				kind = MeldRun
			}
			s.melds = append(s.melds, cnMeldMask{nat: 1 << i, jk: uint8(jk), kind: kind})
		}
	}
	s.start = append(s.start, len(s.melds))
}

// findRuns adds the runs (CN-2, CN-5) whose lowest natural is i and that
// hold at least one more natural: every subset of the same suit's higher
// cards, with as many jokers as its gaps and length need.
func (s *cnSolver) findRuns(i int) {
	var rest uint16
	for j := i + 1; j < s.nNat && s.cards[j].Suit == s.cards[i].Suit; j++ {
		if s.pos[j] >= 0 {
			rest |= 1 << j
		}
	}
	for sub := rest; sub != 0; sub = (sub - 1) & rest {
		nat := sub | 1<<i
		if s.twice && !s.distinctPositions(nat) {
			continue
		}
		k := bits.OnesCount16(nat)
		hi := 15 - bits.LeadingZeros16(nat)
		span := int(s.pos[hi]-s.pos[i]) + 1
		if s.pos[i] == 0 && s.g.aceHigh { // the ace may close the run instead (CN-2)
			second := bits.TrailingZeros16(sub)
			span = min(span, s.g.nRanks-int(s.pos[second])+1)
		}
		for jk := max(0, 3-k, span-k); jk <= s.nJk && k+jk <= s.g.nRanks; jk++ {
			s.melds = append(s.melds, cnMeldMask{nat: nat, jk: uint8(jk), kind: MeldRun})
		}
	}
}

// distinctPositions guards against a card entered twice: the same card
// cannot stand twice in a run.
func (s *cnSolver) distinctPositions(sub uint16) bool {
	last := int8(-1)
	for m := sub; m != 0; m &= m - 1 {
		p := s.pos[bits.TrailingZeros16(m)]
		if p == last {
			return false
		}
		last = p
	}
	return true
}

// findSets adds the sets (CN-5) whose lowest natural is i and that hold at
// least one more natural of its rank, each suit at most once, 3..4 cards.
func (s *cnSolver) findSets(i int, sameRank uint16) {
	rest := sameRank &^ (uint16(2)<<i - 1)
	for sub := rest; sub != 0; sub = (sub - 1) & rest {
		nat := sub | 1<<i
		k := bits.OnesCount16(nat)
		if k > 4 || !s.distinctSuits(nat) {
			continue
		}
		for jk := max(0, 3-k); jk <= s.nJk && k+jk <= 4; jk++ {
			s.melds = append(s.melds, cnMeldMask{nat: nat, jk: uint8(jk), kind: MeldSet})
		}
	}
}

func (s *cnSolver) distinctSuits(nat uint16) bool {
	var seen uint32
	for m := nat; m != 0; m &= m - 1 {
		b := uint32(1) << s.cards[bits.TrailingZeros16(m)].Suit
		if seen&b != 0 {
			return false
		}
		seen |= b
	}
	return true
}

// search returns the key of the best arrangement of the naturals in nat and
// jk jokers.
func (s *cnSolver) search(nat uint16, jk int) int64 {
	if nat == 0 {
		return int64(jk) * s.jkKey
	}
	m := &s.memo[int(nat)*(s.nJk+1)+jk]
	if m.gen == s.gen {
		return m.key
	}
	i := bits.TrailingZeros16(nat)
	best := s.cardKey[i] + s.search(nat&^(1<<i), jk)
	choice := -1
	for k := s.start[i]; k < s.start[i+1]; k++ {
		c := s.melds[k]
		if c.nat&^nat != 0 || int(c.jk) > jk {
			continue
		}
		if key := cnKeyMeld + s.search(nat&^c.nat, jk-int(c.jk)); key < best {
			best, choice = key, k
		}
	}
	m.key, m.gen, m.choice = best, s.gen, int32(choice)
	return best
}

// leftoverPoints, leftoverCards and leftoverJokers read the best key.
func (s *cnSolver) leftoverPoints() int { return int(s.best % cnKeyCutJoker / cnKeyPoints) }
func (s *cnSolver) leftoverCards() int  { return int(s.best % cnKeyPoints / cnKeyCard) }
func (s *cnSolver) leftoverJokers() int { return int(s.best % cnKeyCard / cnKeyJoker) }

// arrangement builds the best arrangement found by the last solve: fresh
// slices when owned, else slices of the solver's buffers.
func (s *cnSolver) arrangement(owned bool) Arrangement {
	if cap(s.out) < len(s.cards) {
		s.out = make([]variants.ChinchonCard, 0, 16)
	}
	s.out = s.out[:0]
	s.outMelds = s.outMelds[:0]
	nat, jk, left := uint16(1)<<s.nNat-1, s.nJk, uint16(0)
	for nat != 0 {
		i := bits.TrailingZeros16(nat)
		choice := s.memo[int(nat)*(s.nJk+1)+jk].choice
		if choice < 0 {
			nat &^= 1 << i
			left |= 1 << i
			continue
		}
		c := s.melds[choice]
		from := len(s.out)
		if c.kind == MeldRun {
			s.appendRun(c)
		} else {
			s.appendSet(c)
		}
		s.outMelds = append(s.outMelds, Meld{Kind: c.kind, Cards: s.out[from:len(s.out):len(s.out)]})
		nat &^= c.nat
		jk -= int(c.jk)
	}
	from := len(s.out)
	for m := left; m != 0; m &= m - 1 {
		s.out = append(s.out, s.cards[bits.TrailingZeros16(m)])
	}
	for range jk {
		s.out = append(s.out, variants.Joker)
	}
	a := Arrangement{Melds: s.outMelds, Leftover: s.out[from:len(s.out):len(s.out)], LeftoverPoints: s.leftoverPoints()}
	if owned {
		a = a.clone()
	}
	return a
}

// appendRun writes a run in run order, jokers in its gaps, then past its
// top, then below its bottom (5o 6o JK is 5-6-7).
func (s *cnSolver) appendRun(c cnMeldMask) {
	var at [16]int8 // 1 + the natural at each position; 0 for a joker
	first, last := bits.TrailingZeros16(c.nat), 15-bits.LeadingZeros16(c.nat)
	k := bits.OnesCount16(c.nat)
	// The ace goes high only when the run cannot hold it low (CN-2).
	aceHigh := s.pos[first] == 0 && k > 1 && int(s.pos[last])+1 > k+int(c.jk)
	lo, hi := 99, -1
	for m := c.nat; m != 0; m &= m - 1 {
		i := bits.TrailingZeros16(m)
		p := int(s.pos[i])
		if p == 0 && aceHigh {
			p = s.g.nRanks
		}
		at[p] = int8(i + 1)
		lo, hi = min(lo, p), max(hi, p)
	}
	extra := int(c.jk) - (hi - lo + 1 - k)
	for ; extra > 0 && hi < s.g.maxPos(); extra-- {
		hi++
	}
	lo -= extra
	for p := lo; p <= hi; p++ {
		if at[p] == 0 {
			s.out = append(s.out, variants.Joker)
		} else {
			s.out = append(s.out, s.cards[at[p]-1])
		}
	}
}

func (s *cnSolver) appendSet(c cnMeldMask) {
	for m := c.nat; m != 0; m &= m - 1 {
		s.out = append(s.out, s.cards[bits.TrailingZeros16(m)])
	}
	for range c.jk {
		s.out = append(s.out, variants.Joker)
	}
}

// appendTo copies an arrangement onto the end of shared card and meld
// buffers. A buffer that grows leaves earlier copies where they were.
func (a Arrangement) appendTo(cards []variants.ChinchonCard, melds []Meld) (Arrangement, []variants.ChinchonCard, []Meld) {
	from := len(melds)
	for _, m := range a.Melds {
		at := len(cards)
		cards = append(cards, m.Cards...)
		melds = append(melds, Meld{Kind: m.Kind, Cards: cards[at:len(cards):len(cards)]})
	}
	at := len(cards)
	cards = append(cards, a.Leftover...)
	out := Arrangement{Melds: melds[from:len(melds):len(melds)], Leftover: cards[at:len(cards):len(cards)], LeftoverPoints: a.LeftoverPoints}
	return out, cards, melds
}

// clone copies an arrangement into one fresh card buffer.
func (a Arrangement) clone() Arrangement {
	n := len(a.Leftover)
	for _, m := range a.Melds {
		n += len(m.Cards)
	}
	buf := make([]variants.ChinchonCard, 0, n)
	melds := make([]Meld, len(a.Melds))
	for i, m := range a.Melds {
		from := len(buf)
		buf = append(buf, m.Cards...)
		melds[i] = Meld{Kind: m.Kind, Cards: buf[from:len(buf):len(buf)]}
	}
	from := len(buf)
	buf = append(buf, a.Leftover...)
	return Arrangement{Melds: melds, Leftover: buf[from:len(buf):len(buf)], LeftoverPoints: a.LeftoverPoints}
}
