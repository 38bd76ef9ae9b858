//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// Ctrl-C during a long import exits 130 and leaves the
// ledger as it was: the store rolls back on the cancelled context, and the
// one exit switch maps the interruption to 130. A real process gets a real
// SIGINT, at growing delays until one lands while the import runs.
func TestImport_SIGINTExits130LedgerUntouched(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("imports a large file into chuche-ref")
	}
	bin := chucheRef(t)
	dir := t.TempDir()
	ledger := filepath.Join(dir, "ledger.db")
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben", "--name", "home")
	big := largeExport(t, bin, dir, 4000)

	for _, delay := range []time.Duration{150, 300, 600, 1200} {
		before := fileSum(t, ledger)
		cmd := exec.Command(bin.path, "--db", ledger, "import", big)
		cmd.Env = bin.env
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay * time.Millisecond)
		_ = cmd.Process.Signal(syscall.SIGINT)
		err := cmd.Wait()
		var ee *exec.ExitError
		if err == nil {
			t.Skipf("the import of %s finished within %v; a larger file is needed here", big, delay*time.Millisecond)
		}
		if !errors.As(err, &ee) {
			t.Fatal(err)
		}
		if ee.ExitCode() == -1 {
			continue // the signal came before Go's handler was set up
		}
		if ee.ExitCode() != 130 || !bytes.Contains(stderr.Bytes(), []byte("interrupted")) {
			t.Fatalf("import interrupted after %v: exit %d, stderr %q; want 130 saying interrupted", delay*time.Millisecond, ee.ExitCode(), stderr.String())
		}
		if fileSum(t, ledger) != before {
			t.Error("the interrupted import changed the ledger")
		}
		if out := bin.mustRun(t, "--db", ledger, "--json", "games", "--all"); bytes.Count([]byte(out), []byte(`"name"`)) != 1 {
			t.Errorf("games after the interrupted import:\n%s\nwant only home", out)
		}
		return
	}
	t.Fatal("no SIGINT landed while the import ran")
}

// largeExport writes an export of n games of one hand each.
func largeExport(t *testing.T, bin *chucheRefBinary, dir string, n int) string {
	t.Helper()
	src := filepath.Join(dir, "src.db")
	bin.mustRun(t, "--db", src, "new", "chinchon", "--players", "Cleo,Dani", "--name", "g")
	bin.mustRun(t, append([]string{"--db", src}, cutArgs("Cleo", "Dani", 10)...)...)
	var doc map[string]any
	if err := json.Unmarshal([]byte(bin.mustRun(t, "--db", src, "export", "--all")), &doc); err != nil {
		t.Fatal(err)
	}
	one := doc["games"].([]any)[0].(map[string]any)
	games := make([]any, n)
	for i := range games {
		g := map[string]any{}
		for k, v := range one {
			g[k] = v
		}
		g["id"], g["name"] = i+1, fmt.Sprintf("g%d", i+1)
		games[i] = g
	}
	doc["games"] = games
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "big.json")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
