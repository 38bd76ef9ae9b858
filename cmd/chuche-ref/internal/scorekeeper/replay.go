package scorekeeper

import (
	"context"
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Compile-time checks: both games are a Game.
var (
	_ Game = (*Chinchon)(nil)
	_ Game = (*Chuche)(nil)
)

// CheckArchived checks an archived game as an import must: its shape first
// (numbering, links, times, the game's own fields: store.CheckArchivedGame),
// so a payload is read as what its entry says it is; then every entry,
// voided ones and undos included (a replay reads only what is in force): a
// file whose entries carry fields chuche-ref never writes is refused, not
// stored. It says nothing of whether the entries stand (ReplayArchived).
func CheckArchived(ag ArchivedGame) error {
	if err := store.CheckArchivedGame(ag.store()); err != nil {
		return err
	}
	if extra := ag.Game.Summary.Extra; len(extra) > 0 && string(extra) != "null" && extra[0] != '{' {
		return fault.Inputf("summary.extra is not a JSON object")
	}
	deck := variants.ChinchonDeck{}
	if ag.Game.Kind == variants.GameChinchon {
		if rules, err := ChinchonRules(ag.Game); err == nil {
			deck = rules.DeckInPlay()
		}
	}
	codec := scorer.CodecFor(ag.Game.Kind, deck)
	for _, e := range ag.Entries {
		if err := codec.Check(e.Seq, e.Kind, e.JSON, e.Voids); err != nil {
			return err
		}
	}
	return nil
}

// ReplayArchived replays an archived game — one not in this ledger, or read
// from an export — each entry read once and judged once: the standings it
// makes and the summary the ledger would keep of it. An entry that does not
// stand is an error naming it.
func ReplayArchived(ag ArchivedGame) (Standings, Summary, error) {
	k, err := newGame(nil, ag.Game)
	if err != nil {
		return Standings{}, Summary{}, err
	}
	stored := make([]store.Entry, len(ag.Entries))
	for i, e := range ag.Entries {
		stored[i] = store.Entry{Seq: e.Seq, Kind: e.Kind, Payload: e.JSON, Voids: e.Voids, Replaces: e.Replaces}
	}
	if err := k.replayStored(stored); err != nil {
		return Standings{}, Summary{}, err
	}
	s, _ := k.Standings()
	sum := k.summaryNow()
	if len(ag.Entries) == 0 {
		// A game with no entry has no counters yet, as when it was
		// created: its lines are the seats, every player in.
		for i := range sum.Players {
			sum.Players[i].Stats = nil
		}
	}
	return s, sum, nil
}

// replayStored types and replays entries read elsewhere than the game's
// ledger; an entry that does not stand is the error, as it is.
func (k *ledgerGame[M]) replayStored(stored []store.Entry) error {
	k.entries = k.typed(stored, nil)
	m, err := k.book.replay(scorer.Effective(k.scorerEntries()), nil)
	k.m = m
	return err
}

// summaryNow is the summary the ledger keeps of the game as it stands.
func (k *ledgerGame[M]) summaryNow() Summary {
	sum := standingSummary(k.m.Standing())
	sum.Extra = k.book.snapshot(k.m, k.LastSeq())
	return sum
}

// WriteGame records a whole game as chuche-ref does over an evening: the
// game, then each entry in its own transaction (kind, payload), through the
// ledger's conflict check — for the tools that build ledgers (the ledger
// benchmark). The entries are judged once, together, and the summary goes
// with the last one: the earlier summaries would be overwritten by it
// anyway. before, if set, runs before each append (a tool's clock). It
// returns the game's id.
func WriteGame(ctx context.Context, l *Ledger, game string, players []string, rules json.RawMessage, kind string, payloads []json.RawMessage, before func()) (int64, error) {
	sg, err := l.db.CreateGame(ctx, store.NewGame{Kind: game, Players: players, Rules: rules})
	if err != nil {
		return 0, err
	}
	k, err := newGame(l, gameInfoOf(sg))
	if err != nil {
		return sg.ID, err
	}
	stored := make([]store.Entry, len(payloads))
	for i, p := range payloads {
		stored[i] = store.Entry{Seq: i + 1, Kind: kind, Payload: p}
	}
	if err := k.replayStored(stored); err != nil {
		return sg.ID, err
	}
	sum := k.summaryNow().store()
	final, _ := k.Standings()
	for i, p := range payloads {
		if before != nil {
			before()
		}
		a := store.Append{ExpectSeq: i, Kind: kind, Payload: p}
		if i == len(payloads)-1 {
			a.Summary = &sum
			// The game was open before its last entry, whatever that did.
			a.League = l.leagueOffer(ctx, game, scorer.Standing{}, final.Standing, scorer.Entry{Seq: i + 1})
		}
		if _, err := l.db.Append(ctx, sg.ID, a); err != nil {
			return sg.ID, err
		}
	}
	return sg.ID, nil
}
