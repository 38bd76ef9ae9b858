package main

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// replayed is a game after its entries: the match of its kind (one of the
// two is set) and the summary the ledger keeps beside the entries.
type replayed struct {
	chinchon scorer.ChinchonMatch
	chuche   scorer.ChucheMatch
	summary  store.Summary
}

// replayGame judges a game's entries in order; an impossible entry is an
// error naming it.
func replayGame(g store.Game, entries []scorer.Entry) (replayed, error) {
	var r replayed
	var err error
	switch g.Kind {
	case variants.GameChinchon:
		if r.chinchon, err = chinchonMatch(g, entries); err == nil {
			r.summary = chinchonSummary(r.chinchon)
		}
	case variants.GameChuche:
		if r.chuche, err = chucheMatch(g, entries); err == nil {
			r.summary = chucheSummary(r.chuche)
		}
	default:
		err = &exitError{Code: exitLedger, Msg: fmt.Sprintf("game #%d has an unknown game kind %q in the ledger", g.ID, g.Kind)}
	}
	return r, err
}

func chinchonMatch(g store.Game, entries []scorer.Entry) (scorer.ChinchonMatch, error) {
	rules, err := gameChinchonRules(g)
	if err != nil {
		return scorer.ChinchonMatch{}, err
	}
	return scorer.ChinchonStandings(g.Players, rules, scorer.Effective(entries))
}

func chinchonSummary(m scorer.ChinchonMatch) store.Summary {
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
