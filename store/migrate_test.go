package store_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/store"
)

// fillStatsLedger writes fillLedger's games and a third, finished one of
// three players whose summary names only two of them.
func fillStatsLedger(tb testing.TB, db *store.DB) {
	tb.Helper()
	fillLedger(tb, db)
	g := mustCreateGame(tb, db, store.NewGame{Kind: "chinchon", Name: "Saturday", Players: []string{"Ben", "Cleo", "Ana"}})
	mustAppend(tb, db, g.ID, store.Append{Kind: "hand", Payload: rawJSON(`{"cutter":"Cleo"}`),
		Summary: &store.Summary{Round: 1, Players: []store.PlayerSummary{
			{Name: "Ben", Total: 40, Status: "in", Stats: rawJSON(`{"hands":1,"best_hand":40}`)},
			{Name: "Cleo", Total: -10, Status: "in", Stats: rawJSON(`{"hands":1,"cuts":1,"best_hand":-10}`)},
			{Name: "Ana", Total: 7, Status: "in", Stats: rawJSON(`{"hands":1,"best_hand":7}`)}}}})
	mustAppend(tb, db, g.ID, store.Append{ExpectSeq: 1, Kind: "hand", Payload: rawJSON(`{"cutter":"Cleo"}`),
		Summary: &store.Summary{Round: 2, Finished: true, Winners: []string{"Cleo"}, Players: []store.PlayerSummary{
			{Name: "Ben", Total: 101, Status: "out", BuyBacks: 1, Stats: rawJSON(`{"hands":2,"eliminations":1}`)},
			{Name: "Cleo", Total: -20, Status: "in", Won: true, Stats: rawJSON(`{"hands":2,"cuts":2,"best_hand":-10}`)}}}})
}

// ledgerView is everything the store reads from the per-player summary,
// and the whole ledger besides.
type ledgerView struct {
	Archive      store.Archive
	Games        []store.Game
	Records      []store.PlayerRecord
	RecordsSince []store.PlayerRecord
	PlayerGames  map[string][]store.PlayerGame
	Since        map[string][]store.PlayerGame
	Shared       map[string][]store.SharedGame
}

