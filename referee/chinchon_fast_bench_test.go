package referee

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// The figures: 20,000 random spanish-48 hands, face cards by
// rank (face_values=rank), no jokers, timed for the fast path (new) and the
// previous search (baseline) in the same run, so that a busy machine shows
// as a ratio. scripts/bench.sh prints them beside the targets.

func cnSpanishHands(n, size int) ([][]variants.ChinchonCard, variants.ChinchonRules) {
	rules := cnRules("face_values", "rank")
	r := rand.New(rand.NewPCG(11, uint64(size)))
	deck := rules.DeckInPlay().Cards()
	hands := make([][]variants.ChinchonCard, n)
	for i := range hands {
		r.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
		hands[i] = append([]variants.ChinchonCard(nil), deck[:size]...)
	}
	return hands, rules
}

// cnPeerHands is where BenchmarkHand7 writes its hands for another engine
// to time (scripts/bench.sh --peer): one a line, the leftover points Arrange
// finds, then the cards.
var cnPeerHands = flag.String("hands7", "", "write BenchmarkHand7's hands to this file")

// BenchmarkHand7 is the best arrangement of a 7-card hand (target: 189 ns
// new, goal 95 ns).
func BenchmarkHand7(b *testing.B) {
	hands, rules := cnSpanishHands(20000, 7)
	if *cnPeerHands != "" {
		cnWritePeerHands(b, *cnPeerHands, hands, rules)
	}
	b.Run("new", func(b *testing.B) {
		b.ReportAllocs()
		var a Arranger
		i := 0
		for b.Loop() {
			a.Arrange(hands[i%len(hands)], rules)
			i++
		}
	})
	b.Run("baseline", func(b *testing.B) {
		b.ReportAllocs()
		var s cnSolver
		i := 0
		for b.Loop() {
			cnBaseArrange(&s, hands[i%len(hands)], rules)
			i++
		}
	})
}

func cnWritePeerHands(b *testing.B, path string, hands [][]variants.ChinchonCard, rules variants.ChinchonRules) {
	var w strings.Builder
	for _, h := range hands {
		fmt.Fprint(&w, Arrange(h, rules).LeftoverPoints)
		for _, c := range h {
			fmt.Fprint(&w, " ", c)
		}
		w.WriteByte('\n')
	}
	if err := os.WriteFile(path, []byte(w.String()), 0o644); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkBestOf8 is the best discard of an 8-card hand (target: 1.46 µs
// new, goal 0.73 µs); the baseline is the previous RankDiscards.
func BenchmarkBestOf8(b *testing.B) {
	hands, rules := cnSpanishHands(20000, 8)
	b.Run("new", func(b *testing.B) {
		b.ReportAllocs()
		var a Arranger
		i := 0
		for b.Loop() {
			a.BestDiscard(hands[i%len(hands)], rules)
			i++
		}
	})
	b.Run("new-ranked", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			RankDiscards(hands[i%len(hands)], rules)
			i++
		}
	})
	b.Run("baseline", func(b *testing.B) {
		b.ReportAllocs()
		var s cnSolver
		i := 0
		for b.Loop() {
			cnBaseRankDiscards(&s, hands[i%len(hands)], rules)
			i++
		}
	})
}

// BenchmarkHandWorst is the costliest hand of the previous search (target:
// at most 763 ns new).
func BenchmarkHandWorst(b *testing.B) {
	cnBenchOneHand(b, cnRules("deck", "french-52", "ace_high", "true"), cnWorstHand)
}

// cnFastWorstHand is the costliest 7-card hand found for the fast path
// (timed over 50,000 random, clustered and few-rank hands): four of a rank,
// a pair and a joker give the most choices of sets (none, the four, each
// three, each pair with the joker, times the pair with the joker or not),
// each read from the suit tables.
const cnFastWorstHand = "3c 3d 9h 3s 9s 3h JK"

// BenchmarkHandWorstFast is the costliest hand of the fast path (target: at
// most 763 ns too).
func BenchmarkHandWorstFast(b *testing.B) {
	cnBenchOneHand(b, cnRules("deck", "french-52", "ace_high", "true"), cnFastWorstHand)
}

func cnBenchOneHand(b *testing.B, rules variants.ChinchonRules, text string) {
	hand := cnParse(b, rules, text)
	b.Run("new", func(b *testing.B) {
		b.ReportAllocs()
		var a Arranger
		for b.Loop() {
			a.Arrange(hand, rules)
		}
	})
	b.Run("baseline", func(b *testing.B) {
		b.ReportAllocs()
		var s cnSolver
		for b.Loop() {
			cnBaseArrange(&s, hand, rules)
		}
	})
}
