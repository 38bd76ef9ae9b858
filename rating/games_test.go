package rating

import (
	"math/rand/v2"
	"slices"
)

// randomHistory is games of 2 to 6 seats drawn from a pool of players.
func randomHistory(r *rand.Rand, games, pool int) []refGame {
	history := make([]refGame, games)
	for g := range history {
		n := 2 + r.IntN(5)
		history[g] = refGame{Seats: r.Perm(pool)[:n], Places: randomPlaces(r, n)}
	}
	return history
}

// randomPlaces is a game's places as a table gives them: 1 for first, seats
// with equal results sharing a place and the next place skipped (1,2,2,4).
// Ties come often: a shared first, a shared last, everyone level, and the
// Chinchón shape of one winner and everyone else second.
func randomPlaces(r *rand.Rand, n int) []int {
	scores := make([]int, n)
	switch r.IntN(10) {
	case 0: // a chinchón: one first, the rest share second
		scores[r.IntN(n)] = 1
	case 1: // everyone level
	default:
		spread := n
		if r.IntN(2) == 0 {
			spread = 3 * n // fewer ties
		}
		for i := range scores {
			scores[i] = r.IntN(spread)
		}
	}
	return placesOf(scores)
}

// placesOf ranks scores, higher better, equal scores sharing a place.
func placesOf(scores []int) []int {
	places := make([]int, len(scores))
	for i, s := range scores {
		places[i] = 1
		for _, o := range scores {
			if o > s {
				places[i]++
			}
		}
	}
	return places
}

// randomRating is a rating a season could produce, or (wide) one far from
// any a table would see.
func randomRating(r *rand.Rand, wide bool) Rating {
	if wide {
		return Rating{Mu: -100 + 300*r.Float64(), Sigma: 0.01 + 30*r.Float64()}
	}
	return Rating{Mu: 50 * r.Float64(), Sigma: 0.5 + 8*r.Float64()}
}

func randomLineup(r *rand.Rand, n int, wide bool) []Rating {
	players := make([]Rating, n)
	for i := range players {
		players[i] = randomRating(r, wide)
	}
	return players
}

// randomLineups is line-ups of 2 to 6 seats; one in five is wide.
func randomLineups(r *rand.Rand, count int) [][]Rating {
	lineups := make([][]Rating, count)
	for l := range lineups {
		lineups[l] = randomLineup(r, 2+r.IntN(5), r.IntN(5) == 0)
	}
	return lineups
}

// handMadeCases are games picked to cover the shapes a table produces and a
// few it does not.
func handMadeCases() []refCase {
	d := Default()
	ana := Rating{Mu: 31.5, Sigma: 3.2}
	ben := Rating{Mu: 22.1, Sigma: 5.9}
	cleo := Rating{Mu: 27.8, Sigma: 1.4}
	dani := Rating{Mu: 18.0, Sigma: 7.7}
	eva := Rating{Mu: 25.0, Sigma: 0.9}
	fede := Rating{Mu: 40.2, Sigma: 6.1}
	six := []Rating{ana, ben, cleo, dani, eva, fede}
	defaults := func(n int) []Rating { return slices.Repeat([]Rating{d}, n) }
	return []refCase{
		{Name: "two newcomers", Players: defaults(2), Places: []int{1, 2}},
		{Name: "two newcomers level", Players: defaults(2), Places: []int{1, 1}},
		{Name: "the favourite wins", Players: []Rating{ana, ben}, Places: []int{1, 2}},
		{Name: "an upset", Players: []Rating{ana, ben}, Places: []int{2, 1}},
		{Name: "two level, unequal", Players: []Rating{ana, dani}, Places: []int{1, 1}},
		{Name: "six newcomers in order", Players: defaults(6), Places: []int{1, 2, 3, 4, 5, 6}},
		{Name: "six in order", Players: six, Places: []int{1, 2, 3, 4, 5, 6}},
		{Name: "six in reverse", Players: six, Places: []int{6, 5, 4, 3, 2, 1}},
		{Name: "six all level", Players: six, Places: []int{1, 1, 1, 1, 1, 1}},
		{Name: "six newcomers all level", Players: defaults(6), Places: []int{1, 1, 1, 1, 1, 1}},
		{Name: "two share first of four", Players: six[:4], Places: []int{1, 3, 1, 4}},
		{Name: "two share last of four", Players: six[:4], Places: []int{3, 1, 2, 3}},
		{Name: "a chinchón among six", Players: six, Places: []int{2, 2, 2, 1, 2, 2}},
		{Name: "a chinchón among three newcomers", Players: defaults(3), Places: []int{1, 2, 2}},
		{Name: "three share the middle of five", Players: six[1:], Places: []int{5, 2, 2, 1, 2}},
		{Name: "places given out of seat order", Players: six[:3], Places: []int{3, 1, 2}},
		{Name: "places as any increasing numbers", Players: six[:4], Places: []int{0, 7, 7, 40}},
		{Name: "one seat", Players: []Rating{ana}, Places: []int{1}},
		{Name: "far apart", Players: []Rating{{Mu: 2000, Sigma: 1}, {Mu: -2000, Sigma: 1}}, Places: []int{2, 1}},
		// σ far above everyone else's, last of eight: the update would
		// shrink σ² below zero, and κ is what keeps it positive.
		{Name: "κ floors σ", Players: append(slices.Repeat([]Rating{{Mu: 25, Sigma: 1}}, 7), Rating{Mu: 25, Sigma: 1000}), Places: []int{1, 2, 3, 4, 5, 6, 7, 8}},
		{Name: "sure and unsure", Players: []Rating{{Mu: 25, Sigma: 0.001}, {Mu: 25, Sigma: 40}}, Places: []int{1, 2}},
	}
}
