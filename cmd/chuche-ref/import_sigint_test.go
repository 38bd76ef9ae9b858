//go:build unix

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// Ctrl-C during a long import exits 130 and leaves the ledger as it was:
// the store rolls back on the cancelled context, and the one exit switch
// maps the interruption to 130. The import runs on a terminal, whose Ctrl-C
// is a real SIGINT, pressed once its progress line says it is importing
// (chuche-ref-quickprogress draws the line from the start).
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
	before := fileSum(t, ledger)

	cmd := exec.Command(testCommand(t, "chuche-ref-quickprogress"), "--db", ledger, "import", big)
	cmd.Env = bin.env
	v := vtest.Start(t, cmd, vtest.Options{Cols: 100, Rows: 10})
	v.WaitFor("the import under way", func(v *vtest.Term) bool { return strings.Contains(v.Raw(), "\rimporting ") })
	v.Send(vtest.CtrlC)
	if code := v.Wait(); code != 130 || !strings.Contains(v.Text(), "interrupted") {
		t.Fatalf("import interrupted: exit %d; want 130 saying interrupted\n%s", code, v.Dump())
	}
	if fileSum(t, ledger) != before {
		t.Error("the interrupted import changed the ledger")
	}
	if out := bin.mustRun(t, "--db", ledger, "--json", "games", "--all"); strings.Count(out, `"name"`) != 1 {
		t.Errorf("games after the interrupted import:\n%s\nwant only home", out)
	}
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
	created, err := time.Parse(time.RFC3339Nano, one["created"].(string))
	if err != nil {
		t.Fatal(err)
	}
	games := make([]any, n)
	for i := range games {
		g := map[string]any{}
		for k, v := range one {
			g[k] = v
		}
		// Each game started a second after the last: none is taken for a
		// copy of another (and skipped), so every one is imported.
		g["id"], g["name"] = i+1, fmt.Sprintf("g%d", i+1)
		g["created"] = created.Add(time.Duration(i) * time.Second).Format(time.RFC3339Nano)
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
