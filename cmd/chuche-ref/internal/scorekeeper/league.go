package scorekeeper

import (
	"context"
	"slices"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/rating"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The league (docs/rules.md part 3). Ratings are derived from the ledger:
// each rated game's places are kept with its summary, and rating them one
// after another in the league's order (league.Rate) is the ratings. The
// processes that write keep a cache of that in the ledger (league_cache.go)
// so that a table does not rate ten years of games each time; a reader
// uses it only when the ledger says it is current for the kind (every
// write that changes a rated game counts on a number the cache must match)
// and nothing but chuche-ref wrote the ledger since it was last checked
// (store's Untouched). Otherwise it rates every game itself, in memory, and
// gets the same numbers: the cache is never trusted over the entries.

// LeagueKinds are the games a league rates, in the order tables show them.
var LeagueKinds = []string{variants.GameChinchon, variants.GameChuche}

// LeagueRows are the rated seats of kind's games decided in [from, to) (a
// zero to: with no end), in the league's order, each with the rating the
// player brought and took away.
func (l *Ledger) LeagueRows(ctx context.Context, kind string, from, to time.Time) ([]league.Row, error) {
	if l.db.Untouched() {
		rows, state, err := l.db.LeagueRows(ctx, kind, from, to)
		if err != nil {
			return nil, err
		}
		if state.Current() {
			return rowsOf(rows), nil
		}
	}
	all, err := l.rateAll(ctx, kind)
	if err != nil {
		return nil, err
	}
	out := []league.Row{}
	for _, r := range all {
		if !r.At.Before(from) && (to.IsZero() || r.At.Before(to)) {
			out = append(out, r)
		}
	}
	return out, nil
}

// Ratings are the players' latest ratings in kind, in the order given: the
// default for a player with no rated game (LG-6, LG-8).
func (l *Ledger) Ratings(ctx context.Context, kind string, players []string) ([]rating.Rating, error) {
	out := make([]rating.Rating, len(players))
	for i := range out {
		out[i] = rating.Default()
	}
	if l.db.Untouched() {
		latest, state, err := l.db.LatestLeagueRows(ctx, kind, players, store.Position{})
		if err != nil {
			return nil, err
		}
		if state.Current() {
			for i, p := range players {
				if r, ok := latest[p]; ok {
					out[i] = rating.Rating{Mu: r.Mu, Sigma: r.Sigma}
				}
			}
			return out, nil
		}
	}
	all, err := l.rateAll(ctx, kind)
	if err != nil {
		return nil, err
	}
	for _, r := range all {
		for i, p := range players {
			if sameName(r.Player, p) {
				out[i] = r.After
			}
		}
	}
	return out, nil
}

// RatingHistory is a player's last limit rated games of kind (all of them
// for limit 0), in the league's order: the rating after each.
func (l *Ledger) RatingHistory(ctx context.Context, kind, player string, limit int) ([]league.Row, error) {
	if l.db.Untouched() {
		rows, state, err := l.db.PlayerLeagueRows(ctx, kind, player, limit)
		if err != nil {
			return nil, err
		}
		if state.Current() {
			return rowsOf(rows), nil
		}
	}
	all, err := l.rateAll(ctx, kind)
	if err != nil {
		return nil, err
	}
	var out []league.Row
	for _, r := range all {
		if sameName(r.Player, player) {
			out = append(out, r)
		}
	}
	if limit > 0 && len(out) > limit {
		out = out[len(out)-limit:]
	}
	return out, nil
}

// rateAll rates every rated game of kind from the start, in memory: what
// the cache is checked against, and what a reader does without it.
func (l *Ledger) rateAll(ctx context.Context, kind string) ([]league.Row, error) {
	games, _, _, err := l.ratedGames(ctx, kind, store.Position{})
	if err != nil {
		return nil, err
	}
	return league.Rate(games, league.FromDefault), nil
}

// ratedGames are kind's rated games from position from on, in the league's
// order, with the state of the cache they were read with. Games whose
// places the ledger does not know yet (written before it kept them) are
// replayed, once each, and take their places in the order; as they may
// come anywhere, they are read from the start, and read is where the games
// returned start.
func (l *Ledger) ratedGames(ctx context.Context, kind string, from store.Position) (_ []league.Game, _ store.LeagueState, read store.Position, _ error) {
	lg, err := l.db.RatedGames(ctx, kind, from)
	if err == nil && len(lg.Unplaced) > 0 && !from.IsZero() {
		from = store.Position{}
		lg, err = l.db.RatedGames(ctx, kind, from)
	}
	if err != nil {
		return nil, store.LeagueState{}, from, err
	}
	games := make([]league.Game, 0, len(lg.Games)+len(lg.Unplaced))
	for _, g := range lg.Games {
		games = append(games, ratedGameOf(g))
	}
	for _, id := range lg.Unplaced {
		g, ok, err := l.replayedPlaces(ctx, id)
		if err != nil {
			return nil, store.LeagueState{}, from, err
		}
		if ok {
			games = append(games, g)
		}
	}
	if len(lg.Unplaced) > 0 {
		slices.SortStableFunc(games, func(a, b league.Game) int {
			switch {
			case a.Before(b):
				return -1
			case b.Before(a):
				return 1
			}
			return 0
		})
	}
	return games, lg.State, from, nil
}

// replayedPlaces replays a game the ledger has no places of: its places
// and the entry that decided it, when it is rated.
func (l *Ledger) replayedPlaces(ctx context.Context, id int64) (league.Game, bool, error) {
	info, err := l.db.Game(ctx, itoa(id))
	if err != nil {
		return league.Game{}, false, err
	}
	k, err := Load(ctx, l, gameInfoOf(info))
	if err != nil {
		return league.Game{}, false, err
	}
	s, err := k.Standings()
	if err != nil || !s.Rated {
		return league.Game{}, false, nil // a game that does not stand is rated by nobody
	}
	g := league.Game{ID: id, Name: info.Name}
	for _, e := range k.Entries() {
		if e.Seq == s.DecidedBy {
			g.At, g.Seq = e.CreatedAt, e.LedgerSeq
		}
	}
	for _, seat := range s.Seats {
		g.Seats = append(g.Seats, league.Seat{Player: seat.Name, Place: seat.Place, Won: s.Won(seat.Name)})
	}
	return g, true, nil
}

func ratedGameOf(g store.RatedGame) league.Game {
	out := league.Game{ID: g.ID, Name: g.Name, At: g.At.At, Seq: g.At.Seq, Seats: make([]league.Seat, len(g.Seats))}
	for i, s := range g.Seats {
		out.Seats[i] = league.Seat{Player: s.Player, Place: s.Place, Won: s.Won}
	}
	return out
}

func rowsOf(rows []store.LeagueRow) []league.Row {
	out := make([]league.Row, len(rows))
	for i, r := range rows {
		out[i] = league.Row{GameID: r.GameID, At: r.At.At, Seq: r.At.Seq, Seat: r.Seat, Player: r.Player, Place: r.Place, Won: r.Won,
			Before: rating.Rating{Mu: r.MuBefore, Sigma: r.SigmaBefore}, After: rating.Rating{Mu: r.Mu, Sigma: r.Sigma}}
	}
	return out
}

func storeRows(rows []league.Row) []store.LeagueRow {
	out := make([]store.LeagueRow, len(rows))
	for i, r := range rows {
		out[i] = store.LeagueRow{GameID: r.GameID, At: store.Position{At: r.At, Seq: r.Seq}, Seat: r.Seat, Player: r.Player, Place: r.Place, Won: r.Won,
			MuBefore: r.Before.Mu, SigmaBefore: r.Before.Sigma, Mu: r.After.Mu, Sigma: r.After.Sigma}
	}
	return out
}

// sameName reports whether two spellings name one player of the roster.
func sameName(a, b string) bool { return variants.FoldName(a) == variants.FoldName(b) }
