package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// chucheRefBinary is the real chuche-ref as a process of its own, for the
// tests that need whole processes: on a pseudo-terminal, several at once on
// one ledger, killed, or on a read-only or full file system. The process is
// this test binary: TestMain puts it on PATH as chuche-ref and runs Main
// when it is started under that name, so the suite links no second binary.
type chucheRefBinary struct {
	path string
	env  []string // a clean environment: no CHUCHE_REF_* from the caller
}

// chucheRef is chuche-ref on PATH as TestMain set it up, with a home of
// its own in a temporary folder.
func chucheRef(t *testing.T) *chucheRefBinary {
	t.Helper()
	return &chucheRefBinary{path: testCommand(t, "chuche-ref"), env: cleanEnv(t.TempDir())}
}

// testCommand is the path of one of TestMain's commands.
func testCommand(t testing.TB, name string) string {
	t.Helper()
	exe, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s is not on PATH (TestMain puts it there): %v", name, err)
	}
	return exe
}

// cleanEnv is an environment with nothing from the caller's but PATH, and
// a home in dir.
func cleanEnv(dir string) []string {
	home := filepath.Join(dir, "home")
	return []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + home,
		"XDG_DATA_HOME=" + filepath.Join(home, ".local", "share"),
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"NO_COLOR=1",
	}
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

// mustRun runs a step the test stands on — a table set up, a write by
// another terminal, the ledger read back — with b's environment, in this
// process (mainIn), and fails the test unless it exits 0; it returns
// stdout. run is the command under test, a process of its own.
func (b *chucheRefBinary) mustRun(t *testing.T, args ...string) string {
	t.Helper()
	var stdout, stderr strings.Builder
	if code := mainIn(b.env, &stdout, &stderr, args...); code != 0 {
		t.Fatalf("chuche-ref %q: exit %d\n%s%s", args, code, stdout.String(), stderr.String())
	}
	return stdout.String()
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
