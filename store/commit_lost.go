package store

import (
	"context"

	"github.com/chuche-ref/chuche-ref/fault"
)

// A commit on a PostgreSQL server whose answer never came back — the
// connection lost while COMMIT was on its way, the server's session ended
// under it — may have been made or not, and only the server knows. Telling
// the table "not recorded" when it was makes it enter the hand again: a
// second copy. So the server is asked. Every writer holds the ledger
// counter's row lock until its transaction ends (prepareWrite), so once a
// new write transaction holds it the lost one is over, committed or rolled
// back, and the entry's row says which: found as this writer wrote it —
// its ledger-wide number, kind, time and payload, which no other writer
// shares — it was recorded.

// settleCommit reports the entry e recorded, or the commit's error when it
// was not; when the server cannot be asked either, an error that says the
// entry may have been recorded. SQLite's commit is never in doubt: a
// failed one is rolled back.
func (db *DB) settleCommit(ctx context.Context, e Entry, commitErr error) (Entry, error) {
	if db.eng.kind() != "postgres" {
		return Entry{}, commitErr
	}
	// An interrupt (Ctrl-C) while the entry was written must still learn
	// whether it was.
	// Bounded, as the lock waits BusyTimeout at most as it is.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*BusyTimeout)
	defer cancel()
	found, err := db.entryWritten(ctx, e)
	switch {
	case err != nil:
		return Entry{}, fault.Ledgerf("the connection to the server of ledger %s was lost while entry #%#d of game %#d was being recorded: it may have been recorded", db.path, e.Seq, e.GameID).
			Of(fault.IO).WithHint("look at chuche-ref history before entering it again").Because(commitErr)
	case found:
		return e, nil
	}
	return Entry{}, commitErr
}

// entryWritten reports whether e is in the ledger as written, once no
// writer is left that could still commit it.
func (db *DB) entryWritten(ctx context.Context, e Entry) (bool, error) {
	t, err := db.beginWrite(ctx) // waits for the lost transaction's end
	if err != nil {
		return false, err
	}
	defer t.Rollback()
	var n int
	err = t.QueryRowContext(ctx, `SELECT count(*) FROM entries
		WHERE game_id = ? AND seq = ? AND ledger_seq = ? AND kind = ? AND created_at = ? AND payload = ?`,
		e.GameID, e.Seq, e.LedgerSeq, e.Kind, formatTime(e.CreatedAt), string(e.Payload)).Scan(&n)
	return n == 1, err
}
