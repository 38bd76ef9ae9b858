package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/store"
)

// gameEntries are a game's entries as the ledger holds them, one string
// each: seq, kind, what it voids, its payload — read with the store itself,
// so a test checks the ledger entry by entry, not what play said.
func gameEntries(t *testing.T, dbPath string, game int64) []string {
	t.Helper()
	ctx := context.Background()
	db, err := store.OpenReadOnly(ctx, dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	es, err := db.Entries(ctx, game)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, fmt.Sprintf("#%d %s voids=%d %s", e.Seq, e.Kind, e.Voids, e.Payload))
	}
	return out
}

// wantLedgerOf checks that game 1 of the ledger at dbPath holds exactly the
// entries that the commands in confirmed record in a fresh ledger: what
// the table confirmed, typed the way the commands take it, and nothing
// else.
func wantLedgerOf(t *testing.T, dbPath string, confirmed ...[]string) {
	t.Helper()
	ref := filepath.Join(t.TempDir(), "reference.db")
	for _, args := range confirmed {
		env := append(os.Environ(), "CHUCHE_REF_DB="+ref, "XDG_CONFIG_HOME="+t.TempDir(), "XDG_STATE_HOME="+t.TempDir())
		if code, out := runIn(env, args...); code != 0 {
			t.Fatalf("reference %v: exit %d\n%s", args, code, out)
		}
	}
	got, want := gameEntries(t, dbPath, 1), gameEntries(t, ref, 1)
	if !slices.Equal(got, want) {
		t.Errorf("the ledger holds:\n%s\nwant exactly what was confirmed:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
