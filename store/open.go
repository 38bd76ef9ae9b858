// Package store is the ledger: an append-only SQLite file of games and their
// entries. It knows nothing about card games; payloads, rules and summary
// counters are opaque JSON written and read by the domain packages.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

const busyTimeout = 5 * time.Second

// DB is an open ledger. It is safe for concurrent use, and several DBs (in
// this or other processes) may share one file.
type DB struct {
	// Now stamps entries and games; tests replace it to control time.
	Now func() time.Time

	path string
	sql  *sql.DB
}

// Open opens the ledger at path, creating it and its folder on first use.
// Files that are not ledgers, are damaged, or come from a newer chuche-ref
// are refused before SQLite opens them, so they are left untouched.
func Open(ctx context.Context, path string) (*DB, error) {
	if path == "" {
		return nil, errorf(KindIO, "no ledger path given")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, &Error{Kind: KindIO, Msg: fmt.Sprintf("ledger %s", path), Err: err}
	}
	if err := prepareFile(abs); err != nil {
		return nil, err
	}

	sqldb, err := sql.Open("sqlite", dsn(abs))
	if err != nil {
		return nil, translate(abs, err)
	}
	db := &DB{Now: time.Now, path: abs, sql: sqldb}
	if err := db.init(ctx); err != nil {
		sqldb.Close()
		return nil, translate(abs, err)
	}
	return db, nil
}

func (db *DB) init(ctx context.Context) error {
	if err := db.firstCheck(ctx); err != nil {
		return err
	}
	return db.migrate(ctx)
}

// firstCheck runs quick_check on the first connection, retrying while it is
// busy: sessions starting together on a new ledger race to switch it to WAL,
// and SQLite tells the losers BUSY at once instead of calling the busy
// handler.
func (db *DB) firstCheck(ctx context.Context) error {
	deadline := time.Now().Add(busyTimeout)
	for {
		err := db.quickCheck(ctx)
		if !isBusy(err) || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// quickCheck catches damage the header check cannot see.
func (db *DB) quickCheck(ctx context.Context) error {
	var result string
	if err := db.sql.QueryRowContext(ctx, "PRAGMA quick_check(1)").Scan(&result); err != nil {
		return err
	}
	if result != "ok" {
		// quick_check reports over several lines; an error message is one.
		return errorf(KindCorrupt, "%s is damaged (%s); restore it from a backup", db.path, strings.Join(strings.Fields(result), " "))
	}
	return nil
}

// Close releases the ledger; the last handle to close folds the WAL back
// into the file.
func (db *DB) Close() error {
	return translate(db.path, db.sql.Close())
}

// Path is the absolute path of the ledger file.
func (db *DB) Path() string { return db.path }

// dsn builds the modernc URI. SQLite parses "file:" names as URIs, so the
// characters that mean something there are escaped in the path.
func dsn(path string) string {
	escaped := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
	return "file:" + escaped +
		fmt.Sprintf("?_pragma=busy_timeout(%d)", busyTimeout.Milliseconds()) +
		"&_pragma=foreign_keys(1)" +
		"&_pragma=journal_mode(WAL)" +
		"&_txlock=immediate" // writers take the lock up front: no deadlock on upgrade
}

// prepareFile creates a missing ledger (0600, folder 0700) or checks the
// header of an existing one.
func prepareFile(path string) error {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return createFile(path)
	case err != nil:
		return ioError(path, err)
	case info.IsDir():
		return errorf(KindIO, "ledger %s is a folder, not a file", path)
	}
	return checkHeader(path)
}

func createFile(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return ioError(path, err)
	}
	// Creating the file ourselves fixes its mode; SQLite gives the -wal and
	// -shm files the same mode.
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return checkHeader(path) // another session created it first
	}
	if err != nil {
		return ioError(path, err)
	}
	return f.Close()
}

func ioError(path string, err error) error {
	if errors.Is(err, fs.ErrPermission) {
		return &Error{Kind: KindIO, Msg: fmt.Sprintf("permission denied on ledger %s", path), Err: err}
	}
	return &Error{Kind: KindIO, Msg: fmt.Sprintf("cannot open ledger %s", path), Err: err}
}
