package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// fillLedger writes two games: one finished, with an undo and an amendment,
// and one still being played.
func fillLedger(tb testing.TB, db *store.DB) {
	tb.Helper()
	g1 := mustCreateGame(tb, db, store.NewGame{Kind: "chinchon", Name: "Friday", Players: []string{"Ana", "Ben"},
		Rules: rawJSON(`{"limit": 50}`)})
	mustAppend(tb, db, g1.ID, store.Append{Kind: "hand", Payload: rawJSON(`{"cutter":"Ana","points":{"Ben":20}}`),
		Summary: &store.Summary{Round: 1, Players: []store.PlayerSummary{{Name: "Ana", Total: 3, Status: "in", Stats: rawJSON(`{"hands":1}`)}, {Name: "Ben", Total: 20, Status: "in"}}}})
	mustAppend(tb, db, g1.ID, store.Append{ExpectSeq: 1, Kind: "hand", Payload: rawJSON(`{"cutter":"Ben","points":{"Ana":9}}`)})
	mustAppend(tb, db, g1.ID, store.Append{ExpectSeq: 2, Kind: "undo", Voids: 2})
	mustAppend(tb, db, g1.ID, store.Append{ExpectSeq: 3, Kind: "hand", Replaces: 1, Payload: rawJSON(`{"cutter":"Ana","points":{"Ben":60}}`),
		Summary: &store.Summary{Round: 1, Finished: true, Winners: []string{"Ana"}, Extra: rawJSON(`{"ended_by":"last-in"}`),
			Players: []store.PlayerSummary{{Name: "Ana", Total: 3, Status: "in", Won: true}, {Name: "Ben", Total: 60, Status: "out"}}}})
	g2 := mustCreateGame(tb, db, store.NewGame{Kind: "chuche", Players: []string{"Cleo", "Ana", "Óscar"}})
	mustAppend(tb, db, g2.ID, store.Append{Kind: "round", Payload: rawJSON(`{"won":{"Cleo":["R5"]}}`)})
}

func mustExportAll(tb testing.TB, db *store.DB) store.Archive {
	tb.Helper()
	a, err := db.ExportAll(context.Background())
	if err != nil {
		tb.Fatalf("ExportAll: %v", err)
	}
	return a
}

func mustImport(tb testing.TB, db *store.DB, a store.Archive) store.ImportReport {
	tb.Helper()
	r, err := db.Import(context.Background(), a, store.ImportOptions{})
	if err != nil {
		tb.Fatalf("Import: %v", err)
	}
	return r
}

// withoutIDs drops what a restore legitimately changes: roster ids.
func withoutIDs(a store.Archive) store.Archive {
	for i := range a.Players {
		a.Players[i].ID = 0
	}
	return a
}

func TestImport_IntoEmptyLedgerRestoresExactly(t *testing.T) {
	t.Parallel()
	src := MustOpenDB(t)
	fillLedger(t, src)
	// Times with every nanosecond digit used must survive.
	src.Now = func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 123456789, time.UTC) }
	mustAppend(t, src, 2, store.Append{ExpectSeq: 1, Kind: "round"})
	want := mustExportAll(t, src)

	dst := MustOpenDB(t)
	r := mustImport(t, dst, want)
	if !r.KeptIDs || len(r.Games) != 2 || r.Games[0].ID != 1 || r.Games[1].ID != 2 || r.Games[0].Renamed() {
		t.Errorf("report = %+v", r)
	}
	if strings.Join(r.PlayersAdded, ",") != "Ana,Ben,Cleo,Óscar" {
		t.Errorf("players added = %v", r.PlayersAdded)
	}
	got := mustExportAll(t, dst)
	if !reflect.DeepEqual(withoutIDs(got), withoutIDs(want)) {
		t.Errorf("restored ledger differs:\n got %+v\nwant %+v", got, want)
	}
	if e := got.Games[1].Entries[1]; !e.CreatedAt.Equal(time.Date(2026, 1, 2, 3, 4, 5, 123456789, time.UTC)) {
		t.Errorf("entry time = %v", e.CreatedAt)
	}
	if g := got.Games[0]; g.Entries[0].ReplacedBy != 4 || g.Entries[1].VoidedBy != 3 || g.Game.FinishedAt == nil {
		t.Errorf("links or finish lost: %+v", g)
	}

	// The per-player summary is restored with the games.
	since := got.Games[0].Game.LastPlayedAt.Add(time.Second)
	if gv, wv := viewLedger(t, dst, since), viewLedger(t, src, since); !reflect.DeepEqual(withoutIDs(gv.Archive), withoutIDs(wv.Archive)) ||
		!reflect.DeepEqual(gv.PlayerGames, wv.PlayerGames) || !reflect.DeepEqual(gv.Since, wv.Since) ||
		!reflect.DeepEqual(gv.Shared, wv.Shared) || !reflect.DeepEqual(gv.Records, wv.Records) || !reflect.DeepEqual(gv.RecordsSince, wv.RecordsSince) {
		t.Errorf("restored stats differ:\n got %+v\nwant %+v", gv, wv)
	}

	// New games go on from the restored ids.
	g := mustCreateGame(t, dst, store.NewGame{Players: []string{"Ana"}})
	if g.ID != 3 {
		t.Errorf("next game id = %d, want 3", g.ID)
	}
}

