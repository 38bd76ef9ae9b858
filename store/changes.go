package store

import (
	"context"
	"database/sql"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgxlisten"
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
// or another handle in this one — has committed to the ledger.
//
// On SQLite it holds one connection of its own for as long as it lives,
// because SQLite's data_version counts the commits other connections made
// since this one first asked. On PostgreSQL it listens (LISTEN
// chuche_ref_ledger, reconnecting when the connection drops): every write
// notifies in its transaction, so the notification comes at its commit,
// from whichever machine wrote; nothing is polled.
type ChangeProbe struct {
	path string
	conn *sql.Conn

	// PostgreSQL: notifications (and reconnections, after which the
	// watcher must catch up, as it may have missed some) counted.
	heard  atomic.Int64
	wake   chan struct{}
	cancel context.CancelFunc
	done   chan struct{}
}

// NewChangeProbe takes a connection from the ledger's pool for the probe
// (SQLite) or starts listening on a connection of its own (PostgreSQL);
// Close gives it back.
func (db *DB) NewChangeProbe(ctx context.Context) (*ChangeProbe, error) {
	if db.pgConfig != nil {
		return db.listen(), nil
	}
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return nil, translate(db.path, err)
	}
	return &ChangeProbe{path: db.path, conn: conn}, nil
}

// Version is a number that changes whenever another connection commits to
// the ledger. On SQLite it reads a counter in the WAL index (PRAGMA
// data_version), not the ledger, so it can be asked several times a
// second; on PostgreSQL it counts the notifications heard, in memory.
func (p *ChangeProbe) Version(ctx context.Context) (int64, error) {
	if p.conn == nil {
		return p.heard.Load(), nil
	}
	var v int64
	if err := p.conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&v); err != nil {
		return 0, translate(p.path, err)
	}
	return v, nil
}

// Wake is told (without waiting) whenever Version has moved, so a watcher
// need not wait for its next look; nil on SQLite, where only a look tells.
func (p *ChangeProbe) Wake() <-chan struct{} { return p.wake }

// Close returns the probe's connection to the pool, or stops listening.
func (p *ChangeProbe) Close() error {
	if p.conn == nil {
		p.cancel()
		<-p.done
		return nil
	}
	return translate(p.path, p.conn.Close())
}

// notifyChannel is the channel every write of a PostgreSQL ledger notifies.
const notifyChannel = "chuche_ref_ledger"

// notify tells the ledger's listeners (serve) that this transaction wrote
// game gameID (0: no game, a rename); PostgreSQL delivers it at commit.
func notify(ctx context.Context, t *tx, gameID int64) error {
	if t.eng.kind() != "postgres" {
		return nil
	}
	_, err := t.ExecContext(ctx, `SELECT pg_notify('`+notifyChannel+`', ?)`, strconv.FormatInt(gameID, 10))
	return err
}

// listen starts the PostgreSQL probe: a pgxlisten listener on a connection
// of its own, outside the pool.
func (db *DB) listen() *ChangeProbe {
	ctx, cancel := context.WithCancel(context.Background())
	p := &ChangeProbe{path: db.path, wake: make(chan struct{}, 1), cancel: cancel, done: make(chan struct{})}
	cfg := db.pgConfig
	l := &pgxlisten.Listener{
		Connect:        func(ctx context.Context) (*pgx.Conn, error) { return pgx.ConnectConfig(ctx, cfg.Copy()) },
		ReconnectDelay: time.Second,
	}
	l.Handle(notifyChannel, probeHandler{p})
	go func() {
		defer close(p.done)
		l.Listen(ctx)
	}()
	return p
}

// probeHandler counts what the listener hears.
type probeHandler struct{ p *ChangeProbe }

func (h probeHandler) HandleNotification(context.Context, *pgconn.Notification, *pgx.Conn) error {
	h.p.moved()
	return nil
}

// HandleBacklog runs at every (re)connection: what was written while the
// listener was away was not heard, so the watcher must look.
func (h probeHandler) HandleBacklog(context.Context, string, *pgx.Conn) error {
	h.p.moved()
	return nil
}

func (p *ChangeProbe) moved() {
	p.heard.Add(1)
	select {
	case p.wake <- struct{}{}:
	default:
	}
}
