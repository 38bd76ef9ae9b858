package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

type dealOptions struct {
	f      *Factory
	dealer string
	table  string
}

// newDealCmd is the command; runF, when set, runs instead of runDeal with the
// parsed options (the flag-parsing tests).
func newDealCmd(f *Factory, runF func(*cobra.Command, *dealOptions) error) *cobra.Command {
	if runF == nil {
		runF = runDeal
	}
	opts := &dealOptions{f: f}
	cmd := &cobra.Command{
		Use:   "deal --table CARDS [--dealer NAME]",
		Short: "Chuche: start a round turn by turn — the 3 cards dealt face up",
		Long: `Start a Chuche round played turn by turn (CU-6, CU-7): 3 cards to each player
(unseen) and 3 face up on the table. The dealer defaults to the next seat
(house rule rotate_dealer); the player after the dealer plays first. Then
enter each turn with chuche-ref turn.`,
		Example: `  chuche-ref deal --table "R5 Y1 B4"
  chuche-ref deal --table R5,Y1,B4 --dealer Cleo`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error { return runF(cmd, opts) },
	}
	cmd.Flags().StringVar(&opts.dealer, "dealer", "", "who deals (default: the next dealer, CU-6)")
	cmd.Flags().StringVar(&opts.table, "table", "", "the 3 cards dealt face up")
	return cmd
}

func chucheGame(lg *scorekeeper.Game, what string) error {
	if lg.Info().Kind != variants.GameChuche {
		return usageError("%s is a Chuche step; game #%#d is %s", what, lg.Info().ID, view.GameTitle(lg.Info().Kind))
	}
	return nil
}

// loadChuche reads the Chuche game a step acts on, its rules and the match
// its entries make so far.
func loadChuche(ctx context.Context, f *Factory, what string) (*scorekeeper.Game, variants.ChucheRules, error) {
	lg, err := openGame(ctx, f)
	if err != nil {
		return nil, variants.ChucheRules{}, err
	}
	if err := chucheGame(lg, what); err != nil {
		return nil, variants.ChucheRules{}, err
	}
	if _, err := lg.Chuche(); err != nil {
		return nil, variants.ChucheRules{}, err
	}
	return lg, lg.ChucheRules(), nil
}

func runDeal(cmd *cobra.Command, opts *dealOptions) error {
	lg, rules, err := loadChuche(cmd.Context(), opts.f, "deal")
	if err != nil {
		return err
	}
	before, _ := lg.Chuche()
	d := referee.ChucheDeal{Dealer: before.Dealer}
	if opts.dealer != "" {
		if d.Dealer, err = entry.SeatName(lg.Info().Players, opts.dealer); err != nil {
			return err
		}
	}
	if d.Table, err = entry.ParseChucheList(rules.DeckFor(len(lg.Info().Players)), "table", opts.table); err != nil {
		return err
	}
	e, s, _, err := lg.RecordEntry(cmd.Context(), scorekeeper.KindChucheDeal, d)
	if err != nil {
		return err
	}
	return view.In(opts.f.Printer()).WriteDealt(opts.f.IO.Out, opts.f.JSON(), s.Chuche, enteredOf(e))
}
