package referee

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cnBenchHands pre-deals random 7-card hands with exactly jokers jokers from
// the french-52 deck (two jokers by default) under default rules.
func cnBenchHands(jokers int) ([][]variants.ChinchonCard, variants.ChinchonRules) {
	rules := cnRules("deck", "french-52")
	r := rand.New(rand.NewPCG(42, uint64(jokers)))
	hands := make([][]variants.ChinchonCard, 1024)
	for i := range hands {
		deck := rules.DeckInPlay().Cards()
		var naturals []variants.ChinchonCard
		for _, c := range deck {
			if !c.IsJoker() {
				naturals = append(naturals, c)
			}
		}
		r.Shuffle(len(naturals), func(a, b int) { naturals[a], naturals[b] = naturals[b], naturals[a] })
		hand := append([]variants.ChinchonCard(nil), naturals[:7-jokers]...)
		for range jokers {
			hand = append(hand, variants.Joker)
		}
		hands[i] = hand
	}
	return hands, rules
}

// BenchmarkArrange measures the zero-allocation Arranger; Arrange adds only
// the allocation of its result.
func BenchmarkArrange(b *testing.B) {
	for jokers := range 3 {
		hands, rules := cnBenchHands(jokers)
		b.Run(fmt.Sprintf("jokers=%d", jokers), func(b *testing.B) {
			var a Arranger
			i := 0
			for b.Loop() {
				a.Arrange(hands[i%len(hands)], rules)
				i++
			}
		})
	}
	hands, rules := cnBenchHands(1)
	b.Run("alloc/jokers=1", func(b *testing.B) {
		i := 0
		for b.Loop() {
			Arrange(hands[i%len(hands)], rules)
			i++
		}
	})
}

// cnWorstHand, under ace_high, is the costliest 7-card hand for the search
// (measured by cnSearchWork over every one-suit hand of every deck and
// millions of dense random hands; see TestWorstHandIsWorst). Five
// neighbouring cards of one suit and two jokers give the most candidate
// melds: every subset of the five whose gaps the jokers can fill is a run,
// with 0, 1 or 2 jokers, and each card is also a set with both jokers. The
// ace closing the run also starts runs of its own below the 2.
const cnWorstHand = "10h Jh Qh Kh Ah JK JK"

func BenchmarkArrangeWorst(b *testing.B) {
	rules := cnRules("deck", "french-52", "ace_high", "true")
	hand := cnParse(b, rules, cnWorstHand)
	var a Arranger
	for b.Loop() {
		a.Arrange(hand, rules)
	}
}

func BenchmarkRankDiscards(b *testing.B) {
	rules := cnRules("deck", "french-52")
	r := rand.New(rand.NewPCG(9, 9))
	hands := make([][]variants.ChinchonCard, 256)
	for i := range hands {
		hands[i] = cnRandomHand(r, rules, 8, i%3)
	}
	i := 0
	for b.Loop() {
		RankDiscards(hands[i%len(hands)], rules)
		i++
	}
}

func BenchmarkAnalyzeDraws(b *testing.B) {
	rules := cnRules("deck", "french-52")
	r := rand.New(rand.NewPCG(10, 10))
	hands := make([][]variants.ChinchonCard, 64)
	for i := range hands {
		hands[i] = cnRandomHand(r, rules, 7, i%3)
	}
	b.Run("random", func(b *testing.B) {
		i := 0
		for b.Loop() {
			AnalyzeDraws(hands[i%len(hands)], nil, rules)
			i++
		}
	})
	b.Run("worst", func(b *testing.B) {
		rules := cnRules("deck", "french-52", "ace_high", "true")
		hand := cnParse(b, rules, cnWorstHand)
		for b.Loop() {
			AnalyzeDraws(hand, nil, rules)
		}
	})
}

// BenchmarkArrangeSpread times each of 1026 random 7-card hands (0..2
// jokers) on its own and reports the median and the slowest, since the
// targets are a median and a worst case rather than a mean.
func BenchmarkArrangeSpread(b *testing.B) {
	var hands [][]variants.ChinchonCard
	var rules variants.ChinchonRules
	for jokers := range 3 {
		h, r := cnBenchHands(jokers)
		hands, rules = append(hands, h[:342]...), r
	}
	const reps = 200
	var a Arranger
	per := make([]float64, len(hands))
	for i := range per {
		per[i] = math.Inf(1)
	}
	for b.Loop() {
		for i, h := range hands {
			start := time.Now()
			for range reps {
				a.Arrange(h, rules)
			}
			// the fastest round: what the hand costs, not the scheduler
			per[i] = min(per[i], float64(time.Since(start).Nanoseconds())/reps)
		}
	}
	slices.Sort(per)
	b.ReportMetric(per[len(per)/2], "p50-ns")
	b.ReportMetric(per[len(per)*99/100], "p99-ns")
	b.ReportMetric(per[len(per)-1], "max-ns")
	b.ReportMetric(0, "ns/op")
}

// cnSearchWork counts what a solve cost: candidate melds listed, plus, for
// every search state visited, one step and the melds it tried.
func cnSearchWork(s *cnSolver) int {
	w := len(s.melds)
	for idx, m := range s.memo {
		if m.gen == s.gen {
			i := bits.TrailingZeros16(uint16(idx / (s.nJk + 1)))
			w += 1 + s.start[i+1] - s.start[i]
		}
	}
	return w
}

// TestWorstHandIsWorst backs the claim on cnWorstHand: no random 7-card
// hand, dealt to be dense in melds, costs the search more.
func TestWorstHandIsWorst(t *testing.T) {
	t.Parallel()
	n := 200000
	if testing.Short() {
		n = 20000
	}
	r := rand.New(rand.NewPCG(14, 14))
	var s cnSolver
	rules := cnRules("deck", "french-52", "ace_high", "true")
	s.solve(cnParse(t, rules, cnWorstHand), rules, false)
	worst := cnSearchWork(&s)
	for range n {
		rules := cnRandomRules(r)
		jokers := r.IntN(3)
		rules = cnRulesWithJokers(rules, jokers)
		hand := cnRandomHand(r, rules, 7, jokers)
		s.solve(hand, rules, false)
		if w := cnSearchWork(&s); w > worst {
			t.Fatalf("%s (%s) costs %d, more than the worst hand's %d", variants.FormatChinchonCards(hand), rules.Deck, w, worst)
		}
	}
}
