package main

import (
	"fmt"
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// newEndCmd is `end`: the evening stops before anyone has won.
// The game is closed without a winner by an entry, so undo
// re-opens it where it was.
func newEndCmd(f *Factory) *cobra.Command {
	var rated bool
	cmd := &cobra.Command{
		Use: "end",
		Example: `  chuche-ref end
  chuche-ref end --game "Friday league" --rated`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := openGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			end := scorekeeper.End
			if rated {
				end = scorekeeper.EndRated
			}
			rec, err := end(cmd.Context(), lg)
			if err != nil {
				return err
			}
			return writeEnded(f, lg.Info(), rec.Entry.Seq, rec.After)
		},
	}
	cmd.Flags().BoolVar(&rated, "rated", false, "the league rates the game, placed by the totals now (LG-5)")
	return cmd
}

func writeEnded(f *Factory, g scorekeeper.GameInfo, seq int, s scorekeeper.Standings) error {
	out := f.IO.Out
	if f.JSON() {
		return view.WriteJSON(out, struct {
			Entry     int `json:"entry"`
			Standings any `json:"standings"`
		}{seq, gameview.Standings(g, s)})
	}
	f.Printer().Line(out, "Game #%#d %q ended early, without a winner (entry #%#d; undo re-opens it).", g.ID, g.Name, seq)
	fmt.Fprintln(out)
	return view.In(f.Printer()).WriteTable(out, viewOf(g), s.Match)
}
