package scorekeeper

import (
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// GameView is a game of the ledger as the views show it.
func GameView(g store.Game) view.Game {
	v := view.Game{ID: g.ID, Kind: g.Kind, Name: g.Name, Players: g.Players}
	if g.Kind == variants.GameChinchon {
		rules, err := ChinchonRules(g)
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

// GameDoc is a game as `games --json` lists it.
func GameDoc(g store.Game) GameJSON {
	winners := g.Summary.Winners
	if winners == nil {
		winners = []string{}
	}
	return GameJSON{
		ID: g.ID, Name: g.Name, Game: g.Kind, Players: g.Players, Rules: StoredRules(g),
		Round: g.Summary.Round, Finished: g.FinishedAt != nil, Winners: winners,
		Created: g.CreatedAt.UTC(), LastPlayed: g.LastPlayedAt.UTC(),
	}
}

// StandingsDoc is the `standings --json` document of either game: one code
// path for the command, end and the scoreboard's API.
func StandingsDoc(g store.Game, s State) any {
	if g.Kind == variants.GameChuche {
		return view.ChucheStandingsOf(GameView(g), s.Chuche)
	}
	return view.ChinchonStandingsOf(GameView(g), s.Chinchon)
}
