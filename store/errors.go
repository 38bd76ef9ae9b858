package store

import (
	"context"
	"errors"
	"path/filepath"

	"github.com/chuche-ref/chuche-ref/fault"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// The store's errors are *fault.Error, the one error type, made with
// fault's constructors: Store says what about the ledger failed (locked,
// corrupt, not found, …) so that callers react without knowing SQL, and
// the constructor its exit code — a missing game, a name taken or a
// request the ledger refuses is the user's input (fault.Inputf, exit 2),
// every other failure a ledger that cannot be used (fault.Ledgerf, exit
// 3). A locked ledger says what would work.

// lockedHint is what would work when another session holds the ledger.
const lockedHint fault.Key = "another chuche-ref is writing; try again in a moment"

// translate turns driver errors into store errors (*fault.Error) once, at the edge of every
// public method, so callers never need to know SQLite result codes.
func translate(path string, err error) error {
	if err == nil || fault.StoreOf(err) != 0 ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	var ce *contentError
	if errors.As(err, &ce) {
		return ce.fault()
	}
	for _, eng := range engines {
		if e := eng.translate(path, err); e != nil {
			return e
		}
	}
	return fault.Wrapf(err, "ledger %s", path)
}

// engines are the engines whose driver errors translate knows.
var engines = []engine{sqliteEng, pgEng}

// translateSQLite translates SQLite's errors; nil for any other error.
func translateSQLite(path string, err error) error {
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return nil
	}
	if se.Code() == sqlite3.SQLITE_IOERR_SHMSIZE {
		// Every session, readers too, first grows the -shm file beside the
		// ledger; on a full disk that fails as this I/O error, not as FULL.
		return fault.Ledgerf("no space left to use ledger %s (its -shm file cannot grow)", path).Of(fault.IO).Because(err)
	}
	var e *fault.Error
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		e = fault.Ledgerf("ledger %s is in use by another chuche-ref session (waited %s)", path, BusyTimeout).Of(fault.Locked).WithHint(lockedHint)
	case sqlite3.SQLITE_READONLY:
		e = fault.Ledgerf("ledger %s is read-only", path).Of(fault.IO)
	case sqlite3.SQLITE_FULL:
		e = fault.Ledgerf("no space left to write ledger %s", path).Of(fault.IO)
	case sqlite3.SQLITE_CANTOPEN:
		e = fault.Ledgerf("cannot open ledger %s", path).Of(fault.IO)
		if !folderWritable(filepath.Dir(path)) {
			// The ledger itself passed checkWritable; its -wal and -shm
			// files could not be created beside it.
			e = fault.Ledgerf("ledger %s is in a read-only folder; chuche-ref writes its -wal and -shm files beside it", path).Of(fault.IO)
		}
	case sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH:
		e = fault.Ledgerf("permission denied on ledger %s", path).Of(fault.IO)
	case sqlite3.SQLITE_IOERR:
		e = fault.Ledgerf("cannot read or write ledger %s", path).Of(fault.IO)
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		e = fault.Ledgerf("%s is damaged; %s, or restore it from a backup", path, wayOut).Of(fault.Corrupt)
	default:
		return fault.Wrapf(err, "ledger %s", path)
	}
	return e.Because(err)
}

func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}
