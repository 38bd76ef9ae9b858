package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// PlayerRename is a recorded change of a player's name.
type PlayerRename struct {
	LedgerSeq int64
	Old, New  string
	At        time.Time
}

// RenamePlayer mends a player's name on the roster: the new name follows
// the same rule as a new player's, and must not be another player's. The
// rename is an entry of the ledger (append-only); from then on every game
// of the player, its entries included, reads with the new name.
func (db *DB) RenamePlayer(ctx context.Context, old, new string) (_ PlayerRename, err error) {
	defer func() { err = translate(db.path, err) }()
	name, err := variants.CleanPlayerName(new)
	if err != nil {
		return PlayerRename{}, invalidName(err)
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return PlayerRename{}, err
	}
	defer tx.Rollback()

	line, err := findRosterLine(ctx, tx, old)
	if err != nil {
		return PlayerRename{}, err
	}
	if line.name == name {
		return PlayerRename{}, fault.Inputf("player %s is already called that", variants.QuoteToken(name)).Of(fault.Invalid)
	}
	if fold(name) != fold(line.name) {
		var other string
		err := tx.QueryRowContext(ctx, `SELECT name FROM players WHERE fold = ?`, fold(name)).Scan(&other)
		if err == nil {
			return PlayerRename{}, fault.Inputf("%s is already the name of another player, %s", variants.QuoteToken(name), variants.QuoteToken(other)).Of(fault.Exists)
		}
		if !errors.Is(err, errNoRows) {
			return PlayerRename{}, err
		}
	}
	if err := recordRename(ctx, tx, line.id, line.name, name, "rename"); err != nil {
		return PlayerRename{}, err
	}
	var seq int64
	if err := tx.QueryRowContext(ctx, `SELECT seq FROM ledger_counter WHERE id = 1`).Scan(&seq); err != nil {
		return PlayerRename{}, err
	}
	return PlayerRename{LedgerSeq: seq, Old: line.name, New: name, At: tx.now}, tx.Commit()
}

// PlayerRenames lists every recorded rename, in ledger order.
func (db *DB) PlayerRenames(ctx context.Context) (_ []PlayerRename, err error) {
	defer func() { err = translate(db.path, err) }()
	rows, err := db.query(ctx, `SELECT ledger_seq, old_name, new_name, created_at FROM player_renames ORDER BY ledger_seq`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []PlayerRename
	for rows.Next() {
		var r PlayerRename
		var at string
		if err := rows.Scan(&r.LedgerSeq, &r.Old, &r.New, &at); err != nil {
			return nil, err
		}
		if r.At, err = parseTime(at); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// recordRename appends the rename and applies it to the roster and to the
// winners of the player's games (a summary, rewritten freely).
func recordRename(ctx context.Context, tx *tx, playerID int64, old, new, why string) error {
	seq, err := nextLedgerSeq(ctx, tx)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO player_renames (ledger_seq, player_id, old_name, new_name, why, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, seq, playerID, old, new, why, formatTime(tx.now)); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE players SET name = ?, fold = ? WHERE id = ?`, new, fold(new), playerID); err != nil {
		return err
	}
	return renameWinners(ctx, tx, playerID, old, new)
}

// renameWinners respells the player in the summaries of the games they
// sat in: the winners, a JSON list of names, and the game's own counters
// (Summary.Extra, which may name the players too). Summaries are rewritten
// freely; they are read and written here rather than by each engine's
// own JSON functions.
func renameWinners(ctx context.Context, tx *tx, playerID int64, old, new string) error {
	rows, err := tx.QueryContext(ctx, `SELECT g.id, g.winners, g.extra FROM games g
		WHERE g.id IN (SELECT s.game_id FROM seats s WHERE s.player_id = ?)`, playerID)
	if err != nil {
		return err
	}
	type change struct{ winners, extra string }
	changed := map[int64]change{}
	names := map[string]string{old: new}
	for rows.Next() {
		var id int64
		var list string
		var extra sql.NullString
		if err := rows.Scan(&id, &list, &extra); err != nil {
			rows.Close()
			return err
		}
		c := change{winners: list, extra: extra.String}
		var winners []string
		if json.Unmarshal([]byte(list), &winners) == nil && slices.Contains(winners, old) {
			for i, w := range winners {
				if w == old {
					winners[i] = new
				}
			}
			b, err := json.Marshal(winners)
			if err != nil {
				rows.Close()
				return err
			}
			c.winners = string(b)
		}
		if extra.Valid && strings.Contains(extra.String, old) {
			if b, err := RespellJSON(json.RawMessage(extra.String), names); err == nil {
				c.extra = string(b)
			} // else damage, reported where the game is read
		}
		if c.winners != list || c.extra != extra.String {
			changed[id] = c
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for id, c := range changed {
		if _, err := tx.ExecContext(ctx, `UPDATE games SET winners = ?, extra = ? WHERE id = ?`, c.winners, nullString(json.RawMessage(c.extra)), id); err != nil {
			return err
		}
	}
	return nil
}

// gameRename is a rename as the entries of one game see it.
type gameRename struct {
	seq      int64
	old, new string
}

// renamesByGame maps games to the renames of their players, in ledger
// order. Renames are rare: one small query for any number of games.
func renamesByGame(ctx context.Context, tx *tx, gameID int64) (map[int64][]gameRename, error) {
	query := `SELECT s.game_id, r.ledger_seq, r.old_name, r.new_name FROM player_renames r
		JOIN seats s ON s.player_id = r.player_id`
	args := []any{}
	if gameID != 0 {
		query += ` WHERE s.game_id = ?`
		args = append(args, gameID)
	}
	rows, err := tx.QueryContext(ctx, query+` ORDER BY s.game_id, r.ledger_seq`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64][]gameRename{}
	for rows.Next() {
		var id int64
		var r gameRename
		if err := rows.Scan(&id, &r.seq, &r.old, &r.new); err != nil {
			return nil, err
		}
		out[id] = append(out[id], r)
	}
	return out, rows.Err()
}

// respellEntries rewrites, in entries read from the ledger, the names of
// players renamed since each entry was written. The payloads stay as they
// are in the file; only what is read shows the new names.
func (db *DB) respellEntries(entries []Entry, renames []gameRename) error {
	if len(renames) == 0 {
		return nil
	}
	rewrite := db.Respell
	if rewrite == nil {
		rewrite = func(e Entry, names map[string]string) (json.RawMessage, error) { return RespellJSON(e.Payload, names) }
	}
	for i := range entries {
		names := namesSince(renames, entries[i].LedgerSeq)
		if len(names) == 0 {
			continue
		}
		payload, err := rewrite(entries[i], names)
		if err != nil {
			return fault.Ledgerf("entry #%#d of game %#d cannot be read: %v", entries[i].Seq, entries[i].GameID, err).Of(fault.Corrupt)
		}
		entries[i].Payload = payload
	}
	return nil
}

// namesSince composes the renames after ledger position seq: the spelling
// an entry used, mapped to the player's name now.
func namesSince(renames []gameRename, seq int64) map[string]string {
	var names map[string]string
	for _, r := range renames {
		if r.seq <= seq {
			continue
		}
		if names == nil {
			names = map[string]string{}
		}
		for from, to := range names {
			if to == r.old {
				names[from] = r.new
			}
		}
		if _, ok := names[r.old]; !ok {
			names[r.old] = r.new
		}
	}
	return names
}
