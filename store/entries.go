package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Entry is one line of a game's ledger. Entries are never changed: an undo
// is a new entry that voids an earlier one, an amendment one that replaces it.
type Entry struct {
	GameID    int64
	Seq       int // 1, 2, 3… per game
	Kind      string
	Payload   json.RawMessage
	CreatedAt time.Time
	Voids     int // seq this entry voids (undo), 0 if none
	Replaces  int // seq this entry amends, 0 if none
	// LedgerSeq is the entry's place in the whole ledger: every game
	// created, entry appended and player renamed takes the next number, so
	// it orders events across games whatever the clocks said (the
	// scoreboard's event ids).
	LedgerSeq int64

	VoidedBy   int // derived: seq of the live entry that voids this one, 0 if live
	ReplacedBy int // derived: seq of the latest live amendment replacing this one, 0 if none
}

// Append is a request to add one entry. ExpectSeq is the game's Seq the
// caller read and computed Summary from; the append fails with KindConflict
// if another session has added an entry since.
type Append struct {
	ExpectSeq       int
	Kind            string
	Payload         json.RawMessage
	Voids, Replaces int
	Summary         *Summary // the new summary; nil keeps the old
	// League, with the entry that decides a game, is the writer's rating of
	// it for the league's cache (see LeagueUpdate); nil offers none.
	League *LeagueUpdate
	// Seats, when set, are the seats' names, in seat order, that the caller
	// read and spelled Payload and Summary with: should a seat be called
	// otherwise now (a player renamed since), the append fails with
	// KindConflict, as when another session added an entry, rather than
	// store an entry naming a spelling the game no longer has.
	Seats []string
}

// Append adds an entry and the summary computed from it in one transaction.
func (db *DB) Append(ctx context.Context, gameID int64, a Append) (_ Entry, err error) {
	defer func() { err = translate(db.path, err) }()
	if err := a.clean(); err != nil {
		return Entry{}, err
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return Entry{}, err
	}
	defer tx.Rollback()

	entry, err := appendEntry(ctx, tx, gameID, a)
	if err != nil {
		return Entry{}, err
	}
	if err := tx.Commit(); err != nil {
		return db.settleCommit(ctx, entry, err)
	}
	return entry, nil
}

func (a *Append) clean() error {
	a.Kind = strings.TrimSpace(a.Kind)
	if a.Kind == "" {
		return fault.Inputf("a ledger entry needs a kind").Of(fault.Invalid)
	}
	if a.Voids < 0 || a.Replaces < 0 || a.ExpectSeq < 0 {
		return fault.Inputf("entry numbers cannot be negative").Of(fault.Invalid)
	}
	if a.Voids != 0 && a.Replaces != 0 {
		return fault.Inputf("an entry cannot both void and replace").Of(fault.Invalid)
	}
	payload, err := compactJSON(a.Payload, "{}")
	if err != nil {
		return fault.Inputf("entry payload is not valid JSON").Of(fault.Invalid)
	}
	a.Payload = payload
	return nil
}

func appendEntry(ctx context.Context, tx *tx, gameID int64, a Append) (Entry, error) {
	// Under the immediate transaction's lock, this read cannot go stale.
	var seq int
	err := tx.QueryRowContext(ctx, `SELECT (SELECT coalesce(max(seq), 0) FROM entries WHERE game_id = g.id)
		FROM games g WHERE g.id = ?`, gameID).Scan(&seq)
	if errors.Is(err, sql.ErrNoRows) {
		return Entry{}, fault.Inputf("no game \"%#d\" in the ledger", gameID).Of(fault.NotFound)
	}
	if err != nil {
		return Entry{}, err
	}
	switch {
	case seq > a.ExpectSeq:
		return Entry{}, fault.Ledgerf("game %#d changed since it was read (entry #%#d was added by another session); run the command again", gameID, seq).Of(fault.Conflict)
	case seq < a.ExpectSeq:
		return Entry{}, fault.Ledgerf("game %#d changed since it was read (it now ends at entry #%#d); run the command again", gameID, seq).Of(fault.Conflict)
	}
	if a.Seats != nil {
		if err := checkSeats(ctx, tx, gameID, a.Seats); err != nil {
			return Entry{}, err
		}
	}
	if a.Voids != 0 || a.Replaces != 0 {
		if err := checkTarget(ctx, tx, gameID, a); err != nil {
			return Entry{}, err
		}
	}

	ledgerSeq, err := nextLedgerSeq(ctx, tx)
	if err != nil {
		return Entry{}, err
	}
	e := Entry{GameID: gameID, Seq: seq + 1, Kind: a.Kind, Payload: a.Payload, CreatedAt: tx.now,
		Voids: a.Voids, Replaces: a.Replaces, LedgerSeq: ledgerSeq}
	now := formatTime(tx.now)
	if _, err := tx.ExecContext(ctx, `INSERT INTO entries (game_id, seq, kind, payload, created_at, voids, replaces, ledger_seq)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, gameID, e.Seq, e.Kind, string(e.Payload), now, e.Voids, e.Replaces, e.LedgerSeq); err != nil {
		return Entry{}, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE games SET last_played_at = ?, ledger_seq = ? WHERE id = ?`, now, ledgerSeq, gameID); err != nil {
		return Entry{}, err
	}
	if a.Summary != nil {
		c, err := writeSummary(ctx, tx, gameID, a.Summary)
		if err != nil {
			return Entry{}, err
		}
		if err := recordLeagueChange(ctx, tx, c, ledgerSeq, gameID, a.League); err != nil {
			return Entry{}, err
		}
	}
	if err := syncPlayerGames(ctx, tx, gameID); err != nil {
		return Entry{}, err
	}
	return e, notify(ctx, tx, gameID)
}

