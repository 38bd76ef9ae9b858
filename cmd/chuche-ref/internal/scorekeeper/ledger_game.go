package scorekeeper

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// rulebook is what the ledger machinery needs of one game, its house rules
// bound: how its entries read, how they replay, one more entry onto a
// match, what the rules allow, the snapshot its summary carries.
type rulebook[M scorer.Match] interface {
	codec() scorer.Codec
	replay(effective []scorer.Entry, told func(scorer.Entry, scorer.Outcome)) (M, error)
	with(m M, e scorer.Entry) (M, scorer.Outcome, error)
	legal(m M) Legal
	snapshot(m M, seq int) json.RawMessage // nil: the game keeps none
	withInfo(g GameInfo) rulebook[M]       // the same rules for the game read again
}

// ledgerGame is a game of the ledger, its entries as read and the match
// they make: the machinery both games share.
type ledgerGame[M scorer.Match] struct {
	store   gameStore
	info    GameInfo
	book    rulebook[M]
	entries []Entry
	m       M
	told    []Told
	broken  error // why the entries as read do not replay, if they do not: as the ledger's damage when unreadable
	failed  error // the same as the scorer said it, for the history
	// snapshot: the match was taken from the summary's snapshot, not
	// replayed; it knows the past only as the snapshot does.
	snapshot bool
	// partial: the entries behind the snapshot were not even read (the
	// ledger is as chuche-ref left it); entries holds only those recorded
	// through this game, and LastSeq is the game's own.
	partial bool
	// league is the ledger whose league a record keeps (league_cache.go);
	// nil for a game replayed from an archive.
	league *Ledger
}

func (k *ledgerGame[M]) keepLeague(l *Ledger) { k.league = l }

// replays and decodes count, in this process, the games replayed from
// their entries and the entries read from the ledger (Replays, Decodes).
var replays, decodes atomic.Int64

// Replays is how many times this process has replayed a game from its
// entries: what the tests and benchmarks of "one replay per open" count.
func Replays() int64 { return replays.Load() }

// Decodes is how many stored entries this process has read into typed
// entries: each once, where it leaves the store.
func Decodes() int64 { return decodes.Load() }

// read (re)reads the entries and replays them. Entries that do not replay
// (a hand-edited ledger) still open: Standings says why, and an undo or a
// correction may mend them.
func (k *ledgerGame[M]) read(ctx context.Context) error {
	stored, err := k.store.Entries(ctx, k.info.ID)
	if err != nil {
		return err
	}
	k.entries = k.typed(stored, nil)
	k.snapshot, k.partial = false, false
	var told []Told
	m, err := k.book.replay(scorer.Effective(k.scorerEntries()), func(e scorer.Entry, out scorer.Outcome) {
		told = append(told, Told{Entry: e, Outcome: out})
	})
	k.m, k.told, k.failed, k.broken = m, told, err, asDamage(k.info, err)
	return nil
}

// typed is stored entries typed: each payload decoded once, where it
// leaves the store — or taken from known (by seq), already typed, when the
// ledger is read again only for the links between entries. An amendment is
// read as the kind of the entry it amends, which it stands in for.
func (k *ledgerGame[M]) typed(stored []store.Entry, known map[int]scorer.Payload) []Entry {
	kinds := make(map[int]string, len(stored))
	replaces := make(map[int]int, len(stored))
	for _, e := range stored {
		kinds[e.Seq], replaces[e.Seq] = e.Kind, e.Replaces
	}
	codec := k.book.codec()
	out := make([]Entry, len(stored))
	for i, e := range stored {
		p, ok := known[e.Seq]
		if !ok {
			kind := e.Kind
			for seq, steps := e.Replaces, 0; seq != 0 && steps < len(stored); seq, steps = replaces[seq], steps+1 {
				if amended, ok := kinds[seq]; ok && seq < e.Seq {
					kind = amended
				}
			}
			p = codec.Entry(e.Seq, kind, e.Payload, e.Voids, e.Replaces).Payload
			decodes.Add(1)
		}
		out[i] = Entry{Seq: e.Seq, Kind: e.Kind, Payload: p, JSON: e.Payload, CreatedAt: e.CreatedAt,
			Voids: e.Voids, Replaces: e.Replaces, LedgerSeq: e.LedgerSeq, VoidedBy: e.VoidedBy, ReplacedBy: e.ReplacedBy}
	}
	return out
}

// scorerEntries are the entries as the scorer weighs them.
func (k *ledgerGame[M]) scorerEntries() []scorer.Entry {
	out := make([]scorer.Entry, len(k.entries), len(k.entries)+1)
	for i, e := range k.entries {
		out[i] = scorer.Entry{Seq: e.Seq, Payload: e.Payload, Voids: e.Voids, Replaces: e.Replaces}
	}
	return out
}

// asDamage: an entry of the ledger the scorer cannot read at all
// (Code scorer.Unreadable) is content damage, exit 3 naming the game and the
// entry — not the user's input. Entries it reads but judges impossible keep
// their error.
func asDamage(g GameInfo, err error) error {
	pe, ok := fault.As(err)
	if !ok || pe.Code != scorer.Unreadable {
		return err
	}
	// The reason's text, without its chain: an input error inside would
	// classify the whole as input.
	return store.EntryDamage(g.store(), pe.Seq, errors.New(pe.Error()))
}

