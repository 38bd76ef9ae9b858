package main

import (
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
	for _, p := range m.Players {
		s.Players = append(s.Players, playerSummary(p.Name, p.Total, p.Status, p.BuyBacks, p.Stats, m.Finished, m.Winners))
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
