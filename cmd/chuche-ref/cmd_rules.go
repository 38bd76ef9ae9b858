package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/houserules"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

type rulesOptions struct {
	f       *Factory
	preset  string
	rules   []string
	explain string
}

func newRulesCmd(f *Factory) *cobra.Command {
	opts := &rulesOptions{f: f}
	cmd := &cobra.Command{
		Use: "rules [chuche|chinchon]",
		Example: `  chuche-ref rules chinchon --preset seventy
  chuche-ref rules --game 3 --json
  chuche-ref rules --explain CN-7`,
		Args:      maxArgs(1, "one game: chuche or chinchon"),
		ValidArgs: []string{variants.GameChuche, variants.GameChinchon},
		RunE:      func(cmd *cobra.Command, args []string) error { return runRules(cmd, opts, args) },
	}
	cmd.Flags().StringVar(&opts.preset, "preset", "", "show the rules of a preset")
	cmd.Flags().StringArrayVar(&opts.rules, "rule", nil, "a house rule key=value to apply (repeatable)")
	cmd.Flags().StringVar(&opts.explain, "explain", "", "print a rule of the rule book by its id (CN-7, cu13)")
	return cmd
}

func runRules(cmd *cobra.Command, opts *rulesOptions, args []string) error {
	if cmd.Flags().Changed("explain") {
		return runExplain(opts.f, opts.explain, args)
	}
	var sets []view.RuleSet
	var players int
	if len(args) == 1 {
		game, err := variants.ParseGame(args[0])
		if err != nil {
			return err
		}
		settings, err := houserules.Settings(opts.f.Config, game, opts.preset, opts.rules)
		if err != nil {
			return err
		}
		values, err := houserules.Resolve(game, settings, 0)
		if err != nil {
			return err
		}
		sets = append(sets, view.RuleSet{Game: game, Rules: variants.RuleMap(values)})
	} else {
		if opts.preset != "" || len(opts.rules) > 0 {
			return fault.Inputf("--preset and --rule need a game kind: chuche-ref rules chinchon --rule limit=70")
		}
		g, ok, err := currentGameIfAny(cmd, opts.f)
		if err != nil {
			return err
		}
		if ok {
			players = len(g.Players)
			sets = append(sets, view.RuleSet{Game: g.Kind, GameID: g.ID, Rules: scorekeeper.StoredRules(g)})
		} else {
			for _, game := range []string{variants.GameChuche, variants.GameChinchon} {
				values, _ := houserules.Resolve(game, nil, 0)
				sets = append(sets, view.RuleSet{Game: game, Rules: variants.RuleMap(values)})
			}
		}
	}
	defaults := func(game string) map[string]any {
		values, _ := houserules.Resolve(game, nil, players)
		return variants.RuleMap(values)
	}
	return view.In(opts.f.Printer()).WriteRules(opts.f.IO.Out, opts.f.JSON(), sets, defaults)
}

// currentGameIfAny finds --game or the current game; a ledger with no
// unfinished game is not an error here.
func currentGameIfAny(cmd *cobra.Command, f *Factory) (scorekeeper.GameInfo, bool, error) {
	cfg, err := f.Config()
	if err != nil {
		return scorekeeper.GameInfo{}, false, err
	}
	db, err := f.ReadLedger(cmd.Context())
	if err != nil {
		return scorekeeper.GameInfo{}, false, err
	}
	if cfg.Game != "" {
		g, err := db.Game(cmd.Context(), cfg.Game)
		return g, err == nil, err
	}
	return scorekeeper.Current(cmd.Context(), db)
}
