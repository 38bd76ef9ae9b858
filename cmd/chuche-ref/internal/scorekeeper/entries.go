package scorekeeper

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// The kinds of entries, for the commands that record them by kind.
const (
	KindChucheDeal  = scorer.ChucheKindDeal
	KindChucheTurn  = scorer.ChucheKindTurn
	KindChucheRound = scorer.ChucheKindRound
)

// Entry is one entry of a game's ledger, as the flows see it.
type Entry = store.Entry

// GameInfo is a game as the ledger records it, as the flows see it.
type GameInfo = store.Game

// ProbeEntry is Probe for an entry of the given kind and payload.
func (k *Game) ProbeEntry(kind string, payload any) (State, Outcome, error) {
	raw, err := json.Marshal(payload)
	if err != nil {
		return k.state, Outcome{}, fmt.Errorf("encode %s: %w", kind, err)
	}
	return k.Probe(store.Append{Kind: kind, Payload: raw})
}

// RecordEntry is Record for a new entry of the given kind and payload.
func (k *Game) RecordEntry(ctx context.Context, kind string, payload any) (Entry, State, Outcome, error) {
	raw, err := json.Marshal(payload)
	if err != nil {
		return Entry{}, k.state, Outcome{}, fmt.Errorf("encode %s: %w", kind, err)
	}
	return k.Record(ctx, store.Append{Kind: kind, Payload: raw})
}

// Chinchon and Chuche are the game's match; the error names the entry that
// does not replay, if one does not.
func (k *Game) Chinchon() (scorer.ChinchonMatch, error) { return k.state.Chinchon, k.broken }
func (k *Game) Chuche() (scorer.ChucheMatch, error)     { return k.state.Chuche, k.broken }

// CutRefused is a Chinchón hand refused because the cutter's cards do not
// make a cut (CN-7): the verdict has CN-8's answer — why, the best
// arrangement, the discards that would have allowed a cut.
type CutRefused struct {
	Hand    scorer.ChinchonHand
	Verdict referee.CutVerdict
	Err     error // the refusal
}

func (e *CutRefused) Error() string { return e.Err.Error() }
func (e *CutRefused) Unwrap() error { return e.Err }

// RecordHand judges and records a Chinchón hand — or, with replaces set,
// the correction of that hand entry (CN-15). A refused cut is a
// *CutRefused.
func (k *Game) RecordHand(ctx context.Context, h scorer.ChinchonHand, replaces int) (Entry, State, Outcome, error) {
	payload, err := json.Marshal(h)
	if err != nil {
		return Entry{}, k.state, Outcome{}, fmt.Errorf("encode hand: %w", err)
	}
	e, s, out, err := k.Record(ctx, store.Append{Kind: scorer.ChinchonKindHand, Payload: payload, Replaces: replaces})
	if err != nil && replaces == 0 && fault.Is(err, fault.Refused) {
		// Judged again only to explain the refusal: the verdict is not
		// part of the error.
		if res, cerr := scorer.CheckChinchonHand(k.state.Chinchon, h, k.chinchon); cerr != nil && !res.Cut.Valid && res.Cut.Reason != "" {
			return e, s, out, &CutRefused{Hand: h, Verdict: res.Cut, Err: err}
		}
	}
	return e, s, out, err
}

// Reopenable reports whether a finished Chinchón game may still be
// re-opened by a buy-back (CN-13, CN-14).
func (k *Game) Reopenable() bool {
	m := k.state.Chinchon
	if k.info.Kind != "chinchon" || k.broken != nil || !m.Finished {
		return false
	}
	return len(m.Legal(k.chinchon).BuyBacks) > 0
}
