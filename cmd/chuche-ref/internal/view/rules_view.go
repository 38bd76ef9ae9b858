package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/variants"
)

// RuleSet is one game's house rules as `rules` shows them (and its --json).
type RuleSet struct {
	Game   string         `json:"game"`
	GameID int64          `json:"game_id,omitempty"`
	Rules  map[string]any `json:"rules"`
}

// WriteRules writes the house rules: one document (or a list) with --json,
// else a table per game marking with * what differs from the rule book's
// defaults.
func (vw Words) WriteRules(out io.Writer, asJSON bool, sets []RuleSet, defaults func(game string) map[string]any) error {
	if asJSON {
		if len(sets) == 1 {
			return WriteJSON(out, sets[0])
		}
		return WriteJSON(out, sets)
	}
	for i, s := range sets {
		if i > 0 {
			fmt.Fprintln(out)
		}
		if s.GameID != 0 {
			vw.p.Line(out, "%s house rules of game #%#d (* differs from the rule book)", GameTitle(s.Game), s.GameID)
		} else {
			vw.p.Line(out, "%s house rules (* differs from the rule book)", GameTitle(s.Game))
		}
		def := defaults(s.Game)
		t := NewTable(out, "  "+vw.p.Sprintf("KEY"), vw.p.Sprintf("VALUE"), "", vw.p.Sprintf("RULE"), vw.p.Sprintf("MEANING"))
		for _, d := range variants.RuleDefsFor(s.Game) {
			v, ok := s.Rules[d.Key]
			if !ok {
				continue
			}
			mark := ""
			if fmt.Sprint(def[d.Key]) != fmt.Sprint(v) {
				mark = "*"
			}
			t.Row("  "+d.Key, fmt.Sprint(v), mark, d.Rule, vw.p.Sprintf(d.Meaning))
		}
		if err := t.Flush(); err != nil {
			return err
		}
	}
	return nil
}
