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
// OPENSKILL_PREFIX (a `npm install --prefix` folder), or the one installed
// once into the user's cache folder and shared by every package and run
// (npm spends seconds of CPU on each install; the reference's answer takes
// a fraction of that). Without a cache folder it installs into the test's
// temporary folder.
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
	if cache, err := os.UserCacheDir(); err == nil {
		if dir, ok := cached(t, paths["npm"], filepath.Join(cache, "chuche-ref", "openskill-"+Version)); ok {
			return paths["node"], dir
		}
	}
	dir := t.TempDir()
	npmInstall(t, paths["npm"], dir)
	return paths["node"], dir
}

// cached returns dir once it holds openskill at Version, installing it
// there first if it does not; false when the cache folder cannot be
// written. The install goes into a fresh folder beside dir that is then
// renamed to dir, so that a test binary running at the same time (go test
// runs packages side by side) sees either no folder or a whole one; the
// one that renames second uses the first one's.
func cached(t testing.TB, npm, dir string) (string, bool) {
	t.Helper()
	if installed(dir) {
		return dir, true
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		t.Logf("no cache for the reference: %v", err)
		return "", false
	}
	fresh, err := os.MkdirTemp(filepath.Dir(dir), filepath.Base(dir)+".*")
	if err != nil {
		t.Logf("no cache for the reference: %v", err)
		return "", false
	}
	defer os.RemoveAll(fresh)
	npmInstall(t, npm, fresh)
	if !installed(fresh) {
		t.Fatalf("npm install openskill@%s left no openskill %s in %s", Version, Version, fresh)
	}
	if err := os.Rename(fresh, dir); err != nil && !installed(dir) {
		// A folder under that name that is not a whole install (left by
		// something else than this function) is replaced.
		if err := os.RemoveAll(dir); err != nil {
			t.Logf("no cache for the reference: %v", err)
			return "", false
		}
		if err := os.Rename(fresh, dir); err != nil && !installed(dir) {
			t.Logf("no cache for the reference: %v", err)
			return "", false
		}
	}
	return dir, true
}

// installed says whether dir is a `npm install --prefix` folder holding
// openskill at Version.
func installed(dir string) bool {
	raw, err := os.ReadFile(filepath.Join(dir, "node_modules", "openskill", "package.json"))
	if err != nil {
		return false
	}
	var pkg struct {
		Version string `json:"version"`
	}
	return json.Unmarshal(raw, &pkg) == nil && pkg.Version == Version
}

// npmInstall installs openskill at Version into dir.
func npmInstall(t testing.TB, npm, dir string) {
	t.Helper()
	start := time.Now()
	cmd := exec.Command(npm, "install", "--prefix", dir, "--no-audit", "--no-fund",
		"--prefer-offline", "--loglevel=error", "openskill@"+Version)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("npm install openskill@%s: %v\n%s(set OPENSKILL_PREFIX to a folder where it is installed)", Version, err, out)
	}
	t.Logf("npm installed openskill %s in %v", Version, time.Since(start).Round(time.Millisecond))
}
