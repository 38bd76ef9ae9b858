package referee

import (
	"sync"

	"github.com/chuche-ref/chuche-ref/variants"
)

// The solver never looks at subsets of table cards. Values are 1..6 and the
// table part of a sum is at most 10 (target 10, Joker −1, a hand 1), so it
// walks value patterns (how many 1s, 2s, … are taken), counts the colourings
// of each pattern combinatorially, and spells out colours only for the few
// captures it returns.

// cuMaxTake is the largest table part of a capture: 10 + 1 − 1 (CU-8, CU-11).
const cuMaxTake = 10

// SolveCaptures finds every capture the hand can make on the table (CU-10,
// CU-11, CU-14, CU-17), distinct by play card and multiset of taken cards.
// count is the exact total; best holds the first limit in the order: clears
// the table, then points, then more cards, then play card and taken cards
// in canonical order. A target outside 6..10 (CU-8) has no capture.
func SolveCaptures(q CaptureQuery, limit int) (count int, best []Capture) {
	return cuSolve(q, q.Hand, limit, cuNoFloor)
}

// CapturesFor is SolveCaptures for one hand card, whatever q.Hand holds:
// under forced_capture (CU-13) a discard of card is refused while count > 0.
func CapturesFor(card variants.ChucheCard, q CaptureQuery, limit int) (count int, best []Capture) {
	return cuSolve(q, []variants.ChucheCard{card}, limit, cuNoFloor)
}

// cuSolvers recycles the solver's scratch space: a solve allocates little
// more than the captures it returns.
var cuSolvers = sync.Pool{New: func() any { return new(cuSolver) }}

func cuSolve(q CaptureQuery, hand []variants.ChucheCard, limit, floor int) (int, []Capture) {
	if q.Target < 6 || q.Target > 10 {
		return 0, nil
	}
	s := cuSolvers.Get().(*cuSolver)
	s.reset(q)
	count, best := s.solve(hand, limit, floor)
	cuSolvers.Put(s) // not deferred: a solver a panic left half done is dropped
	return count, best
}

// cuTakeGroup is the table part of some captures: a value pattern with a
// fixed number of red cards. Its captures share points (CU-22: a red card
// scores 2 more than another card of its value, a red 5 one more than another
// 5) and size.
type cuTakeGroup struct {
	count      int64    // distinct colourings (multisets) of the group
	k          [7]uint8 // cards taken per value 1..6
	reds, red5 uint8    // red cards among them: other than 5s, and 5s
	points     uint8    // CU-22 points of the taken cards (≤ 50)
	size       uint8
	full       bool // takes every usable table card
}

type cuSolver struct {
	target      int
	joker, solo bool
	clearable   bool                    // taking every usable card clears the table (CU-14)
	avail       [6][7]int32             // usable copies by colour and value
	n           [7]int32                // usable copies by value
	usableSum   int                     // values of every usable card
	nonRed      [7][cuMaxTake + 1]int64 // sub-multisets of the non-red usable cards of a value, by size
	suf         [7][7]int32             // usable non-red copies of a value in colours ≥ c
	groups      []cuTakeGroup
	byTake      [cuMaxTake + 1][2]int32 // groups[lo:hi] per table part, hi < 0: not built
	curTake     int
	pattern     [7]uint8
	perRank     *[cuRanks]int64 // captures by rank, all zero between solves
	combos      []cuCombo
	flat        []int8   // spelled takes, back to back
	takes       [][]int8 // views into flat
}

