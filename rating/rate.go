package rating

import (
	"cmp"
	"math"
	"slices"
)

// Rate returns each seat's rating after one game, in seat order: players[i]
// took places[i]. A lower place is better and equal places are shared (a
// tie); only their order counts, so 1 for first is the usual way to write
// them. A game of one seat only widens σ by τ. The arithmetic is the
// Plackett–Luce update of Weng and Lin, as openskill 5.0.1 does it (see the
// package doc).
//
// Ratings must be finite with σ > 0; Rate panics when players and places
// differ in length, which is a caller's mistake, not a table's.
func (m Model) Rate(players []Rating, places []int) []Rating {
	if len(players) != len(places) {
		panic("rating: Rate takes one place per player")
	}
	n := len(players)
	seats := m.standing(players, places)

	betaSq := m.Beta * m.Beta
	cSq := 0.0
	for _, s := range seats {
		cSq += s.sigmaSq + betaSq
	}
	c := math.Sqrt(cSq)

	// Each tie group's Plackett–Luce denominator: the strengths of every
	// seat placed at or below the group, taken relative to the strongest of
	// them so that no exponential overflows.
	strength := make([]float64, n)
	for k, s := range seats {
		strength[k] = s.mu / c
	}
	shift := make([]float64, n)
	sum := make([]float64, n)
	for k, s := range seats {
		if s.group != k {
			shift[k], sum[k] = shift[s.group], sum[s.group]
			continue
		}
		shift[k] = slices.Max(strength[k:])
		for _, x := range strength[k:] {
			sum[k] += math.Exp(x - shift[k])
		}
	}

	out := make([]Rating, n)
	for i, s := range seats {
		omega, delta := 0.0, 0.0
		for q, t := range seats {
			if t.group > s.group {
				break
			}
			quotient := math.Exp(strength[i]-shift[q]) / sum[q]
			share := float64(t.groupSize)
			if i == q {
				omega += (1 - quotient) / share
			} else {
				omega += -quotient / share
			}
			delta += quotient * (1 - quotient) / share
		}
		gamma := math.Sqrt(s.sigmaSq) / c
		omega = omega * (s.sigmaSq / c)
		delta = delta * (s.sigmaSq / (c * c)) * gamma
		out[s.seat] = Rating{
			Mu:    s.mu + omega,
			Sigma: s.sigma * math.Sqrt(math.Max(1-delta, m.Kappa)),
		}
	}
	return out
}

// standingSeat is one seat of a game, sorted into finishing order.
type standingSeat struct {
	seat      int // index in the caller's slices
	mu, sigma float64
	sigmaSq   float64
	group     int // sorted position of the first seat sharing this place
	groupSize int // seats sharing this place
}

// standing widens each σ by τ and sorts the seats by place, stably as
// openskill does, so that a tie group's sums run in the same order as the
// reference's.
func (m Model) standing(players []Rating, places []int) []standingSeat {
	n := len(players)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(places[a], places[b]) })

	tauSq := m.Tau * m.Tau
	seats := make([]standingSeat, n)
	for k, i := range order {
		sigma := math.Sqrt(players[i].Sigma*players[i].Sigma + tauSq)
		group := k
		if k > 0 && places[order[k-1]] == places[i] {
			group = seats[k-1].group
		}
		seats[k] = standingSeat{seat: i, mu: players[i].Mu, sigma: sigma, sigmaSq: sigma * sigma, group: group}
	}
	for k := range seats {
		seats[seats[k].group].groupSize++
	}
	for k := range seats {
		seats[k].groupSize = seats[seats[k].group].groupSize
	}
	return seats
}
