package store_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

func TestAppend_WritesEntryAndSummary(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	g := mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})

	e := mustAppend(t, db, g.ID, store.Append{Kind: "round", Payload: rawJSON(`{"cut": "Ana"}`),
		Summary: &store.Summary{Round: 1, Extra: rawJSON(`{"limit": 100}`), Players: []store.PlayerSummary{
			{Name: "ana", Total: -10, Status: "in", Stats: rawJSON(`{"cuts": 1}`)},
			{Name: "Ben", Total: 23, Status: "in"},
		}}})
	if e.Seq != 1 || e.GameID != g.ID || string(e.Payload) != `{"cut":"Ana"}` || e.CreatedAt.IsZero() {
		t.Errorf("entry = %+v", e)
	}

	got, err := db.Game(ctx, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	want := store.Summary{Round: 1, Winners: []string{}, Extra: rawJSON(`{"limit":100}`), Players: []store.PlayerSummary{
		{Name: "Ana", Total: -10, Status: "in", Stats: rawJSON(`{"cuts":1}`)},
		{Name: "Ben", Total: 23, Status: "in"},
	}}
	if !reflect.DeepEqual(got.Summary, want) {
		t.Errorf("summary = %+v\nwant      %+v", got.Summary, want)
	}
	if got.Seq != 1 || !got.LastPlayedAt.Equal(e.CreatedAt) {
		t.Errorf("seq %d, last played %v, entry at %v", got.Seq, got.LastPlayedAt, e.CreatedAt)
	}

	// Ben goes over the limit, Ana wins; the game is finished.
	fin := mustAppend(t, db, g.ID, store.Append{ExpectSeq: 1, Summary: &store.Summary{Round: 2, Finished: true,
		Winners: []string{"ANA"}, Players: []store.PlayerSummary{
			{Name: "Ana", Total: -5, Status: "in", Won: true},
			{Name: "Ben", Total: 104, Status: "out", BuyBacks: 1},
		}}})
	got, _ = db.Game(ctx, g.Name)
	if got.FinishedAt == nil || !got.FinishedAt.Equal(fin.CreatedAt) || !got.Summary.Finished ||
		!reflect.DeepEqual(got.Summary.Winners, []string{"Ana"}) || !got.Summary.Players[0].Won ||
		got.Summary.Players[1].Status != "out" || got.Summary.Players[1].BuyBacks != 1 {
		t.Errorf("finished game = %+v", got)
	}

	// A nil summary keeps the standing; undoing the last round reopens.
	mustAppend(t, db, g.ID, store.Append{ExpectSeq: 2, Kind: "note"})
	got, _ = db.Game(ctx, g.Name)
	if !got.Summary.Finished || got.Seq != 3 {
		t.Errorf("after note: %+v", got)
	}
	mustAppend(t, db, g.ID, store.Append{ExpectSeq: 3, Kind: "undo", Voids: 2, Summary: &store.Summary{Round: 1,
		Players: []store.PlayerSummary{{Name: "Ana", Total: -10, Status: "in"}, {Name: "Ben", Total: 23, Status: "in"}}}})
	got, _ = db.Game(ctx, g.Name)
	if got.FinishedAt != nil || got.Summary.Finished || got.Summary.Round != 1 || got.Summary.Players[0].Won {
		t.Errorf("after undo: %+v", got)
	}
}

func TestAppend_Refusals(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	g := mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})
	mustAppend(t, db, g.ID, store.Append{})

	for _, c := range []struct {
		name  string
		game  int64
		a     store.Append
		kind  fault.Store
		watch string
	}{
		{"no game", 99, store.Append{Kind: "round"}, fault.NotFound, `no game "99"`},
		{"no kind", g.ID, store.Append{ExpectSeq: 1}, fault.Invalid, "needs a kind"},
		{"bad payload", g.ID, store.Append{ExpectSeq: 1, Kind: "round", Payload: rawJSON(`{`)}, fault.Invalid, "not valid JSON"},
		{"both links", g.ID, store.Append{ExpectSeq: 1, Kind: "x", Voids: 1, Replaces: 1}, fault.Invalid, "both"},
		{"missing target", g.ID, store.Append{ExpectSeq: 1, Kind: "undo", Voids: 2}, fault.Invalid, "no entry #2"},
		{"stranger", g.ID, store.Append{ExpectSeq: 1, Kind: "round", Summary: &store.Summary{
			Players: []store.PlayerSummary{{Name: "Zed"}}}}, fault.Invalid, `"Zed" is not seated`},
		{"bad status", g.ID, store.Append{ExpectSeq: 1, Kind: "round", Summary: &store.Summary{
			Players: []store.PlayerSummary{{Name: "Ana", Status: "gone"}}}}, fault.Invalid, "status"},
		{"ahead", g.ID, store.Append{ExpectSeq: 5, Kind: "round"}, fault.Conflict, "changed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := db.Append(ctx, c.game, c.a)
			wantKind(t, err, c.kind)
			if !strings.Contains(err.Error(), c.watch) {
				t.Errorf("error %q does not say %q", err, c.watch)
			}
		})
	}
	// None of the refusals left a trace.
	if entries, _ := db.Entries(ctx, g.ID); len(entries) != 1 {
		t.Errorf("%d entries after refusals, want 1", len(entries))
	}
}

