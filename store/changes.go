package store

import (
	"context"
	"database/sql"
)

// What a watcher of the ledger needs (chuche-ref serve): a cheap probe that
// tells whether any process committed since the last look, and which games
// the new entries belong to. An entry's ledger-wide id is the engine's
// (dialect.entryID).

// GameChange is a game that entries were recorded in, with the ledger-wide
// id of the latest of them.
type GameChange struct {
	GameID    int64
	LastEntry int64
}

// LastEntryID is the ledger-wide id of the latest entry of any game, 0 for
// an empty ledger.
func (db *DB) LastEntryID(ctx context.Context) (_ int64, err error) {
	defer func() { err = translate(db.path, err) }()
	col := db.eng.dialect().entryID
	var last int64
	err = db.queryRow(ctx, `SELECT coalesce(max(`+col+`), 0) FROM entries`).Scan(&last)
	return last, err
}

// LastGameID is the id of the game created last, 0 for an empty ledger:
// games are numbered in the order they are created.
func (db *DB) LastGameID(ctx context.Context) (_ int64, err error) {
	defer func() { err = translate(db.path, err) }()
	var id int64
	err = db.queryRow(ctx, `SELECT coalesce(max(id), 0) FROM games`).Scan(&id)
	return id, err
}

// ChangedGames lists the games that have entries with a ledger-wide id
// above after, each with the id of its latest entry, in the order of those
// ids. It reads only the entries after the id (a range of the rowid b-tree),
// so a watcher that remembers where it was pays for the new entries alone.
func (db *DB) ChangedGames(ctx context.Context, after int64) (_ []GameChange, err error) {
	defer func() { err = translate(db.path, err) }()
	id := db.eng.dialect().entryID
	rows, err := db.query(ctx, `SELECT game_id, max(`+id+`) AS last FROM entries
		WHERE `+id+` > ? GROUP BY game_id ORDER BY last`, after)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var changes []GameChange
	for rows.Next() {
		var c GameChange
		if err := rows.Scan(&c.GameID, &c.LastEntry); err != nil {
			return nil, err
		}
		changes = append(changes, c)
	}
	return changes, rows.Err()
}

// ChangeProbe tells cheaply whether another connection — another process,
// or another handle in this one — has committed to the ledger. It holds one
// connection of its own for as long as it lives, because SQLite's
// data_version counts the commits other connections made since this one
// first asked.
type ChangeProbe struct {
	path string
	conn *sql.Conn
}

// NewChangeProbe takes a connection from the ledger's pool for the probe;
// Close gives it back.
func (db *DB) NewChangeProbe(ctx context.Context) (*ChangeProbe, error) {
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return nil, translate(db.path, err)
	}
	return &ChangeProbe{path: db.path, conn: conn}, nil
}

// Version is a number that changes whenever another connection commits to
// the ledger. It reads a counter in the WAL index (PRAGMA data_version),
// not the ledger, so it can be asked several times a second.
func (p *ChangeProbe) Version(ctx context.Context) (int64, error) {
	var v int64
	if err := p.conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&v); err != nil {
		return 0, translate(p.path, err)
	}
	return v, nil
}

// Close returns the probe's connection to the pool.
func (p *ChangeProbe) Close() error {
	return translate(p.path, p.conn.Close())
}
