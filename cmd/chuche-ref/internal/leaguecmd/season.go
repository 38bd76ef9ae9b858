package leaguecmd

import (
	"context"
	"time"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Season is `season` (the seasons of the ledger), with `season new` and
// `season list` under it.
func Season(d Deps) *cobra.Command {
	list := func(cmd *cobra.Command, args []string) error { return runSeasons(cmd.Context(), d) }
	cmd := &cobra.Command{
		Use: "season",
		Example: `  chuche-ref season
  chuche-ref season new "Spring 2026" --from 2026-03-01 --to 2026-05-31`,
		Args: shell.ExactArgs(0, "no arguments"),
		RunE: list,
	}
	cmd.AddCommand(newSeason(d), &cobra.Command{
		Use: "list", Example: `  chuche-ref season list --json`,
		Args: shell.ExactArgs(0, "no arguments"), RunE: list,
	})
	return cmd
}

func newSeason(d Deps) *cobra.Command {
	var from, to string
	cmd := &cobra.Command{
		Use: "new NAME --from DATE [--to DATE]",
		Example: `  chuche-ref season new "Spring 2026" --from 2026-03-01 --to 2026-05-31
  chuche-ref season new Forever --from 2020-01-01`,
		Args: shell.ExactArgs(1, "one NAME"),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runNewSeason(cmd.Context(), d, league.Season{Name: args[0], First: from, Last: to})
		},
	}
	cmd.Flags().StringVar(&from, "from", "", "the season's first day, 2026-01-01 (required)")
	cmd.Flags().StringVar(&to, "to", "", "the season's last day, 2026-12-31 (default: none, the season stays open)")
	return cmd
}

func runNewSeason(ctx context.Context, d Deps, s league.Season) error {
	if s.First == "" {
		return fault.Inputf("season new needs --from DATE, the season's first day (2026-01-01)")
	}
	for flag, day := range map[string]string{"--from": s.First, "--to": s.Last} {
		if _, err := time.Parse(league.DayLayout, day); day != "" && err != nil {
			return fault.Inputf("%s %q is not a date; write it as 2026-01-31", flag, day)
		}
	}
	if s.Last != "" && s.Last < s.First {
		return fault.Inputf("--to %s comes before --from %s; a season's last day cannot", s.Last, s.First)
	}
	l, err := d.Ledger(ctx)
	if err != nil {
		return err
	}
	made, err := l.CreateSeason(ctx, s)
	if err != nil {
		return err
	}
	if d.JSON() {
		return view.WriteJSON(d.Out(), view.SeasonDoc(made))
	}
	vw := view.In(d.Printer())
	d.Printer().Line(d.Out(), "Season %q (%s) is in the ledger: chuche-ref league --season %q shows its table.", made.Name, vw.SeasonDays(made), made.Name)
	return nil
}

func runSeasons(ctx context.Context, d Deps) error {
	l, err := d.ReadLedger(ctx)
	if err != nil {
		return err
	}
	seasons, err := l.Seasons(ctx)
	if err != nil {
		return err
	}
	if d.JSON() {
		doc := struct {
			Seasons []view.SeasonJSON `json:"seasons"`
		}{[]view.SeasonJSON{}}
		for _, s := range seasons {
			doc.Seasons = append(doc.Seasons, view.SeasonDoc(s))
		}
		return view.WriteJSON(d.Out(), doc)
	}
	return view.In(d.Printer()).WriteSeasons(d.Out(), seasons, league.CalendarYear(d.Now().In(time.Local)))
}
