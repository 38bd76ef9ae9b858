package store

import (
	"context"
	"database/sql"
)

// An export reads the games and their entries side by side, each in key
// order. On SQLite both are one query, read together. A PostgreSQL
// connection reads one result at a time, so there each is read a page at a
// time, every page a query of its own, all in the one snapshot of the
// export's transaction: memory still holds a page, not the ledger.
const archivePage = 500

// gameCursor hands out the games in id order; err is set when the walk
// stopped at an error that is not damage of a game's content.
type gameCursor struct {
	ctx    context.Context
	tx     *tx
	where  string
	args   []any
	rows   *sql.Rows // SQLite: the one query
	paged  bool
	page   []scannedGame
	lastID int64
	done   bool
	err    error
}

type scannedGame struct {
	g   Game
	err error
}

// entryCursor hands out the entries in (game, seq) order.
type entryCursor struct {
	ctx      context.Context
	tx       *tx
	where    string
	args     []any
	rows     *sql.Rows
	paged    bool
	page     []scannedEntry
	lastGame int64
	lastSeq  int
	done     bool
}

type scannedEntry struct {
	e   Entry
	err error
}

func newArchiveCursors(ctx context.Context, tx *tx, gameID int64) (*gameCursor, *entryCursor) {
	paged := tx.eng.kind() == "postgres"
	g := &gameCursor{ctx: ctx, tx: tx, paged: paged}
	e := &entryCursor{ctx: ctx, tx: tx, paged: paged}
	if gameID != 0 {
		g.where, g.args = ` WHERE g.id = ?`, []any{gameID}
		e.where, e.args = ` WHERE game_id = ?`, []any{gameID}
	}
	return g, e
}

const entryColumns = `SELECT game_id, seq, kind, payload, created_at, voids, replaces, ledger_seq FROM entries`

// next is the next game; more is false at the end or at an error (err).
func (c *gameCursor) next() (g Game, err error, more bool) {
	if !c.paged {
		if c.rows == nil && c.err == nil {
			c.rows, c.err = c.tx.QueryContext(c.ctx, c.tx.eng.dialect().gameSelect+c.where+` ORDER BY g.id`, c.args...)
		}
		if c.err != nil || !c.rows.Next() {
			if c.err == nil {
				c.err = c.rows.Err()
			}
			return Game{}, nil, false
		}
		g, err := scanGame(c.rows)
		if err != nil && !isContent(err) {
			c.err = err
			return Game{}, nil, false
		}
		return g, err, true
	}
	if len(c.page) == 0 && !c.done && c.err == nil {
		c.err = c.fill()
	}
	if len(c.page) == 0 {
		return Game{}, nil, false
	}
	s := c.page[0]
	c.page = c.page[1:]
	return s.g, s.err, true
}

func (c *gameCursor) fill() error {
	where, args := ` WHERE g.id > ?`, []any{c.lastID}
	if c.where != "" {
		where, args = c.where+` AND g.id > ?`, append(append([]any{}, c.args...), c.lastID)
	}
	rows, err := c.tx.QueryContext(c.ctx, c.tx.eng.dialect().gameSelect+where+` ORDER BY g.id LIMIT ?`, append(args, archivePage)...)
	if err != nil {
		return err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		n++
		g, err := scanGame(rows)
		if err != nil && !isContent(err) {
			return err
		}
		c.page = append(c.page, scannedGame{g, err})
		c.lastID = g.ID
	}
	c.done = n < archivePage
	return rows.Err()
}

func (c *gameCursor) close() {
	if c.rows != nil {
		c.rows.Close()
	}
}

// next is the next entry, nil at the end; a content error comes with the
// entry it is about.
func (c *entryCursor) next() (*Entry, error) {
	if !c.paged {
		if c.rows == nil {
			rows, err := c.tx.QueryContext(c.ctx, entryColumns+c.where+` ORDER BY game_id, seq`, c.args...)
			if err != nil {
				return nil, err
			}
			c.rows = rows
		}
		if !c.rows.Next() {
			return nil, c.rows.Err()
		}
		return scanEntry(c.rows)
	}
	if len(c.page) == 0 && !c.done {
		if err := c.fill(); err != nil {
			return nil, err
		}
	}
	if len(c.page) == 0 {
		return nil, nil
	}
	s := c.page[0]
	c.page = c.page[1:]
	return &s.e, s.err
}

func (c *entryCursor) fill() error {
	after := ` WHERE (game_id, seq) > (?, ?)`
	args := []any{c.lastGame, c.lastSeq}
	if c.where != "" {
		after = c.where + ` AND seq > ?`
		args = append(append([]any{}, c.args...), c.lastSeq)
	}
	rows, err := c.tx.QueryContext(c.ctx, entryColumns+after+` ORDER BY game_id, seq LIMIT ?`, append(args, archivePage*10)...)
	if err != nil {
		return err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		n++
		e, err := scanEntry(rows)
		if err != nil && !isContent(err) {
			return err
		}
		c.page = append(c.page, scannedEntry{*e, err})
		c.lastGame, c.lastSeq = e.GameID, e.Seq
	}
	c.done = n < archivePage*10
	return rows.Err()
}

func (c *entryCursor) close() {
	if c.rows != nil {
		c.rows.Close()
	}
}

func scanEntry(rows *sql.Rows) (*Entry, error) {
	e := Entry{}
	var payload, created string
	if err := rows.Scan(&e.GameID, &e.Seq, &e.Kind, &payload, &created, &e.Voids, &e.Replaces, &e.LedgerSeq); err != nil {
		return nil, err
	}
	return &e, decodeEntry(&e, payload, created)
}
