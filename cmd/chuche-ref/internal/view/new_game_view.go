package view

import (
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/variants"
)

// NewGame is CLI.md's `new --json`.
type NewGame struct {
	ID      int64          `json:"id"`
	Name    string         `json:"name"`
	Game    string         `json:"game"`
	Players []string       `json:"players"`
	Rules   map[string]any `json:"rules"`
	Dealer  string         `json:"dealer,omitempty"` // who deals the first hand (CN-4) or round, when chosen (CU-6)
}

// WriteNewGame reports the game `new` started, with its house rules'
// summary and what to type next.
func (vw Words) WriteNewGame(out io.Writer, asJSON bool, g NewGame, rulesSummary string) error {
	if asJSON {
		return WriteJSON(out, g)
	}
	vw.p.Line(out, "New %s game #%#d %q: %s", GameTitle(g.Game), g.ID, g.Name, strings.Join(g.Players, ", "))
	vw.p.Line(out, "House rules: %s", rulesSummary)
	switch {
	case g.Dealer != "" && g.Game == variants.GameChinchon:
		vw.p.Line(out, "%s deals the first hand.", g.Dealer)
	case g.Dealer != "":
		vw.p.Line(out, "%s deals the first round.", g.Dealer)
	}
	if g.Game == variants.GameChinchon {
		vw.p.Line(out, "Next: chuche-ref play, or chuche-ref round --cut NAME --hand \"NAME=cards\" …")
	} else {
		vw.p.Line(out, "Next: chuche-ref play, or chuche-ref deal / turn / round …")
	}
	return nil
}