// reset empties the solver, keeping its buffers, and counts the usable
// table (CU-17).
func (s *cuSolver) reset(q CaptureQuery) {
	perRank := s.perRank
	if perRank == nil {
		perRank = new([cuRanks]int64)
	}
	*s = cuSolver{groups: s.groups[:0], combos: s.combos[:0], flat: s.flat[:0], takes: s.takes[:0],
		perRank: perRank, target: q.Target, joker: q.Joker, solo: q.Rules.SoloCapture}
	var table, blocked [cuKinds]int32
	for _, c := range q.Table {
		if i, ok := cuIndex(c); ok {
			table[i]++
		}
	}
	for _, c := range q.Blocked {
		if i, ok := cuIndex(c); ok && blocked[i] < table[i] {
			blocked[i]++
		}
	}
	anyBlocked := false
	for i := range cuKinds {
		u := table[i] - blocked[i]
		col, v := i/6, i%6+1
		s.avail[col][v] = u
		s.n[v] += u
		s.usableSum += int(u) * v
		anyBlocked = anyBlocked || blocked[i] > 0
	}
	s.clearable = !(q.Rules.ChucheNeedsEmptyTable && anyBlocked)
	for v := 1; v <= 6; v++ {
		// Product over non-red colours of (1 + x + … + x^copies), truncated.
		poly := &s.nonRed[v]
		poly[0] = 1
		for col := 5; col >= 1; col-- {
			s.suf[col][v] = s.suf[col+1][v] + s.avail[col][v]
			if s.avail[col][v] == 0 {
				continue // a factor of 1: most colours lie on no table
			}
			var next [cuMaxTake + 1]int64
			for d, a := range poly {
				for j := 0; j <= int(s.avail[col][v]) && d+j <= cuMaxTake; j++ {
					next[d+j] += a
				}
			}
			*poly = next
		}
	}
	for i := range s.byTake {
		s.byTake[i] = [2]int32{0, -1}
	}
}

// takeGroups is the range of s.groups whose values sum to take, built once.
func (s *cuSolver) takeGroups(take int) (lo, hi int) {
	if r := s.byTake[take]; r[1] >= 0 {
		return int(r[0]), int(r[1])
	}
	lo = len(s.groups)
	s.curTake = take
	s.patterns(6, take)
	s.byTake[take] = [2]int32{int32(lo), int32(len(s.groups))}
	return lo, len(s.groups)
}

// patterns picks how many cards of value v, v-1, … 1 are taken to make rest.
func (s *cuSolver) patterns(v, rest int) {
	if v == 1 {
		if int32(rest) <= s.n[1] {
			s.pattern[1] = uint8(rest)
			s.addPattern()
		}
		return
	}
	for k := 0; k*v <= rest && int32(k) <= s.n[v]; k++ {
		s.pattern[v] = uint8(k)
		s.patterns(v-1, rest-k*v)
	}
	s.pattern[v] = 0
}

// addPattern adds the current pattern's groups, one per number of red cards,
// counting the colourings of each from s.nonRed.
func (s *cuSolver) addPattern() {
	var reds [cuMaxTake + 1]int64 // colourings by red cards other than 5s
	reds[0] = 1
	top, points, size := 0, 0, 0
	for v := 1; v <= 6; v++ {
		k := int(s.pattern[v])
		if k == 0 || v == 5 {
			continue
		}
		points, size = points+k, size+k
		var next [cuMaxTake + 1]int64
		maxRed := min(k, int(s.avail[variants.Red][v]))
		for r := 0; r <= maxRed; r++ {
			if c := s.nonRed[v][k-r]; c > 0 {
				for have := 0; have <= top; have++ {
					next[have+r] += reds[have] * c
				}
			}
		}
		reds, top = next, top+maxRed
	}
	k5 := int(s.pattern[5])
	points, size = points+4*k5, size+k5
	// Values summing to every usable card's sum can only be all of them.
	full := s.curTake == s.usableSum
	for r5 := 0; r5 <= min(k5, int(s.avail[variants.Red][5])); r5++ {
		c5 := s.nonRed[5][k5-r5]
		if c5 == 0 {
			continue
		}
		for r, c := range reds[:top+1] {
			if c > 0 {
				s.groups = append(s.groups, cuTakeGroup{
					count: c * c5, k: s.pattern, reds: uint8(r), red5: uint8(r5),
					points: uint8(points + 2*r + r5), size: uint8(size), full: full,
				})
			}
		}
	}
}
