package referee

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cuOracleCaptures is the brute force the solver is checked against: every
// multiset of the table cards that may be taken with every hand card. It
// shares no code with the solver.
func cuOracleCaptures(q CaptureQuery) []Capture {
	if q.Target < 6 || q.Target > 10 {
		return nil
	}
	// Copies of each card (by its slot) on the table that may be taken, and
	// that are blocked.
	var usable, blockedLeft [36]int
	var cardOf [36]variants.ChucheCard
	for _, c := range q.Table {
		usable[cuOracleSlot(c)]++
		cardOf[cuOracleSlot(c)] = c
	}
	for _, c := range q.Blocked {
		if usable[cuOracleSlot(c)] > 0 {
			usable[cuOracleSlot(c)]--
			blockedLeft[cuOracleSlot(c)]++
		}
	}
	var slots []int // the slots with a card that may be taken
	for slot, u := range usable {
		if u > 0 {
			slots = append(slots, slot)
		}
	}
	// Every multiset of them (each card taken at most as often as it lies
	// there to take) whose values sum to at most Target+1, the most a
	// capture's cards can sum to (Joker -1): card values are positive, so
	// a multiset over that only grows as cards are added, and the walk
	// leaves it there. The others (most of a full table's) can take part
	// in no capture.
	type multiset [36]uint8
	takes, sums := make([]multiset, 0, 64), make([]int, 0, 64)
	var taken multiset
	var walk func(i, sum int)
	walk = func(i, sum int) {
		if i == len(slots) {
			takes, sums = append(takes, taken), append(sums, sum)
			return
		}
		slot := slots[i]
		v := int(cardOf[slot].Value)
		for k := 0; k <= usable[slot] && sum+k*v <= q.Target+1; k++ {
			taken[slot] = uint8(k)
			walk(i+1, sum+k*v)
		}
		taken[slot] = 0
	}
	walk(0, 0)
	var played [36]bool // a second copy of a hand card plays alike
	var out []Capture
	var keys [][]int
	for _, h := range q.Hand {
		if played[cuOracleSlot(h)] {
			continue
		}
		played[cuOracleSlot(h)] = true
		for k, taken := range takes {
			sum := int(h.Value) + sums[k]
			joker := q.Target - sum
			if joker != 0 && !(q.Joker && (joker == 1 || joker == -1)) {
				continue
			}
			size := 0
			for _, slot := range slots {
				size += int(taken[slot])
			}
			var take []variants.ChucheCard
			if size > 0 {
				take = make([]variants.ChucheCard, 0, size)
			}
			for _, slot := range slots {
				for range taken[slot] {
					take = append(take, cardOf[slot])
				}
			}
			if len(take) == 0 && !q.Rules.SoloCapture {
				continue
			}
			slices.SortFunc(take, func(a, b variants.ChucheCard) int {
				return cuOracleCardKey(a) - cuOracleCardKey(b)
			})
			points := h.Points()
			for _, c := range take {
				points += c.Points()
			}
			clears := len(take) != 0 // CU-14: a solo capture clears nothing
			for slot, u := range usable {
				if u > int(taken[slot]) {
					clears = false
				}
			}
			if q.Rules.ChucheNeedsEmptyTable {
				for _, b := range blockedLeft {
					if b > 0 {
						clears = false
					}
				}
			}
			c := Capture{Play: h, Take: take, Sum: sum, Joker: joker, Points: points, ClearsTable: clears}
			out = append(out, c)
			keys = append(keys, cuOracleKey(c))
		}
	}
	// The order of CLI.md spelt out key by key.
	idx := make([]int, len(out))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return slices.Compare(keys[a], keys[b]) })
	sorted := make([]Capture, len(out))
	for i, j := range idx {
		sorted[i] = out[j]
	}
	return sorted
}

func cuOracleSlot(c variants.ChucheCard) int { return int(c.Colour)*6 + int(c.Value) - 1 }

func cuOracleCardKey(c variants.ChucheCard) int { return int(c.Colour)*10 + int(c.Value) }

