package store

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"sync"
	"syscall"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Checking the whole file before every write costs a read of every page
// (PRAGMA quick_check: about 70-120 ms on the 10,000-game benchmark
// ledger). Two things keep that off the critical path without weakening
// it:
//
//   - Open starts the check at once, in the background, on its own
//     connection, so it runs while the command parses and replays; the
//     first write takes its verdict if the file has not changed since. (It
//     reads through read(), not mmap: mapped pages would count in the RSS
//     of every command that opens the ledger, reading ones included.)
//   - After a check passes, or after this DB's own commit, the state of the
//     files (inode, size, modification and change time of the ledger and
//     its WAL) is remembered, and stamped outside the ledger for the
//     processes after this one (stamp.go); a later write skips the check
//     while the files are in a stamped state. Anything else that writes
//     the file, a stray dd or another program, changes it and brings the
//     full check back.
type verifier struct {
	mu     sync.Mutex
	known  fileState // the state last seen sound, zero if none
	pre    chan precheck
	cancel context.CancelFunc
	done   chan struct{} // closed when the background check has returned its connection
}

type precheck struct {
	state fileState
	err   error
}

// fileState is what changes whenever anything writes the ledger's files.
type fileState struct {
	file, wal fileStamp
}

// fileStamp identifies a file's content as far as its metadata can: the
// inode (a replaced file), size, and the modification and change times.
type fileStamp struct {
	ino, size, mtime, ctime int64
}

func stateOf(path string) fileState {
	wal := stampOf(path + "-wal")
	if wal.size == 0 {
		// An empty WAL holds nothing: SQLite makes one at every open and
		// empties it after a checkpoint.
		wal = fileStamp{}
	}
	return fileState{file: stampOf(path), wal: wal}
}

func stampOf(path string) fileStamp {
	info, err := os.Stat(path)
	if err != nil {
		return fileStamp{}
	}
	s := fileStamp{size: info.Size(), mtime: info.ModTime().UnixNano()}
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		s.ino, s.ctime = int64(st.Ino), st.Ctim.Sec*1e9+st.Ctim.Nsec
	}
	return s
}

// startPrecheck runs the check of a newly opened ledger in the background,
// unless its files are in the state last stamped sound (stamp.go): then
// nothing is read, and the ledger's size costs nothing.
func (db *DB) startPrecheck() {
	if state := stateOf(db.path); stamped(db.path, state) {
		db.remember(state)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	db.verify.cancel = cancel
	pre := make(chan precheck, 1)
	done := make(chan struct{})
	db.verify.pre, db.verify.done = pre, done
	go func() {
		defer close(done)
		defer cancel()
		state := stateOf(db.path)
		pre <- precheck{state: state, err: checkBeforeWrite(ctx, db.sql, db.path)}
	}()
}

// checkForWrite is checkBeforeWrite, skipped when the files are in a state
// already seen sound. It runs under the write lock.
func (db *DB) checkForWrite(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}) error {
	state := stateOf(db.path)
	if db.ino != 0 && state.file.ino != db.ino {
		// The name now holds another file, or none: writing on would go into
		// a file nobody will open again.
		// Not a conflict over the game — another writer of it, which the
		// session may follow (the entry judged again): this session's file
		// is gone, and no reading of the game through it shows anything new.
		return fault.Ledgerf("ledger %s was removed or replaced while this session had it open; nothing was written", db.path).Of(fault.IO)
	}
	db.verify.mu.Lock()
	known, pre := db.verify.known, db.verify.pre
	db.verify.pre = nil
	db.verify.mu.Unlock()
	if known != (fileState{}) && known == state {
		return nil
	}
	if stamped(db.path, state) {
		// Another chuche-ref wrote since; its writes were checked too.
		db.remember(state)
		return nil
	}
	if pre != nil {
		select {
		case p := <-pre:
			if p.err == nil && p.state == state {
				db.remember(state)
				writeStamp(db.path, state)
				return nil
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	if err := checkBeforeWrite(ctx, q, db.path); err != nil {
		return err
	}
	db.remember(state)
	writeStamp(db.path, state)
	return nil
}

// stopPrecheck interrupts the background check and waits until its
// connection is back: a ledger closed is closed, its WAL folded back, before
// Close returns.
func (db *DB) stopPrecheck() {
	if db.verify.cancel != nil {
		db.verify.cancel()
		<-db.verify.done
	}
}

// rememberOwnCommit: this DB's own writes were checked before they began;
// the state after them is stamped for the next process too.
func (db *DB) rememberOwnCommit() {
	state := stateOf(db.path)
	db.remember(state)
	writeStamp(db.path, state)
}

// closeStamped closes the SQLite handle; when the files were in the state
// stamped sound just before, the state after the close (the WAL folded
// back into the file) is stamped in its place.
func (db *DB) closeStamped() error {
	before := stateOf(db.path)
	sound := !db.readOnly && stamped(db.path, before)
	err := db.sql.Close()
	if after := stateOf(db.path); sound && err == nil && after != before {
		// A session that wrote nothing leaves the files as it found them:
		// the stamp says so already, and rewriting it is a file made and
		// renamed by every reading command.
		writeStamp(db.path, after)
	}
	return err
}

func (db *DB) remember(state fileState) {
	db.verify.mu.Lock()
	db.verify.known = state
	db.verify.mu.Unlock()
}

// Commit commits and tells the engine (SQLite remembers the files' new
// state as sound: this DB's own writes were checked before they began).
func (t *tx) Commit() error {
	if err := t.Tx.Commit(); err != nil {
		// database/sql rolls back a transaction whose context ends; a
		// commit after that says only that the transaction is over. The
		// caller is told why: cancelled (an interrupted import, say).
		if errors.Is(err, sql.ErrTxDone) && t.ctx != nil && t.ctx.Err() != nil {
			return t.ctx.Err()
		}
		return err
	}
	if t.db != nil {
		t.db.eng.committed(t.db)
	}
	return nil
}
