package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// tx carries one clock reading so every row a write touches shares a time,
// and the engine that spells its statements.
type tx struct {
	*sql.Tx
	ctx context.Context // the one the transaction began with
	now time.Time
	db  *DB // nil in migrations
	eng engine
}

// QueryContext, QueryRowContext and ExecContext run the store's SQL in the
// engine's spelling of placeholders.
func (t *tx) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return t.Tx.QueryContext(ctx, t.eng.rebind(q), args...)
}

func (t *tx) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	return t.Tx.QueryRowContext(ctx, t.eng.rebind(q), args...)
}

func (t *tx) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return t.Tx.ExecContext(ctx, t.eng.rebind(q), args...)
}

// beginWrite starts a write transaction in which the writers are
// serialised from the start (engine.prepareWrite): a transaction that read
// the game cannot lose a race at COMMIT. A damaged SQLite ledger is refused
// there, before anything is written.
func (db *DB) beginWrite(ctx context.Context) (*tx, error) {
	if db.readOnly {
		return nil, fault.Ledgerf("ledger %s was opened read-only; nothing was written", db.path).Of(fault.IO)
	}
	t, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	if err := db.eng.prepareWrite(ctx, db, t); err != nil {
		t.Rollback()
		return nil, err
	}
	return &tx{Tx: t, ctx: ctx, now: db.now(), db: db, eng: db.eng}, nil
}

// beginRead starts a read: a consistent snapshot that never blocks writers.
func (db *DB) beginRead(ctx context.Context) (*tx, error) {
	t, err := db.sql.BeginTx(ctx, db.eng.readOptions())
	if err != nil {
		return nil, err
	}
	return &tx{Tx: t, ctx: ctx, now: db.now(), eng: db.eng}, nil
}

func (db *DB) now() time.Time {
	if db.Now == nil {
		return time.Now().UTC()
	}
	return db.Now().UTC()
}

// timeLayout is fixed-width so that comparing the stored text compares the
// times (RFC3339Nano drops trailing zeros and would not sort).
const timeLayout = "2006-01-02T15:04:05.000000000Z"

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

func parseTime(s string) (time.Time, error) {
	if t, ok := parseFixedTime(s); ok {
		return t, nil
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, fault.Wrapf(err, "bad time %q in ledger", s)
	}
	return t, nil
}

// parseFixedTime reads timeLayout by hand: lists of thousands of games parse
// three times a row, and time.Parse is most of their cost.
func parseFixedTime(s string) (time.Time, bool) {
	if len(s) != len(timeLayout) || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[19] != '.' || s[29] != 'Z' {
		return time.Time{}, false
	}
	num := func(i, j int) (int, bool) {
		n := 0
		for _, c := range []byte(s[i:j]) {
			if c < '0' || c > '9' {
				return 0, false
			}
			n = n*10 + int(c-'0')
		}
		return n, true
	}
	var v [7]int
	for k, span := range [7][2]int{{0, 4}, {5, 7}, {8, 10}, {11, 13}, {14, 16}, {17, 19}, {20, 29}} {
		n, ok := num(span[0], span[1])
		if !ok {
			return time.Time{}, false
		}
		v[k] = n
	}
	if v[1] < 1 || v[1] > 12 || v[2] < 1 || v[2] > 31 || v[3] > 23 || v[4] > 59 || v[5] > 59 {
		return time.Time{}, false
	}
	t := time.Date(v[0], time.Month(v[1]), v[2], v[3], v[4], v[5], v[6], time.UTC)
	if t.Day() != v[2] {
		return time.Time{}, false // 31 February and friends
	}
	return t, true
}

// parseNullTime reads an optional time column.
func parseNullTime(s sql.NullString) (*time.Time, error) {
	if !s.Valid {
		return nil, nil
	}
	t, err := parseTime(s.String)
	if err != nil {
		return nil, err
	}
	return &t, nil
}
