package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/stats"
	"github.com/chuche-ref/chuche-ref/fault"
)

type statsOptions struct {
	f     *Factory
	since string
	vs    string
}

// newStatsCmd is the command; runF, when set, runs instead of runStats with
// the parsed options (the flag-parsing tests).
func newStatsCmd(f *Factory, runF func(context.Context, *statsOptions, []string) error) *cobra.Command {
	if runF == nil {
		runF = runStats
	}
	opts := &statsOptions{f: f}
	cmd := &cobra.Command{
		Use: "stats [PLAYER]",
		Example: `  chuche-ref stats
  chuche-ref stats Ana --since 2026-01-01
  chuche-ref stats Ana --vs Ben --json`,
		Args: maxArgs(1, "one PLAYER"),
		RunE: pagedRun(f, func(cmd *cobra.Command, args []string) error { return runF(cmd.Context(), opts, args) }),
	}
	cmd.Flags().StringVar(&opts.since, "since", "", "only games last played on or after DATE (2026-01-01, local time)")
	cmd.Flags().StringVar(&opts.vs, "vs", "", "head to head: the games PLAYER and this player both sat in")
	return cmd
}

func runStats(ctx context.Context, opts *statsOptions, args []string) error {
	since, err := stats.ParseSince(opts.since)
	if err != nil {
		return err
	}
	if opts.vs != "" && len(args) == 0 {
		return fault.Inputf("--vs %s needs a PLAYER to compare: chuche-ref stats PLAYER --vs %s", opts.vs, opts.vs)
	}
	db, err := opts.f.ReadLedger(ctx)
	if err != nil {
		return err
	}
	switch {
	case opts.vs != "":
		games, err := db.SharedGames(ctx, args[0], opts.vs, since)
		if err != nil {
			return err
		}
		return stats.WriteHeadToHead(opts.f.IO.Out, opts.f.Printer(), opts.f.JSON(), stats.HeadToHead(args[0], opts.vs, games, since))
	case len(args) == 1:
		totals, err := db.PlayerTotals(ctx, args[0], since)
		if err != nil {
			return err
		}
		s := stats.PlayerStats(args[0], totals, since)
		if err := s.AddRatings(ctx, db); err != nil {
			return err
		}
		return stats.WritePlayerStats(opts.f.IO.Out, opts.f.Printer(), opts.f.JSON(), s)
	}
	records, err := db.PlayerRecords(ctx, since)
	if err != nil {
		return err
	}
	return stats.WriteStatsRoster(opts.f.IO.Out, opts.f.Printer(), opts.f.JSON(), records, since)
}
