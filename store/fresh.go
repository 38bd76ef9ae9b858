package store

import (
	"context"
	"os"
	"path/filepath"
	"sync"
)

// buildLedger makes the empty file tmp a new ledger at schema target: by
// replaying every schema step, or from a copy of the fresh ledger this
// process made before (freshImage).
func buildLedger(ctx context.Context, tmp string, target int) error {
	if image := fresh.image(ctx, target, filepath.Dir(tmp)); image != nil {
		return fromImage(ctx, tmp, image)
	}
	return migrateNew(ctx, tmp, target)
}

// migrateNew runs every schema step up to target on the empty file tmp.
func migrateNew(ctx context.Context, tmp string, target int) error {
	db, err := openSQL(ctx, tmp, dsn(tmp)+"&mode=rw")
	if err != nil {
		return err
	}
	err = db.migrate(ctx, target)
	if cerr := db.sql.Close(); err == nil {
		err = cerr
	}
	return err
}

// fromImage writes image, a fresh ledger without an identity, to tmp and
// gives it an identity of its own, as the identity step does.
func fromImage(ctx context.Context, tmp string, image []byte) error {
	if err := os.WriteFile(tmp, image, 0o600); err != nil {
		return err
	}
	db, err := openSQL(ctx, tmp, dsn(tmp)+"&mode=rw")
	if err != nil {
		return err
	}
	_, err = db.sql.ExecContext(ctx, `INSERT INTO ledger_identity (one, id) VALUES (1, lower(hex(randomblob(16))))`)
	if cerr := db.sql.Close(); err == nil {
		err = cerr
	}
	return err
}

// freshImage is a new ledger at the latest schema, as bytes, with no
// identity row. Replaying the six schema steps costs about four times
// what copying their result does (the steps that rebuild tables re-read
// the whole schema each), and a process that makes many ledgers — an
// import into new files, the ledger builder of the benchmarks, the tests —
// pays it once: the image is made at the second creation, so a command
// that makes one ledger makes no image.
type freshImage struct {
	mu    sync.Mutex
	made  int    // ledgers created so far
	bytes []byte // made at the second; nil if it could not be
}

var fresh freshImage

// image is the fresh ledger's bytes when a ledger at target is to be made
// from them, else nil (an older schema, the process's first ledger, or an
// image that could not be made: then every ledger replays the steps).
func (f *freshImage) image(ctx context.Context, target int, dir string) []byte {
	if target != latestVersion {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.made++
	if f.made == 2 {
		f.bytes, _ = makeImage(ctx, dir)
	}
	return f.bytes
}

// makeImage replays the schema steps into a temporary file in dir and
// takes its identity out again: the identity's own triggers refuse the
// delete, so they are dropped for it and made again as they were.
func makeImage(ctx context.Context, dir string) ([]byte, error) {
	f, err := os.CreateTemp(dir, ".chuche-ref-fresh-*")
	if err != nil {
		return nil, err
	}
	tmp := f.Name()
	f.Close()
	defer removeWithSidecars(tmp)
	if err := migrateNew(ctx, tmp, latestVersion); err != nil {
		return nil, err
	}
	db, err := openSQL(ctx, tmp, dsn(tmp)+"&mode=rw")
	if err != nil {
		return nil, err
	}
	err = withoutIdentity(ctx, db)
	if cerr := db.sql.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, err
	}
	return os.ReadFile(tmp)
}

func withoutIdentity(ctx context.Context, db *DB) error {
	t, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer t.Rollback()
	rows, err := t.QueryContext(ctx, `SELECT name, sql FROM sqlite_schema
		WHERE type = 'trigger' AND tbl_name = 'ledger_identity' ORDER BY rowid`)
	if err != nil {
		return err
	}
	var names, defs []string
	for rows.Next() {
		var name, def string
		if err := rows.Scan(&name, &def); err != nil {
			rows.Close()
			return err
		}
		names, defs = append(names, name), append(defs, def)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, name := range names {
		if _, err := t.ExecContext(ctx, `DROP TRIGGER "`+name+`"`); err != nil {
			return err
		}
	}
	if _, err := t.ExecContext(ctx, `DELETE FROM ledger_identity`); err != nil {
		return err
	}
	for _, def := range defs {
		if _, err := t.ExecContext(ctx, def); err != nil {
			return err
		}
	}
	return t.Commit()
}
