package scorekeeper

import (
	"context"
	"errors"
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// CheckLedger is the whole check of chuche-ref check ledger: the store's
// (db.CheckLedger), then, on a ledger that reads, the games by their own
// rules (CheckGames). It returns what is damaged, nil for a sound ledger.
func CheckLedger(ctx context.Context, db *Ledger) (*store.Damage, error) {
	err := db.CheckLedger(ctx)
	var d *store.Damage
	if err != nil && !errors.As(err, &d) {
		return nil, err
	}
	if d != nil {
		return d, nil
	}
	found, err := CheckGames(ctx, db)
	if err != nil || len(found) == 0 {
		return nil, err
	}
	d = &store.Damage{Words: found}
	for _, m := range found {
		d.Problems = append(d.Problems, m.String())
	}
	return d, nil
}

// CheckGames runs the ledger's own checks that need the games' rules:
// every entry's payload decodes (strictly, as import reads it), the
// entries in force still stand, and the summary stored with each game
// agrees with a replay of its entries. It returns the problems found, one
// message a game; a game whose stored values no longer read is left to
// the store's check. It writes nothing.
func CheckGames(ctx context.Context, db *Ledger) ([]fault.Message, error) {
	var found []fault.Message
	err := db.ExportTo(ctx, 0, store.ArchiveSink{Game: func(ag store.ArchivedGame) error {
		g := ag.Game
		if err := CheckPayloads(g, ag.Entries); err != nil {
			found = append(found, fault.M("game #%#d %q: %s", g.ID, g.Name, failureText(err)))
			return nil
		}
		s, err := Replay(g, ScorerEntries(ag.Entries))
		if err != nil {
			found = append(found, fault.M("game #%#d %q does not stand: %s", g.ID, g.Name, failureText(err)))
			return nil
		}
		if !summariesAgree(g.Summary, s.Summary) {
			found = append(found, fault.M("game #%#d %q: its stored summary does not agree with its entries", g.ID, g.Name))
		}
		return nil
	}})
	if err != nil && store.KindOf(err) != store.KindCorrupt {
		return found, err
	}
	return found, nil
}

// failureText is an error's words, in the table's language when they are
// a catalog message.
func failureText(err error) any {
	if fe, ok := fault.As(err); ok {
		return fe.Message
	}
	return err.Error()
}

// summariesAgree compares what lists and stats read from a summary: the
// round, the finish, the winners and every player's line.
func summariesAgree(stored, replayed store.Summary) bool {
	if stored.Round != replayed.Round || stored.Finished != replayed.Finished ||
		!slices.Equal(stored.Winners, replayed.Winners) || len(stored.Players) != len(replayed.Players) {
		return false
	}
	for i, p := range stored.Players {
		q := replayed.Players[i]
		status := p.Status
		if status == "" {
			status = "in" // a game without entries, recorded before new games said so
		}
		if p.Name != q.Name || p.Total != q.Total || status != q.Status || p.BuyBacks != q.BuyBacks || p.Won != q.Won {
			return false
		}
	}
	return true
}
