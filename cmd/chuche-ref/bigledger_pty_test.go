package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// bigLedger is a ledger of n games and its export, all.json, in dir.
func bigLedger(t *testing.T, tb *ptyTable, n int) {
	t.Helper()
	for range n {
		tb.cli("new", "chinchon", "--players", "Ana,Ben")
	}
	tb.cli("export", "--all", "-o", tb.path("all.json"))
}

func (tb *ptyTable) path(name string) string {
	for _, kv := range tb.env {
		if v, ok := strings.CutPrefix(kv, "HOME="); ok {
			return filepath.Join(v, name)
		}
	}
	tb.t.Fatal("no HOME")
	return ""
}

// onPTY runs the binary on a pseudo-terminal to the end, stderr to a pipe
// when stderr is not nil; it returns every byte written to the terminal.
func (tb *ptyTable) onPTY(stderr *bytes.Buffer, env []string, args ...string) (raw string, v *vtest.Term) {
	tb.t.Helper()
	cmd := exec.Command(tb.bin, args...)
	cmd.Env = append(append([]string(nil), tb.env...), env...)
	if stderr != nil {
		cmd.Stderr = stderr
	}
	v = vtest.Start(tb.t, cmd, vtest.Options{Cols: 100, Rows: 10})
	if code := v.Wait(); code != 0 {
		tb.t.Fatalf("chuche-ref %s: exit %d\n%s", strings.Join(args, " "), code, v.Dump())
	}
	return v.Raw(), v
}

// TestBigLedgerOnATerminal: import and export on a terminal show how far
// they have got on stderr, and clear the line before the report; never on
// a pipe, never with --json. games --all taller than the terminal goes
// through $PAGER; piped, it does not.
func TestBigLedgerOnATerminal(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	// chuche-ref-quickprogress is chuche-ref with the progress line's one
	// second wait set to none (see TestMain), so that an import of a few
	// games shows it.
	bin := testCommand(t, "chuche-ref-quickprogress")
	tb := newPTYTable(t, bin)
	bigLedger(t, tb, 25)

	t.Run("import on a terminal", func(t *testing.T) {
		tb.t = t
		raw, v := tb.onPTY(nil, nil, "--db", tb.path("a.db"), "import", tb.path("all.json"))
		for _, want := range []string{"\rchecking 0 of 25 games (0%)", "\rimporting ", "games (", "\r" + strings.Repeat(" ", 20)} {
			if !strings.Contains(raw, want) {
				t.Errorf("no %q on the terminal:\n%q", want, raw)
			}
		}
		if lines := v.Lines(); !strings.HasPrefix(lines[0], "Imported 25 games from ") {
			t.Errorf("the report's first line is %q (the progress line not cleared?)\n%s", lines[0], v.Dump())
		}
	})
	t.Run("export -o on a terminal", func(t *testing.T) {
		tb.t = t
		raw, _ := tb.onPTY(nil, nil, "export", "--all", "-o", tb.path("again.json"))
		if !strings.Contains(raw, "\rexporting 1 of 25 games (4%)") {
			t.Errorf("no progress of the export:\n%q", raw)
		}
		if !strings.Contains(raw, "Exported 25 games") {
			t.Errorf("no report:\n%q", raw)
		}
	})
	t.Run("stderr a pipe", func(t *testing.T) {
		tb.t = t
		var stderr bytes.Buffer
		raw, _ := tb.onPTY(&stderr, nil, "--db", tb.path("b.db"), "import", tb.path("all.json"))
		if strings.Contains(raw, "\r ") || strings.Contains(raw, "importing") || stderr.Len() != 0 {
			t.Errorf("progress without a terminal on stderr: terminal %q, stderr %q", raw, stderr.String())
		}
	})
	t.Run("--json", func(t *testing.T) {
		tb.t = t
		raw, _ := tb.onPTY(nil, nil, "--db", tb.path("c.db"), "import", "--json", tb.path("all.json"))
		if strings.Contains(raw, "checking") || strings.Contains(raw, "importing") {
			t.Errorf("progress with --json: %q", raw)
		}
	})
	pagingTests(t, tb)
}

// pagingTests: games --all and the other long lists on a terminal.
func pagingTests(t *testing.T, tb *ptyTable) {
	pager := tb.path("pager.sh")
	record := tb.path("paged.txt")
	script := fmt.Sprintf("#!/bin/sh\necho called > %q\ncat >> %q\n", record, record)
	if err := os.WriteFile(pager, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	env := []string{"PAGER=" + pager}

	t.Run("games --all on a terminal", func(t *testing.T) {
		tb.t = t
		tb.onPTY(nil, env, "games", "--all")
		got, err := os.ReadFile(record)
		if err != nil {
			t.Fatalf("the pager was not called: %v", err)
		}
		if !strings.HasPrefix(string(got), "called\nID ") || strings.Count(string(got), "chinchon") < 25 {
			t.Errorf("the pager got %q", got)
		}
	})
	for _, args := range [][]string{{"players"}, {"stats"}, {"games", "--limit", "3"}} {
		t.Run(strings.Join(args, " ")+" fits: no pager", func(t *testing.T) {
			tb.t = t
			os.Remove(record)
			tb.onPTY(nil, env, args...)
			if _, err := os.Stat(record); err == nil {
				t.Error("the pager was called for a short list")
			}
		})
	}
	t.Run("games --all piped", func(t *testing.T) {
		tb.t = t
		os.Remove(record)
		cmd := exec.Command(tb.bin, "games", "--all")
		cmd.Env = append(append([]string(nil), tb.env...), env...)
		out, err := cmd.Output()
		if err != nil || strings.Count(string(out), "chinchon") < 25 {
			t.Errorf("piped: %v\n%s", err, out)
		}
		if _, err := os.Stat(record); err == nil {
			t.Error("the pager was called on a pipe")
		}
	})
}
