package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

type gamesOptions struct {
	f      *Factory
	all    bool
	limit  int
	player string
}

// newGamesCmd is the command; runF, when set, runs instead of runGames with the
// parsed options (the flag-parsing tests).
func newGamesCmd(f *Factory, runF func(*cobra.Command, *gamesOptions) error) *cobra.Command {
	if runF == nil {
		runF = runGames
	}
	opts := &gamesOptions{f: f}
	cmd := &cobra.Command{
		Use: "games",
		Example: `  chuche-ref games
  chuche-ref games --all --player Ana --json`,
		Args: exactArgs(0, "no arguments"),
		RunE: pagedRun(f, func(cmd *cobra.Command, args []string) error { return runF(cmd, opts) }),
	}
	cmd.Flags().BoolVar(&opts.all, "all", false, "list every game, not just the most recent")
	shell.DecimalVar(cmd.Flags(), &opts.limit, "limit", 20, "list at most this many recent games (0: none)")
	cmd.Flags().StringVar(&opts.player, "player", "", "only games this player sat in")
	return cmd
}

func runGames(cmd *cobra.Command, opts *gamesOptions) error {
	if opts.limit < 0 {
		return fault.Inputf("--limit %d: give 0 or more", opts.limit)
	}
	db, err := opts.f.ReadLedger(cmd.Context())
	if err != nil {
		return err
	}
	var games []scorekeeper.GameInfo
	if opts.all || opts.limit > 0 { // the ledger reads Limit 0 as its default
		games, err = db.Games(cmd.Context(), scorekeeper.GameFilter{All: opts.all, Limit: opts.limit, Player: opts.player})
	}
	if err != nil {
		return err
	}
	out := opts.f.IO.Out
	if opts.f.JSON() {
		return view.WriteJSON(out, gameview.Docs(games))
	}
	if len(games) == 0 {
		opts.f.Printer().Line(out, "No games yet. Start one: chuche-ref new chinchon --players Ana,Ben (or new chuche)")
		return nil
	}
	p := opts.f.Printer()
	t := view.NewTable(out, p.Sprintf("ID"), p.Sprintf("NAME"), p.Sprintf("GAME"), p.Sprintf("PLAYERS"), p.Sprintf("ROUNDS"), p.Sprintf("STATUS"), p.Sprintf("LAST PLAYED"))
	for _, g := range games {
		status := p.Sprintf("playing")
		if g.FinishedAt != nil {
			status = p.Sprintf("won by %s", strings.Join(g.Summary.Winners, " & "))
			if len(g.Summary.Winners) == 0 {
				status = p.Sprintf("ended early") // only `end` finishes a game without a winner
			}
		}
		t.Row(fmt.Sprint(g.ID), g.Name, g.Kind, strings.Join(g.Players, ", "), fmt.Sprint(g.Summary.Round), status, g.LastPlayedAt.Local().Format("2006-01-02 15:04"))
	}
	if err := t.Flush(); err != nil {
		return err
	}
	if !opts.all && len(games) == opts.limit {
		p.Line(out, "(the %d most recent; --all lists every game)", opts.limit)
	}
	return nil
}
