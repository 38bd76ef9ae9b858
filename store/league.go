package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// The league's part of the ledger (docs/rules.md, LG-…). The store knows
// neither the rules of the games nor the rating arithmetic: the domain
// places each game (Summary.DecidedBy, PlayerSummary.Place) and rates them.
// The store keeps the places with each game's summary, hands out the rated
// games in the league's order, and keeps the ratings the writers computed
// (league_ratings) with a state per game kind that says whether they are
// still those of the games: every write that changes a rated game, makes
// one or unmakes one counts the kind's "changed" on, and the rows are
// current only while it is the count they were computed for.

// Position is where a rated game stands in the league's order (LG-7): the
// time of the entry that decided it, then that entry's ledger position.
type Position struct {
	At  time.Time
	Seq int64 // the deciding entry's LedgerSeq
}

// Before reports whether p comes before q in the league's order.
func (p Position) Before(q Position) bool {
	if !p.At.Equal(q.At) {
		return p.At.Before(q.At)
	}
	return p.Seq < q.Seq
}

// IsZero reports whether p is no position (the start of the order).
func (p Position) IsZero() bool { return p.Seq == 0 }

// RatedGame is a rated game with each seat's place, as the summary keeps it.
type RatedGame struct {
	ID    int64
	Kind  string
	Name  string
	At    Position
	Seats []RatedSeat // seat order
}

// RatedSeat is one seat of a rated game.
type RatedSeat struct {
	Player string // the roster's spelling
	Place  int
	Won    bool
}

// LeagueRow is one seat of one rated game as the league's cache keeps it:
// the rating (μ, σ) the player brought to the game and the one they took
// away.
type LeagueRow struct {
	GameID                int64
	At                    Position
	Seat                  int // 1 for the first seat
	Player                string
	Place                 int
	Won                   bool
	MuBefore, SigmaBefore float64
	Mu, Sigma             float64
}

// LeagueState says whether the cached ratings of a game kind are those of
// its rated games.
type LeagueState struct {
	// Changed counts the writes that changed the kind's rated games;
	// Cached is the Changed the rows were computed for.
	Changed, Cached int64
	// StaleFrom is the earliest position changed since the rows were
	// current: they must be computed again from there (zero: from the start).
	StaleFrom Position
}

// Current reports whether the cached rows are the ratings of the games.
func (s LeagueState) Current() bool { return s.Changed == s.Cached }

// LeagueGames are a kind's rated games from a position on, in the league's
// order, and the state of its cache, read in one snapshot.
type LeagueGames struct {
	Games []RatedGame
	// Unplaced are the games of the kind whose summaries were written
	// before the ledger kept places: the domain must replay them to know
	// whether and how they are rated.
	Unplaced []int64
	State    LeagueState
}

// RatedGames reads a kind's rated games at or after from (all of them for
// the zero position), in the league's order, with the state of the cache.
func (db *DB) RatedGames(ctx context.Context, kind string, from Position) (_ LeagueGames, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return LeagueGames{}, err
	}
	defer tx.Rollback()
	var out LeagueGames
	if out.State, err = leagueState(ctx, tx, kind); err != nil {
		return LeagueGames{}, err
	}
	rows, err := tx.QueryContext(ctx, ratedGamesQuery, kind, positionText(from), positionText(from), from.Seq)
	if err != nil {
		return LeagueGames{}, err
	}
	defer rows.Close()
	for rows.Next() {
		var id, seq int64
		var name, at, player string
		var place, won int
		if err := rows.Scan(&id, &name, &at, &seq, &player, &place, &won); err != nil {
			return LeagueGames{}, err
		}
		if n := len(out.Games); n == 0 || out.Games[n-1].ID != id {
			t, err := parseTime(at)
			if err != nil {
				return LeagueGames{}, &contentError{gameID: id, name: name, what: fault.M("its deciding time"), err: err}
			}
			out.Games = append(out.Games, RatedGame{ID: id, Kind: kind, Name: name, At: Position{At: t, Seq: seq}})
		}
		g := &out.Games[len(out.Games)-1]
		g.Seats = append(g.Seats, RatedSeat{Player: player, Place: place, Won: won != 0})
	}
	if err := rows.Err(); err != nil {
		return LeagueGames{}, err
	}
	if out.Unplaced, err = unplacedGames(ctx, tx, kind, 0); err != nil {
		return LeagueGames{}, err
	}
	return out, nil
}

