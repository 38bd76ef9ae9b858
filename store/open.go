// Package store is the ledger: an append-only SQLite file of games and their
// entries. It knows nothing about card games; payloads, rules and summary
// counters are opaque JSON written and read by the domain packages.
package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

const busyTimeout = 5 * time.Second

// DB is an open ledger. It is safe for concurrent use, and several DBs (in
// this or other processes) may share one file.
type DB struct {
	// Now stamps entries and games; tests replace it to control time.
	Now func() time.Time

	// Respell rewrites the player names inside an entry's payload when it
	// is read after a player was renamed (names maps the spelling the entry
	// used to the name now). nil: RespellJSON, which replaces every JSON
	// string and key equal to an old spelling.
	Respell func(e Entry, names map[string]string) (json.RawMessage, error)

	path     string
	sql      *sql.DB
	readOnly bool
	renamed  []Rename // by the migration this Open ran
}

// Open opens the ledger at path, creating it and its folder on first use.
// Files that are not ledgers, are damaged, or come from a newer chuche-ref
// are refused before SQLite opens them, so they are left untouched.
func Open(ctx context.Context, path string) (*DB, error) {
	return open(ctx, path, latestVersion)
}

// open is Open migrating the schema up to version target.
func open(ctx context.Context, path string, target int) (*DB, error) {
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
	if err := db.init(ctx, target); err != nil {
		sqldb.Close()
		return nil, translate(abs, err)
	}
	return db, nil
}

func (db *DB) init(ctx context.Context, target int) error {
	if err := db.firstCheck(ctx); err != nil {
		return err
	}
	return db.migrate(ctx, target)
}

// firstCheck runs checkTables on the first connection, retrying while it
// is busy: sessions starting together on a new ledger race to switch it to
// WAL, and SQLite tells the losers BUSY at once instead of calling the busy
// handler.
func (db *DB) firstCheck(ctx context.Context) error {
	deadline := time.Now().Add(busyTimeout)
	for {
		err := db.checkTables(ctx)
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

// checkTables reads the first row of every table, so that damage the
// header check cannot see, such as scribbled pages behind an intact header,
// is refused at open. Its cost does not grow with the ledger: PRAGMA
// quick_check, which reads every page, took 60 ms of every command on a
// ledger of 10,000 games. Damage deeper in is reported, as KindCorrupt, by
// the command that reaches it.
func (db *DB) checkTables(ctx context.Context) error {
	rows, err := db.sql.QueryContext(ctx, `SELECT name FROM sqlite_schema WHERE type = 'table' AND rootpage > 0`)
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, name)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, table := range tables {
		// NOT INDEXED: the table's own b-tree, not a covering index.
		rows, err := db.sql.QueryContext(ctx, `SELECT * FROM "`+strings.ReplaceAll(table, `"`, `""`)+`" NOT INDEXED LIMIT 1`)
		if err != nil {
			return err
		}
		for rows.Next() {
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return err
		}
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

// folderWritable probes whether files can be created in dir, as SQLite must
// create a ledger's -wal and -shm files; only errors that say no count.
func folderWritable(dir string) bool {
	f, err := os.CreateTemp(dir, ".chuche-ref-probe-*")
	if err != nil {
		return !errors.Is(err, fs.ErrPermission) && !errors.Is(err, syscall.EROFS)
	}
	f.Close()
	os.Remove(f.Name())
	return true
}