// checkSeats refuses an append spelled with seats' names that are no
// longer theirs: the game changed under the writer as surely as with a new
// entry, since what it typed names a player by a name the game lost.
func checkSeats(ctx context.Context, tx *tx, gameID int64, read []string) error {
	rows, err := tx.QueryContext(ctx, `SELECT p.name FROM seats s JOIN players p ON p.id = s.player_id
		WHERE s.game_id = ? ORDER BY s.seat`, gameID)
	if err != nil {
		return err
	}
	var now []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		now = append(now, name)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for i, name := range now {
		if i < len(read) && read[i] != name {
			return fault.Ledgerf("game %#d changed since it was read (%s is now called %s); run the command again", gameID, variants.QuoteToken(read[i]), variants.QuoteToken(name)).Of(fault.Conflict)
		}
	}
	return nil
}

// checkTarget refuses to void or amend an entry that does not exist or is
// itself voided: its effect is already gone.
func checkTarget(ctx context.Context, tx *tx, gameID int64, a Append) error {
	entries, err := loadEntries(ctx, tx, gameID, false)
	if err != nil {
		return err
	}
	target, verb := a.Voids, fault.M("void")
	if a.Replaces != 0 {
		target, verb = a.Replaces, fault.M("amend")
	}
	if target > len(entries) {
		return fault.Inputf("game %#d has no entry #%#d to %s", gameID, target, verb).Of(fault.Invalid)
	}
	if by := entries[target-1].VoidedBy; by != 0 {
		return fault.Inputf("entry #%#d of game %#d was already voided by entry #%#d; cannot %s it", target, gameID, by, verb).Of(fault.Invalid)
	}
	return nil
}

// Entries returns every entry of a game in seq order, voided ones included.
func (db *DB) Entries(ctx context.Context, gameID int64) (_ []Entry, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()

	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM games WHERE id = ?`, gameID).Scan(&n); err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, fault.Inputf("no game \"%#d\" in the ledger", gameID).Of(fault.NotFound)
	}
	entries, err := loadEntries(ctx, tx, gameID, true)
	if err != nil {
		return nil, err
	}
	renames, err := renamesByGame(ctx, tx, gameID)
	if err != nil {
		return nil, err
	}
	return entries, db.respellEntries(entries, renames[gameID])
}

// loadEntries reads a game's entries with VoidedBy and ReplacedBy derived;
// withPayload false skips the payloads when only the links matter.
func loadEntries(ctx context.Context, tx *tx, gameID int64, withPayload bool) ([]Entry, error) {
	payload := `'{}'`
	if withPayload {
		payload = `payload`
	}
	rows, err := tx.QueryContext(ctx, `SELECT seq, kind, `+payload+`, created_at, voids, replaces, ledger_seq
		FROM entries WHERE game_id = ? ORDER BY seq`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var entries []Entry
	for rows.Next() {
		e := Entry{GameID: gameID}
		var payload, created string
		if err := rows.Scan(&e.Seq, &e.Kind, &payload, &created, &e.Voids, &e.Replaces, &e.LedgerSeq); err != nil {
			return nil, err
		}
		if err := decodeEntry(&e, payload, created); err != nil {
			return nil, err
		}
		entries = append(entries, e)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	DeriveLinks(entries)
	return entries, nil
}

// decodeEntry fills an entry's payload and time from their stored text;
// a payload that is no longer JSON or a time that no longer parses is
// damage, named by game and entry.
func decodeEntry(e *Entry, payload, created string) error {
	if !json.Valid([]byte(payload)) {
		return &contentError{gameID: e.GameID, seq: e.Seq, what: fault.M("its payload"), err: fault.Ledgerf("not valid JSON")}
	}
	e.Payload = json.RawMessage(payload)
	t, err := parseTime(created)
	if err != nil {
		return &contentError{gameID: e.GameID, seq: e.Seq, what: fault.M("its time"), err: err}
	}
	e.CreatedAt = t
	return nil
}

// DeriveLinks fills VoidedBy and ReplacedBy of a game's entries, all of
// them in seq order: the one derivation of which entries are in force,
// used on what is read and on what a writer holds in memory. An entry
// corrected twice (CN-15) is replaced by the later correction, and so is
// the earlier one. entries[i] has seq i+1 and links only point back, so walking from the end settles whether each
// entry is live before the entries it points at are visited: voiding an
// undo brings the undone entry back.
func DeriveLinks(entries []Entry) {
	for i := len(entries) - 1; i >= 0; i-- {
		e := &entries[i]
		if e.VoidedBy != 0 {
			continue // a voided entry has no effect, including its own links
		}
		if t := e.Voids; t > 0 && t < e.Seq && entries[t-1].VoidedBy == 0 {
			entries[t-1].VoidedBy = e.Seq
		}
		if t := e.Replaces; t > 0 && t < e.Seq {
			if later := entries[t-1].ReplacedBy; later != 0 {
				// an earlier correction of an entry corrected again: the
				// latest stands in for both
				e.ReplacedBy = later
			} else {
				entries[t-1].ReplacedBy = e.Seq // the first found from the end is the latest
			}
		}
	}
}
