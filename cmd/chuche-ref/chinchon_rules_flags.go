package main

import (
	"context"
	"strconv"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/houserules"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// statelessRules holds the house-rule flags of the stateless checks.
type statelessRules struct {
	preset string
	rules  []string
	deck   string
	jokers int
	flags  *pflag.FlagSet // to tell --jokers given from its default
}

func (s *statelessRules) addFlags(cmd *cobra.Command, chinchon bool) {
	s.flags = cmd.Flags()
	cmd.Flags().StringVar(&s.preset, "preset", "", "apply a preset's house rules")
	cmd.Flags().StringArrayVar(&s.rules, "rule", nil, "a house rule key=value (repeatable)")
	if chinchon {
		cmd.Flags().StringVar(&s.deck, "deck", "", "spanish-40, spanish-48 (default) or french-52")
		shell.DecimalVar(cmd.Flags(), &s.jokers, "jokers", -1, "jokers in the deck, 0..2 (default 0; 2 for french-52)")
	}
}

// settings layers the config's club rules, a preset, --rule, then --deck and
// --jokers, which are shorthands for --rule deck=… and --rule jokers=….
// With --game the game's own stored rules take the club's place: a dispute
// in the middle of a game is settled by the rules that game is played by.
func (s *statelessRules) settings(f *Factory, game string) (map[string]string, error) {
	extra := append([]string(nil), s.rules...)
	if game == variants.GameChinchon && s.deck != "" {
		extra = append(extra, "deck="+s.deck)
	}
	if game == variants.GameChinchon && (s.jokers >= 0 || s.flags != nil && s.flags.Changed("jokers")) {
		// Given, any number is judged as --rule jokers= judges it.
		extra = append(extra, "jokers="+strconv.Itoa(s.jokers))
	}
	base, err := gameRuleBase(f, game)
	if err != nil {
		return nil, err
	}
	if base == nil {
		return houserules.Settings(f.Config, game, s.preset, extra)
	}
	return houserules.SettingsOver(f.Config, game, base, s.preset, extra)
}

// gameRuleBase is the stored rules of the game named with --game, nil
// without one.
func gameRuleBase(f *Factory, game string) (map[string]string, error) {
	cfg, err := f.Config()
	if err != nil || cfg.Game == "" {
		return nil, err
	}
	_, g, err := f.ReadGame(context.Background())
	if err != nil {
		return nil, err
	}
	if g.Kind != game {
		return nil, fault.Inputf("game #%#d %q is %s; this check is for %s", g.ID, g.Name, view.GameTitle(g.Kind), view.GameTitle(game))
	}
	return variants.RuleSettings(scorekeeper.StoredRules(g)), nil
}

func (s *statelessRules) chinchon(f *Factory) (variants.ChinchonRules, error) {
	settings, err := s.settings(f, variants.GameChinchon)
	if err != nil {
		return variants.ChinchonRules{}, err
	}
	return variants.NewChinchonRules(settings)
}

func (s *statelessRules) chuche(f *Factory) (variants.ChucheRules, error) {
	settings, err := s.settings(f, variants.GameChuche)
	if err != nil {
		return variants.ChucheRules{}, err
	}
	return variants.NewChucheRules(settings)
}
