package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
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
		Use: "deal --table CARDS [--dealer NAME]",
		Example: `  chuche-ref deal --table "R5 Y1 B4"
  chuche-ref deal --table R5,Y1,B4 --dealer Cleo`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error { return runF(cmd, opts) },
	}
	cmd.Flags().StringVar(&opts.dealer, "dealer", "", "who deals (default: the next dealer, CU-6)")
	cmd.Flags().StringVar(&opts.table, "table", "", "the 3 cards dealt face up")
	return cmd
}

// chucheGame is lg as the Chuche game a step acts on.
func chucheGame(lg scorekeeper.Game, what string) (*scorekeeper.Chuche, error) {
	c, ok := lg.(*scorekeeper.Chuche)
	if !ok {
		return nil, fault.Inputf("%s is a Chuche step; game #%#d is %s", what, lg.Info().ID, view.GameTitle(lg.Info().Kind))
	}
	return c, nil
}

// loadChuche reads the Chuche game a step acts on and the match its entries
// make so far.
func loadChuche(ctx context.Context, f *Factory, what string) (*scorekeeper.Chuche, error) {
	lg, err := openGame(ctx, f)
	if err != nil {
		return nil, err
	}
	c, err := chucheGame(lg, what)
	if err != nil {
		return nil, err
	}
	if _, err := c.Match(); err != nil {
		return nil, err
	}
	return c, nil
}

func runDeal(cmd *cobra.Command, opts *dealOptions) error {
	c, err := loadChuche(cmd.Context(), opts.f, "deal")
	if err != nil {
		return err
	}
	d := referee.ChucheDeal{Dealer: c.Legal().Deals}
	if opts.dealer != "" {
		if d.Dealer, err = entry.SeatName(c.Info().Players, opts.dealer); err != nil {
			return err
		}
	}
	if d.Table, err = entry.ParseChucheList(c.Deck(), "table", opts.table); err != nil {
		return err
	}
	j, err := c.ProbeDeal(d)
	if err != nil {
		return err
	}
	rec, err := c.Record(cmd.Context(), j)
	if err != nil {
		return err
	}
	m, _ := c.Match()
	return view.In(opts.f.Printer()).WriteDealt(opts.f.IO.Out, opts.f.JSON(), m, enteredOf(rec.Entry))
}
