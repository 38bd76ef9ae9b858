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

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
	"github.com/jackc/pgx/v5"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// BusyTimeout is how long a session waits for another's write to finish
// before it gives up and reports the ledger in use (KindLocked). The tests
// of that report set it lower before their first Open.
var BusyTimeout = 5 * time.Second

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

	path     string // the file, or a PostgreSQL ledger's URL without its password
	sql      *sql.DB
	eng      engine
	readOnly bool
	verify   verifier
	ino      int64    // the file's inode when opened: writes go only there
	created  bool     // this Open made the file
	renamed  []Rename // by the migration this Open ran

	pgConfig *pgx.ConnConfig // a PostgreSQL ledger's, for the connection that listens

	shown       string // the ledger asked for, when path is an upgraded copy of it
	removeAfter string // the copy's folder, removed by Close
}

// Open opens the ledger at path for reading and writing, creating it and
// its folder when no file is there. Anything but a regular file holding a
// ledger (a FIFO, folder, device, empty file, another program's database)
// is refused before SQLite opens it, and so is a damaged or newer ledger:
// such files are left untouched.
//
// A postgres:// or postgresql:// URL opens a ledger in that PostgreSQL
// database instead, making its tables when the database is empty.
func Open(ctx context.Context, path string) (*DB, error) {
	if IsURL(path) {
		return openPG(ctx, path, pgCreate)
	}
	return open(ctx, path, latestVersion)
}

// OpenExisting is Open for a ledger that must already be there: a
// PostgreSQL database without the ledger's tables is refused ("no ledger
// at …", KindNotLedger) instead of made into one. A file's path opens as
// Open does; whether a missing file may be created is the caller's call.
func OpenExisting(ctx context.Context, path string) (*DB, error) {
	if IsURL(path) {
		return openPG(ctx, path, pgExisting)
	}
	return Open(ctx, path)
}

// OpenReadOnly opens an existing ledger for reading only: it never creates
// a file, never takes the write lock and never writes, so a read-only
// ledger, one on a full disk or in a read-only folder can still be read and
// exported. Every write method then fails with KindIO. Reading commands
// (games, players, standings, history, stats, export, backup, check
// ledger, table) should use it.
func OpenReadOnly(ctx context.Context, path string) (*DB, error) {
	if IsURL(path) {
		return openPG(ctx, path, pgReadOnly)
	}
	abs, version, err := existingLedger(path)
	if err != nil {
		return nil, err
	}
	if version < latestVersion {
		// An older schema must be brought up to date once; that is a write.
		db, err := open(ctx, abs, latestVersion)
		if err != nil {
			if fault.StoreOf(err) == fault.IO {
				return nil, fault.Ledgerf("ledger %s was written by an older chuche-ref and must be upgraded, which needs it writable", abs).Of(fault.IO).Because(err)
			}
			return nil, err
		}
		if err := db.Close(); err != nil {
			return nil, err
		}
	}
	return openReadOnlyFile(ctx, abs)
}

// existingLedger is the absolute path of the ledger file at path and its
// schema version, refusing a missing file and anything but a ledger.
func existingLedger(path string) (abs string, version int, err error) {
	if abs, err = ledgerPath(path); err != nil {
		return "", 0, err
	}
	if _, err := os.Stat(abs); errors.Is(err, fs.ErrNotExist) {
		return "", 0, fault.Inputf("no ledger at %s", abs).Of(fault.NotFound)
	}
	version, err = inspectFile(abs)
	return abs, version, err
}

// openReadOnlyFile opens the ledger file abs, at the current schema, for
// reading only.
func openReadOnlyFile(ctx context.Context, abs string) (*DB, error) {
	db, err := openSQL(ctx, abs, dsn(abs)+"&mode=ro")
	if err != nil && !walInUse(abs) && (fault.StoreOf(err) == fault.IO || fault.StoreOf(err) == fault.Locked) {
		// SQLite's readers create or grow the -shm file beside the ledger;
		// in a read-only folder or on a full disk they cannot. With no WAL to
		// read, the file alone is the whole ledger.
		db, err = openSQL(ctx, abs, dsn(abs)+"&mode=ro&immutable=1")
	}
	if err != nil {
		return nil, err
	}
	db.readOnly = true
	return db, nil
}

