package store_test

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/chuche-ref/chuche-ref/store"
)

// The ledger-wide ids grow across games in the order entries are recorded,
// and ChangedGames names each game once, with its latest entry.
func TestChangedGames_LedgerWideIDs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	if id, err := db.LastEntryID(ctx); err != nil || id != 0 {
		t.Fatalf("LastEntryID of an empty ledger = %d, %v; want 0", id, err)
	}
	a := mustCreateGame(t, db, store.NewGame{Name: "table-a", Players: []string{"Ana", "Ben"}})
	b := mustCreateGame(t, db, store.NewGame{Name: "table-b", Players: []string{"Cris", "Dani"}})
	if id, err := db.LastGameID(ctx); err != nil || id != b.ID {
		t.Fatalf("LastGameID = %d, %v; want %d", id, err, b.ID)
	}
	mustAppend(t, db, a.ID, store.Append{ExpectSeq: 0})
	mustAppend(t, db, b.ID, store.Append{ExpectSeq: 0})
	mustAppend(t, db, a.ID, store.Append{ExpectSeq: 1})
	head, err := db.LastEntryID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if head != 3 {
		t.Fatalf("LastEntryID after 3 entries = %d, want 3", head)
	}

	all, err := db.ChangedGames(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []store.GameChange{{GameID: b.ID, LastEntry: 2}, {GameID: a.ID, LastEntry: 3}}
	if !reflect.DeepEqual(all, want) {
		t.Errorf("ChangedGames(0) = %+v, want %+v (ordered by latest entry)", all, want)
	}
	after2, err := db.ChangedGames(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	if want := []store.GameChange{{GameID: a.ID, LastEntry: 3}}; !reflect.DeepEqual(after2, want) {
		t.Errorf("ChangedGames(2) = %+v, want %+v", after2, want)
	}
	none, err := db.ChangedGames(ctx, head)
	if err != nil || len(none) != 0 {
		t.Errorf("ChangedGames(head) = %+v, %v; want none", none, err)
	}
}

// The probe sees a commit made through another handle on the same file, as
// another process's would be, and stays put while nobody writes.
func TestChangeProbe_SeesOtherWriters(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	watcher := MustOpenPath(t, path)
	writer := MustOpenPath(t, path)
	g := mustCreateGame(t, writer, store.NewGame{Name: "table", Players: []string{"Ana", "Ben"}})

	probe, err := watcher.NewChangeProbe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer probe.Close()
	v1, err := probe.Version(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := probe.Version(ctx); v != v1 {
		t.Fatalf("Version changed from %d to %d with no write", v1, v)
	}
	mustAppend(t, writer, g.ID, store.Append{ExpectSeq: 0})
	v2, err := probe.Version(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v2 == v1 {
		t.Fatalf("Version stayed %d after another handle appended an entry", v1)
	}
	changes, err := watcher.ChangedGames(ctx, 0)
	if err != nil || len(changes) != 1 || changes[0].GameID != g.ID {
		t.Fatalf("ChangedGames after the write = %+v, %v", changes, err)
	}
}
