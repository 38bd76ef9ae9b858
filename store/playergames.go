package store

import (
	"context"
	"database/sql"
	"time"
)

// PlayerGame is one player's line in one game, read from the summary rows
// so that stats over thousands of games need not replay their entries.
type PlayerGame struct {
	GameID       int64
	Kind         string
	Name         string // game name
	Seats        int
	CreatedAt    time.Time
	FinishedAt   *time.Time
	LastPlayedAt time.Time
	Player       PlayerSummary
}

// PlayerGames lists the games player sat in and was last played at or
// after since (zero: all), oldest first so streaks read in order. Ids
// grow with creation time, so id order is creation order.
func (db *DB) PlayerGames(ctx context.Context, player string, since time.Time) (_ []PlayerGame, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()

	playerID, err := findPlayer(ctx, tx, player)
	if err != nil {
		return nil, err
	}
	return listPlayerGames(ctx, tx, playerID, since)
}

// playerGamesQuery walks game_players_by_player in game order, so its cost
// follows the player's games, not the ledger's.
const playerGamesQuery = `SELECT g.id, g.kind, g.name,
		(SELECT count(*) FROM seats s WHERE s.game_id = g.id),
		g.created_at, g.finished_at, g.last_played_at,
		p.name, gp.total, gp.status, gp.buybacks, gp.won, gp.stats
		FROM game_players gp
		JOIN games g ON g.id = gp.game_id
		JOIN players p ON p.id = gp.player_id
		WHERE gp.player_id = ? AND g.last_played_at >= ?
		ORDER BY gp.game_id`

func listPlayerGames(ctx context.Context, tx *tx, playerID int64, since time.Time) ([]PlayerGame, error) {
	rows, err := tx.QueryContext(ctx, playerGamesQuery, playerID, formatTime(since))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var games []PlayerGame
	for rows.Next() {
		var pg PlayerGame
		var created, lastPlayed string
		var finished, stats sql.NullString
		if err := rows.Scan(&pg.GameID, &pg.Kind, &pg.Name, &pg.Seats, &created, &finished, &lastPlayed,
			&pg.Player.Name, &pg.Player.Total, &pg.Player.Status, &pg.Player.BuyBacks, &pg.Player.Won, &stats); err != nil {
			return nil, err
		}
		if pg.CreatedAt, err = parseTime(created); err != nil {
			return nil, err
		}
		if pg.LastPlayedAt, err = parseTime(lastPlayed); err != nil {
			return nil, err
		}
		if pg.FinishedAt, err = parseNullTime(finished); err != nil {
			return nil, err
		}
		if stats.Valid {
			pg.Player.Stats = rawOrNil([]byte(stats.String))
		}
		games = append(games, pg)
	}
	return games, rows.Err()
}
