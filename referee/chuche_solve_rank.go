package referee

import (
	"cmp"
	"slices"

	"github.com/chuche-ref/chuche-ref/variants"
)

// A rank packs the order's first three keys: clears the table (CU-14), points
// (≤ 5 + 10·5 < 64), cards taken (≤ 10 < 16). Higher is better.
const (
	cuRankPointsShift = 4
	cuRankClears      = 1 << 10
	cuRanks           = 2 * cuRankClears
)

// cuNoFloor admits every capture; a floor f admits captures whose
// rank>>cuRankPointsShift (clears, points) is above f.
const cuNoFloor = -1

func cuRank(clears bool, points, size int) int {
	r := points<<cuRankPointsShift | size
	if clears {
		r |= cuRankClears
	}
	return r
}

// cuCombo is a hand card played with a take group: captures of one rank.
type cuCombo struct {
	rank  int32
	play  int8
	group int32
}

// solve counts the captures of the given hand cards above floor and spells
// out the first limit of them.
func (s *cuSolver) solve(hand []variants.ChucheCard, limit, floor int) (int, []Capture) {
	var playSeen [cuKinds]bool
	for _, c := range hand {
		if i, ok := cuIndex(c); ok {
			playSeen[i] = true
		}
	}
	// First pass: how many captures of each rank, so the second pass keeps
	// only the combos that can reach the first limit.
	perRank := s.perRank
	var total int64
	lo, hi := int32(cuRanks), int32(-1)
	s.eachCombo(&playSeen, floor, func(cb cuCombo, g *cuTakeGroup) {
		perRank[cb.rank] += g.count
		total += g.count
		lo, hi = min(lo, cb.rank), max(hi, cb.rank)
	})
	lowest, seen := lo, int64(0)
	for r := hi; r >= lo; r-- {
		if seen += perRank[r]; seen >= int64(limit) && lowest == lo {
			lowest = r
		}
		perRank[r] = 0 // ready for the next solve
	}
	if limit <= 0 || total == 0 {
		return int(total), nil
	}
	s.eachCombo(&playSeen, floor, func(cb cuCombo, _ *cuTakeGroup) {
		if cb.rank >= lowest {
			s.combos = append(s.combos, cb)
		}
	})
	combos := s.combos
	slices.SortFunc(combos, func(a, b cuCombo) int {
		if c := cmp.Compare(b.rank, a.rank); c != 0 {
			return c
		}
		return cmp.Compare(a.play, b.play)
	})
	return int(total), s.spell(combos, min(int64(limit), total))
}

// eachCombo calls f for every hand card with every take group that makes a
// capture with it: the values sum to the target, or to target∓1 with the
// Joker (CU-11); no table card only under solo_capture (CU-10).
func (s *cuSolver) eachCombo(plays *[cuKinds]bool, floor int, f func(cuCombo, *cuTakeGroup)) {
	jokers := []int{0}
	if s.joker {
		jokers = []int{0, 1, -1}
	}
	for p, ok := range plays {
		if !ok {
			continue
		}
		v, playPoints := p%6+1, cuCardAt(p).Points()
		for _, j := range jokers {
			take := s.target - j - v
			if take < 0 || take > cuMaxTake || (take == 0 && !s.solo) {
				continue
			}
			lo, hi := s.takeGroups(take)
			for gi := lo; gi < hi; gi++ {
				g := &s.groups[gi]
				r := cuRank(g.full && g.size > 0 && s.clearable, playPoints+int(g.points), int(g.size)) // CU-14: a solo capture clears nothing
				if r>>cuRankPointsShift <= floor {
					continue
				}
				f(cuCombo{rank: int32(r), play: int8(p), group: int32(gi)}, g)
			}
		}
	}
}

