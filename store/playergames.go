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

	p, err := findRosterLine(ctx, tx, player)
	if err != nil {
		return nil, err
	}
	return listPlayerGames(ctx, tx, p, since)
}

// playerGamesQuery reads one range of player_games, which is clustered by
// player and carries what is needed of each game: it touches no other
// table, and its cost follows the player's games, not the ledger's.
const playerGamesQuery = `SELECT game_id, kind, name, seat_count, created_at, finished_at, last_played_at,
		total, status, buybacks, won, stats
		FROM player_games
		WHERE player_id = ? AND last_played_at >= ?
		ORDER BY game_id`

func listPlayerGames(ctx context.Context, tx *tx, p rosterLine, since time.Time) ([]PlayerGame, error) {
	rows, err := tx.QueryContext(ctx, playerGamesQuery, p.id, formatTime(since))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var games []PlayerGame
	for rows.Next() {
		pg := PlayerGame{Player: PlayerSummary{Name: p.name}}
		var created, lastPlayed string
		var finished, stats sql.NullString
		// int64s scan directly; an int would go through strconv.
		var seats, total, buybacks int64
		if err := rows.Scan(&pg.GameID, &pg.Kind, &pg.Name, &seats, &created, &finished, &lastPlayed,
			&total, &pg.Player.Status, &buybacks, &pg.Player.Won, &stats); err != nil {
			return nil, err
		}
		pg.Seats, pg.Player.Total, pg.Player.BuyBacks = int(seats), int(total), int(buybacks)
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
