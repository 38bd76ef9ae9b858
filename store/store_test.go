package store_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// MustOpenDB opens a new ledger in a temporary folder with a clock that
// ticks one second per reading, and closes it when the test ends. The
// ledger is a copy of newLedger.
func MustOpenDB(tb testing.TB) *store.DB {
	tb.Helper()
	file, err := newLedger()
	if err != nil {
		tb.Fatalf("a new ledger: %v", err)
	}
	path := filepath.Join(tb.TempDir(), "ledger.db")
	if err := os.WriteFile(path, file, 0o600); err != nil {
		tb.Fatal(err)
	}
	return MustOpenPath(tb, path)
}

// newLedger is the file of a ledger as Open makes it, made once per run:
// making one runs every schema step, ten times the CPU of a copy. The
// copies share its identity, which no test reads of a MustOpenDB ledger;
// the tests of making a ledger (its identity, CloseUnused) call Open on a
// path of their own.
var newLedger = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "chuche-ref-new-ledger-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "ledger.db")
	db, err := store.Open(context.Background(), path)
	if err != nil {
		return nil, err
	}
	if err := db.Close(); err != nil {
		return nil, err
	}
	if info, err := os.Stat(path + "-wal"); err == nil && info.Size() > 0 {
		return nil, fmt.Errorf("the closed ledger left a WAL of %d bytes", info.Size())
	}
	return os.ReadFile(path)
})

// MustOpenPath opens the ledger at path, closed when the test ends.
func MustOpenPath(tb testing.TB, path string) *store.DB {
	tb.Helper()
	db, err := store.Open(context.Background(), path)
	if err != nil {
		tb.Fatalf("Open(%s): %v", path, err)
	}
	db.Now = newClock()
	tb.Cleanup(func() {
		if err := db.Close(); err != nil {
			tb.Errorf("Close: %v", err)
		}
	})
	return db
}

var epoch = time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)

// newClock returns a clock that starts at epoch and ticks a second per call,
// so every write has a distinct, predictable time.
func newClock() func() time.Time {
	var mu sync.Mutex
	t := epoch
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		t = t.Add(time.Second)
		return t
	}
}

func mustCreateGame(tb testing.TB, db *store.DB, g store.NewGame) store.Game {
	tb.Helper()
	if g.Kind == "" {
		g.Kind = "chinchon"
	}
	game, err := db.CreateGame(context.Background(), g)
	if err != nil {
		tb.Fatalf("CreateGame(%+v): %v", g, err)
	}
	return game
}

func mustAppend(tb testing.TB, db *store.DB, gameID int64, a store.Append) store.Entry {
	tb.Helper()
	if a.Kind == "" {
		a.Kind = "round"
	}
	e, err := db.Append(context.Background(), gameID, a)
	if err != nil {
		tb.Fatalf("Append(%d, %+v): %v", gameID, a, err)
	}
	return e
}

func wantKind(tb testing.TB, err error, kind fault.Store) {
	tb.Helper()
	if got := fault.StoreOf(err); got != kind {
		tb.Fatalf("error kind = %v (%v), want %v", got, err, kind)
	}
}

// rawSQLite opens path with the plain driver, as another program would.
func rawSQLite(tb testing.TB, path string) *sql.DB {
	tb.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		tb.Fatal(err)
	}
	return db
}

func rawJSON(s string) json.RawMessage { return json.RawMessage(s) }
