package scorekeeper

import (
	"context"
	"strconv"

	"github.com/chuche-ref/chuche-ref/store"
)

// Placing the games of an older ledger. Schema step 5 (league) gave every
// game a place for its league standing in its summary; the store cannot
// fill it, for it knows neither the games' rules nor how they are scored,
// so it marks the games it upgraded unplaced. Opening the ledger then
// replays each of them once — as check ledger would — and writes the
// places and the deciding entry the replay gives (placeUnplaced). Until
// that is done (another process opened the ledger at the same moment, or
// one was stopped half-way), what reads the league replays the unplaced
// games itself (ratedGames), so no game is rated wrong meanwhile.

// placeBatch is how many games one transaction places: a bounded write,
// and an upgrade stopped half-way keeps what it did.
const placeBatch = 500

// placeUnplaced places every unplaced game of the ledger, when there are
// any (one indexed look-up otherwise). The league's cache is left stale;
// the next writer of a game of that kind computes it again.
func (l *Ledger) placeUnplaced(ctx context.Context) error {
	for {
		ids, err := l.db.UnplacedGames(ctx, placeBatch)
		if err != nil || len(ids) == 0 {
			return err
		}
		batch := make([]store.Placement, 0, len(ids))
		for _, id := range ids {
			p, err := l.placement(ctx, id)
			if err != nil {
				return err
			}
			batch = append(batch, p)
		}
		if err := l.db.PlaceGames(ctx, batch); err != nil {
			return err
		}
	}
}

// placement is a game's summary as one replay of its entries gives it. A
// game whose entries do not stand is placed as not rated: its summary as
// it was, no places (check ledger reports it).
func (l *Ledger) placement(ctx context.Context, id int64) (store.Placement, error) {
	info, err := l.db.Game(ctx, itoa(id))
	if err != nil {
		return store.Placement{}, err
	}
	g := gameInfoOf(info)
	k, err := newGame(l, g)
	if err != nil {
		return store.Placement{}, err
	}
	if err := k.read(ctx); err != nil {
		return store.Placement{}, err
	}
	sum := g.Summary
	if _, err := k.Standings(); err == nil {
		sum = k.summaryNow()
	} else {
		sum.DecidedBy = 0
		for i := range sum.Players {
			sum.Players[i].Place, sum.Players[i].OutAfter = 0, 0
		}
	}
	return store.Placement{GameID: id, Seq: k.LastSeq(), Summary: sum.store()}, nil
}

// itoa is a game id as the store's look-up by reference takes it.
func itoa(id int64) string { return strconv.FormatInt(id, 10) }
