package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/houserules"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/variants"
)

type newOptions struct {
	f       *Factory
	game    string
	players []string
	name    string
	preset  string
	rules   []string
	dealer  string
}

func newNewCmd(f *Factory) *cobra.Command {
	opts := &newOptions{f: f}
	cmd := &cobra.Command{
		Use: "new chuche|chinchon --players Ana,Ben[,...]",
		Example: `  chuche-ref new chinchon --players Ana,Ben,Cleo
  chuche-ref new chinchon --players Ana,Ben --preset seventy --rule buyback=false
  chuche-ref new chuche --players Ana,Ben,Cleo,Dani --name "Friday league"`,
		Args:      exactArgs(1, "one game: chuche or chinchon"),
		ValidArgs: []string{variants.GameChuche, variants.GameChinchon},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.game = args[0]
			return runNew(cmd, opts)
		},
	}
	cmd.Flags().Var(shell.NewNameList(&opts.players), "players", "players in turn order, comma separated (default: players from the config)")
	cmd.Flags().StringVar(&opts.name, "name", "", "a name for the game (default: GAME-ID)")
	cmd.Flags().StringVar(&opts.preset, "preset", "", "a named set of house rules (see chuche-ref variants)")
	cmd.Flags().StringArrayVar(&opts.rules, "rule", nil, "a house rule key=value (repeatable; see chuche-ref variants)")
	cmd.Flags().StringVar(&opts.dealer, "dealer", "", "who deals the first hand or round (CN-4, CU-6; default: the last seat, so the first plays first)")
	return cmd
}

func runNew(cmd *cobra.Command, opts *newOptions) error {
	game, err := variants.ParseGame(opts.game)
	if err != nil {
		return err
	}
	cfg, err := opts.f.Config()
	if err != nil {
		return err
	}
	players := opts.players
	if len(players) == 0 {
		players = cfg.Players
	}
	players, err = checkSeats(players)
	if err != nil {
		return err
	}
	settings, err := houserules.Settings(opts.f.Config, game, opts.preset, opts.rules)
	if err != nil {
		return err
	}
	values, err := houserules.Resolve(game, settings, len(players))
	if err != nil {
		return err
	}
	rules := variants.RuleMap(values)
	raw, err := scorekeeper.GameRules(game, rules, players, opts.dealer)
	if err != nil {
		return err
	}
	db, err := opts.f.NewLedger(cmd.Context())
	if err != nil {
		return err
	}
	k, err := scorekeeper.Create(cmd.Context(), db, scorekeeper.NewGame{Kind: game, Name: opts.name, Players: players, Rules: raw})
	if err != nil {
		return err
	}
	g := k.Info()
	dealer := scorekeeper.FirstDealer(g) // Chuche: none until its first deal, unless the table chose
	if _, ok := k.(*scorekeeper.Chinchon); ok {
		dealer = k.Legal().Deals
	}
	return view.In(opts.f.Printer()).WriteNewGame(opts.f.IO.Out, opts.f.JSON(), view.NewGame{ID: g.ID, Name: g.Name, Game: g.Kind, Players: g.Players, Rules: rules, Dealer: dealer},
		houserules.Summary(opts.f.Printer(), game, values, len(players)))
}
