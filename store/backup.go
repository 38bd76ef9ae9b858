package store

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// Backup writes a consistent copy of the ledger to dest, which must not
// exist. VACUUM INTO reads one snapshot, so sessions may keep writing while
// it runs, and the copy holds no WAL to lose.
//
// The copy is built under a temporary name in dest's folder, synced, and
// only then linked to dest (and the folder synced): a backup that is
// killed, or fails, leaves no file under dest, so no later command can
// take half a copy for a ledger. dest may not be the ledger or one of its
// files (CheckOutputPath).
func (db *DB) Backup(ctx context.Context, dest string) (err error) {
	abs, err := filepath.Abs(dest)
	if err != nil {
		return errorf(KindIO, "backup %s", dest).Because(err)
	}
	if err := CheckOutputPath(db.path, abs); err != nil {
		return err
	}
	if _, err := os.Lstat(abs); err == nil {
		return errorf(KindExists, "%s already exists; choose a new backup file", abs)
	}
	// A backup folder that does not exist yet is made, as for the ledger.
	dir := filepath.Dir(abs)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return errorf(KindIO, "cannot create the folder of backup %s", abs).Because(err)
	}
	// CreateTemp makes an empty private file; VACUUM INTO accepts one.
	f, err := os.CreateTemp(dir, "."+filepath.Base(abs)+".part-*")
	if err != nil {
		return errorf(KindIO, "cannot create backup %s", abs).Because(err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // once linked, dest keeps the file
	if err := f.Close(); err != nil {
		return errorf(KindIO, "cannot create backup %s", abs).Because(err)
	}
	// An absolute path is never read as a "file:" URI.
	if _, err := db.sql.ExecContext(ctx, `VACUUM INTO ?`, tmp); err != nil {
		if err := translate(db.path, err); KindOf(err) != KindIO {
			return err // locked or damaged ledger: the source is the problem
		}
		return errorf(KindIO, "cannot write backup %s", abs).Because(err)
	}
	if err := os.Chmod(tmp, 0o600); err != nil {
		return errorf(KindIO, "cannot restrict backup %s", abs).Because(err)
	}
	if err := syncFile(tmp); err != nil {
		return errorf(KindIO, "cannot write backup %s", abs).Because(err)
	}
	// A link, unlike a rename, never replaces a file that appeared meanwhile.
	if err := os.Link(tmp, abs); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return errorf(KindExists, "%s already exists; choose a new backup file", abs)
		}
		return errorf(KindIO, "cannot write backup %s", abs).Because(err)
	}
	if err := syncDir(dir); err != nil {
		return errorf(KindIO, "cannot write backup %s", abs).Because(err)
	}
	return nil
}