// LeagueState reads the state of a kind's cache.
func (db *DB) LeagueState(ctx context.Context, kind string) (_ LeagueState, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return LeagueState{}, err
	}
	defer tx.Rollback()
	return leagueState(ctx, tx, kind)
}

// ratedGamesQuery reads a kind's rated games from a position on, in the
// league's order, seat by seat: the games from the index of rated games
// (games_rated), each game's seats by key.
const ratedGamesQuery = `SELECT g.id, g.name, g.decided_at, g.decided_seq, p.name, pg.place, pg.won
	FROM games g
	JOIN seats s ON s.game_id = g.id
	JOIN player_games pg ON pg.player_id = s.player_id AND pg.game_id = g.id
	JOIN players p ON p.id = s.player_id
	WHERE g.kind = ?1 AND g.decided_seq > 0 AND (g.decided_at > ?2 OR (g.decided_at = ?3 AND g.decided_seq >= ?4))
	ORDER BY g.decided_at, g.decided_seq, s.seat`

// leagueRangeQuery reads a kind's cached rows of a span of time, one range
// of the table's key.
const leagueRangeQuery = leagueRowSelect + ` WHERE r.kind = ?1 AND r.decided_at >= ?2 AND r.decided_at < ?3
	ORDER BY r.decided_at, r.decided_seq, r.seat`

// latestRowQuery is a player's last cached row of a kind before a
// position: one step down the player's index.
const latestRowQuery = leagueRowSelect + ` WHERE r.player_id = (SELECT id FROM players WHERE fold = ?1) AND r.kind = ?2
	AND (r.decided_at < ?3 OR (r.decided_at = ?4 AND r.decided_seq < ?5))
	ORDER BY r.decided_at DESC, r.decided_seq DESC LIMIT 1`

// playerRowsQuery is a player's last cached rows of a kind, newest first.
const playerRowsQuery = leagueRowSelect + ` WHERE r.player_id = (SELECT id FROM players WHERE fold = ?1) AND r.kind = ?2
	ORDER BY r.decided_at DESC, r.decided_seq DESC LIMIT ?3`

// positionText is a position's time as stored; the zero position is before
// every stored time.
func positionText(p Position) string {
	if p.IsZero() {
		return ""
	}
	return formatTime(p.At)
}

// LeagueRows reads the cached rows of a kind's games decided in [from, to)
// (a zero to: with no end), in the league's order, with the state of the
// cache: the rows are the ratings only when the state is current.
func (db *DB) LeagueRows(ctx context.Context, kind string, from, to time.Time) (_ []LeagueRow, _ LeagueState, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, LeagueState{}, err
	}
	defer tx.Rollback()
	state, err := leagueState(ctx, tx, kind)
	if err != nil {
		return nil, LeagueState{}, err
	}
	end := "~" // after every stored time
	if !to.IsZero() {
		end = formatTime(to)
	}
	start := ""
	if !from.IsZero() {
		start = formatTime(from)
	}
	rows, err := tx.QueryContext(ctx, leagueRangeQuery, kind, start, end)
	if err != nil {
		return nil, LeagueState{}, err
	}
	out, err := scanLeagueRows(rows)
	return out, state, err
}

// LatestLeagueRows reads each named player's last cached row of a kind
// before position before (the zero position: their last of all), with the
// state of the cache. A player with no such row, or not on the roster, is
// left out.
func (db *DB) LatestLeagueRows(ctx context.Context, kind string, players []string, before Position) (_ map[string]LeagueRow, _ LeagueState, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, LeagueState{}, err
	}
	defer tx.Rollback()
	state, err := leagueState(ctx, tx, kind)
	if err != nil {
		return nil, LeagueState{}, err
	}
	out, err := latestRows(ctx, tx, kind, players, before)
	return out, state, err
}

