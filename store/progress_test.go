package store_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/store"
)

// Import and ExportTo tell an optional Progress after each game how many
// of how many are done.
func TestProgress_ImportAndExport(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	src := MustOpenDB(t)
	for range 3 {
		g := mustCreateGame(t, src, store.NewGame{Players: []string{"Ana", "Ben"}})
		mustAppend(t, src, g.ID, store.Append{ExpectSeq: 0, Summary: &store.Summary{Round: 1}})
	}
	type step struct{ done, total int }
	var exported []step
	var a store.Archive
	err := src.ExportTo(ctx, 0, store.ArchiveSink{
		Game:     func(ag store.ArchivedGame) error { a.Games = append(a.Games, ag); return nil },
		Progress: func(done, total int) { exported = append(exported, step{done, total}) },
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []step{{1, 3}, {2, 3}, {3, 3}}; !equalSteps(exported, want) {
		t.Errorf("export progress %v, want %v", exported, want)
	}
	exported = nil
	if err := src.ExportTo(ctx, 2, store.ArchiveSink{Progress: func(done, total int) { exported = append(exported, step{done, total}) }}); err != nil {
		t.Fatal(err)
	}
	if want := []step{{1, 1}}; !equalSteps(exported, want) {
		t.Errorf("one game's export progress %v, want %v", exported, want)
	}

	var imported []step
	dst := MustOpenPath(t, filepath.Join(t.TempDir(), "dst.db"))
	if _, err := dst.Import(ctx, a, store.ImportOptions{Progress: func(done, total int) { imported = append(imported, step{done, total}) }}); err != nil {
		t.Fatal(err)
	}
	if want := []step{{1, 3}, {2, 3}, {3, 3}}; !equalSteps(imported, want) {
		t.Errorf("import progress %v, want %v", imported, want)
	}
}

func equalSteps[S ~[]E, E comparable](a, b S) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestBackupWith_NoProgressIsBackup(t *testing.T) {
	t.Parallel()
	db := MustOpenDB(t)
	mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})
	calls := 0
	dest := filepath.Join(t.TempDir(), "copy.db")
	if err := db.BackupWith(context.Background(), dest, store.BackupOptions{Progress: func(done, total int64) { calls++ }}); err != nil {
		t.Fatal(err)
	}
	if g, err := MustOpenPath(t, dest).Games(context.Background(), store.GameFilter{All: true}); err != nil || len(g) != 1 {
		t.Errorf("the copy holds %v, %v", g, err)
	}
	t.Logf("%d progress calls for a small ledger", calls) // a quick copy may see none
}
