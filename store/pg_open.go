package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/ledgerurl"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// maxConns caps the connections one DB holds open, whatever the engine: a
// scoreboard with a thousand phones shares them instead of opening one per
// stream.
const maxConns = 8

// IsURL reports whether a --db value names a PostgreSQL ledger: only a
// postgres:// or postgresql:// URL does; anything else is a file's path.
func IsURL(ledger string) bool { return ledgerurl.Is(ledger) }

// looksLikeKeywords reports a libpq keyword string (host=… dbname=…),
// which --db does not take: a file could have that name too.
func looksLikeKeywords(ledger string) bool { return ledgerurl.LooksLikeKeywords(ledger) }

// RedactURL is a ledger URL fit to show: the password, in the user part or
// as a parameter, replaced by xxxxx. A value that is no URL is returned as
// it is.
func RedactURL(ledger string) string { return ledgerurl.Redact(ledger) }

// URLHasPassword reports whether a ledger URL carries a password itself.
func URLHasPassword(ledger string) bool {
	if !IsURL(ledger) {
		return false
	}
	u, err := url.Parse(ledger)
	if err != nil {
		return false
	}
	_, set := u.User.Password()
	return set || u.Query().Has("password")
}

// pgOpen is how a PostgreSQL ledger is opened.
type pgOpen int

const (
	pgCreate   pgOpen = iota // make the tables in an empty database
	pgExisting               // the tables must be there
	pgReadOnly               // the tables must be there; nothing is written
)

// openPG opens the PostgreSQL ledger at a URL. libpq's environment
// (PGHOST, PGUSER, PGPASSFILE, PGSSLMODE, …) fills in what the URL leaves
// out, through pgx.ParseConfig.
func openPG(ctx context.Context, ledger string, how pgOpen) (*DB, error) {
	where := RedactURL(ledger)
	cfg, err := pgx.ParseConfig(ledger)
	if err != nil {
		return nil, fault.Inputf("cannot read the ledger URL %s", where).Of(fault.Invalid).Because(err)
	}
	cfg.RuntimeParams["application_name"] = "chuche-ref"
	// A writer waits for the others as long as SQLite's busy timeout.
	cfg.RuntimeParams["lock_timeout"] = fmt.Sprint(BusyTimeout.Milliseconds())
	if how == pgReadOnly {
		cfg.RuntimeParams["default_transaction_read_only"] = "on"
	}
	if cfg.ConnectTimeout == 0 {
		cfg.ConnectTimeout = 10 * time.Second
	}
	sqldb := stdlib.OpenDB(*cfg)
	sqldb.SetMaxOpenConns(maxConns)
	sqldb.SetMaxIdleConns(maxConns)
	db := &DB{Now: time.Now, path: where, sql: sqldb, eng: pgEng, readOnly: how == pgReadOnly, pgConfig: cfg}
	if err := db.migratePG(ctx, how); err != nil {
		sqldb.Close()
		return nil, translate(where, err)
	}
	return db, nil
}

// pgSchemaLock serialises the sessions that make or upgrade a ledger's
// tables in one database ("CREF").
const pgSchemaLock = applicationID

// migratePG makes the tables in an empty database (pgCreate) or brings an
// older ledger's up to date, in one transaction under an advisory lock so
// that two sessions starting together on a new database make them once.
func (db *DB) migratePG(ctx context.Context, how pgOpen) error {
	version, tables, err := pgSchemaState(ctx, db.sql)
	if err != nil {
		return err
	}
	if version == latestVersion {
		return nil
	}
	if err := db.pgRefuse(version, tables, how); err != nil {
		return err
	}
	t, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer t.Rollback()
	if _, err := t.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, pgSchemaLock); err != nil {
		return err
	}
	if version, tables, err = pgSchemaState(ctx, t); err != nil {
		return err
	}
	if version == latestVersion {
		return nil // another session made them meanwhile
	}
	if err := db.pgRefuse(version, tables, how); err != nil {
		return err
	}
	for v := max(version, pgFirstVersion-1); v < latestVersion; v++ {
		step, ok := pgMigrations[v+1]
		if !ok {
			continue
		}
		if _, err := t.ExecContext(ctx, step); err != nil {
			return fault.Wrapf(err, "schema step %d", v+1)
		}
		if goStep := goSteps[migrationNames[v]]; goStep != nil {
			wtx := &tx{Tx: t, ctx: ctx, now: db.now(), eng: db.eng}
			if _, err := goStep(ctx, wtx); err != nil {
				return fault.Wrapf(err, "schema step %d", v+1)
			}
		}
	}
	if _, err := t.ExecContext(ctx, `INSERT INTO ledger_schema (one, version, application) VALUES (1, $1, 'chuche-ref')
		ON CONFLICT (one) DO UPDATE SET version = excluded.version`, latestVersion); err != nil {
		return err
	}
	if err := t.Commit(); err != nil {
		return err
	}
	db.created = version == 0
	return nil
}

// pgRefuse says why a database cannot be used as it is: it holds another
// program's tables, a newer chuche-ref's, or (unless the ledger is being
// made) none.
func (db *DB) pgRefuse(version, tables int, how pgOpen) error {
	switch {
	case version > latestVersion:
		return newer(db.path, version)
	case version == 0 && tables > 0:
		return notLedger(db.path, fault.M("a PostgreSQL database holding tables of another program"))
	case version == 0 && how != pgCreate:
		return fault.Ledgerf("no ledger at %s", db.path).Of(fault.NotLedger).
			WithHint("chuche-ref new … makes the ledger's tables in an empty database")
	case version != 0 && how == pgReadOnly:
		return fault.Ledgerf("ledger %s was written by an older chuche-ref and must be upgraded, which needs it writable", db.path).Of(fault.IO)
	}
	return nil
}

type pgQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// pgSchemaState reads the ledger's schema version (0: no ledger) and how
// many tables the database's schema holds.
func pgSchemaState(ctx context.Context, q pgQuerier) (version, tables int, err error) {
	var exists bool
	err = q.QueryRowContext(ctx, `SELECT
		(SELECT count(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema()),
		to_regclass('ledger_schema') IS NOT NULL`).Scan(&tables, &exists)
	if err != nil || !exists {
		return 0, tables, err
	}
	err = q.QueryRowContext(ctx, `SELECT coalesce((SELECT version FROM ledger_schema WHERE one = 1), 0)`).Scan(&version)
	return version, tables, err
}
