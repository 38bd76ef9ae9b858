package store

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// Head-to-head must cost what the first player's games cost: one range of
// player_games, the second player found by primary key; a player's totals
// what their groups cost.
func TestSharedGamesPlan_UsesIndexes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(t.TempDir(), "ledger.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, stmt := range []string{
		`WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 50)
		 INSERT INTO players (id, name, fold, created_at) SELECT x, 'P' || x, 'p' || x, '2025-01-01T00:00:00.000000000Z' FROM i`,
		`WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 2000)
		 INSERT INTO games (id, kind, name, fold, created_at, last_played_at)
		 SELECT x, 'chinchon', 'g' || x, 'g' || x, '2025-01-01T00:00:00.000000000Z', '2025-01-01T00:00:00.000000000Z' FROM i`,
		`INSERT INTO seats (game_id, seat, player_id) SELECT id, 1, 1 + id % 50 FROM games`,
		`INSERT INTO seats (game_id, seat, player_id) SELECT id, 2, 1 + (id + 7) % 50 FROM games`,
		`INSERT INTO player_games (player_id, game_id, kind, name, seat_count, created_at, last_played_at)
		 SELECT s.player_id, g.id, g.kind, g.name, 2, g.created_at, g.last_played_at FROM seats s JOIN games g ON g.id = s.game_id`,
		`ANALYZE`,
	} {
		if _, err := db.sql.ExecContext(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	read, err := db.beginRead(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer read.Rollback()
	plan := queryPlan(t, read, sharedGamesQuery, 2, 3, "")
	if !strings.Contains(plan, "SEARCH a USING PRIMARY KEY (player_id=?)\n") ||
		!strings.Contains(plan, "SEARCH b USING PRIMARY KEY (player_id=? AND game_id=?)\n") ||
		strings.Contains(plan, "SCAN") || strings.Contains(plan, "TEMP B-TREE FOR ORDER BY") {
		t.Errorf("head-to-head does not follow its indexes:\n%s", plan)
	}

	// The roster walks player_games once, in key order, so grouping by
	// player needs no sort, and looks up no game.
	plan = queryPlan(t, read, playerRecordsQuery, "")
	if !strings.Contains(plan, "SCAN pg\n") || strings.Contains(plan, "GROUP BY") {
		t.Errorf("the roster does not walk player_games in key order:\n%s", plan)
	}

	// A player's totals are a range of player_totals' key; the player's
	// games added up, one range of player_games'.
	plan = queryPlan(t, read, keptTotalsQuery, 2)
	if !strings.Contains(plan, "SEARCH player_totals USING PRIMARY KEY (player_id=?)\n") || strings.Contains(plan, "SCAN") {
		t.Errorf("a player's totals are not read by their key:\n%s", plan)
	}
	plan = queryPlan(t, read, playerTotalsQuery, 2, "")
	if !strings.Contains(plan, "SEARCH player_games USING PRIMARY KEY (player_id=?)\n") || strings.Contains(plan, "SCAN") {
		t.Errorf("a player's games are not added up from their range:\n%s", plan)
	}
}
