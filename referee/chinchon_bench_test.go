package referee

import (
	"fmt"
	"math/rand/v2"
	"testing"

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

// cnWorstHand is the costliest 7-card hand found by searching: five
// neighbouring cards of one suit and two jokers. Every subset of the five
// with enough jokers for its gaps is a run, and each joker may also extend
// or fill any of them, so it has the most candidate melds and search states
// of any 7-card hand (see TestWorstHandIsWorst).
var cnWorstHand = "5h 6h 7h 8h 9h JK JK"

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
	i := 0
	for b.Loop() {
		AnalyzeDraws(hands[i%len(hands)], nil, rules)
		i++
	}
}
