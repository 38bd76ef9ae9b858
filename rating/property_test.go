package rating

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// The properties below hold for the model whatever the reference says; they
// catch a mistake the reference comparison could only show as a number.

func TestDefault_NewcomerShowsZero(t *testing.T) {
	d := Default()
	if d.Mu != 25 || d.Sigma != 25.0/3 {
		t.Fatalf("Default() = %+v, want μ 25, σ 25/3", d)
	}
	if d.Ordinal() != 0 {
		t.Errorf("a newcomer's ordinal is %v, want 0", d.Ordinal())
	}
}

func TestPredictWin_ChancesAddUpToOne(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		wide := r.IntN(4) == 0
		players := randomLineup(r, 2+r.IntN(5), wide)
		win := PredictWin(players)
		sum := 0.0
		for _, p := range win {
			if !(p >= 0 && p <= 1) {
				t.Fatalf("PredictWin(%+v) = %v: a chance outside [0, 1]", players, win)
			}
			sum += p
		}
		if math.Abs(sum-1) > 1e-12 {
			t.Fatalf("PredictWin(%+v) = %v adds up to %v", players, win, sum)
		}
		// Far apart, a draw is too unlikely for a float64: 0 is right then.
		if draw := PredictDraw(players); !(draw > 0 && draw < 1 || wide && draw == 0) {
			t.Fatalf("PredictDraw(%+v) = %v, want a chance strictly between 0 and 1", players, draw)
		}
	}
}

func TestPredictWin_StrongerIsLikelier(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 1000 {
		players := randomLineup(r, 2+r.IntN(5), false)
		for i := range players {
			players[i].Sigma = players[0].Sigma // equal certainty: μ alone decides
		}
		win := PredictWin(players)
		for i := range players {
			for j := range players {
				if players[i].Mu > players[j].Mu && !(win[i] > win[j]) {
					t.Fatalf("PredictWin(%+v) = %v: seat %d has the higher μ but not the higher chance", players, win, i+1)
				}
			}
		}
	}
}

func TestPredict_EqualPlayersHaveEqualChances(t *testing.T) {
	for n := 2; n <= 6; n++ {
		players := slices.Repeat([]Rating{Default()}, n)
		for i, p := range PredictWin(players) {
			if math.Abs(p-1/float64(n)) > 1e-15 {
				t.Errorf("%d newcomers: seat %d wins with %v, want 1/%d", n, i+1, p, n)
			}
		}
	}
}

func TestPredict_FewerThanTwoSeats(t *testing.T) {
	if got := PredictWin(nil); len(got) != 0 {
		t.Errorf("PredictWin(no seats) = %v, want none", got)
	}
	if got := PredictWin([]Rating{Default()}); !slices.Equal(got, []float64{1}) {
		t.Errorf("PredictWin(one seat) = %v, want [1]", got)
	}
	if got := PredictDraw([]Rating{Default()}); got != 1 {
		t.Errorf("PredictDraw(one seat) = %v, want 1", got)
	}
}

// Only a place of one's own is sure to move μ one way: sharing last with a
// stronger player is a good result, and may raise μ.
func TestRate_SoleWinnerRisesSoleLastFalls(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		n := 2 + r.IntN(5)
		players := randomLineup(r, n, false)
		places := randomPlaces(r, n)
		after := Rate(players, places)
		first, last := slices.Min(places), slices.Max(places)
		sole := func(place int) bool { return countOf(places, place) == 1 }
		for i := range after {
			if places[i] == first && sole(first) && !(after[i].Mu > players[i].Mu) {
				t.Fatalf("Rate(%+v, %v): seat %d placed first but μ went %v → %v", players, places, i+1, players[i].Mu, after[i].Mu)
			}
			if places[i] == last && sole(last) && !(after[i].Mu < players[i].Mu) {
				t.Fatalf("Rate(%+v, %v): seat %d placed last but μ went %v → %v", players, places, i+1, players[i].Mu, after[i].Mu)
			}
		}
	}
}

func TestRate_SigmaShrinksFromTheWidenedSigma(t *testing.T) {
	m := OpenSkill()
	r := rand.New(rand.NewPCG(7, 8))
	for range 2000 {
		n := 1 + r.IntN(6)
		players := randomLineup(r, n, r.IntN(4) == 0)
		places := randomPlaces(r, n)
		for i, p := range Rate(players, places) {
			widened := math.Sqrt(players[i].Sigma*players[i].Sigma + m.Tau*m.Tau)
			if !(p.Sigma > 0 && p.Sigma <= widened) {
				t.Fatalf("Rate(%+v, %v): seat %d σ %v, want in (0, %v]", players, places, i+1, p.Sigma, widened)
			}
			if n == 1 && (p.Sigma != widened || p.Mu != players[i].Mu) {
				t.Fatalf("a game of one seat gave %+v from %+v, want only σ widened to %v", p, players[i], widened)
			}
		}
	}
}

