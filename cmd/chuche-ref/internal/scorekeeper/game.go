// Package scorekeeper is "a game in the ledger": the one place that joins
// the ledger (store) to the scoring (scorer). It opens a game, reads its
// entries once and replays them once into a State; it judges a candidate
// entry without recording it (Probe), and records one (Record) with the
// ledger's same-game conflict check, carrying the state forward from the
// entry alone — so recording the 301st hand costs what the 2nd does, once
// the game is open. Every command and the play flows go through it.
package scorekeeper

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Game is one game of the ledger, its entries as read and the state they
// make. It is not safe for concurrent use; another process writing the same
// game is caught by Record (store.KindConflict) and picked up by Refresh.
type Game struct {
	db      *store.DB
	info    store.Game
	entries []store.Entry
	state   State
	broken  error // why the entries as read do not replay, if they do not
	partial bool  // opened from a snapshot (Latest): entries not read
	seq     int   // the last entry's seq, for a partial game

	chinchon variants.ChinchonRules
	chuche   variants.ChucheRules
}

// Open resolves a game by id or name — or, for "", the most recently played
// unfinished game, else the last one played (its final standings, a
// buy-back that re-opens it, CN-14) — and loads it.
func Open(ctx context.Context, db *store.DB, ref string) (*Game, error) {
	g, err := Resolve(ctx, db, ref)
	if err != nil {
		return nil, err
	}
	return Load(ctx, db, g)
}

// Resolve finds the game Open would open, without reading its entries.
func Resolve(ctx context.Context, db *store.DB, ref string) (store.Game, error) {
	if ref != "" {
		return db.Game(ctx, ref)
	}
	g, err := db.CurrentGame(ctx)
	if store.KindOf(err) != store.KindNotFound {
		return g, err
	}
	recent, err := db.Games(ctx, store.GameFilter{Limit: 1, Lines: true})
	if err != nil {
		return store.Game{}, err
	}
	if len(recent) == 0 {
		return store.Game{}, failure.Inputf("no game in the ledger yet").
			WithHint("start one with chuche-ref new chinchon --players Ana,Ben (or new chuche)")
	}
	return recent[0], nil
}

// Load reads a known game's entries and replays them, once.
func Load(ctx context.Context, db *store.DB, g store.Game) (*Game, error) {
	k := &Game{db: db, info: g}
	var err error
	switch g.Kind {
	case variants.GameChinchon:
		k.chinchon, err = ChinchonRules(g)
	case variants.GameChuche:
		k.chuche, err = ChucheRules(g)
	}
	if err != nil {
		return nil, err
	}
	if err := k.read(ctx); err != nil {
		return nil, err
	}
	return k, nil
}

// NewGame records a new game and opens it.
func NewGame(ctx context.Context, db *store.DB, ng store.NewGame) (*Game, error) {
	g, err := db.CreateGame(ctx, ng)
	if err != nil {
		return nil, err
	}
	return Load(ctx, db, g)
}

// read (re)reads the entries and replays them. Entries that do not replay
// (a hand-edited ledger) still open: State says why, and an undo or a
// correction may mend them.
func (k *Game) read(ctx context.Context) error {
	entries, err := k.db.Entries(ctx, k.info.ID)
	if err != nil {
		return err
	}
	k.entries, k.partial = entries, false
	k.state, k.broken = Replay(k.info, ScorerEntries(entries))
	k.broken = asDamage(k.info, k.broken)
	return nil
}

// asDamage: an entry of the ledger the scorer cannot read at all
// (Code scorer.Unreadable) is content damage, exit 3 naming the game and the
// entry (store.EntryDamage) — not the user's input. Entries it reads but
// judges impossible keep their error.
func asDamage(g store.Game, err error) error {
	pe, ok := fault.As(err)
	if !ok || pe.Code != scorer.Unreadable {
		return err
	}
	// The reason's text, without its chain: an input error inside would
	// classify the whole as input.
	return store.EntryDamage(g, pe.Seq, errors.New(pe.Error()))
}

