package store_test

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/chuche-ref/chuche-ref/store"
)

// The ledger-wide ids count creations and entries across games in the
// order they are recorded, and ChangedGames names each game once, with its
// creation and its latest event.
func TestChangedGames_LedgerWideIDs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	if id, err := db.LastEventID(ctx); err != nil || id != 0 {
		t.Fatalf("LastEventID of an empty ledger = %d, %v; want 0", id, err)
	}
	a := mustCreateGame(t, db, store.NewGame{Name: "table-a", Players: []string{"Ana", "Ben"}})
	b := mustCreateGame(t, db, store.NewGame{Name: "table-b", Players: []string{"Cris", "Dani"}})
	if id, err := db.LastEventID(ctx); err != nil || id != 2 {
		t.Fatalf("LastEventID after two games = %d, %v; want 2", id, err)
	}
	mustAppend(t, db, a.ID, store.Append{ExpectSeq: 0})
	mustAppend(t, db, b.ID, store.Append{ExpectSeq: 0})
	mustAppend(t, db, a.ID, store.Append{ExpectSeq: 1})
	head, err := db.LastEventID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if head != 5 {
		t.Fatalf("LastEventID after 2 games and 3 entries = %d, want 5", head)
	}

	all, err := db.ChangedGames(ctx, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []store.GameChange{{GameID: b.ID, CreatedSeq: 2, LedgerSeq: 4}, {GameID: a.ID, CreatedSeq: 1, LedgerSeq: 5}}
	if !reflect.DeepEqual(all, want) {
		t.Errorf("ChangedGames(0) = %+v, want %+v (ordered by latest event)", all, want)
	}
	after4, err := db.ChangedGames(ctx, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	if want := want[1:]; !reflect.DeepEqual(after4, want) {
		t.Errorf("ChangedGames(4) = %+v, want %+v", after4, want)
	}
	none, err := db.ChangedGames(ctx, head, 0)
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
	changes, err := watcher.ChangedGames(ctx, 0, 0)
	if err != nil || len(changes) != 1 || changes[0].GameID != g.ID {
		t.Fatalf("ChangedGames after the write = %+v, %v", changes, err)
	}
}
