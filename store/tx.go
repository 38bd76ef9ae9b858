package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// tx carries one clock reading so every row a write touches shares a time.
type tx struct {
	*sql.Tx
	now time.Time
}

// beginWrite starts an immediate transaction: the write lock is taken at
// BEGIN, so a transaction that read the game cannot lose a race at COMMIT.
func (db *DB) beginWrite(ctx context.Context) (*tx, error) {
	t, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	return &tx{Tx: t, now: db.now()}, nil
}

// beginRead starts a deferred transaction: a consistent snapshot that never
// blocks writers under WAL.
func (db *DB) beginRead(ctx context.Context) (*tx, error) {
	t, err := db.sql.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	return &tx{Tx: t, now: db.now()}, nil
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
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("bad time %q in ledger: %w", s, err)
	}
	return t, nil
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