func TestRate_SeatOrderDoesNotMatter(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 2000 {
		n := 2 + r.IntN(5)
		players := randomLineup(r, n, false)
		places := randomPlaces(r, n)
		after := Rate(players, places)
		perm := r.Perm(n)
		shuffled, shuffledPlaces := make([]Rating, n), make([]int, n)
		for i, p := range perm {
			shuffled[i], shuffledPlaces[i] = players[p], places[p]
		}
		for i, p := range Rate(shuffled, shuffledPlaces) {
			want := after[perm[i]]
			if math.Abs(p.Mu-want.Mu) > 1e-12 || math.Abs(p.Sigma-want.Sigma) > 1e-12 {
				t.Fatalf("Rate(%+v, %v) seat %d = %+v, but the same player in another seat order got %+v", shuffled, shuffledPlaces, i+1, p, want)
			}
		}
	}
}

func TestRate_OnlyTheOrderOfPlacesCounts(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for range 1000 {
		n := 2 + r.IntN(5)
		players := randomLineup(r, n, false)
		places := randomPlaces(r, n)
		// dense (1,2,2,3) and stretched (7,27,27,67) places keep the order
		distinct := slices.Compact(slices.Sorted(slices.Values(places)))
		dense, stretched := make([]int, n), make([]int, n)
		for i, p := range places {
			dense[i] = slices.Index(distinct, p) + 1
			stretched[i] = 20*p - 13
		}
		want := Rate(players, places)
		for _, other := range [][]int{dense, stretched} {
			if got := Rate(players, other); !slices.Equal(got, want) {
				t.Fatalf("Rate(%+v) with places %v = %+v, with %v = %+v", players, places, want, other, got)
			}
		}
	}
}

func TestRate_LevelNewcomersStayLevel(t *testing.T) {
	for n := 2; n <= 6; n++ {
		players := slices.Repeat([]Rating{Default()}, n)
		after := Rate(players, make([]int, n))
		for i, p := range after {
			if math.Abs(p.Mu-25) > 1e-12 {
				t.Errorf("%d newcomers all level: seat %d μ %v, want 25", n, i+1, p.Mu)
			}
			if p.Sigma != after[0].Sigma || p.Sigma >= Default().Sigma {
				t.Errorf("%d newcomers all level: seat %d σ %v (seat 1 %v), want all equal and below 25/3", n, i+1, p.Sigma, after[0].Sigma)
			}
		}
	}
}

func TestRate_PlayersSharingAPlaceFromOneRatingShareTheResult(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for range 1000 {
		n := 3 + r.IntN(4)
		players := randomLineup(r, n, false)
		places := randomPlaces(r, n)
		a, b := r.IntN(n), r.IntN(n)
		if a == b {
			continue
		}
		players[b], places[b] = players[a], places[a]
		after := Rate(players, places)
		if math.Abs(after[a].Mu-after[b].Mu) > 1e-12 || math.Abs(after[a].Sigma-after[b].Sigma) > 1e-12 {
			t.Fatalf("Rate(%+v, %v): seats %d and %d came equal and level but left %+v and %+v", players, places, a+1, b+1, after[a], after[b])
		}
	}
}

func TestRate_ChinchonWinnerGainsEveryoneElseLosesAlike(t *testing.T) {
	// A chinchón ends the game at once: one first, the rest share second.
	players := slices.Repeat([]Rating{Default()}, 4)
	after := Rate(players, []int{2, 1, 2, 2})
	if !(after[1].Mu > 25) {
		t.Errorf("the chinchón's player: μ %v, want above 25", after[1].Mu)
	}
	for _, i := range []int{0, 2, 3} {
		if after[i] != after[0] || !(after[i].Mu < 25) {
			t.Errorf("seat %d after a chinchón: %+v, want below 25 and equal to seat 1's %+v", i+1, after[i], after[0])
		}
	}
}

func TestRate_RefusesPlacesThatDoNotMatchTheSeats(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Rate with 2 players and 3 places did not panic")
		}
	}()
	Rate([]Rating{Default(), Default()}, []int{1, 2, 3})
}

func countOf(places []int, place int) int {
	n := 0
	for _, p := range places {
		if p == place {
			n++
		}
	}
	return n
}
