package main

import (
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/houserules"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/variants"
)

func newVariantsCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "variants",
		Short:   "List every house-rule key with its default and accepted values, and the presets",
		Example: `  chuche-ref variants`,
		Args:    exactArgs(0, "no arguments"),
		RunE:    func(cmd *cobra.Command, args []string) error { return runVariants(f) },
	}
}

type ruleDefJSON struct {
	Game    string `json:"game"`
	Key     string `json:"key"`
	Default string `json:"default"`
	Accepts string `json:"accepts"`
	Meaning string `json:"meaning"`
	Rule    string `json:"rule"`
}

type presetJSON struct {
	Name        string            `json:"name"`
	Game        string            `json:"game"`
	Description string            `json:"description"`
	Rules       map[string]string `json:"rules"`
}

func runVariants(f *Factory) error {
	presets := houserules.Presets(f.Config)
	out := f.IO.Out
	if f.JSON() {
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
		return view.WriteJSON(out, doc)
	}
	for _, game := range []string{variants.GameChuche, variants.GameChinchon} {
		fmt.Fprintf(out, "%s house rules (--rule key=value)\n", view.GameTitle(game))
		t := view.NewTable(out, "  KEY", "DEFAULT", "ACCEPTS", "RULE")
		for _, d := range variants.RuleDefsFor(game) {
			t.Row("  "+d.Key, d.Default, d.Accepts, d.Rule)
		}
		if err := t.Flush(); err != nil {
			return err
		}
		fmt.Fprintf(out, "\n%s presets (--preset NAME)\n", view.GameTitle(game))
		t = view.NewTable(out)
		for _, p := range presets {
			if p.Game != game {
				continue
			}
			t.Row("  "+p.Name, p.Description, formatSettings(p.Rules))
		}
		if err := t.Flush(); err != nil {
			return err
		}
		fmt.Fprintln(out)
	}
	fmt.Fprintf(out, "Chinchón decks: %s\n", strings.Join(variants.ChinchonDeckNames, ", "))
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
