package referee

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cuAdviceCase deals a random safest-discard question: a deck of 2..6
// colours (red always in), a table of tableSize cards with some blocked, a
// hand of 1..3, some cards seen, random house rules and pile.
func cuAdviceCase(r *rand.Rand, tableSize int) DiscardQuery {
	rules := variants.DefaultChucheRules()
	rules.SoloCapture = r.IntN(2) == 0
	rules.ForcedCapture = r.IntN(4) != 0
	rules.ChucheNeedsEmptyTable = r.IntN(3) == 0
	colours := []variants.Colour{variants.Red}
	for _, c := range variants.AllColours[1:] {
		if r.IntN(3) != 0 {
			colours = append(colours, c)
		}
	}
	deck := variants.ChucheDeck{Colours: colours, Composition: variants.DefaultComposition}
	pool := deck.Cards()
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	tableSize = min(tableSize, len(pool)-3)
	hand := pool[:1+r.IntN(3)]
	pool = pool[len(hand):]
	table := pool[:tableSize]
	pool = pool[tableSize:]
	seen := pool[:r.IntN(min(len(pool), 16)+1)]
	var blocked []variants.ChucheCard
	for _, c := range table {
		if r.IntN(6) == 0 {
			blocked = append(blocked, c)
		}
	}
	return DiscardQuery{
		CaptureQuery: CaptureQuery{Target: 6 + r.IntN(5), Hand: hand, Table: table, Blocked: blocked, Rules: rules},
		Deck:         deck, Seen: seen, PileEmpty: r.IntN(4) == 0,
	}
}

// cuBruteCapture is the most valuable capture of play at target on table,
// by trying every subset of the usable table cards one physical card at a
// time: points of the cards won, +2 when it takes every usable card and the
// table counts as cleared (CU-14); -1 without a capture.
func cuBruteCapture(play variants.ChucheCard, target int, usable []variants.ChucheCard, anyBlocked bool, rules variants.ChucheRules) int {
	best := -1
	for sub := 0; sub < 1<<len(usable); sub++ {
		sum, points := int(play.Value), play.Points()
		for i, c := range usable {
			if sub&(1<<i) != 0 {
				sum += int(c.Value)
				points += c.Points()
			}
		}
		if sum != target || sub == 0 && !rules.SoloCapture {
			continue
		}
		if sub != 0 && sub == 1<<len(usable)-1 && !(rules.ChucheNeedsEmptyTable && anyBlocked) {
			points += 2
		}
		best = max(best, points)
	}
	return best
}

// cuUsable is the table without one copy of each blocked card.
func cuUsable(table, blocked []variants.ChucheCard) ([]variants.ChucheCard, bool) {
	usable := append([]variants.ChucheCard(nil), table...)
	anyBlocked := false
	for _, b := range blocked {
		for i, c := range usable {
			if c == b {
				usable = append(usable[:i], usable[i+1:]...)
				anyBlocked = true
				break
			}
		}
	}
	return usable, anyBlocked
}

// cuBruteDiscards computes every hand card's exposure and allowed flag by
// enumeration: every hand of the next player (as index combinations of the
// unseen physical cards), every target, every capture of every card.
func cuBruteDiscards(q DiscardQuery) map[variants.ChucheCard]DiscardAdvice {
	unseen := q.Deck.Cards()
	for _, list := range [][]variants.ChucheCard{q.Table, q.Hand, q.Seen} {
		for _, c := range list {
			for i, u := range unseen {
				if u == c {
					unseen = append(unseen[:i], unseen[i+1:]...)
					break
				}
			}
		}
	}
	targets := []int{6, 7, 8, 9, 10}
	if q.PileEmpty {
		targets = []int{7}
	}
	m := min(3, len(unseen))
	out := map[variants.ChucheCard]DiscardAdvice{}
	for _, h := range q.Hand {
		if _, done := out[h]; done {
			continue
		}
		a := DiscardAdvice{Card: h, Points: h.Points(), Allowed: true}
		usableNow, blockedNow := cuUsable(q.Table, q.Blocked)
		if q.Rules.ForcedCapture && cuBruteCapture(h, q.Target, usableNow, blockedNow, q.Rules) >= 0 {
			a.Allowed = false
		}
		usable, anyBlocked := cuUsable(append(append([]variants.ChucheCard(nil), q.Table...), h), q.Blocked)
		// value[i][k]: the best capture of unseen[i] at targets[k], 0 for none.
		value := make([][5]int, len(unseen))
		for i, u := range unseen {
			for k, t := range targets {
				value[i][k] = max(0, cuBruteCapture(u, t, usable, anyBlocked, q.Rules))
			}
		}
		sum, hands := 0.0, 0
		var pick func(from, left int, chosen []int)
		pick = func(from, left int, chosen []int) {
			if left == 0 {
				hands++
				for k := range targets {
					best := 0
					for _, i := range chosen {
						best = max(best, value[i][k])
					}
					sum += float64(best)
				}
				return
			}
			for i := from; i <= len(unseen)-left; i++ {
				pick(i+1, left-1, append(chosen, i))
			}
		}
		pick(0, m, nil)
		a.Exposure = sum / float64(hands*len(targets))
		out[h] = a
	}
	return out
}