func cuOracleKey(c Capture) []int {
	k := make([]int, 4, 4+len(c.Take))
	k[0], k[1], k[2], k[3] = cuBoolInt(!c.ClearsTable), -c.Points, -len(c.Take), cuOracleCardKey(c.Play)
	for _, t := range c.Take {
		k = append(k, cuOracleCardKey(t))
	}
	return k
}

func cuBoolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func cuCaptureText(c Capture) string {
	text := c.String() + " sum=" + strconv.Itoa(c.Sum) + " joker=" + strconv.Itoa(c.Joker) + " points=" + strconv.Itoa(c.Points)
	if c.ClearsTable {
		text += " clears"
	}
	return text
}

// cuSameCaptures: the same captures in the same order, every field alike
// (what their texts would show, without writing them).
func cuSameCaptures(a, b []Capture) bool {
	return slices.EqualFunc(a, b, func(x, y Capture) bool {
		return x.Play == y.Play && slices.Equal(x.Take, y.Take) && x.Sum == y.Sum && x.Joker == y.Joker && x.Points == y.Points && x.ClearsTable == y.ClearsTable
	})
}

func cuCaptureTexts(cs []Capture) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = cuCaptureText(c)
	}
	return out
}

// cuRandomQuery deals a hand and a table from a real deck, copies respected
// (CU-1, CU-2), with random blocks, Joker, target and house rules.
func cuRandomQuery(r *rand.Rand, maxTable int) CaptureQuery {
	deck := variants.ChucheDeck{Colours: variants.AllColours, Composition: variants.DefaultComposition}
	switch r.IntN(6) {
	case 0:
		deck.Colours = variants.DefaultColours(2)
	case 1:
		deck.Colours = variants.DefaultColours(3)
	case 2:
		deck.Composition = [6]int{3, 3, 3, 1, 1, 1} // house rule composition
	}
	cards := deck.Cards()
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	h := 1 + r.IntN(4)
	t := r.IntN(maxTable + 1)
	q := CaptureQuery{
		Target: 6 + r.IntN(5),
		Hand:   cards[:h],
		Table:  cards[h : h+t],
		Joker:  r.IntN(2) == 0,
		Rules:  variants.DefaultChucheRules(),
	}
	q.Rules.SoloCapture = r.IntN(4) == 0
	q.Rules.ChucheNeedsEmptyTable = r.IntN(4) == 0
	if r.IntN(2) == 0 {
		for _, c := range q.Table {
			if r.IntN(5) == 0 {
				q.Blocked = append(q.Blocked, c)
			}
		}
	}
	return q
}

func TestSolveCapturesMatchesOracle(t *testing.T) {
	t.Parallel()
	cases := 20000
	if testing.Short() {
		cases = 2000
	}
	inStreams(t, cases, 1, func(t *testing.T, r *rand.Rand, cases []int) {
		for _, i := range cases {
			q := cuRandomQuery(r, 16)
			want := cuOracleCaptures(q)
			count, got := SolveCaptures(q, 1<<30)
			if count != len(want) || !cuSameCaptures(got, want) {
				t.Fatalf("case %d: %+v\ncount %d, want %d\ngot  %q\nwant %q", i, q, count, len(want), cuCaptureTexts(got), cuCaptureTexts(want))
			}
			limit := r.IntN(len(want) + 3)
			count, got = SolveCaptures(q, limit)
			if count != len(want) || !cuSameCaptures(got, want[:min(limit, len(want))]) {
				t.Fatalf("case %d limit %d: %+v\ngot  %q\nwant %q", i, limit, q, cuCaptureTexts(got), cuCaptureTexts(want[:min(limit, len(want))]))
			}
			card := q.Hand[r.IntN(len(q.Hand))]
			var wantFor []Capture
			for _, c := range want {
				if c.Play == card {
					wantFor = append(wantFor, c)
				}
			}
			limit = r.IntN(len(wantFor) + 3)
			count, got = CapturesFor(card, q, limit)
			if count != len(wantFor) || !cuSameCaptures(got, wantFor[:min(limit, len(wantFor))]) {
				t.Fatalf("case %d CapturesFor %s limit %d: %+v\ncount %d want %d\ngot  %q\nwant %q", i, card, limit, q, count, len(wantFor), cuCaptureTexts(got), cuCaptureTexts(wantFor))
			}
		}
	})
}

