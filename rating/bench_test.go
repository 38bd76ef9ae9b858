package rating

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkRate rates one four-seat game, the common table.
func BenchmarkRate(b *testing.B) {
	players := []Rating{{Mu: 31.5, Sigma: 3.2}, {Mu: 22.1, Sigma: 5.9}, {Mu: 27.8, Sigma: 1.4}, {Mu: 18.0, Sigma: 7.7}}
	places := []int{2, 1, 4, 2}
	for b.Loop() {
		Rate(players, places)
	}
}

// BenchmarkRateSeason rates a season of 1,000 games of 2 to 6 seats from a
// club of 30, ratings carried from game to game: what recomputing a league
// table from the ledger costs in arithmetic.
func BenchmarkRateSeason(b *testing.B) {
	history := randomHistory(rand.New(rand.NewPCG(1, 1)), 1000, 30)
	pool := make([]Rating, 30)
	players := make([]Rating, 0, 6)
	for b.Loop() {
		for i := range pool {
			pool[i] = Default()
		}
		for _, g := range history {
			players = players[:0]
			for _, s := range g.Seats {
				players = append(players, pool[s])
			}
			for i, r := range Rate(players, g.Places) {
				pool[g.Seats[i]] = r
			}
		}
	}
}

// BenchmarkPredict is the odds of one four-seat line-up.
func BenchmarkPredict(b *testing.B) {
	players := []Rating{{Mu: 31.5, Sigma: 3.2}, {Mu: 22.1, Sigma: 5.9}, {Mu: 27.8, Sigma: 1.4}, {Mu: 18.0, Sigma: 7.7}}
	for b.Loop() {
		PredictWin(players)
		PredictDraw(players)
	}
}
