package referee

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cuBenchQuery is a 3-card hand of low cards (the most table parts to search)
// with target 10 and a table of n cards from the 6-colour deck; n = 51 is the
// whole deck but the hand.
func cuBenchQuery(n int, joker bool) CaptureQuery {
	hand := []variants.ChucheCard{{Colour: variants.Red, Value: 1}, {Colour: variants.Orange, Value: 2}, {Colour: variants.Yellow, Value: 3}}
	var rest []variants.ChucheCard
	deck := variants.ChucheDeck{Colours: variants.AllColours, Composition: variants.DefaultComposition}
	left := map[variants.ChucheCard]int{}
	for _, c := range hand {
		left[c]++
	}
	for _, c := range deck.Cards() {
		if left[c] > 0 {
			left[c]--
			continue
		}
		rest = append(rest, c)
	}
	r := rand.New(rand.NewPCG(7, 8))
	r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	return CaptureQuery{Target: 10, Hand: hand, Table: rest[:n], Joker: joker, Rules: variants.DefaultChucheRules()}
}

func BenchmarkSolveCaptures(b *testing.B) {
	for _, n := range []int{6, 20, 51} {
		for _, joker := range []bool{false, true} {
			q := cuBenchQuery(n, joker)
			b.Run(fmt.Sprintf("table=%d/joker=%v", n, joker), func(b *testing.B) {
				b.ReportAllocs()
				count := 0
				for b.Loop() {
					count, _ = SolveCaptures(q, 20)
				}
				b.ReportMetric(float64(count), "captures")
			})
		}
	}
}

// BenchmarkCheckCapture judges a middling capture on the benchmark tables,
// Better included.
func BenchmarkCheckCapture(b *testing.B) {
	for _, n := range []int{20, 51} {
		q := cuBenchQuery(n, true)
		count, all := CapturesFor(q.Hand[0], q, 1<<20)
		c := all[count/2]
		check := CaptureCheck{Target: q.Target, Play: c.Play, Take: c.Take, Joker: c.Joker, Table: q.Table, Rules: q.Rules}
		b.Run(fmt.Sprintf("table=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			var v CaptureVerdict
			for b.Loop() {
				v = CheckCapture(check)
			}
			if !v.Valid {
				b.Fatal(v.Why.String())
			}
			b.ReportMetric(float64(v.BetterCount), "better")
		})
	}
}
