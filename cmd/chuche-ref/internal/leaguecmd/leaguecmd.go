// Package leaguecmd is the league's commands — `league [chuche|chinchon]`,
// `league odds`, `season` — built over what the command line's factory
// opens (Deps), so that package main only wires them in.
package leaguecmd

import (
	"context"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/config"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Deps is what the commands need of the command line: the ledger, to read
// or to write, the output and its language, and the settings.
type Deps struct {
	ReadLedger func(context.Context) (*scorekeeper.Ledger, error)
	Ledger     func(context.Context) (*scorekeeper.Ledger, error)
	Config     func() (*config.Config, error)
	Printer    func() *i18n.Printer
	JSON       func() bool
	Out        func() io.Writer
	Now        func() time.Time
}

// points are the league's placement points of the config (LG-11).
func (d Deps) points() (league.Points, error) {
	cfg, err := d.Config()
	if err != nil {
		return nil, err
	}
	return league.Points(cfg.LeaguePoints), nil
}

// League is `league [chuche|chinchon] [--season NAME] [--h2h]`, with
// `league odds` under it.
func League(d Deps) *cobra.Command {
	var season string
	var h2h bool
	cmd := &cobra.Command{
		Use: "league [chuche|chinchon]",
		Example: `  chuche-ref league
  chuche-ref league chinchon --season "Spring 2026" --h2h
  chuche-ref league chuche --season 2025 --json`,
		Args: shell.MaxArgs(1, "one game, chuche or chinchon"),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runLeague(cmd.Context(), d, args, season, h2h)
		},
	}
	cmd.Flags().StringVar(&season, "season", "", "the season: a name from chuche-ref season, or a year (default: this calendar year)")
	cmd.Flags().BoolVar(&h2h, "h2h", false, "add the head to head of every pair of players of the table")
	cmd.AddCommand(odds(d))
	return cmd
}

// GameKind reads a game named on the command line or in a scoreboard's
// address: chuche or chinchon (the accent too).
func GameKind(arg string) (string, error) {
	switch strings.ToLower(strings.TrimSpace(arg)) {
	case variants.GameChuche:
		return variants.GameChuche, nil
	case variants.GameChinchon, "chinchón":
		return variants.GameChinchon, nil
	}
	return "", fault.Inputf("%q is not a game; the league has chuche and chinchon", arg)
}

func runLeague(ctx context.Context, d Deps, args []string, seasonName string, h2h bool) error {
	kinds := scorekeeper.LeagueKinds
	if len(args) == 1 {
		kind, err := GameKind(args[0])
		if err != nil {
			return err
		}
		kinds = []string{kind}
	}
	points, err := d.points()
	if err != nil {
		return err
	}
	l, err := d.ReadLedger(ctx)
	if err != nil {
		return err
	}
	season, err := l.FindSeason(ctx, seasonName, d.Now().In(time.Local))
	if err != nil {
		return err
	}
	tables, err := Tables(ctx, l, kinds, season, points, h2h)
	if err != nil {
		return err
	}
	out := d.Out()
	if d.JSON() {
		if len(args) == 1 {
			return view.WriteJSON(out, view.LeagueDoc(tables[0]))
		}
		return view.WriteJSON(out, view.LeaguesDoc(season, tables))
	}
	vw := view.In(d.Printer())
	for i, t := range tables {
		if i > 0 {
			io.WriteString(out, "\n")
		}
		if err := vw.WriteLeague(out, t); err != nil {
			return err
		}
	}
	return nil
}

// Tables are the league's tables of kinds in a season, the days of which
// are local (LG-9): what `league` prints and the scoreboard's /api/league
// serves.
func Tables(ctx context.Context, l *scorekeeper.Ledger, kinds []string, season league.Season, points league.Points, h2h bool) ([]view.LeagueTable, error) {
	var tables []view.LeagueTable
	for _, kind := range kinds {
		from, to := season.Span(time.Local)
		rows, err := l.LeagueRows(ctx, kind, from, to)
		if err != nil {
			return nil, err
		}
		t := view.LeagueTable{Game: kind, Season: season, Lines: league.Build(rows, points, h2h), Points: points, H2H: h2h}
		for i, r := range rows {
			if i == 0 || r.GameID != rows[i-1].GameID || r.Seq != rows[i-1].Seq {
				t.Games++
			}
		}
		tables = append(tables, t)
	}
	return tables, nil
}
