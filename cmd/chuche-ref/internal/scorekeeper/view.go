package scorekeeper

import (
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