// Refresh picks up what another process recorded in the game since it was
// read; it reads and replays only when the ledger has moved on.
func (k *Game) Refresh(ctx context.Context) (changed bool, err error) {
	g, err := k.db.Game(ctx, fmt.Sprint(k.info.ID))
	if err != nil {
		return false, err
	}
	if g.Seq == k.LastSeq() {
		return false, nil
	}
	k.info = g
	return true, k.read(ctx)
}

// Info is the game as the ledger records it.
func (k *Game) Info() store.Game { return k.info }

// DB is the ledger the game is in.
func (k *Game) DB() *store.DB { return k.db }

// Entries are every entry of the game, voided and replaced ones included.
func (k *Game) Entries() []store.Entry { return k.entries }

// Effective are the entries in force, as the scorer weighs them.
func (k *Game) Effective() []scorer.Entry { return scorer.Effective(ScorerEntries(k.entries)) }

// State is the game after its entries; the error names the entry that does
// not replay, if one does not (the state is then the game before it).
func (k *Game) State() (State, error) { return k.state, k.broken }

// ChinchonRules and ChucheRules are the game's house rules (the one of its kind).
func (k *Game) ChinchonRules() variants.ChinchonRules { return k.chinchon }
func (k *Game) ChucheRules() variants.ChucheRules     { return k.chuche }

// LastSeq is the sequence number the entries were read at.
func (k *Game) LastSeq() int {
	if k.partial {
		return k.seq
	}
	if n := len(k.entries); n > 0 {
		return k.entries[n-1].Seq
	}
	return 0
}

// LastLive is the latest entry still in force that is not itself an undo:
// the one Undo steps back.
func (k *Game) LastLive() (store.Entry, bool) {
	for i := len(k.entries) - 1; i >= 0; i-- {
		if e := k.entries[i]; e.VoidedBy == 0 && e.Voids == 0 {
			return e, true
		}
	}
	return store.Entry{}, false
}

// EntryKindUndo is the kind of the entries undo appends, in both games.
const EntryKindUndo = "undo"

// Probe judges a candidate entry as the next one, without recording it,
// and returns the state it would make. A plain entry is played onto the
// state as it is; an undo or a correction (Voids, Replaces) replays the
// game with it, since it changes the past (CN-15).
func (k *Game) Probe(a store.Append) (State, Outcome, error) {
	return k.judge(a, 0)
}

// judge is Probe; seq is the seq the entry gets in the results (0 for a
// mere probe). Errors never name the candidate as a ledger entry.
func (k *Game) judge(a store.Append, seq int) (State, Outcome, error) {
	if a.Voids != 0 || a.Replaces != 0 {
		entries := append(ScorerEntries(k.entries), scorerEntry(k.LastSeq()+1, a.Kind, a.Payload, a.Voids, a.Replaces))
		s, err := Replay(k.info, entries)
		if a.Replaces != 0 {
			if at, reason := laterEntryFailure(err, a.Replaces); at != 0 {
				// CN-15: a correction may not make a later entry impossible.
				return s, Outcome{}, failure.Refusedf("this correction would make entry #%#d impossible: %s; nothing was changed", at, reason)
			}
		}
		return s, Outcome{}, err
	}
	if k.broken != nil {
		return k.state, Outcome{}, k.broken
	}
	e := scorerEntry(seq, a.Kind, a.Payload, 0, 0)
	next := State{}
	var out Outcome
	var err error
	switch k.info.Kind {
	case variants.GameChinchon:
		next.Chinchon, out.Chinchon, err = k.state.Chinchon.With(e, k.chinchon)
		next.Summary = chinchonSummary(next.Chinchon)
	case variants.GameChuche:
		next.Chuche, out.Chuche, err = k.state.Chuche.With(e, k.chuche)
		next.Summary = chucheSummary(next.Chuche)
	default:
		return k.state, out, failure.Ledgerf("game #%#d has an unknown game kind %q in the ledger", k.info.ID, k.info.Kind)
	}
	if err != nil {
		return k.state, Outcome{}, unnamed(err)
	}
	return withSnapshot(next, k.info.Kind, seq), out, nil
}

