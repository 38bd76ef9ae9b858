package main

import (
	"encoding/json"
	"fmt"

	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// storedRules decodes the house rules stored with a game (CN-15: the rules
// in force are stored with the game, so later defaults never change it).
func storedRules(g store.Game) map[string]any {
	m := map[string]any{}
	if len(g.Rules) > 0 {
		_ = json.Unmarshal(g.Rules, &m)
	}
	return m
}

func gameChinchonRules(g store.Game) (variants.ChinchonRules, error) {
	r, err := variants.NewChinchonRules(variants.RuleSettings(storedRules(g)))
	if err != nil {
		return r, unreadableRules(g, err)
	}
	return r, nil
}

func gameChucheRules(g store.Game) (variants.ChucheRules, error) {
	r, err := variants.NewChucheRules(variants.RuleSettings(storedRules(g)))
	if err != nil {
		return r, unreadableRules(g, err)
	}
	return r, nil
}

// unreadableRules is a ledger whose stored rules this build cannot read: a
// ledger problem (exit 3), not the user's input.
func unreadableRules(g store.Game, err error) error {
	return &exitError{Code: exitLedger, Msg: fmt.Sprintf("game #%d has house rules this chuche-ref cannot read: %v", g.ID, err)}
}
