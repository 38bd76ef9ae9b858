package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
)

func tenLines(w io.Writer) error {
	for i := range 10 {
		if _, err := io.WriteString(w, strings.Repeat("x", i)+"\n"); err != nil {
			return err
		}
	}
	return nil
}

func TestPager_Page(t *testing.T) {
	fail := errors.New("no such pager")
	for _, c := range []struct {
		name    string
		tty     bool
		rows    int
		command string
		runErr  error
		paged   bool
	}{
		{"not a terminal", false, 5, "less", nil, false},
		{"fits the terminal", true, 11, "less", nil, false},
		{"taller than the terminal", true, 10, "less", nil, true},
		{"height unknown", true, 0, "less", nil, false},
		{"paging off", true, 5, "", nil, false},
		{"pager cannot start", true, 5, "nope", fail, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			var ran []byte
			p := pager{out: &out, errOut: io.Discard, tty: c.tty, rows: func() int { return c.rows }, command: c.command,
				run: func(command string, text []byte, out, errOut io.Writer) error {
					ran = text
					return c.runErr
				}}
			if err := p.page(tenLines); err != nil {
				t.Fatal(err)
			}
			if (ran != nil) != c.paged {
				t.Errorf("pager ran: %v, want %v", ran != nil, c.paged)
			}
			var want bytes.Buffer
			tenLines(&want)
			shown := out.String()
			if ran != nil && c.runErr == nil {
				shown = string(ran)
			}
			if shown != want.String() {
				t.Errorf("shown %q", shown)
			}
		})
	}
}

func TestRunPager_RealProcess(t *testing.T) {
	if _, err := exec.LookPath("tr"); err != nil {
		t.Skip("no tr")
	}
	var out bytes.Buffer
	if err := runPager("tr a-z A-Z", []byte("hand 1\n"), &out, io.Discard); err != nil || out.String() != "HAND 1\n" {
		t.Errorf("through tr: %q, %v", out.String(), err)
	}
	if err := runPager("/nonexistent/pager -R", []byte("x"), &out, io.Discard); err == nil {
		t.Error("a missing pager did not fail")
	}
}

// TestHistoryPagesOnATerminal runs the real binary on a pseudo-terminal of
// 12 rows: a long history goes through $PAGER, a short one and --json not.
func TestHistoryPagesOnATerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and runs it on a pseudo-terminal")
	}
	bin := buildChucheRef(t)
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
