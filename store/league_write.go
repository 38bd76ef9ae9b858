package store

import (
	"context"
	"database/sql"
	"errors"

	"github.com/chuche-ref/chuche-ref/fault"
)

// LeagueUpdate is what a writer offers with the entry that decides a game:
// the rows of the game's rated seats, computed from the cached ratings it
// read while the kind's state had Changed == Expect. The store adds them in
// the entry's transaction only when the entry does decide the game, the
// cache is still current as read, and the game comes after every game
// cached (the usual case: a game decided now). Otherwise the rows are
// dropped and the kind's cache is left to be computed again. The rows'
// GameID and At are the store's to fill.
type LeagueUpdate struct {
	Expect int64
	Rows   []LeagueRow
}

// leagueChange is what a summary write did to a game's rated standing.
type leagueChange struct {
	kind     string
	changed  bool
	old, new Position // zero when the game was / is not rated
}

// decision reads what a summary write does to a game's rated standing: its
// kind, the position it was rated at (if it was) and the one it is rated at
// now (if it is: the time and ledger position of the entry s.DecidedBy),
// and whether that or any place changes. at is the new position's time as
// stored (nil when the game is not rated).
func decision(ctx context.Context, tx *tx, gameID int64, s *Summary, seated map[string]seatedPlayer) (c leagueChange, at any, err error) {
	var oldAt sql.NullString
	if err := tx.QueryRowContext(ctx, `SELECT kind, decided_at, decided_seq FROM games WHERE id = ?`, gameID).
		Scan(&c.kind, &oldAt, &c.old.Seq); err != nil {
		return c, nil, err
	}
	if c.old.Seq > 0 {
		if c.old.At, err = parseTime(oldAt.String); err != nil {
			return c, nil, err
		}
	}
	if s.DecidedBy > 0 {
		var text string
		err := tx.QueryRowContext(ctx, `SELECT created_at, ledger_seq FROM entries WHERE game_id = ? AND seq = ?`, gameID, s.DecidedBy).
			Scan(&text, &c.new.Seq)
		if errors.Is(err, sql.ErrNoRows) {
			return c, nil, fault.Inputf("game %#d has no entry #%#d to be decided by", gameID, s.DecidedBy).Of(fault.Invalid)
		}
		if err != nil {
			return c, nil, err
		}
		if c.new.At, err = parseTime(text); err != nil {
			return c, nil, err
		}
		at = text
	}
	for _, ps := range s.Players {
		if ps.Place < 0 || ps.OutAfter < 0 || (s.DecidedBy > 0) != (ps.Place > 0) {
			return c, nil, fault.Inputf("the place of %s in game %#d does not fit the game (rated: %v, place %#d)",
				ps.Name, gameID, s.DecidedBy > 0, ps.Place).Of(fault.Invalid)
		}
	}
	switch {
	case c.old.Seq == 0 && c.new.Seq == 0:
		// Neither rated before nor now: no place to change.
	case c.old.Seq != c.new.Seq:
		c.changed = true
	default:
		same, err := samePlaces(ctx, tx, gameID, s, seated)
		if err != nil {
			return c, nil, err
		}
		c.changed = !same
	}
	return c, at, nil
}

// writePlaces writes only the league's part of a summary — the places,
// the hands players went out in, the entry that decided a rated game — and
// marks the game placed.
func writePlaces(ctx context.Context, tx *tx, gameID int64, s *Summary, seated map[string]seatedPlayer) (leagueChange, error) {
	c, at, err := decision(ctx, tx, gameID, s, seated)
	if err != nil {
		return c, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE games SET decided_by = ?, decided_at = ?, decided_seq = ?, placed = 1 WHERE id = ?`,
		s.DecidedBy, at, c.new.Seq, gameID); err != nil {
		return c, err
	}
	for _, ps := range s.Players {
		p, ok := seated[fold(cleanName(ps.Name))]
		if !ok {
			return c, fault.Inputf("player %q is not seated in game %#d", ps.Name, gameID).Of(fault.Invalid)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE player_games SET place = ?, out_after = ? WHERE player_id = ? AND game_id = ?`,
			ps.Place, ps.OutAfter, p.id, gameID); err != nil {
			return c, err
		}
	}
	return c, nil
}

// samePlaces reports whether the stored places of a game are those of s.
func samePlaces(ctx context.Context, tx *tx, gameID int64, s *Summary, seated map[string]seatedPlayer) (bool, error) {
	rows, err := tx.QueryContext(ctx, `SELECT player_id, place FROM player_games WHERE game_id = ?`, gameID)
	if err != nil {
		return false, err
	}
	defer rows.Close()
	stored := map[int64]int{}
	for rows.Next() {
		var id int64
		var place int
		if err := rows.Scan(&id, &place); err != nil {
			return false, err
		}
		stored[id] = place
	}
	if err := rows.Err(); err != nil {
		return false, err
	}
	for _, ps := range s.Players {
		if p, ok := seated[fold(cleanName(ps.Name))]; !ok || stored[p.id] != ps.Place {
			return false, nil
		}
	}
	return true, nil
}

