package store

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
	"sync"
)

// engine is what differs between the two databases a ledger can live in:
// an SQLite file (the embedded default) and a PostgreSQL database (a club's
// server). Everything else in the store — the tables, the append-only
// rules, the conflict check, the summaries — is written once, in SQL both
// understand, and run through the engine's rebind.
type engine interface {
	// kind names the engine: "sqlite" or "postgres".
	kind() string
	// rebind turns the store's placeholders (? and ?N) into the engine's.
	rebind(query string) string
	// readOptions starts a read: one consistent snapshot that never blocks
	// a writer.
	readOptions() *sql.TxOptions
	// prepareWrite runs first in every write transaction: it serialises
	// the writers (SQLite's immediate lock is taken at BEGIN; PostgreSQL's
	// writers queue on the one-row ledger counter) and refuses a ledger
	// that must not be written into.
	prepareWrite(ctx context.Context, db *DB, t *sql.Tx) error
	// committed runs after each of this DB's own commits.
	committed(db *DB)
	// translate turns the driver's errors into store errors.
	translate(where string, err error) error
	// dialect is the SQL that the two engines spell differently.
	dialect() *dialect
}

// dialect holds the few statements whose SQL is the engine's own: JSON
// built inside a query.
type dialect struct {
	gameSelect     string // a game with its seats and summary lines
	gameListSelect string // the same with each seat's name only
	playerRecords  string // stats' roster lines
	sharedGames    string // the games two players sat in
}

// placeholders rewrites ? and ?N as $N, outside quoted text and names:
// PostgreSQL numbers its parameters. Rewrites are kept, as the store's
// statements are a fixed set.
type placeholders struct{ cache sync.Map }

func (p *placeholders) rebind(query string) string {
	if q, ok := p.cache.Load(query); ok {
		return q.(string)
	}
	var b strings.Builder
	b.Grow(len(query) + 8)
	n := 0
	var quote byte
	for i := 0; i < len(query); i++ {
		c := query[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
			b.WriteByte(c)
		case c == '\'' || c == '"':
			quote = c
			b.WriteByte(c)
		case c == '-' && i+1 < len(query) && query[i+1] == '-':
			// A comment runs to the end of its line.
			j := strings.IndexByte(query[i:], '\n')
			if j < 0 {
				j = len(query) - i
			}
			b.WriteString(query[i : i+j])
			i += j - 1
		case c == '?':
			j := i + 1
			for j < len(query) && query[j] >= '0' && query[j] <= '9' {
				j++
			}
			b.WriteByte('$')
			if j > i+1 {
				b.WriteString(query[i+1 : j])
			} else {
				n++
				b.WriteString(strconv.Itoa(n))
			}
			i = j - 1
		default:
			b.WriteByte(c)
		}
	}
	q := b.String()
	p.cache.Store(query, q)
	return q
}

// b2i stores a flag as the 0 or 1 of an INTEGER column, which both
// engines read back as a bool.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// query, queryRow and exec run a statement outside a transaction, through
// the engine's rebind.
func (db *DB) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return db.sql.QueryContext(ctx, db.eng.rebind(q), args...)
}

func (db *DB) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	return db.sql.QueryRowContext(ctx, db.eng.rebind(q), args...)
}

func (db *DB) exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return db.sql.ExecContext(ctx, db.eng.rebind(q), args...)
}

// Engine names the database the ledger lives in: "sqlite" or "postgres".
func (db *DB) Engine() string { return db.eng.kind() }
