package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// ErrorKind tells the CLI which exit code and wording a failure needs,
// without it knowing anything about SQLite.
type ErrorKind int

const (
	KindNotLedger ErrorKind = iota + 1 // the file is not ours
	KindNewer                          // written by a newer schema
	KindCorrupt                        // damaged or truncated
	KindLocked                         // another session held the lock past the busy timeout
	KindIO                             // read-only, disk full, permission
	KindConflict                       // another session appended first
	KindNotFound                       // no such game or player
	KindExists                         // duplicate game name, backup target present
	KindInvalid                        // a request the ledger refuses, e.g. voiding a voided entry
)

var kindNames = map[ErrorKind]string{
	KindNotLedger: "not a ledger",
	KindNewer:     "newer ledger",
	KindCorrupt:   "corrupt",
	KindLocked:    "locked",
	KindIO:        "i/o",
	KindConflict:  "conflict",
	KindNotFound:  "not found",
	KindExists:    "exists",
	KindInvalid:   "invalid",
}

func (k ErrorKind) String() string {
	if s, ok := kindNames[k]; ok {
		return s
	}
	return fmt.Sprintf("ErrorKind(%d)", int(k))
}

// Error is the one error type the store returns for anything a user can
// act on. Msg is written for people: lower case, no final period.
type Error struct {
	Kind ErrorKind
	Msg  string
	Err  error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Msg + ": " + e.Err.Error()
	}
	return e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// KindOf returns the kind of the first *Error in err's chain, or 0.
func KindOf(err error) ErrorKind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return 0
}

func errorf(kind ErrorKind, format string, args ...any) *Error {
	return &Error{Kind: kind, Msg: fmt.Sprintf(format, args...)}
}

// translate turns driver errors into *Error once, at the edge of every
// public method, so callers never need to know SQLite result codes.
func translate(path string, err error) error {
	if err == nil || KindOf(err) != 0 ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	var ce *contentError
	if errors.As(err, &ce) {
		return &Error{Kind: KindCorrupt, Msg: ce.Error(), Err: ce.err}
	}
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return fmt.Errorf("ledger %s: %w", path, err)
	}
	kind, msg := KindIO, ""
	if se.Code() == sqlite3.SQLITE_IOERR_SHMSIZE {
		// Every session, readers too, first grows the -shm file beside the
		// ledger; on a full disk that fails as this I/O error, not as FULL.
		return &Error{Kind: KindIO, Msg: fmt.Sprintf("no space left to use ledger %s (its -shm file cannot grow)", path), Err: err}
	}
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		kind, msg = KindLocked, fmt.Sprintf("ledger %s is in use by another chuche-ref session (waited %s)", path, busyTimeout)
	case sqlite3.SQLITE_READONLY:
		msg = fmt.Sprintf("ledger %s is read-only", path)
	case sqlite3.SQLITE_FULL:
		msg = fmt.Sprintf("no space left to write ledger %s", path)
	case sqlite3.SQLITE_CANTOPEN:
		msg = fmt.Sprintf("cannot open ledger %s", path)
		if !folderWritable(filepath.Dir(path)) {
			// The ledger itself passed checkWritable; its -wal and -shm
			// files could not be created beside it.
			msg = fmt.Sprintf("ledger %s is in a read-only folder; chuche-ref writes its -wal and -shm files beside it", path)
		}
	case sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH:
		msg = fmt.Sprintf("permission denied on ledger %s", path)
	case sqlite3.SQLITE_IOERR:
		msg = fmt.Sprintf("cannot read or write ledger %s", path)
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		kind, msg = KindCorrupt, fmt.Sprintf("%s is damaged; %s, or restore it from a backup", path, wayOut)
	default:
		return fmt.Errorf("ledger %s: %w", path, err)
	}
	return &Error{Kind: kind, Msg: msg, Err: err}
}

func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}
