package main

import (
	"encoding/json"
	"fmt"

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
	won := map[string]bool{}
	for _, w := range m.Winners {
		won[w] = true
	}
	for _, p := range m.Players {
		stats, _ := json.Marshal(p.Stats)
		s.Players = append(s.Players, store.PlayerSummary{
			Name: p.Name, Total: p.Total, Status: p.Status, BuyBacks: p.BuyBacks,
			Won: m.Finished && won[p.Name], Stats: stats,
		})
	}
	return s
}
