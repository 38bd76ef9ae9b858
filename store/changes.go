package store

import (
	"context"
	"database/sql"
	"slices"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgxlisten"
)

// What a watcher of the ledger needs (chuche-ref serve): a cheap probe that
// tells whether any process committed since the last look, and which games
// changed since a ledger-wide id. A game's creation and each of its entries
// take the next ledger-wide id (nextLedgerSeq) under the write lock, so they
// commit in id order and a reader always sees every id up to the highest
// it sees: a watcher that remembers an id misses nothing after it.

// GameChange is a game with an event — its creation or an entry — after a
// ledger-wide id: the id of its creation and of its latest event (the
// creation's own while it has no entry).
type GameChange struct {
	GameID     int64
	CreatedSeq int64
	LedgerSeq  int64
}

// lastEventQuery is the ledger-wide id of the latest game event: one end of
// games_by_ledger_seq, whatever the size of the ledger.
const lastEventQuery = `SELECT coalesce(max(ledger_seq), 0) FROM games`

// LastEventID is the ledger-wide id of the latest creation or entry of any
// game, 0 for an empty ledger. Renames and seasons take ids too, so it may
// be below LedgerSeq.
func (db *DB) LastEventID(ctx context.Context) (_ int64, err error) {
	defer func() { err = translate(db.path, err) }()
	var last int64
	err = db.queryRow(ctx, lastEventQuery).Scan(&last)
	return last, err
}

// changedGamesQuery reads the games whose latest event is after an id, the
// most recent first, from games_by_ledger_seq: a range of the index as long
// as what changed, never the games or entries before it.
const changedGamesQuery = `SELECT id, created_seq, ledger_seq FROM games
	WHERE ledger_seq > ? ORDER BY ledger_seq DESC, id DESC`

// ChangedGames lists the games created or with entries after the
// ledger-wide id after, in the order of their latest events; limit > 0
// keeps only the limit most recent of them.
func (db *DB) ChangedGames(ctx context.Context, after int64, limit int) (_ []GameChange, err error) {
	defer func() { err = translate(db.path, err) }()
	query, args := changedGamesQuery, []any{after}
	if limit > 0 {
		query += ` LIMIT ?`
		args = append(args, limit)
	}
	rows, err := db.query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var changes []GameChange
	for rows.Next() {
		var c GameChange
		if err := rows.Scan(&c.GameID, &c.CreatedSeq, &c.LedgerSeq); err != nil {
			return nil, err
		}
		changes = append(changes, c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	slices.Reverse(changes)
	return changes, nil
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
