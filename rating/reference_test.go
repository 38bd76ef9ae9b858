package rating

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// The reference is npm openskill at exactly this version: the package doc
// names the choices it makes, and a later version may make others.
const openskillVersion = "5.0.1"

// agreement is how far μ, σ and the odds may stray from the reference.
const agreement = 1e-9

// refGame is one game of the sequential history: seats index the pool.
type refGame struct {
	Seats  []int `json:"seats"`
	Places []int `json:"places"`
}

// refCase is one game rated on its own, from the ratings given.
type refCase struct {
	Name    string   `json:"name"`
	Players []Rating `json:"players"`
	Places  []int    `json:"places"`
}

type refInput struct {
	Pool    int        `json:"pool"`
	History []refGame  `json:"history"`
	Cases   []refCase  `json:"cases"`
	Lineups [][]Rating `json:"lineups"`
}

type refOdds struct {
	Win  []float64 `json:"win"`
	Draw float64   `json:"draw"`
}

type refOutput struct {
	Version  string      `json:"version"`
	Default  Rating      `json:"default"`
	History  [][]Rating  `json:"history"`
	Before   []refOdds   `json:"before"`
	Cases    [][]Rating  `json:"cases"`
	Ordinals [][]float64 `json:"ordinals"`
	Lineups  []refOdds   `json:"lineups"`
}

// TestOpenSkillReference rates the same games as npm openskill 5.0.1, run by
// node on testdata/openskill.mjs, and wants the same numbers to 1e-9: one
// season-like history of 2,000 random games of 2 to 6 seats from a pool of
// 30, ratings carried from game to game on both sides, with the odds before
// every game; hand-made games; and the odds of random line-ups.
func TestOpenSkillReference(t *testing.T) {
	node, prefix := openskill(t)
	r := rand.New(rand.NewPCG(19, 2011))
	in := refInput{
		Pool:    30,
		History: randomHistory(r, 2000, 30),
		Cases:   handMadeCases(),
		Lineups: randomLineups(r, 400),
	}
	start := time.Now()
	out := runReference(t, node, prefix, in)
	t.Logf("node ran the reference in %v", time.Since(start).Round(time.Millisecond))
	if out.Version != openskillVersion {
		t.Fatalf("the reference is openskill %s, want %s", out.Version, openskillVersion)
	}
	if out.Default != Default() {
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
				worst.rating(t, fmt.Sprintf("%s seat %d", where, i+1), pool[s], out.History[g][i])
			}
		}
		t.Logf("%d games: largest difference μ %.3g, σ %.3g, win %.3g, draw %.3g",
			len(in.History), worst.mu, worst.sigma, worst.win, worst.draw)
	})

	t.Run("hand-made", func(t *testing.T) {
		var worst gap
		for c, game := range in.Cases {
			got := Rate(game.Players, game.Places)
			if len(out.Cases[c]) != len(got) {
				t.Fatalf("%s: the reference gave %d ratings, want %d", game.Name, len(out.Cases[c]), len(got))
			}
			for i := range got {
				worst.rating(t, fmt.Sprintf("%s seat %d", game.Name, i+1), got[i], out.Cases[c][i])
				worst.ordinal = math.Max(worst.ordinal, worst.check(t, fmt.Sprintf("%s seat %d ordinal", game.Name, i+1), game.Players[i].Ordinal(), out.Ordinals[c][i]))
			}
		}
		t.Logf("%d games: largest difference μ %.3g, σ %.3g, ordinal %.3g", len(in.Cases), worst.mu, worst.sigma, worst.ordinal)
	})

	t.Run("odds", func(t *testing.T) {
		var worst gap
		for l, players := range in.Lineups {
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

// openskill finds node and a folder holding openskill 5.0.1: the one named
// by OPENSKILL_PREFIX (a `npm install --prefix` folder), or a fresh install
// into a temporary folder. Without node or npm the test is skipped, except
// in CI, which always runs it.
func openskill(t *testing.T) (node, prefix string) {
	t.Helper()
	prefix = os.Getenv("OPENSKILL_PREFIX")
	need := []string{"node"}
	if prefix == "" {
		need = append(need, "npm")
	}
	paths := map[string]string{}
	for _, tool := range need {
		p, err := exec.LookPath(tool)
		if err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("no %s in CI: the rating is checked against npm openskill %s, run by node", tool, openskillVersion)
			}
			t.Skipf("no %s: the rating is checked against npm openskill %s, run by node (CI runs this test)", tool, openskillVersion)
		}
		paths[tool] = p
	}
	if prefix != "" {
		return paths["node"], prefix
	}
	prefix = t.TempDir()
	start := time.Now()
	install := exec.Command(paths["npm"], "install", "--prefix", prefix, "--no-audit", "--no-fund",
		"--prefer-offline", "--loglevel=error", "openskill@"+openskillVersion)
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("npm install openskill@%s: %v\n%s(set OPENSKILL_PREFIX to a folder where it is installed)", openskillVersion, err, out)
	}
	t.Logf("npm installed openskill %s in %v", openskillVersion, time.Since(start).Round(time.Millisecond))
	return paths["node"], prefix
}

// runReference feeds the games to the reference in one node process.
func runReference(t *testing.T, node, prefix string, in refInput) refOutput {
	t.Helper()
	games, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	driver, err := filepath.Abs(filepath.Join("testdata", "openskill.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, driver, prefix)
	cmd.Stdin = bytes.NewReader(games)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", driver, err, stderr.Bytes())
	}
	var out refOutput
	if err := json.Unmarshal(stdout, &out); err != nil {
		t.Fatalf("the reference's answer: %v", err)
	}
	if len(out.Cases) != len(in.Cases) || len(out.Ordinals) != len(in.Cases) || len(out.Lineups) != len(in.Lineups) {
		t.Fatalf("the reference answered %d cases, %d line-ups; want %d, %d",
			len(out.Cases), len(out.Lineups), len(in.Cases), len(in.Lineups))
	}
	return out
}
