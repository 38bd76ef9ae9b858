package store

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// The league reads what it needs through indexes, never by scanning the
// rated games or the cached ratings: a season is one range of the cache's
// key, a player's rating a step down their index, the games from a changed
// one on a range of the rated games' index. On a ledger of 10,000 rated
// games this is what keeps `league` and the deciding hand flat.
func TestQueryPlans_LeagueUsesIndexes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(t.TempDir(), "ledger.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, stmt := range []string{
		`WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 30)
		 INSERT INTO players (id, name, fold, created_at) SELECT x, 'P' || x, 'p' || x, '2025-01-01T00:00:00.000000000Z' FROM i`,
		`WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 10000)
		 INSERT INTO games (id, ledger_seq, kind, name, fold, created_at, last_played_at, finished_at, decided_by, decided_at, decided_seq, placed)
		 SELECT x, x, CASE WHEN x % 4 = 0 THEN 'chuche' ELSE 'chinchon' END, 'g-' || x, 'g-' || x,
		        strftime('%Y-%m-%dT%H:%M:%S.000000000Z', 1451606400 + 30000 * x, 'unixepoch'),
		        strftime('%Y-%m-%dT%H:%M:%S.000000000Z', 1451606400 + 30000 * x, 'unixepoch'),
		        strftime('%Y-%m-%dT%H:%M:%S.000000000Z', 1451606400 + 30000 * x, 'unixepoch'), 9,
		        strftime('%Y-%m-%dT%H:%M:%S.000000000Z', 1451606400 + 30000 * x, 'unixepoch'), 10 * x, 1 FROM i`,
		`INSERT INTO seats (game_id, seat, player_id) SELECT id, 1, 1 + id % 30 FROM games`,
		`INSERT INTO seats (game_id, seat, player_id) SELECT id, 2, 1 + (id + 7) % 30 FROM games`,
		`INSERT INTO seats (game_id, seat, player_id) SELECT id, 3, 1 + (id + 13) % 30 FROM games`,
		`INSERT INTO player_games (player_id, game_id, kind, name, seat_count, created_at, finished_at, last_played_at, place)
		 SELECT s.player_id, g.id, g.kind, g.name, 3, g.created_at, g.finished_at, g.last_played_at, s.seat
		 FROM seats s JOIN games g ON g.id = s.game_id`,
		`INSERT INTO league_ratings (kind, decided_at, decided_seq, seat, player_id, game_id, place, won, mu_before, sigma_before, mu, sigma)
		 SELECT g.kind, g.decided_at, g.decided_seq, s.seat, s.player_id, g.id, s.seat, s.seat = 1, 25, 8, 25, 8
		 FROM seats s JOIN games g ON g.id = s.game_id`,
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
	for _, c := range []struct {
		name  string
		query string
		args  []any
		want  string // the plan must search this
	}{
		{"a season's rows", leagueRangeQuery, []any{"chinchon", "2025-01-01T00:00:00.000000000Z", "2026-01-01T00:00:00.000000000Z"},
			"SEARCH r USING PRIMARY KEY (kind=? AND decided_at>? AND decided_at<?)"},
		{"a player's latest rating", latestRowQuery, []any{"p7", "chinchon", "~", "~", 0}, "SEARCH r USING INDEX league_ratings_by_player (player_id=? AND kind=?"},
		{"a player's history", playerRowsQuery, []any{"p7", "chinchon", 60}, "SEARCH r USING INDEX league_ratings_by_player (player_id=? AND kind=?)"},
		{"the last row cached", lastCachedQuery, []any{"chinchon"}, "SEARCH league_ratings USING PRIMARY KEY (kind=?)"},
		{"the rated games from one on", ratedGamesQuery, []any{"chinchon", "2025-06-01T00:00:00.000000000Z", "2025-06-01T00:00:00.000000000Z", 5},
			"SEARCH g USING INDEX games_rated (kind=?"},
		{"the unplaced games", unplacedQuery, []any{"", "", 500},
			"games_unplaced"},
	} {
		plan := queryPlan(t, read, c.query, c.args...)
		if !strings.Contains(plan, c.want) || strings.Contains(plan, "SCAN r\n") || strings.Contains(plan, "SCAN g\n") ||
			strings.Contains(plan, "SCAN league_ratings") || strings.Contains(plan, "TEMP B-TREE FOR ORDER BY") {
			t.Errorf("%s does not follow its index (want %q):\n%s", c.name, c.want, plan)
		}
	}
}
