// Package ratingtest runs the rating's reference implementation, npm
// openskill at the version the rating package follows, for the tests of
// every package that rates (the rating itself, the league, the commands):
// the same numbers to 1e-9 or the test fails.
package ratingtest

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// Version is the reference: npm openskill at exactly this version. The
// rating package's doc names the choices it makes; a later version may
// make others.
const Version = "5.0.1"

// Agreement is how far μ, σ and the odds may stray from the reference.
const Agreement = 1e-9

// Input is what the driver (rating/testdata/openskill.mjs) reads: one
// sequential history of games over a pool of players (seats index the
// pool, every player starting at openskill's default), games rated on
// their own from given ratings, and line-ups whose odds are asked.
type Input struct {
	Pool    int       `json:"pool"`
	History []Game    `json:"history"`
	Cases   []Case    `json:"cases"`
	Lineups [][]MuSig `json:"lineups"`
}

// Game is one game of the history.
type Game struct {
	Seats  []int `json:"seats"`
	Places []int `json:"places"`
}

// Case is one game rated on its own.
type Case struct {
	Name    string  `json:"name"`
	Players []MuSig `json:"players"`
	Places  []int   `json:"places"`
}

// MuSig is a rating as the driver reads and writes it.
type MuSig struct {
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
}

// Odds are a line-up's chances as the driver computes them.
type Odds struct {
	Win  []float64 `json:"win"`
	Draw float64   `json:"draw"`
}

// Output is the driver's answer.
type Output struct {
	Version  string      `json:"version"`
	Default  MuSig       `json:"default"`
	History  [][]MuSig   `json:"history"` // each game's seats after it
	Before   []Odds      `json:"before"`  // each game's odds before it
	Cases    [][]MuSig   `json:"cases"`
	Ordinals [][]float64 `json:"ordinals"`
	Lineups  []Odds      `json:"lineups"`
}

// Run feeds in to the reference in one node process and returns its
// answer, after checking it is openskill at Version and answered every
// game, case and line-up. Without node (or npm, to install the package)
// the test is skipped, except in CI, which always runs it.
func Run(t testing.TB, in Input) Output {
	t.Helper()
	node, prefix := install(t)
	if in.History == nil {
		in.History = []Game{}
	}
	if in.Cases == nil {
		in.Cases = []Case{}
	}
	if in.Lineups == nil {
		in.Lineups = [][]MuSig{}
	}
	games, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, driver(t), prefix)
	cmd.Stdin = bytes.NewReader(games)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	start := time.Now()
	stdout, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", driver(t), err, stderr.Bytes())
	}
	t.Logf("node ran the reference in %v", time.Since(start).Round(time.Millisecond))
	var out Output
	if err := json.Unmarshal(stdout, &out); err != nil {
		t.Fatalf("the reference's answer: %v", err)
	}
	if out.Version != Version {
		t.Fatalf("the reference is openskill %s, want %s", out.Version, Version)
	}
	if len(out.History) != len(in.History) || len(out.Before) != len(in.History) || len(out.Cases) != len(in.Cases) ||
		len(out.Ordinals) != len(in.Cases) || len(out.Lineups) != len(in.Lineups) {
		t.Fatalf("the reference answered %d games, %d cases, %d line-ups; want %d, %d, %d",
			len(out.History), len(out.Cases), len(out.Lineups), len(in.History), len(in.Cases), len(in.Lineups))
	}
	return out
}

// driver is the reference's driver, beside this package.
func driver(t testing.TB) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot find the openskill driver")
	}
	return filepath.Join(filepath.Dir(file), "..", "testdata", "openskill.mjs")
}

// install finds node and a folder holding openskill: the one named by
// OPENSKILL_PREFIX (a `npm install --prefix` folder), or a fresh install
// into the test's temporary folder.
func install(t testing.TB) (node, prefix string) {
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
				t.Fatalf("no %s in CI: the rating is checked against npm openskill %s, run by node", tool, Version)
			}
			t.Skipf("no %s: the rating is checked against npm openskill %s, run by node (CI runs this test)", tool, Version)
		}
		paths[tool] = p
	}
	if prefix != "" {
		return paths["node"], prefix
	}
	dir := t.TempDir()
	start := time.Now()
	npm := exec.Command(paths["npm"], "install", "--prefix", dir, "--no-audit", "--no-fund",
		"--prefer-offline", "--loglevel=error", "openskill@"+Version)
	if out, err := npm.CombinedOutput(); err != nil {
		t.Fatalf("npm install openskill@%s: %v\n%s(set OPENSKILL_PREFIX to a folder where it is installed)", Version, err, out)
	}
	t.Logf("npm installed openskill %s in %v", Version, time.Since(start).Round(time.Millisecond))
	return paths["node"], dir
}
