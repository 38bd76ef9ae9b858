package store

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Summary is the standing of a game after its latest entry, computed by the
// domain and stored with the entry so lists and stats need not replay.
type Summary struct {
	Round    int
	Finished bool
	Winners  []string
	Players  []PlayerSummary
	Extra    json.RawMessage // game-specific counters, opaque
	// DecidedBy is the seq of the entry that decided a rated game, 0 when
	// the game is not rated (LG-1, LG-7); each seat's Place is then set.
	DecidedBy int
}

// PlayerSummary is one seat's line in a Summary.
type PlayerSummary struct {
	Name     string
	Total    int
	Status   string // "in" | "out" | ""
	BuyBacks int
	Won      bool
	Stats    json.RawMessage // opaque per-player counters for stats
	Place    int             // in a rated game (LG-2 … LG-5); 0 otherwise
	OutAfter int             // the hand a Chinchón player last went out in; 0 while in
}

type scanner interface{ Scan(dest ...any) error }

func scanGame(row scanner) (Game, error) {
	var g Game
	var rules, created, lastPlayed, winners, seats string
	var finished, extra sql.NullString
	err := row.Scan(&g.ID, &g.Kind, &g.Name, &rules, &created, &finished, &lastPlayed,
		&g.CreatedSeq, &g.LedgerSeq, &g.Summary.Round, &winners, &extra, &g.Summary.DecidedBy, &g.Seq, &seats)
	if err != nil {
		return Game{}, err
	}
	// The row was read; what follows fails only on damaged content, which
	// is named by game (a *contentError).
	damaged := func(what fault.Message, err error) (Game, error) {
		return Game{ID: g.ID, Name: g.Name}, &contentError{gameID: g.ID, name: g.Name, what: what, err: err}
	}
	g.Rules = json.RawMessage(rules)
	if g.CreatedAt, err = parseTime(created); err != nil {
		return damaged(fault.M("its creation time"), err)
	}
	if g.LastPlayedAt, err = parseTime(lastPlayed); err != nil {
		return damaged(fault.M("its last-played time"), err)
	}
	if g.FinishedAt, err = parseNullTime(finished); err != nil {
		return damaged(fault.M("its finish time"), err)
	}
	g.Summary.Finished = g.FinishedAt != nil
	if err := json.Unmarshal([]byte(winners), &g.Summary.Winners); err != nil {
		return damaged(fault.M("its winners"), err)
	}
	if extra.Valid {
		g.Summary.Extra = rawOrNil(json.RawMessage(extra.String))
	}
	if g.Summary.Players, err = decodeSeats(seats); err != nil {
		return damaged(fault.M("its players"), err)
	}
	for _, p := range g.Summary.Players {
		g.Players = append(g.Players, p.Name)
	}
	return g, nil
}

// contentError is a game or entry whose row reads but whose values no
// longer decode: damage inside the content, which the b-tree checks do not
// see. It is the store's own carrier, never shown as it is: translate
// turns it into the ledger error (KindCorrupt) naming the game and the
// entry, and export fills in the game's name first.
type contentError struct {
	gameID int64
	name   string
	seq    int // 0: the game's own row
	what   fault.Message
	err    error
}

// message is what no longer reads, without the cause.
func (e *contentError) message() fault.Message {
	var where fault.Message
	switch {
	case e.name != "" && e.seq != 0:
		where = fault.M("game #%#d %q, entry #%#d", e.gameID, e.name, e.seq)
	case e.name != "":
		where = fault.M("game #%#d %q", e.gameID, e.name)
	case e.seq != 0:
		where = fault.M("game #%#d, entry #%#d", e.gameID, e.seq)
	default:
		where = fault.M("game #%#d", e.gameID)
	}
	return fault.M("%s no longer reads (%s is damaged); the other games can be saved with chuche-ref export --all or backup", where, e.what)
}

// fault is the ledger error, the cause shown after it.
func (e *contentError) fault() *fault.Error {
	return fault.Ledgerf("%s", e.message()).Of(fault.Corrupt).Because(e.err)
}

func (e *contentError) Error() string { return e.message().String() }

func (e *contentError) Unwrap() error { return e.err }

// decodeSeats reads the rows built by json_array in gameSelect.
func decodeSeats(s string) ([]PlayerSummary, error) {
	var rows [][]json.RawMessage
	if err := json.Unmarshal([]byte(s), &rows); err != nil {
		return nil, err
	}
	players := make([]PlayerSummary, len(rows))
	for i, r := range rows {
		if len(r) != 8 {
			return nil, fault.Ledgerf("seat row has %d fields, want 8", len(r))
		}
		p := &players[i]
		var won int
		for j, dst := range []any{&p.Name, &p.Total, &p.Status, &p.BuyBacks, &won, nil, &p.Place, &p.OutAfter} {
			if dst == nil {
				continue
			}
			if err := json.Unmarshal(r[j], dst); err != nil {
				return nil, err
			}
		}
		p.Won = won != 0
		p.Stats = rawOrNil(r[5])
	}
	return players, nil
}

