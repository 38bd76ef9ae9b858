package scorekeeper

import (
	"context"
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/store"
)

// Ledger is the store's ledger, named here for the tools that build one
// through the scorekeeper alone.
type Ledger = store.DB

// OpenLedger opens the ledger file at path, creating it, for the tools that
// build ledgers (the ledger benchmark) without the command's factory.
func OpenLedger(ctx context.Context, path string) (*store.DB, error) {
	return store.Open(ctx, path)
}

// WriteGame records a whole game as chuche-ref does over an evening: the
// game, then each entry in its own transaction (kind, payload), through
// the ledger's conflict check. The entries are judged once, together, and
// the summary goes with the last one: the earlier summaries would be
// overwritten by it anyway. before, if set, runs before each append (a
// tool's clock). It returns the game's id.
func WriteGame(ctx context.Context, db *Ledger, game string, players []string, rules json.RawMessage, kind string, payloads []json.RawMessage, before func()) (int64, error) {
	g, err := db.CreateGame(ctx, store.NewGame{Kind: game, Players: players, Rules: rules})
	if err != nil {
		return 0, err
	}
	entries := make([]store.Entry, len(payloads))
	for i, p := range payloads {
		entries[i] = store.Entry{Seq: i + 1, Kind: kind, Payload: p}
	}
	s, err := Replay(g, ScorerEntries(entries))
	if err != nil {
		return g.ID, err
	}
	for i, p := range payloads {
		if before != nil {
			before()
		}
		a := store.Append{ExpectSeq: i, Kind: kind, Payload: p}
		if i == len(payloads)-1 {
			a.Summary = &s.Summary
		}
		if _, err := db.Append(ctx, g.ID, a); err != nil {
			return g.ID, err
		}
	}
	return g.ID, nil
}

// Create records a new game: kind, seats in turn order, the house rules in
// force stored with it (CN-15).
func Create(ctx context.Context, db *Ledger, kind string, players []string, rules json.RawMessage) (GameInfo, error) {
	return db.CreateGame(ctx, store.NewGame{Kind: kind, Players: players, Rules: rules})
}

// Current is the most recently played unfinished game; found is false when
// every game is finished (or there is none).
func Current(ctx context.Context, db *Ledger) (g GameInfo, found bool, err error) {
	g, err = db.CurrentGame(ctx)
	if store.KindOf(err) == store.KindNotFound {
		return g, false, nil
	}
	return g, err == nil, err
}

// LastPlayed is the game played last, finished or not.
func LastPlayed(ctx context.Context, db *Ledger) (g GameInfo, found bool, err error) {
	recent, err := db.Games(ctx, store.GameFilter{Limit: 1, Lines: true})
	if err != nil || len(recent) == 0 {
		return GameInfo{}, false, err
	}
	return recent[0], true, nil
}
