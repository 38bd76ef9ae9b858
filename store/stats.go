package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// PlayerRecord is one roster line of `stats`: how many games a player sat
// in, finished and won, read from the summary rows.
type PlayerRecord struct {
	Name     string
	Games    int
	Finished int
	Wins     int
}

// PlayerRecords counts every player's games last played at or after since
// (zero: all), alphabetically. Every summary row is read once and no entry
// is replayed; players with no game in the period are left out.
func (db *DB) PlayerRecords(ctx context.Context, since time.Time) (_ []PlayerRecord, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()

	rows, err := tx.QueryContext(ctx, tx.eng.dialect().playerRecords, formatTime(since))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var records []PlayerRecord
	for rows.Next() {
		var r PlayerRecord
		if err := rows.Scan(&r.Name, &r.Games, &r.Finished, &r.Wins); err != nil {
			return nil, err
		}
		records = append(records, r)
	}
	return records, rows.Err()
}

// SharedGame is a game two players both sat in, with each one's line.
type SharedGame struct {
	GameID       int64
	Kind         string
	Name         string
	Seats        int
	CreatedAt    time.Time
	FinishedAt   *time.Time
	LastPlayedAt time.Time
	A, B         PlayerSummary
}

// SharedGames lists the games player a and player b both sat in, last
// played at or after since (zero: all), oldest first. It walks a's range of
// player_games and looks b up by primary key, so its cost follows a's
// games, not the ledger's.
func (db *DB) SharedGames(ctx context.Context, a, b string, since time.Time) (_ []SharedGame, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()

	aID, err := findPlayer(ctx, tx, a)
	if err != nil {
		return nil, err
	}
	bID, err := findPlayer(ctx, tx, b)
	if err != nil {
		return nil, err
	}
	if aID == bID {
		return nil, fault.Inputf("%q and %q are the same player", a, b).Of(fault.Invalid)
	}
	rows, err := tx.QueryContext(ctx, tx.eng.dialect().sharedGames, bID, aID, formatTime(since))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var games []SharedGame
	for rows.Next() {
		sg, err := scanSharedGame(rows)
		if err != nil {
			return nil, err
		}
		games = append(games, sg)
	}
	return games, rows.Err()
}

// sharedGamesQuery: CROSS JOIN pins a as the outer loop, one range of
// player_games in game order; b is found by primary key.
const sharedGamesQuery = `SELECT a.game_id, a.kind, a.name, a.seat_count,
		a.created_at, a.finished_at, a.last_played_at,
		pa.name, a.total, a.status, a.buybacks, a.won, a.stats,
		pb.name, b.total, b.status, b.buybacks, b.won, b.stats
	FROM player_games a
	CROSS JOIN player_games b ON b.player_id = ? AND b.game_id = a.game_id
	CROSS JOIN players pa ON pa.id = a.player_id
	CROSS JOIN players pb ON pb.id = b.player_id
	WHERE a.player_id = ? AND a.last_played_at >= ?
	ORDER BY a.game_id`

func scanSharedGame(row scanner) (SharedGame, error) {
	var sg SharedGame
	var created, lastPlayed string
	var finished, aStats, bStats sql.NullString
	err := row.Scan(&sg.GameID, &sg.Kind, &sg.Name, &sg.Seats, &created, &finished, &lastPlayed,
		&sg.A.Name, &sg.A.Total, &sg.A.Status, &sg.A.BuyBacks, &sg.A.Won, &aStats,
		&sg.B.Name, &sg.B.Total, &sg.B.Status, &sg.B.BuyBacks, &sg.B.Won, &bStats)
	if err != nil {
		return sg, err
	}
	if sg.CreatedAt, err = parseTime(created); err != nil {
		return sg, err
	}
	if sg.LastPlayedAt, err = parseTime(lastPlayed); err != nil {
		return sg, err
	}
	if sg.FinishedAt, err = parseNullTime(finished); err != nil {
		return sg, err
	}
	if aStats.Valid {
		sg.A.Stats = rawOrNil([]byte(aStats.String))
	}
	if bStats.Valid {
		sg.B.Stats = rawOrNil([]byte(bStats.String))
	}
	return sg, nil
}
