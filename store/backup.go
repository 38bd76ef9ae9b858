package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Backup writes a consistent copy of the ledger to dest, which must not
// exist. VACUUM INTO reads one snapshot, so sessions may keep writing while
// it runs, and the copy holds no WAL to lose.
func (db *DB) Backup(ctx context.Context, dest string) (err error) {
	abs, err := filepath.Abs(dest)
	if err != nil {
		return &Error{Kind: KindIO, Msg: fmt.Sprintf("backup %s", dest), Err: err}
	}
	// A backup folder that does not exist yet is made, as for the ledger.
	if err := os.MkdirAll(filepath.Dir(abs), 0o700); err != nil {
		return &Error{Kind: KindIO, Msg: fmt.Sprintf("cannot create the folder of backup %s", abs), Err: err}
	}
	// Creating the file first claims the name atomically and fixes its mode;
	// VACUUM INTO accepts an empty file.
	f, err := os.OpenFile(abs, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return errorf(KindExists, "%s already exists; choose a new backup file", abs)
	}
	if err != nil {
		return &Error{Kind: KindIO, Msg: fmt.Sprintf("cannot create backup %s", abs), Err: err}
	}
	if err := f.Close(); err != nil {
		os.Remove(abs)
		return &Error{Kind: KindIO, Msg: fmt.Sprintf("cannot create backup %s", abs), Err: err}
	}
	// An absolute path is never read as a "file:" URI.
	if _, err := db.sql.ExecContext(ctx, `VACUUM INTO ?`, abs); err != nil {
		os.Remove(abs)
		if err := translate(db.path, err); KindOf(err) != KindIO {
			return err // locked or damaged ledger: the source is the problem
		}
		return &Error{Kind: KindIO, Msg: fmt.Sprintf("cannot write backup %s", abs), Err: err}
	}
	if err := os.Chmod(abs, 0o600); err != nil {
		return &Error{Kind: KindIO, Msg: fmt.Sprintf("cannot restrict backup %s", abs), Err: err}
	}
	return nil
}
