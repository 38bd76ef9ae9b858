package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// applicationID marks a file as a chuche-ref ledger ("CREF") so that a
// random SQLite database is never mistaken for one.
const applicationID = 0x43524546

//go:embed migrations/*.sql migrations/postgres/*.sql
var migrationFiles embed.FS

// migrations are the schema steps in order; step i brings user_version to
// i+1. migrationNames are their file names without number and extension
// ("ledger_order"), which the Go parts of steps are keyed by, so that a
// step renumbered when branches merge keeps its Go part.
var migrations, migrationNames = mustLoadMigrations()

// latestVersion is the schema this binary writes.
var latestVersion = len(migrations)

// pgMigrations are a PostgreSQL ledger's schema steps, by the version each
// brings it to: migrations/postgres/NNNN_name.sql. Its first step makes the
// whole schema of that version at once (pgFirstVersion), as no PostgreSQL
// ledger is older; every later version has a step for each engine.
var pgMigrations, pgFirstVersion = mustLoadPGMigrations()

func mustLoadPGMigrations() (map[int]string, int) {
	names, err := fs.Glob(migrationFiles, "migrations/postgres/*.sql")
	if err != nil {
		panic(err)
	}
	sort.Strings(names)
	steps := map[int]string{}
	first := 0
	for _, name := range names {
		num, _, _ := strings.Cut(path.Base(name), "_")
		n, err := strconv.Atoi(num)
		if err != nil || (first != 0 && n != first+len(steps)) {
			panic("store: PostgreSQL migration " + name + " is out of sequence")
		}
		if first == 0 {
			first = n
		}
		b, err := migrationFiles.ReadFile(name)
		if err != nil {
			panic(err)
		}
		steps[n] = string(b)
	}
	if first == 0 || first+len(steps)-1 != len(migrations) {
		panic("store: the PostgreSQL migrations do not reach the SQLite schema's version")
	}
	return steps, first
}

func mustLoadMigrations() ([]string, []string) {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		panic(err)
	}
	sort.Strings(names)
	steps := make([]string, 0, len(names))
	var stepNames []string
	for i, name := range names {
		// A gap or duplicate in the numbering would silently skip a step.
		num, rest, _ := strings.Cut(path.Base(name), "_")
		stepNames = append(stepNames, strings.TrimSuffix(rest, ".sql"))
		if n, err := strconv.Atoi(num); err != nil || n != i+1 {
			panic("store: migration " + name + " is out of sequence (want " + fmt.Sprintf("%04d", i+1) + ")")
		}
		b, err := migrationFiles.ReadFile(name)
		if err != nil {
			panic(err)
		}
		steps = append(steps, string(b))
	}
	return steps, stepNames
}

// migrate brings the schema up to target (latestVersion but in tests that
// build the ledgers older chuche-refs wrote). The cheap read first keeps
// opens of an up-to-date ledger from taking the write lock; the immediate
// transaction then re-reads the version, so two sessions upgrading at once
// apply each step exactly once. All the steps and the new version commit
// together: a ledger is never left half-way between two schemas.
func (db *DB) migrate(ctx context.Context, target int) error {
	version, app, tables, err := schemaState(ctx, db.sql)
	if err != nil {
		return err
	}
	if app == applicationID && version >= target && version <= latestVersion {
		return nil
	}

	stx, err := db.sql.BeginTx(ctx, nil) // BEGIN IMMEDIATE via _txlock
	if err != nil {
		return err
	}
	defer stx.Rollback()

	if version, app, tables, err = schemaState(ctx, stx); err != nil {
		return err
	}
	if err := db.checkOwnership(app, version, tables); err != nil {
		return err
	}
	if app == applicationID && version >= target {
		return nil // another session upgraded it meanwhile
	}
	if tables > 0 {
		// An upgrade is a write: never into a damaged ledger.
		if err := checkBeforeWrite(ctx, stx, db.path); err != nil {
			return err
		}
	}
	wtx := &tx{Tx: stx, ctx: ctx, now: db.now(), eng: db.eng}
	var renamed []Rename
	for v := version; v < target; v++ {
		if _, err := stx.ExecContext(ctx, migrations[v]); err != nil {
			return fault.Wrapf(err, "schema step %d", v+1)
		}
		if step := goSteps[migrationNames[v]]; step != nil {
			r, err := step(ctx, wtx)
			if err != nil {
				return fault.Wrapf(err, "schema step %d", v+1)
			}
			renamed = append(renamed, r...)
		}
	}
	// PRAGMA takes no bound parameters; both values are ours, not input.
	if _, err := stx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d; PRAGMA application_id = %d", target, applicationID)); err != nil {
		return err
	}
	if err := stx.Commit(); err != nil {
		return err
	}
	db.renamed = renamed
	return nil
}

// goSteps are the parts of schema steps that SQL cannot do, run in the same
// transaction right after the step's SQL (on either engine): ledger_order
// (0003) folds names with golang.org/x/text, player_figures (0006) reads
// the figures of every row's stats as the writes do.
var goSteps = map[string]func(context.Context, *tx) ([]Rename, error){
	"ledger_order":   foldStep,
	"player_figures": figuresStep,
}

// checkOwnership refuses a database that belongs to another program or to a
// newer chuche-ref; it repeats, under the lock, what the header check saw.
func (db *DB) checkOwnership(app, version, tables int) error {
	if app != applicationID && (app != 0 || version != 0 || tables > 0) {
		return notLedger(db.path, fault.M("an SQLite database of another program"))
	}
	if version > latestVersion {
		return newer(db.path, version)
	}
	return nil
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func schemaState(ctx context.Context, q querier) (version, app, tables int, err error) {
	err = q.QueryRowContext(ctx, `SELECT
		(SELECT user_version FROM pragma_user_version),
		(SELECT application_id FROM pragma_application_id),
		(SELECT count(*) FROM sqlite_schema)`).Scan(&version, &app, &tables)
	return version, app, tables, err
}