func (k *ledgerGame[M]) Info() GameInfo { return k.info }

func (k *ledgerGame[M]) Refresh(ctx context.Context) (bool, error) {
	g, err := k.store.Game(ctx, fmt.Sprint(k.info.ID))
	if err != nil {
		return false, err
	}
	if g.Seq == k.LastSeq() && len(SeatRenames(k.info.Players, g.Players)) == 0 {
		return false, nil
	}
	// A seat renamed moves the game as an entry does: its match names the
	// seats, and its entries read with the new names.
	k.info = gameInfoOf(g)
	k.book = k.book.withInfo(k.info)
	return true, k.read(ctx)
}

func (k *ledgerGame[M]) LastSeq() int {
	if k.partial {
		return k.info.Seq
	}
	if n := len(k.entries); n > 0 {
		return k.entries[n-1].Seq
	}
	return 0
}

func (k *ledgerGame[M]) Entries() []Entry { return k.entries }

func (k *ledgerGame[M]) LastLive() (Entry, bool) {
	for i := len(k.entries) - 1; i >= 0; i-- {
		if e := k.entries[i]; e.VoidedBy == 0 && e.Voids == 0 {
			return e, true
		}
	}
	return Entry{}, false
}

func (k *ledgerGame[M]) Standings() (Standings, error) {
	return Standings{Standing: k.m.Standing(), Match: k.m}, k.broken
}

func (k *ledgerGame[M]) Legal() Legal {
	l := k.book.legal(k.m)
	_, l.Undo = k.LastLive()
	return l
}

func (k *ledgerGame[M]) History() History {
	return History{Entries: k.entries, Told: k.told, Broken: k.failed, Match: k.m}
}

func (k *ledgerGame[M]) Damage(written error) error {
	if written != nil {
		return written
	}
	if IsDamage(k.broken) {
		return k.broken
	}
	return nil
}

func (k *ledgerGame[M]) Probe(p scorer.Payload) (Judgement, error) {
	return k.judge(scorer.Entry{Payload: p})
}

func (k *ledgerGame[M]) ProbeEnd() (Judgement, error) { return k.Probe(scorer.EndEarly{}) }

func (k *ledgerGame[M]) ProbeUndo(ctx context.Context) (Judgement, error) {
	if err := k.past(ctx); err != nil {
		return Judgement{}, err
	}
	last, ok := k.LastLive()
	if !ok {
		return Judgement{}, fault.Refusedf("nothing to undo in game #%#d %q", k.info.ID, k.info.Name)
	}
	return k.judge(scorer.Entry{Payload: scorer.Undo{Voided: last.Kind, Seq: last.Seq}, Voids: last.Seq})
}

// probeAmend judges p standing in for entry seq (CN-15).
func (k *ledgerGame[M]) probeAmend(ctx context.Context, seq int, p scorer.Payload) (Judgement, error) {
	if err := k.past(ctx); err != nil {
		return Judgement{}, err
	}
	return k.judge(scorer.Entry{Payload: p, Replaces: seq})
}

// past makes sure the match is the replay of the entries, not a snapshot:
// an undo or a correction changes the past, and the past is judged again.
func (k *ledgerGame[M]) past(ctx context.Context) error {
	if !k.snapshot {
		return nil
	}
	return k.read(ctx)
}

// judge judges a candidate entry as the game's next one. A plain entry is
// played onto the match as it is; an undo or a correction (Voids,
// Replaces) replays the game with it, since it changes the past (CN-15).
// The entry takes its seq in the results (a hand's, a round's), but an
// error never names the candidate as a ledger entry.
func (k *ledgerGame[M]) judge(e scorer.Entry) (Judgement, error) {
	e.Seq = k.LastSeq() + 1
	j := Judgement{Entry: e, owner: k, at: k.LastSeq(), seats: k.info.Players}
	if e.Voids != 0 || e.Replaces != 0 {
		var told []Told
		m, err := k.book.replay(scorer.Effective(append(k.scorerEntries(), e)), func(e scorer.Entry, out scorer.Outcome) {
			told = append(told, Told{Entry: e, Outcome: out})
		})
		if err != nil {
			if at, reason := laterEntryFailure(err, e.Replaces); e.Replaces != 0 && at != 0 {
				// CN-15: a correction may not make a later entry impossible.
				return j, fault.Refusedf("this correction would make entry #%#d impossible: %s; nothing was changed", at, reason)
			}
			return j, err
		}
		j.told = told
		return k.judged(j, m), nil
	}
	if k.broken != nil {
		return j, k.broken
	}
	m, out, err := k.book.with(k.m, e)
	j.Outcome = out
	if err != nil {
		return j, unnamed(err)
	}
	return k.judged(j, m), nil
}

// judged completes a judgement with the match the entry makes.
func (k *ledgerGame[M]) judged(j Judgement, m M) Judgement {
	j.After = Standings{Standing: m.Standing(), Match: m}
	j.next = m
	j.summary = standingSummary(j.After.Standing)
	j.summary.Extra = k.book.snapshot(m, j.Entry.Seq)
	return j
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

// Effective are the entries in force, typed, as the scorer weighs them —
// also past one that does not stand, so a correction can find it.
func (k *ledgerGame[M]) Effective() []scorer.Entry { return scorer.Effective(k.scorerEntries()) }