// Record judges the entry as Probe does and, only when every entry still
// stands, appends it with the new summary in one transaction that also
// checks nobody else wrote the game since it was read (store.KindConflict).
// The state moves on from the entry alone: a plain entry is not replayed
// again.
func (k *Game) Record(ctx context.Context, a store.Append) (store.Entry, State, Outcome, error) {
	if k.partial && (a.Voids != 0 || a.Replaces != 0) {
		if err := k.read(ctx); err != nil { // the past is needed now
			return store.Entry{}, k.state, Outcome{}, err
		}
	}
	next, out, err := k.judge(a, k.LastSeq()+1)
	if err != nil {
		return store.Entry{}, k.state, Outcome{}, err
	}
	a.ExpectSeq = k.LastSeq()
	a.Summary = &next.Summary
	e, err := k.db.Append(ctx, k.info.ID, a)
	if err != nil {
		return e, k.state, Outcome{}, err
	}
	switch {
	case k.partial:
		k.seq = e.Seq
	case a.Voids != 0 || a.Replaces != 0:
		// The ledger derives which entries are void or replaced; read them
		// (entries only: the state is already judged).
		entries, err := k.db.Entries(ctx, k.info.ID)
		if err != nil {
			return e, next, out, err
		}
		k.entries = entries
	default:
		k.entries = append(k.entries, e)
	}
	k.state, k.broken = next, nil
	k.info.Seq, k.info.Summary, k.info.LastPlayedAt = e.Seq, next.Summary, e.CreatedAt
	return e, next, out, nil
}

// Undo voids the game's last entry in force, keeping it in the ledger: undo
// appends, it never deletes.
func (k *Game) Undo(ctx context.Context) (voided, undo store.Entry, err error) {
	last, ok := k.LastLive()
	if !ok {
		return last, undo, failure.Refusedf("nothing to undo in game #%#d %q", k.info.ID, k.info.Name)
	}
	payload, err := json.Marshal(map[string]any{"kind": last.Kind, "seq": last.Seq})
	if err != nil {
		return last, undo, fmt.Errorf("encode undo: %w", err)
	}
	undo, _, _, err = k.Record(ctx, store.Append{Kind: EntryKindUndo, Payload: payload, Voids: last.Seq})
	return last, undo, err
}

// Amend replaces entry seq with a corrected payload of the same kind
// (CN-15); it is refused, changing nothing, when it would make a later
// entry impossible.
func (k *Game) Amend(ctx context.Context, seq int, kind string, payload json.RawMessage) (store.Entry, State, error) {
	e, s, _, err := k.Record(ctx, store.Append{Kind: kind, Payload: payload, Replaces: seq})
	return e, s, err
}

// BuyBack records a Chinchón buy-back (CN-13): player rejoins at the
// highest total still in.
func (k *Game) BuyBack(ctx context.Context, player string) (store.Entry, State, Outcome, error) {
	if k.info.Kind != variants.GameChinchon {
		return store.Entry{}, k.state, Outcome{}, failure.Inputf("buy-backs are a Chinchón rule; game #%#d is not Chinchón", k.info.ID)
	}
	payload, err := json.Marshal(scorer.ChinchonBuyBack{Player: player})
	if err != nil {
		return store.Entry{}, k.state, Outcome{}, fmt.Errorf("encode buy-back: %w", err)
	}
	return k.Record(ctx, store.Append{Kind: scorer.ChinchonKindBuyBack, Payload: payload})
}

// laterEntryFailure finds the entry, other than the one being replaced, that
// a replay failed on, and why.
func laterEntryFailure(err error, replaces int) (int, fault.Message) {
	if fe, ok := fault.As(err); ok && (fe.Kind == fault.Input || fe.Kind == fault.Refused) && fe.Seq != 0 && fe.Seq != replaces {
		return fe.Seq, fe.Message
	}
	return 0, fault.Message{}
}

// unnamed is a judged candidate's error as the user should read it: not
// yet an entry, it names no "entry N".
func unnamed(err error) error {
	if fe, ok := fault.As(err); ok && (fe.Kind == fault.Input || fe.Kind == fault.Refused) && fe.Seq != 0 {
		return fe.AtEntry(0)
	}
	return err
}
