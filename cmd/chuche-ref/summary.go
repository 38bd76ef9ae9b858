package main

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// summarize replays a game's entries into the summary the ledger keeps
// beside them (for fast lists and stats); an impossible entry is an error.
func summarize(g store.Game, entries []scorer.Entry) (store.Summary, error) {
	switch g.Kind {
	case variants.GameChinchon:
		m, err := chinchonMatch(g, entries)
		if err != nil {
			return store.Summary{}, err
		}
		return chinchonSummary(m), nil
	case variants.GameChuche:
		m, err := chucheMatch(g, entries)
		if err != nil {
			return store.Summary{}, err
		}
		return chucheSummary(m), nil
	}
	return store.Summary{}, fmt.Errorf("game #%d: unknown game kind %q", g.ID, g.Kind)
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
