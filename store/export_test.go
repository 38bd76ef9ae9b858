package store

import (
	"context"
	"database/sql"
)

// OpenSchema opens the ledger at path as a chuche-ref that knew only the
// first version schema steps would, creating it if need be: tests build
// ledgers as older releases wrote them and check they are brought up to
// date. Only raw SQL suits such a ledger; the DB's methods read the
// current schema.
func OpenSchema(ctx context.Context, path string, version int) (*DB, error) {
	return open(ctx, path, version)
}

// SQLForTest is the DB's connection pool, for tests that must act on the
// file as SQLite sees it.
func (db *DB) SQLForTest() *sql.DB { return db.sql }

// FullChecks is how many whole-file checks this process has run.
func FullChecks() int64 { return fullChecks.Load() }

// StampAsSound stamps the ledger's files as they are now, sound or not:
// what a stamp that missed a change would say.
func StampAsSound(path string) { writeStamp(path, stateOf(path)) }

// SQLPathForTest is the file SQLite has open: an upgraded copy's, for a
// ledger OpenUntouched reads from one.
func (db *DB) SQLPathForTest() string { return db.path }