// recordLeagueChange keeps the kind's cache state after a write that
// changed a rated game: the state's Changed counts on, and the offered rows
// are added when they may be (see LeagueUpdate) — appended is the ledger
// position of the entry just written, 0 when none was — else the cache is
// marked to be computed again from the earliest position the change
// touched.
func recordLeagueChange(ctx context.Context, tx *tx, c leagueChange, appended int64, gameID int64, offer *LeagueUpdate) error {
	if !c.changed {
		return nil
	}
	state, err := leagueState(ctx, tx, c.kind)
	if err != nil {
		return err
	}
	changed := state.Changed + 1
	if offer != nil && c.old.IsZero() && !c.new.IsZero() && c.new.Seq == appended && state.Current() && state.Changed == offer.Expect {
		last, err := lastCachedPosition(ctx, tx, c.kind)
		if err != nil {
			return err
		}
		if last.Before(c.new) {
			rows := make([]LeagueRow, len(offer.Rows))
			for i, r := range offer.Rows {
				r.GameID, r.At = gameID, c.new
				rows[i] = r
			}
			if err := insertLeagueRows(ctx, tx, c.kind, rows); err != nil {
				return err
			}
			return putLeagueState(ctx, tx, c.kind, LeagueState{Changed: changed, Cached: changed})
		}
	}
	from := state.StaleFrom
	if state.Current() {
		from = Position{Seq: -1} // nothing stale yet
	}
	for _, p := range []Position{c.old, c.new} {
		if !p.IsZero() && (from.Seq == -1 || p.Before(from)) {
			from = p
		}
	}
	if from.Seq == -1 {
		from = Position{}
	}
	return putLeagueState(ctx, tx, c.kind, LeagueState{Changed: changed, Cached: state.Cached, StaleFrom: from})
}

// lastCachedPosition is the position of the last cached row of a kind.
func lastCachedPosition(ctx context.Context, tx *tx, kind string) (Position, error) {
	var at string
	var p Position
	err := tx.QueryRowContext(ctx, lastCachedQuery, kind).Scan(&at, &p.Seq)
	if errors.Is(err, sql.ErrNoRows) {
		return Position{}, nil
	}
	if err != nil {
		return Position{}, err
	}
	p.At, err = parseTime(at)
	return p, err
}

// lastCachedQuery is the last cached row of a kind: the end of one range
// of the table's key.
const lastCachedQuery = `SELECT decided_at, decided_seq FROM league_ratings WHERE kind = ?
	ORDER BY decided_at DESC, decided_seq DESC LIMIT 1`

func putLeagueState(ctx context.Context, tx *tx, kind string, s LeagueState) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO league_state (kind, changed, cached, stale_at, stale_seq) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (kind) DO UPDATE SET changed = excluded.changed, cached = excluded.cached,
			stale_at = excluded.stale_at, stale_seq = excluded.stale_seq`,
		kind, s.Changed, s.Cached, positionText(s.StaleFrom), s.StaleFrom.Seq)
	return err
}

// insertLeagueRows adds cached rows, finding each player by name.
func insertLeagueRows(ctx context.Context, tx *tx, kind string, rows []LeagueRow) error {
	ids := map[string]int64{}
	for _, r := range rows {
		key := fold(cleanName(r.Player))
		id, ok := ids[key]
		if !ok {
			line, err := findRosterLine(ctx, tx, r.Player)
			if err != nil {
				return err
			}
			id, ids[key] = line.id, line.id
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO league_ratings (kind, decided_at, decided_seq, seat, player_id, game_id, place, won,
			mu_before, sigma_before, mu, sigma) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			kind, formatTime(r.At.At), r.At.Seq, r.Seat, id, r.GameID, r.Place, b2i(r.Won), r.MuBefore, r.SigmaBefore, r.Mu, r.Sigma); err != nil {
			return err
		}
	}
	return nil
}

// RewriteLeague replaces a kind's cached rows from position from on (every
// row for the zero position) with rows, and marks the cache current — only
// when nothing has changed the kind's rated games since its state was read
// as expect (then it reports false and writes nothing: the rows are of
// games as they no longer are).
func (db *DB) RewriteLeague(ctx context.Context, kind string, expect LeagueState, from Position, rows []LeagueRow) (_ bool, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	state, err := leagueState(ctx, tx, kind)
	if err != nil {
		return false, err
	}
	if state.Changed != expect.Changed {
		return false, nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM league_ratings WHERE kind = ? AND (decided_at > ? OR (decided_at = ? AND decided_seq >= ?))`,
		kind, positionText(from), positionText(from), from.Seq); err != nil {
		return false, err
	}
	if err := insertLeagueRows(ctx, tx, kind, rows); err != nil {
		return false, err
	}
	if err := putLeagueState(ctx, tx, kind, LeagueState{Changed: state.Changed, Cached: state.Changed}); err != nil {
		return false, err
	}
	return true, tx.Commit()
}

// Placement is a game's summary as a replay of its entries gives it, for a
// game written before the ledger kept places (UnplacedGames). Seq is the
// game's last entry when it was replayed.
type Placement struct {
	GameID  int64
	Seq     int
	Summary Summary
}

// PlaceGames writes the league's part of each summary (places, eliminations,
// the deciding entry) of games still unplaced and still at the entry they
// were replayed at; a game written since was placed by that write and is
// left as it is. The kinds' caches are marked to be computed again where
// the games come in the league's order.
func (db *DB) PlaceGames(ctx context.Context, placements []Placement) (err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, p := range placements {
		var seq, placed int
		err := tx.QueryRowContext(ctx, `SELECT (SELECT coalesce(max(seq), 0) FROM entries WHERE game_id = g.id), g.placed
			FROM games g WHERE g.id = ?`, p.GameID).Scan(&seq, &placed)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return err
		}
		if seq != p.Seq || placed != 0 {
			continue
		}
		seated, err := seatedPlayers(ctx, tx, p.GameID)
		if err != nil {
			return err
		}
		c, err := writePlaces(ctx, tx, p.GameID, &p.Summary, seated)
		if err != nil {
			return err
		}
		if err := recordLeagueChange(ctx, tx, c, 0, p.GameID, nil); err != nil {
			return err
		}
	}
	return tx.Commit()
}