// OpenUntouched opens a ledger to read it whole — another table's file, a
// backup, as import --from reads one — as OpenReadOnly does, but it never
// writes the file, not even to bring an older schema up to date: an older
// ledger is copied whole (VACUUM INTO, which only reads it) into a
// temporary folder, and the copy is upgraded and read, and removed by
// Close. Path names the ledger asked for. An older PostgreSQL ledger is
// refused, as OpenReadOnly refuses it.
func OpenUntouched(ctx context.Context, path string) (*DB, error) {
	if IsURL(path) {
		return openPG(ctx, path, pgReadOnly)
	}
	abs, version, err := existingLedger(path)
	if err != nil {
		return nil, err
	}
	if version >= latestVersion {
		return openReadOnlyFile(ctx, abs)
	}
	dir, err := os.MkdirTemp("", "chuche-ref-upgrade-")
	if err != nil {
		return nil, ioError(abs, err)
	}
	db, err := upgradedCopy(ctx, abs, filepath.Join(dir, "ledger.db"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	db.shown, db.removeAfter = abs, dir
	return db, nil
}

// upgradedCopy copies the older ledger abs to the new file copy, upgrades
// the copy and opens it for reading.
func upgradedCopy(ctx context.Context, abs, copy string) (*DB, error) {
	src, err := openReadOnlyFile(ctx, abs)
	if err != nil {
		return nil, err
	}
	_, err = src.sql.ExecContext(ctx, `VACUUM INTO ?`, copy)
	if cerr := src.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, translate(abs, err)
	}
	up, err := open(ctx, copy, latestVersion)
	if err != nil {
		return nil, err
	}
	if err := up.Close(); err != nil {
		return nil, err
	}
	return openReadOnlyFile(ctx, copy)
}

// ledgerPath makes path absolute, refusing an empty one in words.
func ledgerPath(path string) (string, error) {
	if path == "" {
		return "", fault.Inputf("the ledger path is empty: name the ledger file (--db FILE or CHUCHE_REF_DB)").Of(fault.Invalid)
	}
	if looksLikeKeywords(path) {
		return "", fault.Inputf("--db %s looks like a PostgreSQL keyword string, which --db does not take", variants.QuoteToken(path)).Of(fault.Invalid).
			WithHint("write it as a URL, postgres://USER@HOST/DATABASE; PGPASSFILE or PGPASSWORD holds the password")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", fault.Ledgerf("ledger %s", path).Of(fault.IO).Because(err)
	}
	return abs, nil
}

// CheckPath refuses a ledger path that names no file (the empty string),
// before anything looks for it.
func CheckPath(path string) error {
	if IsURL(path) {
		_, err := pgx.ParseConfig(path)
		if err != nil {
			return fault.Inputf("cannot read the ledger URL %s", RedactURL(path)).Of(fault.Invalid).Because(err)
		}
		return nil
	}
	_, err := ledgerPath(path)
	return err
}

// open is Open migrating the schema up to version target.
func open(ctx context.Context, path string, target int) (*DB, error) {
	abs, err := ledgerPath(path)
	if err != nil {
		return nil, err
	}
	created, err := prepareFile(ctx, abs, target)
	if err != nil {
		return nil, err
	}
	db, err := openSQL(ctx, abs, dsn(abs)+"&mode=rw") // never creates: a ledger is made whole by createLedger
	if err != nil {
		return nil, err
	}
	db.created = created
	db.ino = stampOf(abs).ino
	if err := db.migrate(ctx, target); err != nil {
		db.sql.Close()
		return nil, translate(abs, err)
	}
	db.startPrecheck()
	return db, nil
}

// openSQL opens the file through SQLite and reads the first row of every
// table; a read-only open keeps a ledger whose first rows are damaged.
func openSQL(ctx context.Context, abs, name string) (*DB, error) {
	readOnly := strings.Contains(name, "&mode=ro")
	sqldb, err := sql.Open("sqlite", name)
	if err != nil {
		return nil, translate(abs, err)
	}
	sqldb.SetMaxOpenConns(maxConns)
	sqldb.SetMaxIdleConns(maxConns)
	db := &DB{Now: time.Now, path: abs, sql: sqldb, eng: sqliteEng}
	if err := db.firstCheck(ctx); err != nil {
		if readOnly && isCorrupt(err) {
			// Read-only opens are how a damaged ledger is checked and
			// saved: each read reports the damage it meets.
			return db, nil
		}
		sqldb.Close()
		return nil, translate(abs, err)
	}
	return db, nil
}

// firstCheck runs checkTables on the first connection, retrying while it
// is busy: sessions starting together on a new ledger race to switch it to
// WAL, and SQLite tells the losers BUSY at once instead of calling the busy
// handler.
func (db *DB) firstCheck(ctx context.Context) error {
	deadline := time.Now().Add(BusyTimeout)
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
	db.stopPrecheck()
	if db.removeAfter != "" {
		defer os.RemoveAll(db.removeAfter)
	}
	if db.eng.kind() == "sqlite" {
		return translate(db.path, db.closeStamped())
	}
	return translate(db.path, db.sql.Close())
}

// Path is the absolute path of the ledger file (of the ledger asked for,
// when OpenUntouched reads an upgraded copy); for a PostgreSQL ledger, its
// URL without the password.
func (db *DB) Path() string {
	if db.shown != "" {
		return db.shown
	}
	return db.path
}

// dsn builds the modernc URI. SQLite parses "file:" names as URIs, so the
// characters that mean something there are escaped in the path.
func dsn(path string) string {
	escaped := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
	return "file:" + escaped +
		fmt.Sprintf("?_pragma=busy_timeout(%d)", BusyTimeout.Milliseconds()) +
		"&_pragma=foreign_keys(1)" +
		// Every page read checks its cells fit: damage met on the way is
		// reported, whatever the stamp said.
		"&_pragma=cell_size_check(1)" +
		"&_pragma=journal_mode(WAL)" +
		"&_txlock=immediate" // writers take the lock up front: no deadlock on upgrade
}

// prepareFile creates a missing ledger or checks that an existing file
// is one; created reports which.
func prepareFile(ctx context.Context, path string, target int) (created bool, err error) {
	_, err = os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return createLedger(ctx, path, target)
	case err != nil:
		return false, ioError(path, err)
	}
	if _, err := inspectFile(path); err != nil {
		return false, err
	}
	return false, checkWritable(path)
}