func TestImport_AlongsideRenamesAndSkips(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	src := MustOpenDB(t)
	fillLedger(t, src)
	archive := mustExportAll(t, src)

	dst := MustOpenDB(t)
	mustCreateGame(t, dst, store.NewGame{Name: "friday", Players: []string{"Dana"}})
	r := mustImport(t, dst, archive)
	if r.KeptIDs {
		t.Error("ids kept in a ledger that had games")
	}
	friday := r.Games[0]
	if friday.ID != 2 || friday.Name != "Friday (imported)" || !friday.Renamed() || friday.Skipped {
		t.Errorf("Friday = %+v", friday)
	}
	if g := r.Games[1]; g.ID != 3 || g.Name != "chuche-2" || g.Renamed() {
		t.Errorf("second game = %+v", g)
	}

	// Stats name the game as this ledger does.
	games, err := dst.PlayerGames(ctx, "Ana", time.Time{})
	if err != nil || len(games) != 2 || games[0].GameID != 2 || games[0].Name != "Friday (imported)" || games[0].Seats != 2 ||
		games[0].FinishedAt == nil || !games[0].Player.Won || games[1].Name != "chuche-2" || games[1].Seats != 3 {
		t.Errorf("Ana's imported games = %+v, %v", games, err)
	}

	// The very same file again: nothing is written twice.
	again := mustImport(t, dst, archive)
	for i, g := range again.Games {
		if !g.Skipped || g.ID != r.Games[i].ID || g.LaterEntries != 0 {
			t.Errorf("re-import of game %d = %+v", i, g)
		}
	}
	if len(again.PlayersAdded) != 0 {
		t.Errorf("players added again: %v", again.PlayersAdded)
	}
	all, err := dst.Games(ctx, store.GameFilter{All: true})
	if err != nil || len(all) != 3 {
		t.Fatalf("%d games after re-import, want 3 (%v)", len(all), err)
	}

	// A copy played on since the export is still the same game.
	mustAppend(t, dst, 3, store.Append{ExpectSeq: 1, Kind: "round"})
	again = mustImport(t, dst, archive)
	if g := again.Games[1]; !g.Skipped || g.LaterEntries != 1 {
		t.Errorf("re-import after play = %+v", g)
	}

	// A second, different copy named Friday: "Friday (imported)-2".
	changed := mustExportAll(t, src)
	changed.Games = changed.Games[:1]
	changed.Games[0].Entries = changed.Games[0].Entries[:1]
	changed.Games[0].Entries[0].Payload = rawJSON(`{"cutter":"Ben"}`)
	r = mustImport(t, dst, changed)
	if g := r.Games[0]; g.Skipped || g.Name != "Friday (imported)-2" || g.ID != 4 {
		t.Errorf("different copy = %+v", g)
	}
}

