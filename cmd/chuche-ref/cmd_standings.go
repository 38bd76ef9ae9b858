package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/chart"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
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
			return writeStandings(opts, lg)
		},
	}
	cmd.Flags().BoolVar(&opts.chart, "chart", false, "draw the totals round by round")
	return cmd
}

// writeStandings shows the game's standings, its table or --json, and the
// chart on request.
func writeStandings(opts *standingsOptions, lg scorekeeper.Game) error {
	s, err := lg.Standings()
	if err != nil {
		return err
	}
	g := lg.Info()
	if opts.f.JSON() {
		return view.WriteJSON(opts.f.IO.Out, gameview.Standings(g, s))
	}
	if err := view.In(opts.f.Printer()).WriteTable(opts.f.IO.Out, viewOf(g), s.Match); err != nil || !opts.chart {
		return err
	}
	fmt.Fprintln(opts.f.IO.Out)
	return chart.WriteChart(opts.f.IO.Out, opts.f.Printer(), chartColour(opts.f), viewOf(g), s.Match)
}

// chartColour: colour only on a terminal and without NO_COLOR.
func chartColour(f *Factory) bool {
	cfg, err := f.Config()
	return err == nil && !cfg.NoColor && f.IO.IsStdoutTTY()
}
