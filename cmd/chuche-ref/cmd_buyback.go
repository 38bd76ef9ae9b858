package main

import (
	"fmt"
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
)

func newBuyBackCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "buyback PLAYER",
		Example: `  chuche-ref buyback Ben`,
		Args:    exactArgs(1, "one PLAYER"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := latestGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			c, ok := lg.(*scorekeeper.Chinchon)
			if !ok {
				return fault.Inputf("buy-backs are a Chinchón rule; game #%#d is %s", lg.Info().ID, view.GameTitle(lg.Info().Kind))
			}
			player, err := entry.SeatName(c.Info().Players, args[0])
			if err != nil {
				return err
			}
			j, err := c.ProbeBuyBack(player)
			if err != nil {
				return err
			}
			rec, err := c.Record(cmd.Context(), j)
			if err != nil {
				return err
			}
			e, m := rec.Entry, rec.After.Match.(scorer.ChinchonMatch)
			g := c.Info()
			if f.JSON() {
				return view.WriteJSON(f.IO.Out, struct {
					Entry     int                    `json:"entry"`
					Player    string                 `json:"player"`
					Standings view.ChinchonStandings `json:"standings"`
				}{e.Seq, player, view.ChinchonStandingsOf(viewOf(g), m)})
			}
			total := 0
			for _, p := range m.Players {
				if p.Name == player {
					total = p.Total
				}
			}
			f.Printer().Line(f.IO.Out, "%s buys back in at %d (entry #%#d).", safetext.Escape(player), total, e.Seq)
			fmt.Fprintln(f.IO.Out)
			return view.In(f.Printer()).WriteChinchonTable(f.IO.Out, viewOf(g), m)
		},
	}
}
