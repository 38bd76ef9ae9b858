package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/chuche-ref/chuche-ref/fault"

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

// The store's errors are *fault.Error, the one error type: Code is the
// ErrorKind's code, so that KindOf reads the kind back without the CLI
// knowing anything about SQLite. Not found, exists and invalid are the
// user's input (exit 2); every other kind is a ledger that cannot be used
// (exit 3).
var kindCodes = map[ErrorKind]string{
	KindNotLedger: "not_ledger",
	KindNewer:     "newer_ledger",
	KindCorrupt:   "corrupt",
	KindLocked:    "locked",
	KindIO:        "io",
	KindConflict:  "conflict",
	KindNotFound:  "not_found",
	KindExists:    "exists",
	KindInvalid:   "invalid",
}

var codeKinds = func() map[string]ErrorKind {
	m := map[string]ErrorKind{}
	for k, c := range kindCodes {
		m[c] = k
	}
	return m
}()

// Code is the fault.Error Code of the kind.
func (k ErrorKind) Code() string { return kindCodes[k] }

// faultKind is the exit-code kind of a store kind.
func (k ErrorKind) faultKind() fault.Kind {
	switch k {
	case KindNotFound, KindExists, KindInvalid:
		return fault.Input
	}
	return fault.Ledger
}

// KindOf returns the kind of the first store error in err's chain (a
// *fault.Error whose Code is a store kind's), or 0.
func KindOf(err error) ErrorKind {
	for err != nil {
		if fe, ok := err.(*fault.Error); ok {
			if k, ok := codeKinds[fe.Code]; ok && fe.Code != "" {
				return k
			}
		}
		switch u := err.(type) {
		case interface{ Unwrap() error }:
			err = u.Unwrap()
		case interface{ Unwrap() []error }:
			for _, e := range u.Unwrap() {
				if k := KindOf(e); k != 0 {
					return k
				}
			}
			return 0
		default:
			return 0
		}
	}
	return 0
}

// errorf is a store error of kind: its message is the catalog's key, its
// code the kind's. A locked ledger says what would work.
func errorf(kind ErrorKind, format string, args ...any) *fault.Error {
	e := fault.New(kind.faultKind(), format, args...).Coded(kind.Code())
	if kind == KindLocked {
		e = e.WithHint("another chuche-ref is writing; try again in a moment")
	}
	return e
}

// translate turns driver errors into store errors (*fault.Error) once, at the edge of every
// public method, so callers never need to know SQLite result codes.
func translate(path string, err error) error {
	if err == nil || KindOf(err) != 0 ||
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
	return fmt.Errorf("ledger %s: %w", path, err)
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
		return errorf(KindIO, "no space left to use ledger %s (its -shm file cannot grow)", path).Because(err)
	}
	var e *fault.Error
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		e = errorf(KindLocked, "ledger %s is in use by another chuche-ref session (waited %s)", path, BusyTimeout)
	case sqlite3.SQLITE_READONLY:
		e = errorf(KindIO, "ledger %s is read-only", path)
	case sqlite3.SQLITE_FULL:
		e = errorf(KindIO, "no space left to write ledger %s", path)
	case sqlite3.SQLITE_CANTOPEN:
		e = errorf(KindIO, "cannot open ledger %s", path)
		if !folderWritable(filepath.Dir(path)) {
			// The ledger itself passed checkWritable; its -wal and -shm
			// files could not be created beside it.
			e = errorf(KindIO, "ledger %s is in a read-only folder; chuche-ref writes its -wal and -shm files beside it", path)
		}
	case sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH:
		e = errorf(KindIO, "permission denied on ledger %s", path)
	case sqlite3.SQLITE_IOERR:
		e = errorf(KindIO, "cannot read or write ledger %s", path)
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		e = errorf(KindCorrupt, "%s is damaged; %s, or restore it from a backup", path, wayOut)
	default:
		return fmt.Errorf("ledger %s: %w", path, err)
	}
	return e.Because(err)
}

func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}
