package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/chart"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/variants"
)

type standingsOptions struct {
	f     *Factory
	chart bool
}

func newStandingsCmd(f *Factory) *cobra.Command {
	opts := &standingsOptions{f: f}
	cmd := &cobra.Command{
		Use:   "standings",
		Short: "Totals of the game, who is in or out, and the winner",
		Example: `  chuche-ref standings
  chuche-ref standings --game 3 --json`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := readGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			switch lg.Info().Kind {
			case variants.GameChinchon:
				return chinchonStandings(opts, lg)
			case variants.GameChuche:
				return chucheStandings(opts, lg)
			}
			return failure.Internalf("game #%#d: unknown kind %q", lg.Info().ID, lg.Info().Kind)
		},
	}
	cmd.Flags().BoolVar(&opts.chart, "chart", false, "draw the totals round by round")
	return cmd
}

func chinchonStandings(opts *standingsOptions, lg *scorekeeper.Game) error {
	m, err := lg.Chinchon()
	if err != nil {
		return err
	}
	g := lg.Info()
	if opts.f.JSON() {
		return view.WriteJSON(opts.f.IO.Out, scorekeeper.StandingsDoc(g, scorekeeper.State{Chinchon: m}))
	}
	if err := view.In(opts.f.Printer()).WriteChinchonTable(opts.f.IO.Out, viewOf(g), m); err != nil || !opts.chart {
		return err
	}
	fmt.Fprintln(opts.f.IO.Out)
	return chart.WriteChinchonChart(opts.f.IO.Out, opts.f.Printer(), chartColour(opts.f), viewOf(g), m)
}

func chucheStandings(opts *standingsOptions, lg *scorekeeper.Game) error {
	m, err := lg.Chuche()
	if err != nil {
		return err
	}
	g := lg.Info()
	if opts.f.JSON() {
		return view.WriteJSON(opts.f.IO.Out, scorekeeper.StandingsDoc(g, scorekeeper.State{Chuche: m}))
	}
	if err := view.In(opts.f.Printer()).WriteChucheTable(opts.f.IO.Out, viewOf(g), m); err != nil || !opts.chart {
		return err
	}
	fmt.Fprintln(opts.f.IO.Out)
	return chart.WriteChucheChart(opts.f.IO.Out, opts.f.Printer(), chartColour(opts.f), viewOf(g), m)
}

// chartColour: colour only on a terminal and without NO_COLOR.
func chartColour(f *Factory) bool {
	cfg, err := f.Config()
	return err == nil && !cfg.NoColor && f.IO.IsStdoutTTY()
}
