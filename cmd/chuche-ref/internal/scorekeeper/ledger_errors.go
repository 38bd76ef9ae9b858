package scorekeeper

import (
	"context"
	"errors"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// The ledger's failures are *fault.Error; these say which kind of ledger
// failure one is, for the callers that act on it (the exit codes do not
// need them: the fault's kind decides those).

// IsConflict reports whether a write failed because another process wrote
// the game first.
func IsConflict(err error) bool { return fault.StoreOf(err) == fault.Conflict }

// IsDamage reports whether err is a ledger damaged where it was read (a
// game or entry that no longer reads).
func IsDamage(err error) bool { return fault.StoreOf(err) == fault.Corrupt }

// IsNotFound reports whether err is a game or player the ledger has not.
func IsNotFound(err error) bool { return fault.StoreOf(err) == fault.NotFound }

// IsRefusedRequest reports whether the ledger refused a request as it was
// made (an archive it cannot take, an entry it cannot void).
func IsRefusedRequest(err error) bool { return fault.StoreOf(err) == fault.Invalid }

// Damage is what CheckLedger found wrong in a ledger.
type Damage struct {
	// Problems are the findings, each naming the table, index, game or
	// entry that is damaged, a message each: the ledger's own findings are
	// worded in the table's language, SQLite's stay as SQLite wrote them
	// (JSON: their English).
	Problems []fault.Message
}

// CheckLedger checks the whole ledger for damage, writing nothing: the
// store's check of what it keeps (on SQLite every page of the file), then,
// on a ledger that reads, the games by their own rules (checkGames). A
// damaged ledger is a Damage (nil when none is found); err is a failure to
// check at all.
func (l *Ledger) CheckLedger(ctx context.Context) (*Damage, error) {
	err := l.db.CheckLedger(ctx)
	var d *store.Damage
	switch {
	case errors.As(err, &d):
		return &Damage{Problems: d.Problems}, nil
	case err != nil:
		return nil, err
	}
	found, err := l.checkGames(ctx)
	if err != nil || len(found) == 0 {
		return nil, err
	}
	return &Damage{Problems: found}, nil
}
