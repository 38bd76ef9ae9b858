// Package houserules layers the house rules in force: the rule book's
// defaults < the config's club rules < a preset < --rule flags (RULES.md).
package houserules

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/config"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ruleSettings layers house rules: RULES.md defaults < the config's club
// rules < a preset < --rule flags.
func Settings(conf func() (*config.Config, error), game, preset string, assignments []string) (map[string]string, error) {
	cfg, err := conf()
	if err != nil {
		return nil, err
	}
	return SettingsOver(conf, game, cfg.Rules[game], preset, assignments)
}

// ruleSettingsOver layers a preset and --rule flags over base settings.
func SettingsOver(conf func() (*config.Config, error), game string, base map[string]string, preset string, assignments []string) (map[string]string, error) {
	settings := map[string]string{}
	for k, v := range base {
		settings[k] = v
	}
	if preset != "" {
		p, err := variants.FindPreset(Presets(conf), game, preset)
		if err != nil {
			return nil, err
		}
		for k, v := range p.Rules {
			settings[k] = v
		}
	}
	for _, a := range assignments {
		k, v, err := variants.ParseRuleAssignment(a)
		if err != nil {
			return nil, err
		}
		settings[k] = v
	}
	if err := variants.CheckRules(game, settings); err != nil {
		return nil, err
	}
	return settings, nil
}

// allPresets are the built-in presets and the config file's own.
func Presets(conf func() (*config.Config, error)) []variants.Preset {
	presets := append([]variants.Preset(nil), variants.BuiltinPresets...)
	cfg, err := conf()
	if err != nil {
		return presets
	}
	for _, name := range slices.Sorted(maps.Keys(cfg.Presets)) {
		p := cfg.Presets[name]
		presets = append(presets, variants.Preset{Name: p.Name, Game: p.Game, Description: "from " + p.Origin, Rules: p.Rules})
	}
	return presets
}

// resolveRules turns settings into the typed rules in force for a game with
// the given number of players (0: no game, a stateless check).
func Resolve(game string, settings map[string]string, players int) ([]variants.RuleValue, error) {
	if game == variants.GameChuche {
		r, err := variants.NewChucheRules(settings)
		if err != nil {
			return nil, err
		}
		return r.Values(players), nil
	}
	r, err := variants.NewChinchonRules(settings)
	if err != nil {
		return nil, err
	}
	return r.Values(), r.CheckPlayers(players)
}

// Summary is a one-line description of the rules that differ from the
// defaults, for people, in p's language (nil: English). The rules
// themselves are written key=value in every language.
func Summary(p *i18n.Printer, game string, values []variants.RuleValue, players int) string {
	defaults, _ := Resolve(game, nil, players)
	def := variants.RuleMap(defaults)
	var changed []string
	for _, v := range values {
		if fmt.Sprint(def[v.Key]) != fmt.Sprint(v.Value) {
			changed = append(changed, fmt.Sprintf("%s=%v", v.Key, v.Value))
		}
	}
	if len(changed) == 0 {
		return p.Sprintf("as in the rule book")
	}
	return strings.Join(changed, ", ")
}
