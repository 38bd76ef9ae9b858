package scorekeeper

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// State is a game after its entries: the match of its kind (only that one
// is set) and the summary the ledger keeps beside the entries.
type State struct {
	Chinchon scorer.ChinchonMatch
	Chuche   scorer.ChucheMatch
	Summary  store.Summary
}

// Outcome is what one entry did to the match, as its game's scorer says.
type Outcome struct {
	Chinchon scorer.ChinchonEntryResult
	Chuche   scorer.ChucheEntryResult
}

// ScorerEntries are ledger entries as the pure scorer reads them.
func ScorerEntries(entries []store.Entry) []scorer.Entry {
	out := make([]scorer.Entry, 0, len(entries)+1)
	for _, e := range entries {
		out = append(out, scorerEntry(e.Seq, e.Kind, e.Payload, e.Voids, e.Replaces))
	}
	return out
}

func scorerEntry(seq int, kind string, payload json.RawMessage, voids, replaces int) scorer.Entry {
	return scorer.Entry{Seq: seq, Kind: kind, Payload: payload, Voids: voids, Replaces: replaces}
}

// replays counts the games replayed in this process (Replays).
var replays atomic.Int64

// Replays is how many times this process has replayed a game from its
// entries: what the tests and benchmarks of "at most one replay per entry"
// count.
func Replays() int64 { return replays.Load() }

// Replay judges a game's entries in order, once; an impossible entry is an
// error naming it. Export and import use it on games not opened here.
func Replay(g store.Game, entries []scorer.Entry) (State, error) {
	replays.Add(1)
	var s State
	switch g.Kind {
	case variants.GameChinchon:
		rules, err := ChinchonRules(g)
		if err != nil {
			return s, err
		}
		if s.Chinchon, err = scorer.ChinchonStandingsDealt(g.Players, FirstDealer(g), rules, scorer.Effective(entries)); err != nil {
			return s, err
		}
		s.Summary = chinchonSummary(s.Chinchon)
		s = withSnapshot(s, g.Kind, lastSeq(entries))
	case variants.GameChuche:
		rules, err := ChucheRules(g)
		if err != nil {
			return s, err
		}
		if s.Chuche, err = scorer.ChucheStandings(g.Players, rules, scorer.Effective(entries)); err != nil {
			return s, err
		}
		s.Summary = chucheSummary(s.Chuche)
	default:
		return s, failure.Ledgerf("game #%#d has an unknown game kind %q in the ledger", g.ID, g.Kind)
	}
	return s, nil
}

func chinchonSummary(m scorer.ChinchonMatch) store.Summary {
	s := store.Summary{Round: m.Round, Finished: m.Finished, Winners: m.Winners}
	for _, p := range m.Players {
		s.Players = append(s.Players, playerSummary(p.Name, p.Total, p.Status, p.BuyBacks, p.Stats, m.Finished, m.Winners))
	}
	return s
}

func chucheSummary(m scorer.ChucheMatch) store.Summary {
	s := store.Summary{Round: m.Round, Finished: m.Finished, Winners: m.Winners}
	for _, p := range m.Players {
		s.Players = append(s.Players, playerSummary(p.Name, p.Total, p.Status, p.BuyBacks, p.Stats, m.Finished, m.Winners))
	}
	return s
}

// playerSummary is one player's line of the summary the ledger keeps beside
// a game's entries; stats are the game's own counters, kept as JSON.
func playerSummary(name string, total int, status string, buybacks int, stats any, finished bool, winners []string) store.PlayerSummary {
	raw, _ := json.Marshal(stats)
	return store.PlayerSummary{
		Name: name, Total: total, Status: status, BuyBacks: buybacks,
		Won: finished && slices.Contains(winners, name), Stats: raw,
	}
}

// lastSeq is the highest seq of entries, 0 for none.
func lastSeq(entries []scorer.Entry) int {
	seq := 0
	for _, e := range entries {
		seq = max(seq, e.Seq)
	}
	return seq
}

func itoa(id int64) string { return fmt.Sprint(id) }

// CheckPayloads reads every entry's payload strictly, the voided ones and
// undos included (a replay reads only what is in force): an import file
// whose entries carry fields chuche-ref never writes is refused, not stored.
func CheckPayloads(g store.Game, entries []store.Entry) error {
	for _, e := range entries {
		if err := scorer.CheckPayload(g.Kind, scorer.Entry{Seq: e.Seq, Kind: e.Kind, Payload: e.Payload, Voids: e.Voids, Replaces: e.Replaces}); err != nil {
			return err
		}
	}
	return nil
}
