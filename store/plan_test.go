package store

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A ledger of 10,000 games must list its default page, find the current
// game and a player's games through indexes, never by scanning or sorting
// the games table or the per-player summary.
func TestQueryPlans_UseIndexes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(t.TempDir(), "ledger.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	// One statement per table: building 10,000 games through createGame
	// takes a minute under the race detector.
	const n = 10000 // as in the games statement
	for _, stmt := range []string{
		`INSERT INTO players (id, name, fold, created_at) VALUES (1, 'Ana', 'ana', '2025-01-01T00:00:00.000000000Z'), (2, 'Ben', 'ben', '2025-01-01T00:00:00.000000000Z')`,
		`WITH RECURSIVE i(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM i WHERE x < 49)
		 INSERT INTO players (id, name, fold, created_at) SELECT 3 + x, 'P' || x, 'p' || x, '2025-01-01T00:00:00.000000000Z' FROM i`,
		`WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 10000)
		 INSERT INTO games (id, ledger_seq, kind, name, fold, created_at, last_played_at, finished_at)
		 SELECT x, x, 'chuche', 'chuche-' || x, 'chuche-' || x, strftime('%Y-%m-%dT%H:%M:%S.000000000Z', 1735689600 + x, 'unixepoch'),
		        strftime('%Y-%m-%dT%H:%M:%S.000000000Z', 1735689600 + x, 'unixepoch'), CASE WHEN x % 3 = 0 THEN '2025-01-02T00:00:00.000000000Z' END FROM i`,
		`INSERT INTO seats (game_id, seat, player_id) SELECT id, 1, 1 FROM games`,
		`INSERT INTO seats (game_id, seat, player_id) SELECT id, 2, 2 FROM games`,
		`INSERT INTO seats (game_id, seat, player_id) SELECT id, 3, 3 + id % 50 FROM games`,
		`INSERT INTO player_games (player_id, game_id, kind, name, seat_count, created_at, finished_at, last_played_at)
		 SELECT s.player_id, g.id, g.kind, g.name, 3, g.created_at, g.finished_at, g.last_played_at
		 FROM seats s JOIN games g ON g.id = s.game_id`,
	} {
		if _, err := db.sql.ExecContext(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	if _, err := db.sql.ExecContext(ctx, "ANALYZE"); err != nil {
		t.Fatal(err)
	}

	read, err := db.beginRead(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer read.Rollback()
	page, _, err := gamesQuery(ctx, read, GameFilter{})
	if err != nil {
		t.Fatal(err)
	}
	byPlayer, _, err := gamesQuery(ctx, read, GameFilter{Player: "P7"})
	if err != nil {
		t.Fatal(err)
	}
	p7, err := findPlayer(ctx, read, "P7")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		query   string
		args    []any
		byIndex string // the index the plan must search, "" for a pure ordered scan
	}{
		{"default page", page, []any{20}, ""},
		{"current game", gameSelect + currentGameQuery, nil, ""},
		{"game by name", gameSelect + ` WHERE g.fold = ?`, []any{"chuche-7"}, ""},
		// A player's lists cost what that player's games cost.
		{"player page", byPlayer, []any{p7, 20}, "seats_by_player (player_id=?)"},
		{"player's rows", playerGamesQuery, []any{p7, ""}, "SEARCH player_games USING PRIMARY KEY (player_id=?)"},
		// The scoreboard's streams resume from an id at what changed since.
		{"changed games", changedGamesQuery + ` LIMIT ?`, []any{n - 5, 200}, "games_by_ledger_seq (ledger_seq>?)"},
		{"last event", lastEventQuery, nil, "SEARCH games USING COVERING INDEX games_by_ledger_seq"},
	} {
		plan := queryPlan(t, read, c.query, c.args...)
		scans := strings.Contains(plan, "SCAN g\n") || strings.Contains(plan, "SCAN gp\n") || strings.Contains(plan, "SCAN player_games")
		sorts := c.byIndex == "" && strings.Contains(plan, "TEMP B-TREE FOR ORDER BY")
		if scans || sorts || !strings.Contains(plan, c.byIndex) {
			t.Errorf("%s does not follow its index:\n%s", c.name, plan)
		}
	}

	// `stats PLAYER` reads one range of player_games, clustered by player,
	// in key order, and no other table: no game, seat or roster line is
	// looked up per row.
	if plan := queryPlan(t, read, playerGamesQuery, p7, ""); plan != "SEARCH player_games USING PRIMARY KEY (player_id=?)\n" {
		t.Errorf("a player's rows are not one range of player_games:\n%s", plan)
	}

	// Every entry rewrites its players' lines; it must find them by key,
	// not by walking every player's games.
	if plan := queryPlan(t, read, syncPlayerGamesQuery, 7); !strings.Contains(plan, "SEARCH player_games USING PRIMARY KEY (player_id=? AND game_id=?)") ||
		strings.Contains(plan, "SCAN") {
		t.Errorf("an entry does not find its players' lines by key:\n%s", plan)
	}

	start := time.Now()
	games, err := db.Games(ctx, GameFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 20 || games[0].ID != n {
		t.Errorf("default page: %d games, first %d", len(games), games[0].ID)
	}
	t.Logf("default page of %d games in %v", n, time.Since(start))
}

func queryPlan(t *testing.T, tx *tx, query string, args ...any) string {
	t.Helper()
	rows, err := tx.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+query, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		b.WriteString(detail + "\n")
	}
	return b.String()
}

func TestEntries_AppendOnly(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(t.TempDir(), "ledger.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	g, err := db.CreateGame(ctx, NewGame{Kind: "chuche", Players: []string{"Ana"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Append(ctx, g.ID, Append{Kind: "round"}); err != nil {
		t.Fatal(err)
	}
	for _, stmt := range []string{"UPDATE entries SET kind = 'x'", "DELETE FROM entries"} {
		if _, err := db.sql.ExecContext(ctx, stmt); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: err = %v, want append-only refusal", stmt, err)
		}
	}
}

func TestDeriveLinks_ChainOfUndos(t *testing.T) {
	t.Parallel()
	// 1 round, 2 undo 1, 3 undo 2, 4 undo 3: an odd chain leaves 1 voided.
	entries := []Entry{{Seq: 1}, {Seq: 2, Voids: 1}, {Seq: 3, Voids: 2}, {Seq: 4, Voids: 3}}
	DeriveLinks(entries)
	got := []int{entries[0].VoidedBy, entries[1].VoidedBy, entries[2].VoidedBy, entries[3].VoidedBy}
	if fmt.Sprint(got) != "[2 0 4 0]" {
		t.Errorf("VoidedBy = %v, want [2 0 4 0]", got)
	}
}
