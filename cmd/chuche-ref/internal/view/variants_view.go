package view

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

type ruleDefJSON struct {
	Game    string    `json:"game"`
	Key     string    `json:"key"`
	Default string    `json:"default"`
	Accepts fault.Key `json:"accepts"`
	Meaning fault.Key `json:"meaning"`
	Rule    string    `json:"rule"`
}

type presetJSON struct {
	Name        string            `json:"name"`
	Game        string            `json:"game"`
	Description string            `json:"description"`
	Rules       map[string]string `json:"rules"`
}

// WriteVariants lists the house rules, the presets and the decks.
func (vw Words) WriteVariants(out io.Writer, asJSON bool, presets []variants.Preset) error {
	if asJSON {
		doc := struct {
			Rules   []ruleDefJSON `json:"rules"`
			Presets []presetJSON  `json:"presets"`
			Decks   []string      `json:"decks"`
		}{Decks: variants.ChinchonDeckNames}
		for _, d := range variants.RuleDefs {
			doc.Rules = append(doc.Rules, ruleDefJSON(d))
		}
		for _, p := range presets {
			doc.Presets = append(doc.Presets, presetJSON{p.Name, p.Game, p.Description, p.Rules})
		}
		return WriteJSON(out, doc)
	}
	for _, game := range []string{variants.GameChuche, variants.GameChinchon} {
		vw.p.Line(out, "%s house rules (--rule key=value)", GameTitle(game))
		t := NewTable(out, "  "+vw.p.Sprintf("KEY"), vw.p.Sprintf("DEFAULT"), vw.p.Sprintf("ACCEPTS"), vw.p.Sprintf("RULE"))
		for _, d := range variants.RuleDefsFor(game) {
			t.Row("  "+d.Key, vw.p.Text(d.Default), vw.p.Sprintf(d.Accepts), d.Rule) // values in notation stay
		}
		if err := t.Flush(); err != nil {
			return err
		}
		fmt.Fprintln(out)
		vw.p.Line(out, "%s presets (--preset NAME)", GameTitle(game))
		t = NewTable(out)
		for _, p := range presets {
			if p.Game != game {
				continue
			}
			t.Row("  "+p.Name, vw.PresetDescription(p), formatSettings(p.Rules))
		}
		if err := t.Flush(); err != nil {
			return err
		}
		fmt.Fprintln(out)
	}
	vw.p.Line(out, "Chinchón decks: %s", strings.Join(variants.ChinchonDeckNames, ", "))
	return nil
}

func formatSettings(m map[string]string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + m[k]
	}
	return strings.Join(parts, " ")
}

// PresetDescription is a preset's description for people: a built-in
// preset's in the printer's language, a config file's preset "from FILE"
// with the file as it is.
func (vw Words) PresetDescription(p variants.Preset) string {
	if origin, ok := strings.CutPrefix(p.Description, "from "); ok && vw.p.Text(p.Description) == p.Description {
		return vw.p.Sprintf("from %s", origin)
	}
	return vw.p.Text(p.Description)
}