func viewLedger(tb testing.TB, db *store.DB, since time.Time) ledgerView {
	tb.Helper()
	ctx := context.Background()
	v := ledgerView{Archive: mustExportAll(tb, db), PlayerGames: map[string][]store.PlayerGame{},
		Since: map[string][]store.PlayerGame{}, Shared: map[string][]store.SharedGame{}}
	var err error
	if v.Games, err = db.Games(ctx, store.GameFilter{All: true}); err != nil {
		tb.Fatal(err)
	}
	if v.Records, err = db.PlayerRecords(ctx, time.Time{}); err != nil {
		tb.Fatal(err)
	}
	if v.RecordsSince, err = db.PlayerRecords(ctx, since); err != nil {
		tb.Fatal(err)
	}
	for _, a := range v.Archive.Players {
		if v.PlayerGames[a.Name], err = db.PlayerGames(ctx, a.Name, time.Time{}); err != nil {
			tb.Fatal(err)
		}
		if v.Since[a.Name], err = db.PlayerGames(ctx, a.Name, since); err != nil {
			tb.Fatal(err)
		}
		for _, b := range v.Archive.Players {
			if a.Name == b.Name {
				continue
			}
			if v.Shared[a.Name+"/"+b.Name], err = db.SharedGames(ctx, a.Name, b.Name, time.Time{}); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return v
}

// A ledger of schema 1, whose per-player summary was game_players keyed by
// game, is brought to the current schema when opened, and reads exactly as
// the same games written by this chuche-ref.
// schema1Ledger is a ledger as schema 1 held it, with the games of
// fillStatsLedger, and how it reads at the current schema (viewLedger
// since the time returned).
func schema1Ledger(t *testing.T) (old string, since time.Time, want ledgerView) {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()

	current := filepath.Join(dir, "current.db")
	src := MustOpenPath(t, current)
	fillStatsLedger(t, src)
	friday, err := src.Game(ctx, "Friday")
	if err != nil {
		t.Fatal(err)
	}
	since = friday.LastPlayedAt.Add(time.Second)
	want = viewLedger(t, src, since)
	if err := src.Close(); err != nil {
		t.Fatal(err)
	}

	// The same rows as schema 1 held them.
	old = filepath.Join(dir, "old.db")
	db1, err := store.OpenSchema(ctx, old, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := db1.Close(); err != nil {
		t.Fatal(err)
	}
	raw := rawSQLite(t, old)
	for _, stmt := range []string{
		`ATTACH DATABASE '` + current + `' AS cur`,
		`INSERT INTO players SELECT * FROM cur.players`,
		`INSERT INTO games (id, kind, name, fold, rules, created_at, finished_at, last_played_at, round, winners, extra)
		 SELECT id, kind, name, fold, rules, created_at, finished_at, last_played_at, round, winners, extra FROM cur.games`,
		`INSERT INTO seats SELECT * FROM cur.seats`,
		`INSERT INTO entries (game_id, seq, kind, payload, created_at, voids, replaces)
		 SELECT game_id, seq, kind, payload, created_at, voids, replaces FROM cur.entries`,
		`INSERT INTO game_players (game_id, player_id, total, status, buybacks, won, stats)
		 SELECT game_id, player_id, total, status, buybacks, won, stats FROM cur.player_games ORDER BY game_id, player_id`,
		`DETACH DATABASE cur`,
	} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	if err := raw.Close(); err != nil {
		t.Fatal(err)
	}
	if v := schemaVersion(t, old); v != 1 {
		t.Fatalf("old ledger has schema %d, want 1", v)
	}
	return old, since, want
}

func TestOpen_MigratesSchema1(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	old, since, want := schema1Ledger(t)

	db := MustOpenPath(t, old)
	if v := schemaVersion(t, old); v != store.SchemaVersion() {
		t.Fatalf("schema %d after open, want %d", v, store.SchemaVersion())
	}
	got := viewLedger(t, db, since)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("migrated ledger reads differently:\n got %+v\nwant %+v", got, want)
	}
	// Not only equal, but what was played: Ana sat in all three games.
	ana := got.PlayerGames["Ana"]
	if len(ana) != 3 || ana[0].Name != "Friday" || ana[0].Seats != 2 || ana[0].FinishedAt == nil || !ana[0].Player.Won ||
		ana[1].Kind != "chuche" || ana[1].Seats != 3 || ana[1].FinishedAt != nil ||
		ana[2].Seats != 3 || ana[2].FinishedAt == nil || ana[2].Player.Total != 7 || string(ana[2].Player.Stats) != `{"hands":1,"best_hand":7}` {
		t.Errorf("Ana's games = %+v", ana)
	}

	raw := rawSQLite(t, old)
	defer raw.Close()
	var left int
	if err := raw.QueryRow(`SELECT count(*) FROM sqlite_schema WHERE name LIKE 'game_players%'`).Scan(&left); err != nil || left != 0 {
		t.Errorf("%d schema-1 objects left (%v)", left, err)
	}

	// The migrated ledger goes on as any other.
	mustAppend(t, db, 2, store.Append{ExpectSeq: 1, Kind: "round", Summary: &store.Summary{Round: 1, Finished: true,
		Winners: []string{"Óscar"}, Players: []store.PlayerSummary{{Name: "Óscar", Won: true}}}})
	games, err := db.PlayerGames(ctx, "cleo", time.Time{})
	if err != nil || len(games) != 2 || games[0].GameID != 2 || games[0].FinishedAt == nil {
		t.Errorf("Cleo's games after a new entry: %+v, %v", games, err)
	}
}

// TestOpenUntouched_ReadsAnOlderLedgerFromACopy: a ledger an older
// chuche-ref wrote reads as the upgraded ledger would, while its file —
// its bytes, its schema, what lies beside it but SQLite's own empty
// sidecars — stays as it was, and the copy read is gone after Close.
func TestOpenUntouched_ReadsAnOlderLedgerFromACopy(t *testing.T) {
	t.Parallel()
	old, since, want := schema1Ledger(t)
	before := folderBytes(t, filepath.Dir(old))

	db, err := store.OpenUntouched(context.Background(), old)
	if err != nil {
		t.Fatal(err)
	}
	if db.Path() != old {
		t.Errorf("Path() = %s, want the ledger asked for, %s", db.Path(), old)
	}
	if got := viewLedger(t, db, since); !reflect.DeepEqual(got, want) {
		t.Errorf("the older ledger reads differently:\n got %+v\nwant %+v", got, want)
	}
	if db.SQLPathForTest() == old {
		t.Errorf("the older ledger was read in place, not from a copy")
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Dir(db.SQLPathForTest())); err == nil {
		t.Errorf("the upgraded copy's folder %s is left after Close", filepath.Dir(db.SQLPathForTest()))
	}
	after := folderBytes(t, filepath.Dir(old))
	// A reader of a ledger in WAL mode opens its -shm and -wal as SQLite
	// does, making them when they are missing, and being a reader cannot
	// remove them: no more is left beside it, and the WAL holds nothing.
	if wal, ok := after["old.db-wal"]; ok && wal == "" {
		delete(after, "old.db-wal")
		delete(after, "old.db-shm")
	}
	if !reflect.DeepEqual(after, before) {
		t.Errorf("reading the older ledger changed its folder:\nbefore %v\nafter  %v", keys(before), keys(after))
	}
	if v := schemaVersion(t, old); v != 1 {
		t.Errorf("the older ledger has schema %d after it was read, want 1", v)
	}
}

// folderBytes is every file of dir with its content.
func folderBytes(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = string(data)
	}
	return files
}

func keys(m map[string]string) []string {
	var out []string
	for k, v := range m {
		out = append(out, fmt.Sprintf("%s (%d bytes)", k, len(v)))
	}
	slices.Sort(out)
	return out
}
