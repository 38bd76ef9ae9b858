package store_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

func TestBackup_WhileAnotherSessionWrites(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	writer := MustOpenPath(t, db.Path())

	// The other session's entries sit in the WAL, not yet in the main file;
	// the backup must still hold them.
	g := mustCreateGame(t, writer, store.NewGame{Name: "friday", Players: []string{"Ana", "Ben"}})
	for seq := 0; seq < 5; seq++ {
		mustAppend(t, writer, g.ID, store.Append{ExpectSeq: seq, Summary: &store.Summary{Round: seq + 1}})
	}

	dest := filepath.Join(t.TempDir(), "backup.db")
	if err := db.Backup(ctx, dest); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(dest)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Errorf("backup mode = %v, want 0600", info.Mode().Perm())
	}

	restored := MustOpenPath(t, dest)
	got, err := restored.Game(ctx, "friday")
	if err != nil {
		t.Fatal(err)
	}
	if got.Seq != 5 || got.Summary.Round != 5 {
		t.Errorf("backup game seq %d round %d, want 5 5", got.Seq, got.Summary.Round)
	}
	entries, err := restored.Entries(ctx, g.ID)
	if err != nil || len(entries) != 5 {
		t.Errorf("backup has %d entries (%v), want 5", len(entries), err)
	}

	// An existing file is never overwritten.
	before, _ := os.ReadFile(dest)
	err = db.Backup(ctx, dest)
	wantKind(t, err, fault.Exists)
	if after, _ := os.ReadFile(dest); string(after) != string(before) {
		t.Error("refused backup changed the existing file")
	}
}

// A backup folder that does not exist is refused, not made (a typo, as
// for export -o), and so is a file standing where the folder should be.
func TestBackup_Folders(t *testing.T) {
	t.Parallel()
	db := MustOpenDB(t)
	dir := t.TempDir()
	err := db.Backup(context.Background(), filepath.Join(dir, "typo", "dir", "backup.db"))
	wantKind(t, err, fault.Invalid)
	if _, err := os.Stat(filepath.Join(dir, "typo")); !os.IsNotExist(err) {
		t.Fatalf("a refused backup made a folder: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "file"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	err = db.Backup(context.Background(), filepath.Join(dir, "file", "backup.db"))
	wantKind(t, err, fault.Invalid)
}
