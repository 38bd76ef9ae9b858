package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// chucheRefBinary is the real chuche-ref, built with go build, for the tests
// that need whole processes: several at once on one ledger, or a ledger on a
// read-only or full file system.
type chucheRefBinary struct {
	path string
	env  []string // a clean environment: no CHUCHE_REF_* from the caller
}

// buildChucheRef builds this package into a temporary folder. The test
// binary already compiled these files, so the build is a link from cache.
func buildChucheRef(t *testing.T) *chucheRefBinary {
	t.Helper()
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build chuche-ref with")
	}
	dir := t.TempDir()
	exe := filepath.Join(dir, "chuche-ref")
	build := exec.Command(gocmd, "build", "-o", exe, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	home := filepath.Join(dir, "home")
	return &chucheRefBinary{path: exe, env: []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + home,
		"XDG_DATA_HOME=" + filepath.Join(home, ".local", "share"),
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"NO_COLOR=1",
	}}
}

// runResult is what one chuche-ref process did.
type runResult struct {
	stdout, stderr string
	code           int
}

// run runs chuche-ref to the end; only a failure to start it is fatal.
func (b *chucheRefBinary) run(t *testing.T, args ...string) runResult {
	t.Helper()
	cmd := exec.Command(b.path, args...)
	cmd.Env = b.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("chuche-ref %q: %v", args, err)
	}
	return runResult{stdout: stdout.String(), stderr: stderr.String(), code: cmd.ProcessState.ExitCode()}
}

// mustRun runs chuche-ref and fails the test unless it exits 0.
func (b *chucheRefBinary) mustRun(t *testing.T, args ...string) string {
	t.Helper()
	r := b.run(t, args...)
	if r.code != 0 {
		t.Fatalf("chuche-ref %q: exit %d\n%s%s", args, r.code, r.stdout, r.stderr)
	}
	return r.stdout
}

// cleanHand is a cutter's 7 cards with nothing left over: the cut scores
// -10 (CN-10), so two players taking turns to cut stay near zero and a
// game of any length never ends.
const cleanHand = "5o 6o 7o 12c 12e 12b 12o"

// cutArgs are round's Chinchón flags for a clean cut by cutter, the other
// player entered by points.
func cutArgs(cutter, other string, points int) []string {
	return []string{"round", "--cut", cutter, "--hand", cutter + "=" + cleanHand, "--points", other + "=" + strconv.Itoa(points)}
}