func TestAppend_SeqConflict(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	other := MustOpenPath(t, db.Path()) // a second session on the same ledger
	g := mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})
	mustAppend(t, db, g.ID, store.Append{})

	// Both sessions read seq 1 and compute their summaries from it.
	if _, err := db.Append(ctx, g.ID, store.Append{ExpectSeq: 1, Kind: "round"}); err != nil {
		t.Fatal(err)
	}
	_, err := other.Append(ctx, g.ID, store.Append{ExpectSeq: 1, Kind: "round"})
	wantKind(t, err, fault.Conflict)
	want := fmt.Sprintf("game %d changed since it was read (entry #2 was added by another session); run the command again", g.ID)
	if err.Error() != want {
		t.Errorf("error = %q\nwant    %q", err, want)
	}
}

func TestEntries_VoidsAndReplaces(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	g := mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})
	next := func(a store.Append) store.Entry {
		t.Helper()
		entries, err := db.Entries(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		a.ExpectSeq = len(entries)
		return mustAppend(t, db, g.ID, a)
	}
	next(store.Append{Kind: "round"})               // 1
	next(store.Append{Kind: "round"})               // 2
	next(store.Append{Kind: "amend", Replaces: 1})  // 3
	next(store.Append{Kind: "amend", Replaces: 1})  // 4: the latest amendment of 1
	next(store.Append{Kind: "undo", Voids: 4})      // 5: undoes 4, so 3 stands for 1 again
	next(store.Append{Kind: "round"})               // 6
	next(store.Append{Kind: "undo", Voids: 6})      // 7
	next(store.Append{Kind: "undo", Voids: 7})      // 8: undoing the undo brings 6 back
	next(store.Append{Kind: "amend", Replaces: 2})  // 9
	next(store.Append{Kind: "undo", Voids: 9})      // 10
	next(store.Append{Kind: "round", Payload: nil}) // 11

	entries, err := db.Entries(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	type links struct{ Seq, Voids, Replaces, VoidedBy, ReplacedBy int }
	var got []links
	for _, e := range entries {
		got = append(got, links{e.Seq, e.Voids, e.Replaces, e.VoidedBy, e.ReplacedBy})
	}
	want := []links{
		{1, 0, 0, 0, 3},
		{2, 0, 0, 0, 0}, // its amendment 9 was voided
		{3, 0, 1, 0, 0},
		{4, 0, 1, 5, 0},
		{5, 4, 0, 0, 0},
		{6, 0, 0, 0, 0},
		{7, 6, 0, 8, 0},
		{8, 7, 0, 0, 0},
		{9, 0, 2, 10, 0},
		{10, 9, 0, 0, 0},
		{11, 0, 0, 0, 0},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("links:\n got %v\nwant %v", got, want)
	}
	if string(entries[10].Payload) != "{}" {
		t.Errorf("empty payload stored as %s", entries[10].Payload)
	}

	// A voided entry's effect is gone: it can be neither voided nor amended.
	for _, a := range []store.Append{{Kind: "undo", Voids: 4}, {Kind: "amend", Replaces: 9}, {Kind: "undo", Voids: 7}} {
		a.ExpectSeq = 11
		_, err := db.Append(ctx, g.ID, a)
		wantKind(t, err, fault.Invalid)
		if !strings.Contains(err.Error(), "already voided") {
			t.Errorf("error = %q", err)
		}
	}

	_, err = db.Entries(ctx, 99)
	wantKind(t, err, fault.NotFound)
}

// An append spelled with the seats' names as read fails as a conflict once
// a seat was renamed: the entry would name a player the game no longer has
// by that name. Read again, it goes through.
func TestAppend_SeatsRenamedSinceRead(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	g := mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})
	if _, err := db.RenamePlayer(ctx, "Ben", "Bob"); err != nil {
		t.Fatal(err)
	}
	_, err := db.Append(ctx, g.ID, store.Append{Kind: "round", Payload: rawJSON(`{"cut":"Ben"}`), Seats: []string{"Ana", "Ben"},
		Summary: &store.Summary{Round: 1, Players: []store.PlayerSummary{{Name: "Ana"}, {Name: "Ben"}}}})
	if fault.StoreOf(err) != fault.Conflict || !strings.Contains(err.Error(), `"Ben" is now called "Bob"`) {
		t.Fatalf("append with a renamed seat = %v, want a conflict naming the rename", err)
	}
	if got, _ := db.Game(ctx, g.Name); got.Seq != 0 {
		t.Fatalf("game at entry %d after a refused append", got.Seq)
	}
	mustAppend(t, db, g.ID, store.Append{Kind: "round", Payload: rawJSON(`{"cut":"Bob"}`), Seats: []string{"Ana", "Bob"},
		Summary: &store.Summary{Round: 1, Players: []store.PlayerSummary{{Name: "Ana"}, {Name: "Bob"}}}})
}