func latestRows(ctx context.Context, tx *tx, kind string, players []string, before Position) (map[string]LeagueRow, error) {
	at, seq := "~", int64(0)
	if !before.IsZero() {
		at, seq = formatTime(before.At), before.Seq
	}
	out := map[string]LeagueRow{}
	for _, name := range players {
		rows, err := tx.QueryContext(ctx, latestRowQuery, fold(cleanName(name)), kind, at, at, seq)
		if err != nil {
			return nil, err
		}
		found, err := scanLeagueRows(rows)
		if err != nil {
			return nil, err
		}
		if len(found) == 1 {
			out[name] = found[0]
		}
	}
	return out, nil
}

// PlayerLeagueRows reads a player's last limit cached rows of a kind (every
// one for limit 0), in the league's order, with the state of the cache.
func (db *DB) PlayerLeagueRows(ctx context.Context, kind, player string, limit int) (_ []LeagueRow, _ LeagueState, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, LeagueState{}, err
	}
	defer tx.Rollback()
	state, err := leagueState(ctx, tx, kind)
	if err != nil {
		return nil, LeagueState{}, err
	}
	if limit <= 0 {
		limit = 1 << 62
	}
	rows, err := tx.QueryContext(ctx, playerRowsQuery, fold(cleanName(player)), kind, limit)
	if err != nil {
		return nil, LeagueState{}, err
	}
	out, err := scanLeagueRows(rows)
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, state, err
}

const leagueRowSelect = `SELECT r.game_id, r.decided_at, r.decided_seq, r.seat, p.name, r.place, r.won, r.mu_before, r.sigma_before, r.mu, r.sigma
	FROM league_ratings r JOIN players p ON p.id = r.player_id`

func scanLeagueRows(rows *sql.Rows) ([]LeagueRow, error) {
	defer rows.Close()
	var out []LeagueRow
	for rows.Next() {
		var r LeagueRow
		var at string
		var won int
		if err := rows.Scan(&r.GameID, &at, &r.At.Seq, &r.Seat, &r.Player, &r.Place, &won, &r.MuBefore, &r.SigmaBefore, &r.Mu, &r.Sigma); err != nil {
			return nil, err
		}
		r.Won = won != 0
		t, err := parseTime(at)
		if err != nil {
			return nil, &contentError{gameID: r.GameID, what: fault.M("its league rating's time"), err: err}
		}
		r.At.At = t
		out = append(out, r)
	}
	return out, rows.Err()
}

// leagueState reads a kind's cache state; a kind with none has never had a
// rated game, and its (empty) cache is current.
func leagueState(ctx context.Context, tx *tx, kind string) (LeagueState, error) {
	var s LeagueState
	var at string
	err := tx.QueryRowContext(ctx, `SELECT changed, cached, stale_at, stale_seq FROM league_state WHERE kind = ?`, kind).
		Scan(&s.Changed, &s.Cached, &at, &s.StaleFrom.Seq)
	if err == sql.ErrNoRows {
		return LeagueState{}, nil
	}
	if err != nil {
		return LeagueState{}, err
	}
	if at != "" {
		if s.StaleFrom.At, err = parseTime(at); err != nil {
			return LeagueState{}, err
		}
	}
	return s, nil
}

// UnplacedGames are the ids of up to limit games (every one for 0) whose
// summaries were written before the ledger kept places, in id order.
func (db *DB) UnplacedGames(ctx context.Context, limit int) (_ []int64, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return unplacedGames(ctx, tx, "", limit)
}

// unplacedQuery finds the unplaced games in their own (partial) index,
// games_unplaced: on a placed ledger it is empty, and costs nothing.
const unplacedQuery = `SELECT id FROM games WHERE placed = 0 AND (? = '' OR kind = ?) ORDER BY id LIMIT ?`

// unplacedGames lists unplaced games, of one kind unless kind is "".
func unplacedGames(ctx context.Context, tx *tx, kind string, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = MaxGameID
	}
	rows, err := tx.QueryContext(ctx, unplacedQuery, kind, kind, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}