// spell turns combos, sorted by rank then play card, into the first want
// captures. Within one rank and play card the taken cards decide, so each
// group spells at most the few colourings that could make the cut, in
// canonical order, and the runs are merged.
func (s *cuSolver) spell(combos []cuCombo, want int64) []Capture {
	out := make([]Capture, 0, want)
	var cards []variants.ChucheCard // backing for every Take
	sp := cuSpeller{s: s, flat: s.flat}
	for i := 0; i < len(combos) && int64(len(out)) < want; {
		first := combos[i]
		j := i + 1
		for j < len(combos) && combos[j].rank == first.rank && combos[j].play == first.play {
			j++
		}
		rem := want - int64(len(out))
		sp.size = int(first.rank) & (1<<cuRankPointsShift - 1)
		sp.flat = sp.flat[:0]
		for _, cb := range combos[i:j] {
			sp.spellGroup(&s.groups[cb.group], rem)
		}
		takes := s.takes[:0]
		for k := 0; k+sp.size <= len(sp.flat); k += sp.size {
			takes = append(takes, sp.flat[k:k+sp.size])
			if sp.size == 0 {
				break // a solo capture (CU-10 solo_capture): one, empty
			}
		}
		if j-i > 1 {
			slices.SortFunc(takes, slices.Compare[[]int8])
		}
		for _, t := range takes[:min(int64(len(takes)), rem)] {
			start := len(cards)
			sum := int(first.play)%6 + 1
			for _, x := range t {
				cards = append(cards, cuCardAt(int(x)))
				sum += int(x)%6 + 1
			}
			out = append(out, Capture{
				Play: cuCardAt(int(first.play)), Take: cards[start:len(cards):len(cards)],
				Sum: sum, Joker: s.target - sum,
				Points:      int(first.rank>>cuRankPointsShift) & 63,
				ClearsTable: first.rank&cuRankClears != 0,
			})
		}
		s.takes = takes
		i = j
	}
	s.flat = sp.flat
	return out
}

// cuSpeller lists a take group's colourings in canonical order, card by
// card: at each step the smallest card that still lets the rest be completed.
type cuSpeller struct {
	s          *cuSolver
	size       int
	need       [7]int32 // cards still to take, by value
	reds, red5 int32    // red cards still to take: other than 5s, and 5s
	used       [6][7]int32
	seq        [cuMaxTake]int8
	n          int
	left       int64 // colourings still wanted from this group
	flat       []int8
}

func (sp *cuSpeller) spellGroup(g *cuTakeGroup, want int64) {
	sp.left, sp.n = min(want, g.count), 0
	for v := 1; v <= 6; v++ {
		sp.need[v] = int32(g.k[v])
	}
	sp.reds, sp.red5 = int32(g.reds), int32(g.red5)
	sp.walk(int(variants.Red), 1)
}

// walk extends seq with cards at or after (col, v) in canonical order.
func (sp *cuSpeller) walk(col, v int) {
	if sp.n == sp.size {
		sp.flat = append(sp.flat, sp.seq[:sp.size]...)
		sp.left--
		return
	}
	avail := &sp.s.avail
	for c := col; c <= int(variants.Violet); c++ {
		u := 1
		if c == col {
			u = v
		}
		for ; u <= 6; u++ {
			if sp.need[u] == 0 || sp.used[c][u] == avail[c][u] {
				continue
			}
			redCount := &sp.reds
			if u == 5 {
				redCount = &sp.red5
			}
			if c == int(variants.Red) && *redCount == 0 {
				continue
			}
			sp.need[u]--
			sp.used[c][u]++
			if c == int(variants.Red) {
				*redCount--
			}
			if sp.completable(c, u) {
				sp.seq[sp.n] = int8(c*6 + u - 1)
				sp.n++
				sp.walk(c, u)
				sp.n--
			}
			if c == int(variants.Red) {
				*redCount++
			}
			sp.need[u]++
			sp.used[c][u]--
			if sp.left == 0 {
				return
			}
		}
	}
}

// completable: after taking (c, u) the remaining needs fit in the cards
// after it, with exactly the group's red cards, so walk never explores a
// dead end. Per value the red ones can be any number in [lo, hi]; the
// values are independent, so the bounds add up.
func (sp *cuSpeller) completable(c, u int) bool {
	s := sp.s
	var lo, hi int32
	for w := 1; w <= 6; w++ {
		other, red := s.suf[max(c, 1)+1][w], int32(0)
		switch {
		case c == int(variants.Red):
			other = s.suf[1][w]
			if w >= u {
				red = s.avail[c][w] - sp.used[c][w]
			}
		case w >= u:
			other += s.avail[c][w] - sp.used[c][w]
		}
		need := sp.need[w]
		wLo, wHi := max(0, need-other), min(need, red)
		if wLo > wHi {
			return false
		}
		if w == 5 {
			if sp.red5 < wLo || sp.red5 > wHi {
				return false
			}
			continue
		}
		lo, hi = lo+wLo, hi+wHi
	}
	return lo <= sp.reds && sp.reds <= hi
}
