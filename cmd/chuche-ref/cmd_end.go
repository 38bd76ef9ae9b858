package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/variants"
)

// newEndCmd is `end`: the evening stops before anyone has won.
// The game is closed without a winner by an entry, so undo
// re-opens it where it was.
func newEndCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "end",
		Short: "End the game early, without a winner (undo re-opens it)",
		Long: `End the game before anyone has won: the evening is over. An entry records it,
so history shows it and undo re-opens the game where it was. The game is no
longer the default one; standings say "ended early"; stats count it as
played and won by nobody. A Chuche round in progress is not scored.
Refused (exit 1, nothing recorded) when the game is over already.`,
		Example: `  chuche-ref end
  chuche-ref end --game "Friday league"`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := openGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			e, s, err := lg.End(cmd.Context())
			if err != nil {
				return err
			}
			return writeEnded(f, lg, e.Seq, s)
		},
	}
}

func writeEnded(f *Factory, lg *scorekeeper.Game, seq int, s scorekeeper.State) error {
	g := lg.Info()
	out := f.IO.Out
	if f.JSON() {
		return view.WriteJSON(out, struct {
			Entry     int `json:"entry"`
			Standings any `json:"standings"`
		}{seq, scorekeeper.StandingsDoc(g, s)})
	}
	f.Printer().Fprintf(out, "Game #%#d %q ended early, without a winner (entry #%#d; undo re-opens it).\n\n", g.ID, g.Name, seq)
	if g.Kind == variants.GameChuche {
		return view.In(f.Printer()).WriteChucheTable(out, viewOf(g), s.Chuche)
	}
	return view.In(f.Printer()).WriteChinchonTable(out, viewOf(g), s.Chinchon)
}
