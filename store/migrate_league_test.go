package store_test

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/store"
)

// A ledger of schema 4 keeps no places: step 5 (league) marks every game
// unplaced and the league of every kind in it stale from the start, so that
// the domain replays each game once (the store cannot) and nothing reads a
// league it has not computed.
func TestOpen_MigratesSchema4ToTheLeague(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	current := filepath.Join(dir, "current.db")
	src := MustOpenPath(t, current)
	fillStatsLedger(t, src)
	if err := src.Close(); err != nil {
		t.Fatal(err)
	}

	old := filepath.Join(dir, "old.db")
	db4, err := store.OpenSchema(ctx, old, 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := db4.Close(); err != nil {
		t.Fatal(err)
	}
	raw := rawSQLite(t, old)
	for _, stmt := range []string{
		`ATTACH DATABASE '` + current + `' AS cur`,
		`INSERT INTO players SELECT * FROM cur.players`,
		`INSERT INTO games (id, kind, name, fold, rules, created_at, finished_at, last_played_at, round, winners, extra, created_seq, ledger_seq)
		 SELECT id, kind, name, fold, rules, created_at, finished_at, last_played_at, round, winners, extra, created_seq, ledger_seq FROM cur.games`,
		`INSERT INTO seats SELECT * FROM cur.seats`,
		`INSERT INTO entries SELECT * FROM cur.entries`,
		`INSERT INTO player_games (player_id, game_id, kind, name, seat_count, created_at, finished_at, last_played_at, total, status, buybacks, won, stats)
		 SELECT player_id, game_id, kind, name, seat_count, created_at, finished_at, last_played_at, total, status, buybacks, won, stats FROM cur.player_games`,
		`UPDATE ledger_counter SET seq = (SELECT seq FROM cur.ledger_counter)`,
		`DETACH DATABASE cur`,
	} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	if err := raw.Close(); err != nil {
		t.Fatal(err)
	}

	db := MustOpenPath(t, old)
	if v := schemaVersion(t, old); v != store.SchemaVersion() || v < 5 {
		t.Fatalf("schema %d after open", v)
	}
	unplaced, err := db.UnplacedGames(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	games, err := db.Games(ctx, store.GameFilter{All: true})
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for _, g := range games {
		ids = append(ids, g.ID)
	}
	slices.Sort(ids)
	if !slices.Equal(unplaced, ids) {
		t.Errorf("unplaced games %v, want every game %v", unplaced, ids)
	}
	for _, kind := range []string{"chinchon", "chuche"} {
		lg, err := db.RatedGames(ctx, kind, store.Position{})
		if err != nil {
			t.Fatal(err)
		}
		if lg.State.Current() || !lg.State.StaleFrom.IsZero() || len(lg.Games) != 0 || len(lg.Unplaced) == 0 {
			t.Errorf("%s after the upgrade: %+v; want no rated game known, its unplaced ones listed, stale from the start", kind, lg)
		}
	}
	// A game written since is placed by that write.
	g := games[0]
	if _, err := db.Append(ctx, g.ID, store.Append{ExpectSeq: g.Seq, Kind: "hand", Summary: &g.Summary}); err != nil {
		t.Fatal(err)
	}
	if again, _ := db.UnplacedGames(ctx, 0); slices.Contains(again, g.ID) || len(again) != len(ids)-1 {
		t.Errorf("after a write to game %d the unplaced games are %v", g.ID, again)
	}
}
