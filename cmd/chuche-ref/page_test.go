package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestHistoryPagesOnATerminal runs the real binary on a pseudo-terminal of
// 12 rows: a long history goes through $PAGER, a short one and --json not.
func TestHistoryPagesOnATerminal(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t)
	db := filepath.Join(t.TempDir(), "ledger.db")
	bin.env = append(bin.env, "CHUCHE_REF_DB="+db)
	pagerScript := filepath.Join(t.TempDir(), "pager")
	if err := os.WriteFile(pagerScript, []byte("#!/bin/sh\nsed 's/^/PAGED /'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	mustRun := func(args ...string) {
		t.Helper()
		if r := bin.run(t, args...); r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
	}
	onTTY := func(pager string, args ...string) string {
		t.Helper()
		cmd := exec.Command(bin.path, args...)
		cmd.Env = append(bin.env, "PAGER="+pager)
		tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 12, Cols: 100})
		if err != nil {
			t.Fatal(err)
		}
		defer tty.Close()
		var out bytes.Buffer
		done := make(chan struct{})
		go func() { io.Copy(&out, tty); close(done) }()
		if err := cmd.Wait(); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out.String())
		}
		select {
		case <-done:
		case <-time.After(5 * time.Second):
		}
		return strings.ReplaceAll(out.String(), "\r\n", "\n")
	}

	mustRun("new", "chinchon", "--players", "Ana,Ben")
	short := onTTY(pagerScript, "history")
	if strings.Contains(short, "PAGED") || !strings.Contains(short, "No entries yet.") {
		t.Errorf("a short history was paged:\n%s", short)
	}
	for range 3 {
		mustRun("round", "--cut", "Ana", "--hand", "Ana=1o 2o 3o 5c 5e 5b 4c", "--points", "Ben=12")
	}
	long := onTTY(pagerScript, "history")
	if !strings.Contains(long, "PAGED #1 ") || !strings.Contains(long, "PAGED #3 ") {
		t.Errorf("a long history was not paged:\n%s", long)
	}
	plain := onTTY("/nonexistent/pager", "history")
	if !strings.Contains(plain, "#3 ") || strings.Contains(plain, "PAGED") {
		t.Errorf("a missing pager lost the output:\n%s", plain)
	}
	js := onTTY(pagerScript, "history", "--json")
	if strings.Contains(js, "PAGED") || !strings.Contains(js, `"entries"`) {
		t.Errorf("--json was paged:\n%s", js)
	}
}
