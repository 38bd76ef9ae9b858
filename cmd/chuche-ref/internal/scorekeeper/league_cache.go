package scorekeeper

import (
	"context"
	"sync/atomic"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/rating"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// The league's cache, kept by the processes that write (never by serve,
// which opens the ledger read-only): one row per seat of each rated game
// with the rating brought and taken away, in the league's order.
//
//   - The entry that decides a game is recorded with its rows (leagueOffer):
//     the players' latest cached ratings, rated with the game's places. The
//     store keeps them in the entry's transaction only when the cache is
//     current as read and the game comes after every game cached — a game
//     decided now, the usual case — so recording the last hand of a game
//     costs the same in a ledger of ten years as in a new one.
//   - Anything else that changes a rated game (an amendment, an undo of the
//     deciding entry, a buy-back re-opening it, an import, a game decided
//     at a time before others) leaves the cache stale from the earliest
//     game it touched; the writer then rates again every game from there
//     (keepLeagueCurrent), exactly as rating all of them from the start
//     would, keeping the rows before it.
//   - A ledger written by something else than chuche-ref since it was last
//     checked (store's Untouched) has its whole cache computed again.

// leagueOffer is the rows of the game that entry e decides, for the
// store to cache with it; nil when e decides nothing new, or the cache
// cannot be built on.
func (l *Ledger) leagueOffer(ctx context.Context, kind string, before, after scorer.Standing, e scorer.Entry) *store.LeagueUpdate {
	if before.Rated || !after.Rated || after.DecidedBy != e.Seq || e.Voids != 0 || e.Replaces != 0 || !l.db.Untouched() {
		return nil
	}
	names := make([]string, len(after.Seats))
	for i, s := range after.Seats {
		names[i] = s.Name
	}
	latest, state, err := l.db.LatestLeagueRows(ctx, kind, names, store.Position{})
	if err != nil || !state.Current() {
		return nil
	}
	g := league.Game{}
	for _, s := range after.Seats {
		g.Seats = append(g.Seats, league.Seat{Player: s.Name, Place: s.Place, Won: after.Won(s.Name)})
	}
	rows := league.Rate([]league.Game{g}, func(player string) rating.Rating {
		if r, ok := latest[player]; ok {
			return rating.Rating{Mu: r.Mu, Sigma: r.Sigma}
		}
		return rating.Default()
	})
	return &store.LeagueUpdate{Expect: state.Changed, Rows: storeRows(rows)}
}

// keepLeagueCurrent brings kind's cache up to date after a write, when it
// is not: a cache left stale costs only the readers' time, so a failure
// here is not the write's.
func (l *Ledger) keepLeagueCurrent(ctx context.Context, kind string) {
	_ = l.refreshLeague(ctx, kind)
}

// keepLeagueCurrentAll is keepLeagueCurrent for every kind.
func (l *Ledger) keepLeagueCurrentAll(ctx context.Context) { _ = l.RefreshLeague(ctx) }

// RefreshLeague brings the cache of every kind up to date: for the
// processes that write the ledger in ways of their own (import, the
// ledger-benchmark builder).
func (l *Ledger) RefreshLeague(ctx context.Context) error {
	for _, kind := range LeagueKinds {
		if err := l.refreshLeague(ctx, kind); err != nil {
			return err
		}
	}
	return nil
}

// refreshLeague rates kind's games again from where its cache went stale
// and writes the rows — unless another writer changed a rated game
// meanwhile (the store refuses rows of games as they no longer are; that
// writer refreshes after its own change).
func (l *Ledger) refreshLeague(ctx context.Context, kind string) error {
	from := store.Position{}
	if l.db.Untouched() {
		state, err := l.db.LeagueState(ctx, kind)
		if err != nil || state.Current() {
			return err
		}
		from = state.StaleFrom
	}
	games, state, from, err := l.ratedGames(ctx, kind, from)
	if err != nil {
		return err
	}
	start := league.FromDefault
	if !from.IsZero() {
		var players []string
		seen := map[string]bool{}
		for _, g := range games {
			for _, s := range g.Seats {
				if !seen[s.Player] {
					seen[s.Player] = true
					players = append(players, s.Player)
				}
			}
		}
		latest, before, err := l.db.LatestLeagueRows(ctx, kind, players, from)
		if err != nil {
			return err
		}
		if before.Changed != state.Changed {
			return nil // moved on between the two reads
		}
		start = func(player string) rating.Rating {
			if r, ok := latest[player]; ok {
				return rating.Rating{Mu: r.Mu, Sigma: r.Sigma}
			}
			return rating.Default()
		}
	}
	rewrites.Add(1)
	_, err = l.db.RewriteLeague(ctx, kind, state, from, storeRows(league.Rate(games, start)))
	return err
}

// rewrites counts the league recomputations this process wrote: none while
// games are only decided one after another (the tests of the cache).
var rewrites atomic.Int64
