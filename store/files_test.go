package store_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/store"
)

// Issue 9 item 3: only a regular file is opened; a FIFO is refused at
// once (it never blocks), and a device gets no -journal beside it.
func TestOpen_RefusesWhatIsNotAFile(t *testing.T) {
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
				if store.KindOf(err) != store.KindIO || !strings.Contains(err.Error(), c.what) {
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

// Issue 9 item 12: an empty ledger path is named as such.
func TestOpen_EmptyPath(t *testing.T) {
	_, err := store.Open(context.Background(), "")
	wantKind(t, err, store.KindInvalid)
	if !strings.Contains(err.Error(), "ledger path is empty") {
		t.Errorf("Open(\"\") = %v", err)
	}
	if err := store.CheckPath(""); store.KindOf(err) != store.KindInvalid {
		t.Errorf("CheckPath(\"\") = %v", err)
	}
}

// A new ledger appears whole under its name: there is never an empty file
// there, and no temporary file is left beside it.
func TestOpen_NewLedgerLeavesNoTemporaryFile(t *testing.T) {
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

// Issue 9 item 4: a read-only ledger in a read-only folder can still be
// read; only a write is refused.
func TestOpenReadOnly_ReadsWhatCannotBeWritten(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes to read-only files")
	}
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "ro")
	path := filepath.Join(dir, "ledger.db")
	db := MustOpenPath(t, path)
	mustCreateGame(t, db, store.NewGame{Name: "Friday", Players: []string{"Ana", "Ben"}})
	db.Close()
	os.Chmod(path, 0o400)
	os.Chmod(dir, 0o500)
	t.Cleanup(func() { os.Chmod(dir, 0o700) })

	_, err := store.Open(ctx, path)
	wantKind(t, err, store.KindIO)
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
	_, err = ro.CreateGame(ctx, store.NewGame{Kind: "chuche", Players: []string{"Ana", "Ben"}})
	wantKind(t, err, store.KindIO)
	if _, err := os.Stat(path + "-wal"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a -wal file appeared: %v", err)
	}
	_, err = store.OpenReadOnly(ctx, filepath.Join(dir, "missing.db"))
	wantKind(t, err, store.KindNotFound)
}
