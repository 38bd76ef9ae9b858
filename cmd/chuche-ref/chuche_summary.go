package main

import (
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

func chucheMatch(g store.Game, entries []scorer.Entry) (scorer.ChucheMatch, error) {
	rules, err := gameChucheRules(g)
	if err != nil {
		return scorer.ChucheMatch{}, err
	}
	return scorer.ChucheStandings(g.Players, rules, scorer.Effective(entries))
}

func chucheSummary(m scorer.ChucheMatch) store.Summary {
	s := store.Summary{Round: m.Round, Finished: m.Finished, Winners: m.Winners}
	won := map[string]bool{}
	for _, w := range m.Winners {
		won[w] = true
	}
	for _, p := range m.Players {
		stats, _ := json.Marshal(p.Stats)
		s.Players = append(s.Players, store.PlayerSummary{
			Name: p.Name, Total: p.Total, Status: p.Status,
			Won: m.Finished && won[p.Name], Stats: stats,
		})
	}
	return s
}

// chucheStandingsJSON is CLI.md's `standings --json` for Chuche.
type chucheStandingsJSON struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Game string `json:"game"`
	scorer.ChucheMatch
}
