// Package gameview is a game of the ledger as the views and the JSON
// documents show it: the scorekeeper's record of a game turned into what
// view renders, so neither needs the other.
package gameview

import (
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Of is a game of the ledger as the views show it.
func Of(g scorekeeper.GameInfo) view.Game {
	v := view.Game{ID: g.ID, Kind: g.Kind, Name: g.Name, Players: g.Players}
	if g.Kind == variants.GameChinchon {
		rules, err := scorekeeper.ChinchonRules(g)
		v.OutAtReach = err == nil && rules.OutAt == "reach"
	}
	return v
}

// GameJSON is one game in `games --json`: the fields of `new --json` plus
// its progress.
type GameJSON struct {
	ID         int64          `json:"id"`
	Name       string         `json:"name"`
	Game       string         `json:"game"`
	Players    []string       `json:"players"`
	Rules      map[string]any `json:"rules"`
	Round      int            `json:"round"`
	Finished   bool           `json:"finished"`
	Winners    []string       `json:"winners"`
	Created    time.Time      `json:"created"`
	LastPlayed time.Time      `json:"last_played"`
}

// Doc is a game as `games --json` lists it.
func Doc(g scorekeeper.GameInfo) GameJSON {
	winners := g.Summary.Winners
	if winners == nil {
		winners = []string{}
	}
	return GameJSON{
		ID: g.ID, Name: g.Name, Game: g.Kind, Players: g.Players, Rules: scorekeeper.StoredRules(g),
		Round: g.Summary.Round, Finished: g.FinishedAt != nil, Winners: winners,
		Created: g.CreatedAt.UTC(), LastPlayed: g.LastPlayedAt.UTC(),
	}
}

// Docs is a list of games as `games --json` lists them.
func Docs(games []scorekeeper.GameInfo) []GameJSON {
	list := make([]GameJSON, 0, len(games))
	for _, g := range games {
		list = append(list, Doc(g))
	}
	return list
}

// Standings is `standings --json` of a game.
func Standings(g scorekeeper.GameInfo, s scorekeeper.Standings) any {
	return view.StandingsDoc(Of(g), s.Match)
}