// writeSummary stores the standing computed after an entry, the league's
// places with it, and says what it did to the game's rated standing.
// Players not named keep their previous line. The game's finish and
// last-played times reach every player's line through syncPlayerGames,
// which appendEntry runs after it in the same transaction.
func writeSummary(ctx context.Context, tx *tx, gameID int64, s *Summary) (leagueChange, error) {
	seated, err := seatedPlayers(ctx, tx, gameID)
	if err != nil {
		return leagueChange{}, err
	}
	c, decidedAt, err := decision(ctx, tx, gameID, s, seated)
	if err != nil {
		return c, err
	}
	winners := make([]string, 0, len(s.Winners))
	for _, w := range s.Winners {
		p, ok := seated[fold(cleanName(w))]
		if !ok {
			return c, fault.Inputf("winner %q is not seated in game %#d", w, gameID).Of(fault.Invalid)
		}
		winners = append(winners, p.name)
	}
	winnersJSON, err := json.Marshal(winners)
	if err != nil {
		return c, err
	}
	extra, err := compactJSON(s.Extra, "")
	if err != nil {
		return c, fault.Inputf("summary extra of game %#d is not valid JSON", gameID).Of(fault.Invalid)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE games SET round = ?, winners = ?, extra = ?,
		finished_at = CASE WHEN ? THEN coalesce(finished_at, ?) ELSE NULL END,
		decided_by = ?, decided_at = ?, decided_seq = ?, placed = 1
		WHERE id = ?`, s.Round, string(winnersJSON), nullString(extra), s.Finished, formatTime(tx.now),
		s.DecidedBy, decidedAt, c.new.Seq, gameID); err != nil {
		return c, err
	}

	for _, ps := range s.Players {
		p, ok := seated[fold(cleanName(ps.Name))]
		if !ok {
			return c, fault.Inputf("player %q is not seated in game %#d", ps.Name, gameID).Of(fault.Invalid)
		}
		if ps.Status != "" && ps.Status != "in" && ps.Status != "out" {
			return c, fault.Inputf("player status %q is neither in nor out", ps.Status).Of(fault.Invalid)
		}
		stats, err := compactJSON(ps.Stats, "")
		if err != nil {
			return c, fault.Inputf("stats of %s in game %#d are not valid JSON", ps.Name, gameID).Of(fault.Invalid)
		}
		args := append([]any{ps.Total, ps.Status, ps.BuyBacks, b2i(ps.Won), nullString(stats), ps.Place, ps.OutAfter},
			figureValues(stats, ps.Total)...)
		if _, err := tx.ExecContext(ctx, playerLineUpdate, append(args, p.id, gameID)...); err != nil {
			return c, err
		}
	}
	return c, nil
}

// playerLineUpdate writes a player's line of a game's summary into
// player_games, with the figures player_totals adds up.
var playerLineUpdate = `UPDATE player_games SET total = ?, status = ?, buybacks = ?, won = ?, stats = ?,
	place = ?, out_after = ?, ` + figureAssignments + `
	WHERE player_id = ? AND game_id = ?`

// syncPlayerGames copies the game's times that change, finished_at and
// last_played_at, into the player_games row of every player seated in it,
// so that a player's games read from that table alone. Every write to
// those columns of games is followed by this, in the same transaction.
func syncPlayerGames(ctx context.Context, tx *tx, gameID int64) error {
	_, err := tx.ExecContext(ctx, syncPlayerGamesQuery, gameID)
	return err
}

// syncPlayerGamesQuery finds the rows by primary key, a player at a time.
const syncPlayerGamesQuery = `UPDATE player_games
	SET (finished_at, last_played_at) = (SELECT g.finished_at, g.last_played_at FROM games g WHERE g.id = ?1)
	WHERE player_id IN (SELECT s.player_id FROM seats s WHERE s.game_id = ?1) AND game_id = ?1`

type seatedPlayer struct {
	id   int64
	name string
}

// seatedPlayers maps folded names to the players seated in a game.
func seatedPlayers(ctx context.Context, tx *tx, gameID int64) (map[string]seatedPlayer, error) {
	rows, err := tx.QueryContext(ctx, `SELECT p.id, p.name, p.fold FROM seats s JOIN players p ON p.id = s.player_id
		WHERE s.game_id = ?`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	seated := make(map[string]seatedPlayer)
	for rows.Next() {
		var p seatedPlayer
		var key string
		if err := rows.Scan(&p.id, &p.name, &key); err != nil {
			return nil, err
		}
		seated[key] = p
	}
	return seated, rows.Err()
}

// compactJSON validates an opaque JSON value and strips its whitespace;
// empty input becomes def ("" meaning SQL NULL).
func compactJSON(raw json.RawMessage, def string) (json.RawMessage, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return json.RawMessage(def), nil
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func nullString(raw json.RawMessage) sql.NullString {
	return sql.NullString{String: string(raw), Valid: len(raw) > 0}
}

// rawOrNil maps a JSON null, as stored for absent counters, back to nil.
func rawOrNil(raw json.RawMessage) json.RawMessage {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	return raw
}
