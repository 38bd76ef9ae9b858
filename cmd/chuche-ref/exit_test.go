package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

// failingWriter is stdout on a full disk: every write fails.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// CLI.md: a failed write to stdout is exit 4 with a message, never 0 — even
// when the command ignores Fprintf's error (human output), or when it
// returns it (--json).
func TestExit_FailedStdoutWriteIsInternal(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"version"}, {"--json", "version"}, {"check", "capture", "--target", "8", "--play", "R3", "--take", "Y1,B4"}} {
		var stderr bytes.Buffer
		streams := &IOStreams{In: strings.NewReader(""), Out: failingWriter{}, ErrOut: &stderr}
		env := map[string]string{"XDG_DATA_HOME": t.TempDir(), "XDG_CONFIG_HOME": t.TempDir()}
		code := Main(args, streams, func(k string) (string, bool) { v, ok := env[k]; return v, ok })
		if code != exitInternal || !strings.Contains(stderr.String(), "chuche-ref: internal error: cannot write to stdout: no space left on device") {
			t.Errorf("%v: exit %d, stderr %q; want 4 and the internal error", args, code, stderr.String())
		}
	}
}

// The real binary with stdout on /dev/full.
func TestExit_DevFull(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	if testing.Short() {
		t.Skip("runs chuche-ref as processes of its own")
	}
	bin := chucheRef(t)
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer full.Close()
	cmd := exec.Command(bin.path, "--db", filepath.Join(t.TempDir(), "l.db"), "new", "chinchon", "--players", "Ana,Ben")
	cmd.Env, cmd.Stdout = bin.env, full
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitInternal || !strings.Contains(stderr.String(), "internal error") {
		t.Fatalf("stdout on /dev/full: %v, stderr %q; want exit 4, internal error", err, stderr.String())
	}
}

// The one switch: every kind of failure, from this package's error type to
// the core's and the store's own, maps to its exit code; anything else is
// internal (4), never usage (2).
func TestExit_OneSwitch(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		err  error
		want int
	}{
		{fault.Inputf("bad flag"), exitInput},
		{fault.Refusedf("no"), exitInvalid},
		{fault.Ledgerf("corrupt"), exitLedger},
		{fault.Inputf("unknown card %q", "Z9"), exitInput},
		{fmt.Errorf("hand: %w", fault.Inputf("unknown card")), exitInput},
		{fault.Refusedf("it is %s's turn, not %s's (CU-6)", "Ben", "Ana"), exitInvalid},
		{storeErr(fault.Ledger, fault.Locked, "locked"), exitLedger},
		{storeErr(fault.Input, fault.NotFound, "no game 9"), exitInput},
		{storeErr(fault.Ledger, fault.Corrupt, "corrupt"), exitLedger},
		{errors.New("something nobody foresaw"), exitInternal},
	} {
		var stderr bytes.Buffer
		if got := exitCode(c.err, &stderr); got != c.want {
			t.Errorf("%T %v: exit %d, want %d", c.err, c.err, got, c.want)
		}
		if c.want == exitInternal && !strings.HasPrefix(stderr.String(), "chuche-ref: internal error: ") {
			t.Errorf("unforeseen error said %q", stderr.String())
		}
	}
}

// Cobra's own errors — an unknown command, before any command runs — are
// usage errors (2), not internal ones.
func TestExit_UnknownCommandIsUsage(t *testing.T) {
	t.Parallel()
	var stdout, stderr bytes.Buffer
	streams := &IOStreams{In: strings.NewReader(""), Out: &stdout, ErrOut: &stderr}
	if code := Main([]string{"frobnicate"}, streams, func(string) (string, bool) { return "", false }); code != exitInput {
		t.Errorf("unknown command: exit %d (%s), want 2", code, stderr.String())
	}
}

// storeErr is an error as the store makes them: a fault.Error of the
// store's kind.
func storeErr(k fault.Kind, sk fault.Store, msg string) error {
	return fault.New(k, "%s", msg).Of(sk)
}
