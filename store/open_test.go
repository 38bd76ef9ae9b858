package store_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

func TestOpen_CreatesFileAndFolder(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "data", "chuche-ref")
	path := filepath.Join(dir, "ledger.db")
	db := MustOpenPath(t, path)
	if db.Path() != path {
		t.Errorf("Path() = %q, want %q", db.Path(), path)
	}
	for _, c := range []struct {
		path string
		mode os.FileMode
	}{{path, 0o600}, {dir, 0o700 | os.ModeDir}} {
		info, err := os.Stat(c.path)
		if err != nil {
			t.Fatal(err)
		}
		if info.Mode() != c.mode {
			t.Errorf("%s mode = %v, want %v", c.path, info.Mode(), c.mode)
		}
	}
	// The WAL carries the same scores; it must be as private as the file.
	mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})
	if info, err := os.Stat(path + "-wal"); err == nil && info.Mode().Perm() != 0o600 {
		t.Errorf("-wal mode = %v, want 0600", info.Mode().Perm())
	}
}

func TestOpen_ReopenKeepsGamesAndMigratesOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	game, err := db.CreateGame(ctx, store.NewGame{Kind: "chuche", Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	version := schemaVersion(t, path)

	// Opening an up-to-date ledger changes nothing, however often.
	for i := 0; i < 3; i++ {
		db, err := store.Open(ctx, path)
		if err != nil {
			t.Fatalf("reopen %d: %v", i, err)
		}
		got, err := db.Game(ctx, game.Name)
		if err != nil {
			t.Fatal(err)
		}
		if got.ID != game.ID || strings.Join(got.Players, ",") != "Ana,Ben" {
			t.Errorf("reopened game = %+v", got)
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
		if v := schemaVersion(t, path); v != version {
			t.Fatalf("schema version moved from %d to %d on reopen", version, v)
		}
	}

	raw := rawSQLite(t, path)
	defer raw.Close()
	var app int64
	if err := raw.QueryRow("PRAGMA application_id").Scan(&app); err != nil {
		t.Fatal(err)
	}
	if app != 0x43524546 {
		t.Errorf("application_id = %#x, want CREF", app)
	}
	var mode string
	if err := raw.QueryRow("PRAGMA journal_mode").Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q, %v; want wal", mode, err)
	}
}

func schemaVersion(t *testing.T, path string) int {
	t.Helper()
	raw := rawSQLite(t, path)
	defer raw.Close()
	var v int
	if err := raw.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
		t.Fatal(err)
	}
	if v < 1 {
		t.Fatalf("user_version = %d after Open", v)
	}
	return v
}

// A ledger is created only where no file exists; an empty
// file is not adopted.
func TestOpen_RefusesEmptyFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "ledger.db")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	refused(t, path, fault.NotLedger, "an empty file")
}

// refused opens path, expects a refusal of kind, and checks the file was
// left exactly as it was, with no WAL or shared-memory file beside it.
func refused(t *testing.T, path string, kind fault.Store, msg string) {
	t.Helper()
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(context.Background(), path)
	if err == nil {
		db.Close()
		t.Fatalf("Open(%s) succeeded, want %v", path, kind)
	}
	wantKind(t, err, kind)
	if !strings.Contains(err.Error(), msg) {
		t.Errorf("error %q does not say %q", err, msg)
	}
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("refused file was changed")
	}
	for _, suffix := range []string{"-wal", "-shm", "-journal"} {
		if _, err := os.Stat(path + suffix); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("refused file got a %s file beside it", suffix)
		}
	}
}

func TestOpen_RefusesTextFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(path, []byte("Ana 12, Ben 40\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	refused(t, path, fault.NotLedger, "is not a chuche-ref ledger (not an SQLite database)")
}

func TestOpen_RefusesForeignSQLite(t *testing.T) {
	t.Parallel()
	for name, setup := range map[string]string{
		"tables":         "CREATE TABLE songs (title TEXT)",
		"user_version":   "PRAGMA user_version = 7",
		"application_id": "PRAGMA application_id = 1234",
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "other.db")
			raw := rawSQLite(t, path)
			if _, err := raw.Exec(setup); err != nil {
				t.Fatal(err)
			}
			if name == "application_id" {
				// An id alone writes no page; a table forces the header out.
				if _, err := raw.Exec("CREATE TABLE t (x); DROP TABLE t"); err != nil {
					t.Fatal(err)
				}
			}
			raw.Close()
			refused(t, path, fault.NotLedger, "an SQLite database of another program")
		})
	}
}

func TestOpen_RefusesNewerSchema(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "ledger.db")
	db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	raw := rawSQLite(t, path)
	if _, err := raw.Exec("PRAGMA user_version = 99"); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	refused(t, path, fault.NewerLedger, "was written by a newer chuche-ref (schema 99, this one knows")
}

func TestOpen_RefusesTruncatedLedger(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "ledger.db")
	db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20; i++ {
		if _, err := db.CreateGame(context.Background(), store.NewGame{Kind: "chuche", Players: []string{"Ana", "Ben"}}); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, info.Size()/2); err != nil {
		t.Fatal(err)
	}
	refused(t, path, fault.Corrupt, "is damaged (truncated")
}

func TestOpen_RefusesDamagedPages(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "ledger.db")
	db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// Scribble over every page but the first: the header still looks right,
	// only reading the pages can tell.
	pageSize := int(b[16])<<8 | int(b[17])
	for i := pageSize; i < len(b); i++ {
		b[i] = 0x5a
	}
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = store.Open(context.Background(), path)
	wantKind(t, err, fault.Corrupt)
}

func TestOpen_RefusesFolder(t *testing.T) {
	t.Parallel()
	_, err := store.Open(context.Background(), t.TempDir())
	wantKind(t, err, fault.IO)
}

func TestOpen_ReadOnlyLedger(t *testing.T) {
	t.Parallel()
	if os.Geteuid() == 0 {
		t.Skip("root writes to read-only files")
	}
	path := filepath.Join(t.TempDir(), "ledger.db")
	db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	if err := os.Chmod(path, 0o400); err != nil {
		t.Fatal(err)
	}
	_, err = store.Open(context.Background(), path)
	wantKind(t, err, fault.IO)
	if !strings.Contains(err.Error(), "is read-only") {
		t.Errorf("error %q does not say read-only", err)
	}
}

func TestError(t *testing.T) {
	t.Parallel()
	inner := errors.New("disk on fire")
	err := error(fault.Ledgerf("cannot write ledger x").Of(fault.IO).Because(inner))
	if got := err.Error(); got != "cannot write ledger x: disk on fire" {
		t.Errorf("Error() = %q", got)
	}
	if !errors.Is(err, inner) {
		t.Error("Error does not unwrap")
	}
	wrapped := errors.Join(errors.New("context"), err)
	if fault.StoreOf(wrapped) != fault.IO {
		t.Error("StoreOf does not look through wrapping")
	}
	if fault.StoreOf(inner) != 0 {
		t.Error("StoreOf of a plain error is not 0")
	}
	missing := filepath.Join(t.TempDir(), "none.db")
	_, err = store.OpenReadOnly(context.Background(), missing)
	if got := err.Error(); got != "no ledger at "+missing {
		t.Errorf("Error() = %q", got)
	}
	if fault.StoreOf(err) != fault.NotFound || fault.KindOf(err) != fault.Input {
		t.Errorf("no ledger: store %v, kind %v", fault.StoreOf(err), fault.KindOf(err))
	}
}
