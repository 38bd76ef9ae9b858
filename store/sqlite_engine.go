package store

import (
	"context"
	"database/sql"
)

// sqliteEngine is the embedded ledger: one SQLite file in WAL mode.
type sqliteEngine struct{}

var sqliteEng = sqliteEngine{}

func (sqliteEngine) kind() string { return "sqlite" }

// rebind: SQLite reads ? and ?N as they are.
func (sqliteEngine) rebind(q string) string { return q }

// readOptions: a deferred transaction, a snapshot that never blocks writers
// under WAL.
func (sqliteEngine) readOptions() *sql.TxOptions { return &sql.TxOptions{ReadOnly: true} }

// prepareWrite: the immediate transaction (_txlock=immediate) already holds
// the write lock; under it the whole file is checked unless it is known
// sound (checkForWrite): a damaged ledger is never written into.
func (sqliteEngine) prepareWrite(ctx context.Context, db *DB, t *sql.Tx) error {
	return db.checkForWrite(ctx, t)
}

func (sqliteEngine) committed(db *DB) { db.rememberOwnCommit() }

func (sqliteEngine) translate(where string, err error) error { return translateSQLite(where, err) }

func (sqliteEngine) dialect() *dialect { return &sqliteDialect }

var sqliteDialect = dialect{
	gameSelect:     gameSelect,
	gameListSelect: gameListSelect,
	playerRecords:  playerRecordsQuery,
	sharedGames:    sharedGamesQuery,
}

// gameSelect reads a game with its seats and summary in one statement; the
// correlated subqueries are index lookups, so a page of games is one query.
const gameSelect = `SELECT g.id, g.kind, g.name, g.rules, g.created_at, g.finished_at, g.last_played_at,
	g.created_seq, g.ledger_seq, g.round, g.winners, g.extra, g.decided_by,
	(SELECT coalesce(max(e.seq), 0) FROM entries e WHERE e.game_id = g.id),
	(SELECT json_group_array(json_array(p.name, gp.total, gp.status, gp.buybacks, gp.won, json(gp.stats), gp.place, gp.out_after) ORDER BY s.seat)
	   FROM seats s -- CROSS JOIN keeps the walk in seat order, by primary key
	   CROSS JOIN player_games gp ON gp.player_id = s.player_id AND gp.game_id = s.game_id
	   CROSS JOIN players p ON p.id = s.player_id
	  WHERE s.game_id = g.id)
	FROM games g`

// gameListSelect is gameSelect for lists: each seat's name only. A page of
// recent games then reads seats and the roster, both in key order, and not
// each player's summary line, which lie wherever that player's games are.
const gameListSelect = `SELECT g.id, g.kind, g.name, g.rules, g.created_at, g.finished_at, g.last_played_at,
	g.created_seq, g.ledger_seq, g.round, g.winners, g.extra, g.decided_by,
	(SELECT coalesce(max(e.seq), 0) FROM entries e WHERE e.game_id = g.id),
	(SELECT json_group_array(json_array(p.name, 0, '', 0, 0, null, 0, 0) ORDER BY s.seat)
	   FROM seats s CROSS JOIN players p ON p.id = s.player_id
	  WHERE s.game_id = g.id)
	FROM games g`

// playerRecordsQuery walks player_games in key order, one player after the
// other, so grouping needs no sort and no game is looked up.
const playerRecordsQuery = `SELECT p.name, count(*), count(pg.finished_at), coalesce(sum(pg.won), 0)
	FROM player_games pg
	JOIN players p ON p.id = pg.player_id
	WHERE pg.last_played_at >= ?
	GROUP BY pg.player_id
	ORDER BY p.fold`
