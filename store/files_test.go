package store_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// Only a regular file is opened; a FIFO is refused at
// once (it never blocks), and a device gets no -journal beside it.
func TestOpen_RefusesWhatIsNotAFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.db")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	for _, c := range []struct{ path, what string }{
		{fifo, "a FIFO"},
		{dir, "a folder"},
		{"/dev/null", "a character device"},
	} {
		for name, open := range map[string]func(context.Context, string) (*store.DB, error){"Open": store.Open, "OpenReadOnly": store.OpenReadOnly} {
			done := make(chan error, 1)
			go func() {
				db, err := open(context.Background(), c.path)
				if err == nil {
					db.Close()
				}
				done <- err
			}()
			select {
			case err := <-done:
				if fault.StoreOf(err) != fault.IO || !strings.Contains(err.Error(), c.what) {
					t.Errorf("%s(%s) = %v, want an i/o error saying it is %s", name, c.path, err, c.what)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("%s(%s) hangs", name, c.path)
			}
		}
	}
	if _, err := os.Stat("/dev/null-journal"); err == nil {
		t.Errorf("/dev/null-journal exists")
	}
}

// An empty ledger path is named as such.
func TestOpen_EmptyPath(t *testing.T) {
	t.Parallel()
	_, err := store.Open(context.Background(), "")
	wantKind(t, err, fault.Invalid)
	if !strings.Contains(err.Error(), "ledger path is empty") {
		t.Errorf("Open(\"\") = %v", err)
	}
	if err := store.CheckPath(""); fault.StoreOf(err) != fault.Invalid {
		t.Errorf("CheckPath(\"\") = %v", err)
	}
}

// A new ledger appears whole under its name: there is never an empty file
// there, and no temporary file is left beside it.
func TestOpen_NewLedgerLeavesNoTemporaryFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "ledger.db")
	db := MustOpenPath(t, path)
	db.Close()
	names, _ := os.ReadDir(dir)
	if len(names) != 1 || names[0].Name() != "ledger.db" {
		t.Errorf("folder holds %v, want the ledger alone", names)
	}
	info, err := os.Stat(path)
	if err != nil || info.Size() == 0 || info.Mode().Perm() != 0o600 {
		t.Errorf("new ledger: %v (%v)", info, err)
	}
}

// A ledger that cannot be written (here: SQLite cannot
// create its -shm file, as in a read-only folder or on a full disk) can
// still be read and exported; only writes are refused.
func TestOpenReadOnly_ReadsWhatCannotBeWritten(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "ledger.db")
	db := MustOpenPath(t, path)
	mustCreateGame(t, db, store.NewGame{Name: "Friday", Players: []string{"Ana", "Ben"}})
	db.Close()
	// A folder where the -shm file would go: works for root too.
	if err := os.Mkdir(path+"-shm", 0o700); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)

	if db, err := store.Open(ctx, path); err == nil {
		_, err = db.CreateGame(ctx, store.NewGame{Kind: "chuche", Players: []string{"Ana", "Ben"}})
		db.Close()
		if err == nil {
			t.Fatal("a write succeeded without a -shm file")
		}
	}
	ro, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatalf("OpenReadOnly: %v", err)
	}
	defer ro.Close()
	if g, err := ro.Game(ctx, "Friday"); err != nil || g.Name != "Friday" {
		t.Errorf("Game = %+v, %v", g, err)
	}
	if a, err := ro.ExportAll(ctx); err != nil || len(a.Games) != 1 {
		t.Errorf("ExportAll = %d games, %v", len(a.Games), err)
	}
	if err := ro.Backup(ctx, filepath.Join(dir, "copy.db")); err != nil {
		t.Errorf("Backup of a read-only ledger: %v", err)
	}
	_, err = ro.CreateGame(ctx, store.NewGame{Kind: "chuche", Players: []string{"Ana", "Ben"}})
	wantKind(t, err, fault.IO)
	if !strings.Contains(err.Error(), "read-only") {
		t.Errorf("write on a read-only open: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Error("the ledger changed")
	}
	_, err = store.OpenReadOnly(ctx, filepath.Join(dir, "missing.db"))
	wantKind(t, err, fault.NotFound)
}

// A play session's later writes skip the whole-file check only while
// nothing else has touched the file: damage made between two writes of one
// session is still refused.
func TestWrite_CheckedAgainAfterTheFileChanged(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	copyTenByTwenty(t, path)
	db := MustOpenPath(t, path)
	mustAppend(t, db, 1, store.Append{ExpectSeq: 20})
	mustAppend(t, db, 1, store.Append{ExpectSeq: 21})
	if _, err := db.SQLForTest().ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		t.Fatal(err)
	}
	// SQLite's page cache would hide what is changed behind its back; a
	// new process, as every command is, starts with none.
	db.SQLForTest().SetMaxIdleConns(0)
	time.Sleep(20 * time.Millisecond) // past the file system's timestamp tick
	// The roster's page: an append never reads it, so only the check can
	// find the damage.
	var page, pageSize int64
	if err := db.SQLForTest().QueryRowContext(ctx, `SELECT pageno, pgsize FROM dbstat WHERE name = 'players'`).Scan(&page, &pageSize); err != nil {
		t.Skipf("no dbstat: %v", err)
	}
	data, _ := os.ReadFile(path)
	off := (page-1)*pageSize + 3 // its cell count
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteAt([]byte{data[off] ^ 0xff}, off)
	f.Close()
	_, err = db.Append(ctx, 1, store.Append{ExpectSeq: 22, Kind: "hand"})
	wantKind(t, err, fault.Corrupt)
}

// A session whose ledger was replaced under it (an export
// renamed over it, a restore) writes nothing into the file it still holds,
// where the hand would be lost.
func TestWrite_RefusedWhenTheLedgerWasReplaced(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "ledger.db")
	db := MustOpenPath(t, path)
	g := mustCreateGame(t, db, store.NewGame{Name: "Friday", Players: []string{"Ana", "Ben"}})
	if err := os.WriteFile(filepath.Join(dir, "export.json"), []byte(`{}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(filepath.Join(dir, "export.json"), path); err != nil {
		t.Fatal(err)
	}
	_, err := db.Append(ctx, g.ID, store.Append{Kind: "hand"})
	wantKind(t, err, fault.IO)
	if !strings.Contains(err.Error(), "removed or replaced") {
		t.Errorf("write into a replaced ledger: %v", err)
	}
}

// A ledger of an older schema opened for reading is brought up to date
// first (a write), then read.
func TestOpenReadOnly_UpgradesAnOlderSchema(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	old, err := store.OpenSchema(ctx, path, 2)
	if err != nil {
		t.Fatal(err)
	}
	old.Close()
	db, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatalf("OpenReadOnly of a schema-2 ledger: %v", err)
	}
	defer db.Close()
	if v := schemaVersion(t, path); v != store.SchemaVersion() {
		t.Errorf("schema %d after OpenReadOnly, want %d", v, store.SchemaVersion())
	}
	if seq, err := db.LedgerSeq(ctx); err != nil || seq != 0 {
		t.Errorf("LedgerSeq = %d, %v", seq, err)
	}
}