// cuOracleBetter is what CheckCapture's Better must hold for a valid capture:
// captures with its card ranking above it on clearing, then points, the
// Joker among them when c uses it. withJoker is cuOracleCaptures of the
// query with the Joker allowed: the captures without it are those with
// Joker 0, in the same order (the order does not look at the Joker).
func cuOracleBetter(withJoker []Capture, c Capture) []string {
	var out []string
	for _, o := range withJoker {
		if o.Play != c.Play || (c.Joker == 0 && o.Joker != 0) {
			continue
		}
		if (o.ClearsTable && !c.ClearsTable) || (o.ClearsTable == c.ClearsTable && o.Points > c.Points) {
			out = append(out, cuCaptureText(o))
		}
	}
	return out
}

func TestCheckCaptureAgreesWithOracle(t *testing.T) {
	t.Parallel()
	cases := 6000
	if testing.Short() {
		cases = 600
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := range cases {
		q := cuRandomQuery(r, 12)
		check := func(play variants.ChucheCard, take []variants.ChucheCard, joker int) CaptureVerdict {
			take = slices.Clone(take)
			r.Shuffle(len(take), func(i, j int) { take[i], take[j] = take[j], take[i] })
			return CheckCapture(CaptureCheck{Target: q.Target, Play: play, Take: take, Joker: joker, Table: q.Table, Blocked: q.Blocked, Rules: q.Rules, Limit: 5})
		}
		// The oracle's captures of every hand card, the Joker allowed, asked
		// once: each check below takes its card's part.
		jq := q
		jq.Joker = true
		withJoker := cuOracleCaptures(jq)
		// Every capture the solver finds is valid, and Better is right.
		_, all := SolveCaptures(q, 1<<30)
		for k := 0; k < 4 && len(all) > 0; k++ {
			c := all[r.IntN(len(all))]
			v := check(c.Play, c.Take, c.Joker)
			if !v.Valid || cuCaptureText(v.Capture) != cuCaptureText(c) || v.ClearsTable == nil || *v.ClearsTable != c.ClearsTable {
				t.Fatalf("case %d: %s refused or changed: %+v", i, cuCaptureText(c), v)
			}
			want := cuOracleBetter(withJoker, c)
			if v.BetterCount != len(want) || !slices.Equal(cuCaptureTexts(v.Better), want[:min(5, len(want))]) {
				t.Fatalf("case %d: %s better %q (%d), want %q", i, cuCaptureText(c), cuCaptureTexts(v.Better), v.BetterCount, want)
			}
		}
		// A random entry is valid exactly when the oracle lists it with that Joker.
		for k := 0; k < 4; k++ {
			play := q.Hand[r.IntN(len(q.Hand))]
			var take []variants.ChucheCard
			for _, c := range q.Table {
				if r.IntN(3) == 0 {
					take = append(take, c)
				}
			}
			if r.IntN(8) == 0 {
				take = append(take, q.Hand[r.IntN(len(q.Hand))])
			}
			joker := r.IntN(3) - 1
			want := false
			entry := Capture{Play: play, Take: cuSorted(take)}.String()
			for _, o := range withJoker {
				if o.Play == play && o.Joker == joker && o.String() == entry {
					want = true
				}
			}
			if v := check(play, take, joker); v.Valid != want || (!want && v.Why.String() == "") {
				t.Fatalf("case %d: %s joker %+d table %v blocked %v: valid %v, want %v (%s)", i, entry, joker, q.Table, q.Blocked, v.Valid, want, v.Why.String())
			}
		}
	}
}
