package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// loadedGame is a game and its ledger entries, read together.
type loadedGame struct {
	db      *store.DB
	game    store.Game
	entries []store.Entry
}

// loadGame resolves --game (or the current game) and reads its entries.
func loadGame(ctx context.Context, f *Factory) (*loadedGame, error) {
	db, g, err := f.Game(ctx)
	if err != nil {
		return nil, err
	}
	return readGame(ctx, db, g)
}

// readGame reads a known game's entries, as they are now.
func readGame(ctx context.Context, db *store.DB, g store.Game) (*loadedGame, error) {
	entries, err := db.Entries(ctx, g.ID)
	if err != nil {
		return nil, err
	}
	return &loadedGame{db: db, game: g, entries: entries}, nil
}

// lastSeq is the sequence number the entries were read at.
func (lg *loadedGame) lastSeq() int {
	if n := len(lg.entries); n > 0 {
		return lg.entries[n-1].Seq
	}
	return 0
}

// scorerEntries converts ledger entries for the pure scorer, optionally with
// a prospective entry appended.
func (lg *loadedGame) scorerEntries(extra *store.Append) []scorer.Entry {
	out := make([]scorer.Entry, 0, len(lg.entries)+1)
	for _, e := range lg.entries {
		out = append(out, scorer.Entry{Seq: e.Seq, Kind: e.Kind, Payload: e.Payload, Voids: e.Voids, Replaces: e.Replaces})
	}
	if extra != nil {
		out = append(out, scorer.Entry{Seq: lg.lastSeq() + 1, Kind: extra.Kind, Payload: extra.Payload, Voids: extra.Voids, Replaces: extra.Replaces})
	}
	return out
}

// appendChecked replays the game with the new entry; only when every entry
// still stands does it append the entry and the new summary, in one
// transaction that also checks nobody else wrote in between. It returns the
// game as it now stands, for the caller to show.
func (lg *loadedGame) appendChecked(ctx context.Context, a store.Append) (store.Entry, replayed, error) {
	r, err := replayGame(lg.game, lg.scorerEntries(&a))
	if a.Replaces != 0 {
		if seq, reason := laterEntryFailure(err, a.Replaces); seq != 0 {
			// CN-15: a correction may not make a later entry impossible.
			return store.Entry{}, r, refused("this correction would make entry #%d impossible: %s; nothing was changed", seq, reason)
		}
	}
	if err != nil {
		return store.Entry{}, r, err
	}
	a.ExpectSeq = lg.lastSeq()
	a.Summary = &r.summary
	e, err := lg.db.Append(ctx, lg.game.ID, a)
	return e, r, err
}

// undoLast voids the game's last entry in force (undo), keeping it in the
// ledger: undo appends, it never deletes.
func (lg *loadedGame) undoLast(ctx context.Context) (voided, undo store.Entry, err error) {
	last, ok := lg.lastLive()
	if !ok {
		return last, undo, refused("nothing to undo in game #%d %q", lg.game.ID, lg.game.Name)
	}
	payload, err := json.Marshal(map[string]any{"kind": last.Kind, "seq": last.Seq})
	if err != nil {
		return last, undo, fmt.Errorf("encode undo: %w", err)
	}
	undo, _, err = lg.appendChecked(ctx, store.Append{Kind: entryKindUndo, Payload: payload, Voids: last.Seq})
	return last, undo, err
}

// entryKindUndo is the kind of the entries undo appends, in both games.
const entryKindUndo = "undo"

// lastLive is the latest entry that is still in force and is not itself an
// undo: the one `undo` steps back.
func (lg *loadedGame) lastLive() (store.Entry, bool) {
	for i := len(lg.entries) - 1; i >= 0; i-- {
		e := lg.entries[i]
		if e.VoidedBy == 0 && e.Voids == 0 {
			return e, true
		}
	}
	return store.Entry{}, false
}

// laterEntryFailure finds the entry, other than the one being replaced, that
// a replay failed on, and why.
func laterEntryFailure(err error, replaces int) (int, string) {
	var re *scorer.RefusedError
	var ie *scorer.EntryInputError
	switch {
	case errors.As(err, &re) && re.Seq != 0 && re.Seq != replaces:
		return re.Seq, re.Reason
	case errors.As(err, &ie) && ie.Seq != replaces:
		return ie.Seq, ie.Reason
	}
	return 0, ""
}
