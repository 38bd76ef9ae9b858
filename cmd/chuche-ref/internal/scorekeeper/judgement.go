package scorekeeper

import (
	"context"
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// Judgement is a candidate entry as the referee judged it against the game
// as it stood: the entry, typed, what it does, and the game after it.
// Record records it as judged, without judging it again.
type Judgement struct {
	// Entry is the entry judged, with the seq it would take. An undo has
	// Voids set, a correction Replaces.
	Entry scorer.Entry
	// Outcome is what the entry does: the hand as scored, the turn as
	// judged, the round it completes. An undo or a correction changes the
	// past instead: its outcome is empty, After says what it makes.
	Outcome scorer.Outcome
	// After is the game as the entry leaves it.
	After Standings

	owner   any      // the game it was judged on
	at      int      // that game's LastSeq when it was judged
	seats   []string // that game's seats' names then, which the entry spells
	next    scorer.Match
	told    []Told // an undo's or correction's replay, entry by entry
	summary Summary
}

// Recorded is an entry as the ledger now holds it, with what it did.
type Recorded struct {
	Entry   Entry
	Outcome scorer.Outcome
	After   Standings
}

// MovedOn is Record's answer when the game moved on since the entry was
// judged — another process recorded first, or this one did: nothing was
// recorded. Fresh is the same entry judged against the game as it now
// stands (an undo: of the entry now last), or Err says why it no longer
// can be. The caller shows Fresh and asks again before recording it.
//
// A seat renamed since (`players rename`) moved the game as surely: the
// entry named a player by a name the game no longer has. Renamed says
// which, and Fresh is the entry respelled seat for seat (Respell), judged
// against the game read again with its seats' names as they are now.
type MovedOn struct {
	Fresh   Judgement
	Err     error        // the fresh judgement's refusal; nil when Fresh stands
	Renamed []SeatRename // the seats called otherwise than when the entry was judged
	cause   error        // the ledger's conflict, when that is how it was found
}

func (m *MovedOn) Error() string {
	if m.cause != nil {
		return m.cause.Error()
	}
	return "the game moved on since the entry was judged; nothing was recorded"
}

// Unwrap is the ledger's conflict, so a command that does not judge again
// fails as the conflict does.
func (m *MovedOn) Unwrap() error { return m.cause }

// Record appends a judged entry with the summary its judgement made, in one
// transaction that also checks nobody else wrote the game since it was
// read. The match moves on to the judgement's: the entry is not judged
// again. When the game moved on since the judgement, nothing is recorded:
// the error is a *MovedOn carrying the entry judged afresh.
func (k *ledgerGame[M]) Record(ctx context.Context, j Judgement) (Recorded, error) {
	if j.owner != any(k) {
		panic("scorekeeper: a Judgement is recorded on the game that judged it") // a caller's bug, not the table's
	}
	if j.at != k.LastSeq() || len(SeatRenames(j.seats, k.info.Players)) > 0 {
		return Recorded{}, k.movedOn(ctx, j, nil)
	}
	raw, err := scorer.Encode(j.Entry.Payload)
	if err != nil {
		return Recorded{}, fault.Wrapf(err, "encode %s", j.Entry.Kind())
	}
	sum := j.summary.store()
	before := k.m.Standing()
	var offer *store.LeagueUpdate
	if k.league != nil {
		offer = k.league.leagueOffer(ctx, k.info.Kind, before, j.After.Standing, j.Entry)
	}
	e, err := k.store.Append(ctx, k.info.ID, store.Append{ExpectSeq: j.at, Kind: j.Entry.Kind(), Payload: raw,
		Voids: j.Entry.Voids, Replaces: j.Entry.Replaces, Summary: &sum, League: offer, Seats: j.seats})
	if IsConflict(err) {
		if _, rerr := k.Refresh(ctx); rerr != nil {
			return Recorded{}, rerr
		}
		return Recorded{}, k.movedOn(ctx, j, err)
	}
	if err != nil {
		return Recorded{}, err
	}
	// From here on the entry is in the ledger: nothing below may report
	// it as not recorded.
	m := j.next.(M)
	if j.Entry.Voids != 0 || j.Entry.Replaces != 0 {
		// An undo or a correction changes which entries are in force:
		// derived again as the ledger derives them, from the entries the
		// judgement was made on (an undo and a correction read them all).
		k.entries, k.told = k.relinked(ctx, e, j.Entry.Payload), j.told
	} else {
		k.entries = append(k.entries, k.typed([]store.Entry{e}, map[int]scorer.Payload{e.Seq: j.Entry.Payload})...)
		k.told = append(k.told, Told{Entry: j.Entry, Outcome: j.Outcome})
	}
	k.m, k.broken, k.failed = m, nil, nil
	k.info.Seq, k.info.Summary, k.info.LastPlayedAt = e.Seq, j.summary, e.CreatedAt
	if k.league != nil && (before.Rated || j.After.Rated) {
		// The entry made, unmade or changed a rated game: the league's
		// cache is brought up to date, unless the record kept it so.
		k.league.keepLeagueCurrent(ctx, k.info.Kind)
	}
	return Recorded{Entry: k.entries[len(k.entries)-1], Outcome: j.Outcome, After: j.After}, nil
}

// relinked is the game's entries with e, just appended with payload p,
// added and which of them are void or replaced derived again by the
// ledger's own rule (store.DeriveLinks), from the game's whole list that
// ProbeUndo and probeAmend read before judging. Should the list not be
// whole, the entries are read back instead; and should that fail, the
// game is left knowing only the entry recorded, to be read again before
// the next undo or correction is judged (past) — the entry stays recorded
// either way.
func (k *ledgerGame[M]) relinked(ctx context.Context, e store.Entry, p scorer.Payload) []Entry {
	added := k.typed([]store.Entry{e}, map[int]scorer.Payload{e.Seq: p})
	out := append(slices.Clone(k.entries), added...)
	whole := !k.partial
	links := make([]store.Entry, len(out))
	for i, x := range out {
		links[i] = store.Entry{Seq: x.Seq, Voids: x.Voids, Replaces: x.Replaces}
		whole = whole && x.Seq == i+1
	}
	k.snapshot, k.partial = false, false
	if whole {
		store.DeriveLinks(links)
		for i := range out {
			out[i].VoidedBy, out[i].ReplacedBy = links[i].VoidedBy, links[i].ReplacedBy
		}
		return out
	}
	if stored, err := k.store.Entries(ctx, k.info.ID); err == nil {
		known := map[int]scorer.Payload{e.Seq: p}
		for _, old := range k.entries {
			known[old.Seq] = old.Payload
		}
		return k.typed(stored, known)
	}
	k.snapshot, k.partial = true, true
	return added
}

// movedOn judges j's entry again against the game as it now stands, its
// names respelled to the seats' names now when a seat was renamed since.
func (k *ledgerGame[M]) movedOn(ctx context.Context, j Judgement, cause error) error {
	renamed := SeatRenames(j.seats, k.info.Players)
	p, err := k.Respell(j.Entry.Payload, Respelling(renamed))
	if err != nil {
		return err
	}
	var fresh Judgement
	switch {
	case j.Entry.Voids != 0:
		fresh, err = k.ProbeUndo(ctx)
	case j.Entry.Replaces != 0:
		fresh, err = k.probeAmend(ctx, j.Entry.Replaces, p)
	default:
		fresh, err = k.judge(scorer.Entry{Payload: p})
	}
	return &MovedOn{Fresh: fresh, Err: err, Renamed: renamed, cause: cause}
}

// Undo voids the game's last entry in force, keeping it in the ledger: undo
// appends, it never deletes. It is ProbeUndo and Record, for a command.
func Undo(ctx context.Context, g Game) (voided Entry, undo Recorded, err error) {
	j, err := g.ProbeUndo(ctx)
	if err != nil {
		return Entry{}, Recorded{}, err
	}
	for _, e := range g.Entries() {
		if e.Seq == j.Entry.Voids {
			voided = e
		}
	}
	undo, err = g.Record(ctx, j)
	return voided, undo, err
}

// End closes the game early, without a winner: an entry of its own, so
// undo re-opens the game where it was. A game that is over already is
// refused in its own game's words.
func End(ctx context.Context, g Game) (Recorded, error) {
	j, err := g.ProbeEnd()
	if err != nil {
		return Recorded{}, err
	}
	return g.Record(ctx, j)
}

// EndRated is End with `end --rated`: the game is placed by the totals at
// this moment and a league rates it (LG-5).
func EndRated(ctx context.Context, g Game) (Recorded, error) {
	return ProbeRecord(ctx, g, scorer.EndEarly{Rated: true})
}

// ProbeRecord judges p and records it: for the commands, which show what
// was recorded rather than asking first.
func ProbeRecord(ctx context.Context, g Game, p scorer.Payload) (Recorded, error) {
	j, err := g.Probe(p)
	if err != nil {
		return Recorded{}, err
	}
	return g.Record(ctx, j)
}