// createLedger builds a new ledger under a temporary name beside path and
// links it into place only once it is whole, so that a ledger's name never
// holds an empty or half-made file, and a file that appeared there first
// (another session's ledger, or anything else) is never replaced. The file
// is private (0600, folder 0700); SQLite gives the -wal and -shm files the
// same mode.
func createLedger(ctx context.Context, path string, target int) (bool, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return false, ioError(path, err)
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".new-*")
	if err != nil {
		return false, ioError(path, err)
	}
	tmp := f.Name()
	f.Close()
	defer removeWithSidecars(tmp)
	if err := os.Chmod(tmp, 0o600); err != nil {
		return false, ioError(path, err)
	}
	if err := buildLedger(ctx, tmp, target); err != nil {
		return false, translate(path, err)
	}
	if err := syncFile(tmp); err != nil {
		return false, ioError(path, err)
	}
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			// Another session created it first: it must pass as any file.
			if _, err := inspectFile(path); err != nil {
				return false, err
			}
			return false, checkWritable(path)
		}
		return false, ioError(path, err)
	}
	if err := syncDir(dir); err != nil {
		return false, ioError(path, err)
	}
	return true, nil
}

// CloseUnused closes the ledger and, if this Open created it and nothing
// has been recorded in it since (no game, no player), removes it again: a
// command that fails, such as an import refused half-way, leaves no new
// file behind. removed reports whether it did.
func (db *DB) CloseUnused() (removed bool, err error) {
	if db.created && !db.readOnly && db.removeIfEmpty() {
		return true, db.Close()
	}
	return false, db.Close()
}

// removeIfEmpty unlinks the ledger under the write lock if it holds
// nothing: a session that opened it meanwhile finds, at its own write, that
// the name no longer holds its file, and writes nothing.
func (db *DB) removeIfEmpty() bool {
	ctx := context.Background()
	db.stopPrecheck() // the background check holds a connection of its own
	t, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return false
	}
	defer t.Rollback()
	var events, players int64
	err = t.QueryRowContext(ctx, `SELECT (SELECT coalesce(max(seq), 0) FROM ledger_counter), (SELECT count(*) FROM players)`).Scan(&events, &players)
	if err != nil || events != 0 || players != 0 || stampOf(db.path).ino != db.ino {
		return false
	}
	removeWithSidecars(db.path)
	syncDir(filepath.Dir(db.path))
	return true
}

// removeWithSidecars removes a file and the -wal, -shm and -journal files
// SQLite may have left beside it, and its verified stamp.
func removeWithSidecars(path string) {
	for _, suffix := range []string{"", "-wal", "-shm", "-journal", ".verified"} {
		os.Remove(path + suffix)
	}
}

func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir makes a new name in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) {
		return nil // file systems that cannot sync a folder
	}
	return err
}

func ioError(path string, err error) error {
	if errors.Is(err, fs.ErrPermission) {
		return fault.Ledgerf("permission denied on ledger %s", path).Of(fault.IO).Because(err)
	}
	return fault.Ledgerf("cannot open ledger %s", path).Of(fault.IO).Because(err)
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
