package rating

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/chuche-ref/chuche-ref/rating/ratingtest"
)

// The reference's games, as the driver reads them.
type (
	refGame = ratingtest.Game
	refOdds = ratingtest.Odds
)

// refCase is one game rated on its own, from the ratings given.
type refCase struct {
	Name    string
	Players []Rating
	Places  []int
}

const agreement = ratingtest.Agreement

func musig(r Rating) ratingtest.MuSig    { return ratingtest.MuSig{Mu: r.Mu, Sigma: r.Sigma} }
func ratingOf(r ratingtest.MuSig) Rating { return Rating{Mu: r.Mu, Sigma: r.Sigma} }

// TestOpenSkillReference rates the same games as npm openskill 5.0.1, run by
// node on testdata/openskill.mjs, and wants the same numbers to 1e-9: one
// season-like history of 2,000 random games of 2 to 6 seats from a pool of
// 30, ratings carried from game to game on both sides, with the odds before
// every game; hand-made games; and the odds of random line-ups.
func TestOpenSkillReference(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 2011))
	lineups := randomLineups(r, 400)
	cases := handMadeCases()
	in := ratingtest.Input{Pool: 30, History: randomHistory(r, 2000, 30)}
	for _, c := range cases {
		rc := ratingtest.Case{Name: c.Name, Places: c.Places}
		for _, p := range c.Players {
			rc.Players = append(rc.Players, musig(p))
		}
		in.Cases = append(in.Cases, rc)
	}
	for _, l := range lineups {
		var line []ratingtest.MuSig
		for _, p := range l {
			line = append(line, musig(p))
		}
		in.Lineups = append(in.Lineups, line)
	}
	out := ratingtest.Run(t, in)
	if ratingOf(out.Default) != Default() {
		t.Errorf("Default() = %+v, openskill's rating() = %+v", Default(), out.Default)
	}

	t.Run("history", func(t *testing.T) {
		if len(out.History) != len(in.History) || len(out.Before) != len(in.History) {
			t.Fatalf("the reference rated %d games, want %d", len(out.History), len(in.History))
		}
		var worst gap
		pool := make([]Rating, in.Pool)
		for i := range pool {
			pool[i] = Default()
		}
		for g, game := range in.History {
			players := make([]Rating, len(game.Seats))
			for i, s := range game.Seats {
				players[i] = pool[s]
			}
			where := fmt.Sprintf("game %d %v", g+1, game.Places)
			worst.odds(t, where+" odds before", PredictWin(players), PredictDraw(players), out.Before[g])
			for i, after := range Rate(players, game.Places) {
				pool[game.Seats[i]] = after
			}
			for i, s := range game.Seats {
				worst.rating(t, fmt.Sprintf("%s seat %d", where, i+1), pool[s], ratingOf(out.History[g][i]))
			}
		}
		t.Logf("%d games: largest difference μ %.3g, σ %.3g, win %.3g, draw %.3g",
			len(in.History), worst.mu, worst.sigma, worst.win, worst.draw)
	})

	t.Run("hand-made", func(t *testing.T) {
		var worst gap
		for c, game := range cases {
			players := game.Players
			got := Rate(players, game.Places)
			if len(out.Cases[c]) != len(got) {
				t.Fatalf("%s: the reference gave %d ratings, want %d", game.Name, len(out.Cases[c]), len(got))
			}
			for i := range got {
				worst.rating(t, fmt.Sprintf("%s seat %d", game.Name, i+1), got[i], ratingOf(out.Cases[c][i]))
				worst.ordinal = math.Max(worst.ordinal, worst.check(t, fmt.Sprintf("%s seat %d ordinal", game.Name, i+1), players[i].Ordinal(), out.Ordinals[c][i]))
			}
		}
		t.Logf("%d games: largest difference μ %.3g, σ %.3g, ordinal %.3g", len(cases), worst.mu, worst.sigma, worst.ordinal)
	})

	t.Run("odds", func(t *testing.T) {
		var worst gap
		for l, players := range lineups {
			worst.odds(t, fmt.Sprintf("line-up %d %+v", l+1, players), PredictWin(players), PredictDraw(players), out.Lineups[l])
		}
		t.Logf("%d line-ups: largest difference win %.3g, draw %.3g", len(in.Lineups), worst.win, worst.draw)
	})
}

// gap keeps the largest difference seen from the reference, by quantity.
type gap struct{ mu, sigma, ordinal, win, draw float64 }

func (g *gap) check(t *testing.T, what string, got, want float64) float64 {
	t.Helper()
	d := math.Abs(got - want)
	if !(d <= agreement) {
		t.Errorf("%s: %.17g, the reference says %.17g (off by %.3g)", what, got, want, d)
	}
	return d
}

func (g *gap) rating(t *testing.T, what string, got, want Rating) {
	t.Helper()
	g.mu = math.Max(g.mu, g.check(t, what+" μ", got.Mu, want.Mu))
	g.sigma = math.Max(g.sigma, g.check(t, what+" σ", got.Sigma, want.Sigma))
}

func (g *gap) odds(t *testing.T, what string, win []float64, draw float64, want refOdds) {
	t.Helper()
	if len(win) != len(want.Win) {
		t.Fatalf("%s: %d chances, the reference gave %d", what, len(win), len(want.Win))
	}
	for i := range win {
		g.win = math.Max(g.win, g.check(t, fmt.Sprintf("%s seat %d wins", what, i+1), win[i], want.Win[i]))
	}
	g.draw = math.Max(g.draw, g.check(t, what+" draw", draw, want.Draw))
}