func cuCheckAdvice(t *testing.T, q DiscardQuery) {
	t.Helper()
	got := SafestDiscards(q)
	want := cuBruteDiscards(q)
	name := fmt.Sprintf("hand %s table %s blocked %s seen %d pile0 %v %+v", variants.FormatChucheCards(q.Hand),
		variants.FormatChucheCards(q.Table), variants.FormatChucheCards(q.Blocked), len(q.Seen), q.PileEmpty, q.Rules)
	if len(got) != len(want) {
		t.Fatalf("%s: %d discards, brute force %d", name, len(got), len(want))
	}
	for i, a := range got {
		w, ok := want[a.Card]
		if !ok || math.Abs(a.Exposure-w.Exposure) > 1e-9 || a.Allowed != w.Allowed || a.Points != w.Points {
			t.Fatalf("%s: %s got %+v, brute force %+v", name, a.Card, a, w)
		}
		if i > 0 {
			p := got[i-1]
			if p.Exposure > a.Exposure+1e-12 || math.Abs(p.Exposure-a.Exposure) <= 1e-12 &&
				(p.Points > a.Points || p.Points == a.Points && cuCompareCards(p.Card, a.Card) > 0) {
				t.Fatalf("%s: %+v ranked before %+v", name, p, a)
			}
		}
	}
}

// TestSafestDiscardsMatchBruteForce_CU13_CU14_CU22 checks every figure of
// the safest-discard advice against enumeration on 400 random questions:
// tables of 0..8 cards and a few of 9..12, decks of 2..6 colours, seen
// cards, blocked cards, solo_capture, forced_capture,
// chuche_needs_empty_table and an empty pile varied.
func TestSafestDiscardsMatchBruteForce_CU13_CU14_CU22(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(22, 13))
	n := 400
	if testing.Short() {
		n = 80
	}
	for i := range n {
		size := r.IntN(9)
		if i%20 == 19 {
			size = 9 + r.IntN(4)
		}
		cuCheckAdvice(t, cuAdviceCase(r, size))
	}
}

// TestSafestDiscardsCorners: an empty table, every unseen card known, a
// table the discard clears alone.
func TestSafestDiscardsCorners(t *testing.T) {
	deck := variants.ChucheDeck{Colours: variants.AllColours, Composition: variants.DefaultComposition}
	rules := variants.DefaultChucheRules()
	c := func(s string) []variants.ChucheCard {
		cards, err := deck.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return cards
	}
	for _, q := range []DiscardQuery{
		{CaptureQuery: CaptureQuery{Target: 8, Hand: c("R5 G6 G6"), Rules: rules}, Deck: deck},
		{CaptureQuery: CaptureQuery{Target: 8, Hand: c("R5"), Table: c("Y1 B1"), Rules: rules}, Deck: deck, PileEmpty: true},
		{CaptureQuery: CaptureQuery{Target: 6, Hand: c("O6"), Table: c("R6"), Rules: rules}, Deck: deck, Seen: deck.Cards()},
	} {
		cuCheckAdvice(t, q)
	}
	// Nothing unseen: nothing to fear.
	q := DiscardQuery{CaptureQuery: CaptureQuery{Target: 6, Hand: c("O6"), Rules: rules}, Deck: deck, Seen: deck.Cards()}
	if got := SafestDiscards(q); len(got) != 1 || got[0].Exposure != 0 {
		t.Fatalf("nothing unseen: %+v", got)
	}
}

// BenchmarkSafestDiscard: a 3-card hand on a 20-card table (target ≤ 5 ms).
func BenchmarkSafestDiscard(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 5))
	var qs []DiscardQuery
	for range 32 {
		q := cuAdviceCase(r, 20)
		for len(q.Hand) < 3 {
			q = cuAdviceCase(r, 20)
		}
		qs = append(qs, q)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		SafestDiscards(qs[i%len(qs)])
		i++
	}
}
