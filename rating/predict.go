package rating

import "math"

// PredictWin is each seat's chance of winning, in seat order, as openskill
// 5.0.1's predictWin: for every pair of seats the chance that one outplays
// the other, Φ((μ_a − μ_b)/√(nβ² + σ_a² + σ_b²)), averaged over the n − 1
// opponents each seat has. The chances add up to 1. A lone seat wins for
// certain; no seats, no chances.
func (m Model) PredictWin(players []Rating) []float64 {
	n := len(players)
	switch n {
	case 0:
		return []float64{}
	case 1:
		return []float64{1}
	}
	spread := float64(n) * (m.Beta * m.Beta)
	wins := make([]float64, n)
	for i, a := range players {
		for j := i + 1; j < n; j++ {
			b := players[j]
			p := phi((a.Mu - b.Mu) / math.Sqrt(spread+a.Sigma*a.Sigma+b.Sigma*b.Sigma))
			wins[i] += p
			wins[j] += 1 - p
		}
	}
	pairs := float64(n*(n-1)) / 2
	for i := range wins {
		wins[i] /= pairs
	}
	return wins
}

// PredictDraw is the chance that the game is drawn, as openskill 5.0.1's
// predictDraw: a draw margin √n·β·Φ⁻¹((1 + 1/n)/2) (a prior draw chance of
// 1/n), and for every pair of seats the chance that their performances fall
// within it of each other, averaged over the pairs. With fewer than two
// seats there is no one to differ from, and the chance is 1.
func (m Model) PredictDraw(players []Rating) float64 {
	n := len(players)
	if n < 2 {
		return 1
	}
	total := float64(n)
	margin := math.Sqrt(total) * m.Beta * phiInverse((1+1/total)/2)
	spread := total * (m.Beta * m.Beta)
	sum, pairs := 0.0, 0
	for i, a := range players {
		for _, b := range players[i+1:] {
			d := math.Sqrt(spread + a.Sigma*a.Sigma + b.Sigma*b.Sigma)
			sum += phi((margin-a.Mu+b.Mu)/d) - phi((b.Mu-a.Mu-margin)/d)
			pairs++
		}
	}
	return sum / float64(pairs)
}
