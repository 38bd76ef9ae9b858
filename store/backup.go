package store

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// BackupOptions tune BackupWith.
type BackupOptions struct {
	// Progress, when set, is told about ten times a second how many bytes
	// of the copy are written, of about total (the ledger's pages in use).
	Progress func(done, total int64)
}

// Backup writes a consistent copy of the ledger to dest, which must not
// exist. VACUUM INTO reads one snapshot, so sessions may keep writing while
// it runs, and the copy holds no WAL to lose.
//
// The copy is built under a temporary name in dest's folder, synced, and
// only then linked to dest (and the folder synced): a backup that is
// killed, or fails, leaves no file under dest, so no later command can
// take half a copy for a ledger. What a killed backup leaves under its
// temporary names (the part written, SQLite's journal of it) is removed by
// the next backup into that folder (cleanStaleParts). dest may not be the
// ledger or one of its files (CheckOutputPath).
func (db *DB) Backup(ctx context.Context, dest string) error {
	return db.BackupWith(ctx, dest, BackupOptions{})
}

// BackupWith is Backup with options.
//
// A PostgreSQL ledger is the server's to back up: BackupWith refuses it
// (KindInvalid), naming pg_dump and export --all.
func (db *DB) BackupWith(ctx context.Context, dest string, opts BackupOptions) (err error) {
	if db.eng.kind() == "postgres" {
		return fault.Inputf("ledger %s is a PostgreSQL database; chuche-ref backup copies SQLite ledgers only, nothing was written", db.path).Of(fault.Invalid).
			WithHint("back the database up with pg_dump, or write a copy that import restores with chuche-ref export --all -o FILE")
	}
	abs, err := filepath.Abs(dest)
	if err != nil {
		return fault.Ledgerf("backup %s", dest).Of(fault.IO).Because(err)
	}
	if err := CheckOutputPath(db.path, abs); err != nil {
		return err
	}
	if _, err := os.Lstat(abs); err == nil {
		return fault.Inputf("%s already exists; choose a new backup file", abs).Of(fault.Exists)
	}
	// A folder that does not exist is most likely a typo: as export -o,
	// backup makes none.
	dir := filepath.Dir(abs)
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return fault.Inputf("the folder of backup %s does not exist; nothing was written", abs).Of(fault.Invalid).
			WithHint("create the folder first, or name a file in an existing one")
	}
	if unlock := lockBackupFolder(dir); unlock != nil {
		defer unlock() // after the temporary file is gone
	}
	// CreateTemp makes an empty private file; VACUUM INTO accepts one.
	f, err := os.CreateTemp(dir, "."+filepath.Base(abs)+partInfix+"*")
	if err != nil {
		return fault.Ledgerf("cannot create backup %s", abs).Of(fault.IO).Because(err)
	}
	tmp := f.Name()
	defer removePart(tmp) // once linked, dest keeps the file
	if err := f.Close(); err != nil {
		return fault.Ledgerf("cannot create backup %s", abs).Of(fault.IO).Because(err)
	}
	if opts.Progress != nil {
		defer db.watchCopy(ctx, tmp, opts.Progress)()
	}
	// An absolute path is never read as a "file:" URI.
	if _, err := db.sql.ExecContext(ctx, `VACUUM INTO ?`, tmp); err != nil {
		if err := translate(db.path, err); fault.StoreOf(err) != fault.IO {
			return err // locked or damaged ledger: the source is the problem
		}
		return fault.Ledgerf("cannot write backup %s", abs).Of(fault.IO).Because(err)
	}
	if err := os.Chmod(tmp, 0o600); err != nil {
		return fault.Ledgerf("cannot restrict backup %s", abs).Of(fault.IO).Because(err)
	}
	if err := syncFile(tmp); err != nil {
		return fault.Ledgerf("cannot write backup %s", abs).Of(fault.IO).Because(err)
	}
	// A link, unlike a rename, never replaces a file that appeared meanwhile.
	if err := os.Link(tmp, abs); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fault.Inputf("%s already exists; choose a new backup file", abs).Of(fault.Exists)
		}
		return fault.Ledgerf("cannot write backup %s", abs).Of(fault.IO).Because(err)
	}
	if err := syncDir(dir); err != nil {
		return fault.Ledgerf("cannot write backup %s", abs).Of(fault.IO).Because(err)
	}
	return nil
}

// watchCopy tells progress the size of the copy at tmp every tenth of a
// second, until the returned stop is called; VACUUM INTO is one statement,
// so the file's growth is all there is to see.
func (db *DB) watchCopy(ctx context.Context, tmp string, progress func(done, total int64)) (stop func()) {
	var total int64
	if err := db.sql.QueryRowContext(ctx, `SELECT (p.page_count - f.freelist_count) * s.page_size
		FROM pragma_page_count() p, pragma_freelist_count() f, pragma_page_size() s`).Scan(&total); err != nil {
		total = 0 // unknown: the copy's size stands in for it
	}
	quit, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				return
			case <-tick.C:
				if fi, err := os.Stat(tmp); err == nil {
					progress(fi.Size(), max(total, fi.Size()))
				}
			}
		}
	}()
	return func() { close(quit); <-finished }
}
