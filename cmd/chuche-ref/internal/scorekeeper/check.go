package scorekeeper

import (
	"context"
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
)

// checkGames runs the ledger's own checks that need the games' rules —
// what `check ledger` adds to the store's check of the file, and all there
// is to check on an engine whose pages are the server's business: every
// entry's payload decodes (strictly, as import reads it), the entries in
// force still stand, and the summary stored with each game agrees with a
// replay of its entries. It returns the problems found, one message a game;
// a game whose stored values no longer read is left to the store's check.
// It writes nothing.
func (l *Ledger) checkGames(ctx context.Context) ([]fault.Message, error) {
	var found []fault.Message
	err := l.ExportTo(ctx, 0, ArchiveSink{Game: func(ag ArchivedGame) error {
		g := ag.Game
		if err := CheckArchived(ag); err != nil {
			found = append(found, fault.M("game #%#d %q: %s", g.ID, g.Name, failureText(err)))
			return nil
		}
		_, sum, err := ReplayArchived(ag)
		if err != nil {
			found = append(found, fault.M("game #%#d %q does not stand: %s", g.ID, g.Name, failureText(err)))
			return nil
		}
		if !summariesAgree(g.Summary, sum) {
			found = append(found, fault.M("game #%#d %q: its stored summary does not agree with its entries", g.ID, g.Name))
		}
		return nil
	}})
	if err != nil && !IsDamage(err) {
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

// summariesAgree compares what lists, stats and the league read from a
// summary: the round, the finish, the winners, the deciding entry and every
// player's line with its place.
func summariesAgree(stored, replayed Summary) bool {
	if stored.Round != replayed.Round || stored.Finished != replayed.Finished || stored.DecidedBy != replayed.DecidedBy ||
		!slices.Equal(stored.Winners, replayed.Winners) || len(stored.Players) != len(replayed.Players) {
		return false
	}
	for i, p := range stored.Players {
		q := replayed.Players[i]
		status := p.Status
		if status == "" {
			status = "in" // a game without entries, recorded before new games said so
		}
		if p.Name != q.Name || p.Total != q.Total || status != q.Status || p.BuyBacks != q.BuyBacks || p.Won != q.Won ||
			p.Place != q.Place || p.OutAfter != q.OutAfter {
			return false
		}
	}
	return true
}