func TestImport_MatchesPlayersIgnoringCase(t *testing.T) {
	t.Parallel()
	src := MustOpenDB(t)
	fillLedger(t, src)
	archive := mustExportAll(t, src)

	dst := MustOpenDB(t)
	mustCreateGame(t, dst, store.NewGame{Name: "old", Players: []string{"ANA", "óscar"}})
	var seen []string
	r, err := dst.Import(context.Background(), archive, store.ImportOptions{
		Respell: func(e store.Entry, names map[string]string) (json.RawMessage, error) {
			seen = append(seen, e.Kind)
			if names["Ana"] != "ANA" {
				t.Errorf("names = %v", names)
			}
			return json.RawMessage(strings.ReplaceAll(string(e.Payload), `"Ana"`, `"ANA"`)), nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.Respelled["Ana"] != "ANA" || r.Respelled["Óscar"] != "óscar" || strings.Join(r.PlayersAdded, ",") != "Ben,Cleo" {
		t.Errorf("report = %+v", r)
	}
	if len(seen) != 5 {
		t.Errorf("respelled %d entries, want 5: %v", len(seen), seen)
	}
	got, err := dst.ExportGame(context.Background(), r.Games[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	g := got.Games[0]
	if strings.Join(g.Game.Players, ",") != "ANA,Ben" || strings.Join(g.Game.Summary.Winners, ",") != "ANA" ||
		g.Game.Summary.Players[0].Name != "ANA" || string(g.Entries[0].Payload) != `{"cutter":"ANA","points":{"Ben":20}}` {
		t.Errorf("imported game = %+v", g)
	}
	if len(got.Players) != 2 || got.Players[0].Name != "ANA" {
		t.Errorf("roster of one game = %+v", got.Players)
	}

	// Re-importing compares the respelled entries: still the same game.
	r, err = dst.Import(context.Background(), archive, store.ImportOptions{
		Respell: func(e store.Entry, names map[string]string) (json.RawMessage, error) {
			return json.RawMessage(strings.ReplaceAll(string(e.Payload), `"Ana"`, `"ANA"`)), nil
		},
	})
	if err != nil || !r.Games[0].Skipped || !r.Games[1].Skipped {
		t.Errorf("re-import = %+v, %v", r, err)
	}
}

func TestImport_AllOrNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	src := MustOpenDB(t)
	fillLedger(t, src)
	archive := mustExportAll(t, src)

	dst := MustOpenDB(t)
	mustCreateGame(t, dst, store.NewGame{Name: "keep", Players: []string{"ana"}})
	boom := errors.New("boom")
	_, err := dst.Import(ctx, archive, store.ImportOptions{
		Respell: func(e store.Entry, names map[string]string) (json.RawMessage, error) {
			if e.Kind == "round" { // the second game fails, after the first was written
				return nil, boom
			}
			return e.Payload, nil
		},
	})
	if !errors.Is(err, boom) || fault.StoreOf(err) != fault.Invalid {
		t.Fatalf("err = %v", err)
	}
	games, _ := dst.Games(ctx, store.GameFilter{All: true})
	players, _ := dst.Players(ctx)
	if len(games) != 1 || len(players) != 1 {
		t.Errorf("a failed import left %d games and %d players", len(games), len(players))
	}
}

func TestImport_RefusesMalformedArchives(t *testing.T) {
	t.Parallel()
	src := MustOpenDB(t)
	fillLedger(t, src)
	for _, c := range []struct {
		name  string
		spoil func(a *store.Archive)
		msg   string
	}{
		{"seq gap", func(a *store.Archive) { a.Games[0].Entries[1].Seq = 5 }, "entry 2 has seq 5"},
		{"forward link", func(a *store.Archive) { a.Games[0].Entries[2].Voids = 3 }, "entry 3 voids or replaces"},
		{"payload", func(a *store.Archive) { a.Games[0].Entries[0].Payload = rawJSON(`{"x":`) }, "entry 1 payload is not valid JSON"},
		{"twice seated", func(a *store.Archive) { a.Games[0].Game.Players = []string{"Ana", "ana"} }, `player "ana" is named twice`},
		{"look-alikes seated", func(a *store.Archive) { a.Games[0].Game.Players = []string{"Sam", "ſam"} }, "same player"},
		{"unseated winner", func(a *store.Archive) { a.Games[0].Game.Summary.Winners = []string{"Zed"} }, `winner "Zed" is not seated`},
		{"status", func(a *store.Archive) { a.Games[0].Game.Summary.Players[0].Status = "gone" }, `status "gone"`},
		{"duplicate id", func(a *store.Archive) { a.Games[1].Game.ID = 1 }, "id 1 appears twice"},
		{"no id", func(a *store.Archive) { a.Games[0].Game.ID = 0 }, "id 0 is not a game id"},
		{"numeric name", func(a *store.Archive) { a.Games[0].Game.Name = "12" }, "is a number"},
		{"rules", func(a *store.Archive) { a.Games[0].Game.Rules = rawJSON(`[1]`) }, "JSON object"},
		{"no time", func(a *store.Archive) { a.Games[0].Entries[0].CreatedAt = time.Time{} }, "entry 1 has no time"},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := mustExportAll(t, src)
			c.spoil(&a)
			dst := MustOpenDB(t)
			_, err := dst.Import(context.Background(), a, store.ImportOptions{})
			wantKind(t, err, fault.Invalid)
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("err = %v, want %q", err, c.msg)
			}
			if games, _ := dst.Games(context.Background(), store.GameFilter{All: true}); len(games) != 0 {
				t.Errorf("refused archive wrote %d games", len(games))
			}
		})
	}
}

func TestExportGame_NotFound(t *testing.T) {
	t.Parallel()
	db := MustOpenDB(t)
	_, err := db.ExportGame(context.Background(), 7)
	wantKind(t, err, fault.NotFound)
}
