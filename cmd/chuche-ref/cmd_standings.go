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
	f           *Factory
	chart, grid bool
}

func newStandingsCmd(f *Factory) *cobra.Command {
	opts := &standingsOptions{f: f}
	cmd := &cobra.Command{
		Use: "standings",
		Example: `  chuche-ref standings
  chuche-ref standings --grid
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
	cmd.Flags().BoolVar(&opts.grid, "grid", false, "the score sheet: every hand or round, its points and the running totals")
	return cmd
}

// writeStandings shows the game's standings — its table, or the score
// sheet with --grid, either as --json — and the chart on request.
func writeStandings(opts *standingsOptions, lg scorekeeper.Game) error {
	s, err := lg.Standings()
	if err != nil {
		return err
	}
	g, out, vw := lg.Info(), opts.f.IO.Out, view.In(opts.f.Printer())
	switch {
	case opts.grid && opts.f.JSON():
		return view.WriteJSON(out, gameview.Grid(lg))
	case opts.f.JSON():
		return view.WriteJSON(out, gameview.Standings(g, s))
	case opts.grid:
		err = vw.WriteGrid(out, gameview.Grid(lg))
	default:
		err = vw.WriteTable(out, viewOf(g), s.Match)
	}
	if err != nil || !opts.chart {
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
