package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

func newPlayersCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "players",
		Short:   "List the roster: every player of every game",
		Example: `  chuche-ref players --json`,
		Args:    exactArgs(0, "no arguments"),
		RunE: pagedRun(f, func(cmd *cobra.Command, args []string) error {
			db, err := f.ReadLedger(cmd.Context())
			if err != nil {
				return err
			}
			players, err := db.Players(cmd.Context())
			if err != nil {
				return err
			}
			out := f.IO.Out
			if f.JSON() {
				type playerJSON struct {
					Name    string    `json:"name"`
					Games   int       `json:"games"`
					Created time.Time `json:"created"`
				}
				list := make([]playerJSON, 0, len(players))
				for _, p := range players {
					list = append(list, playerJSON{p.Name, p.Games, p.CreatedAt.UTC()})
				}
				return view.WriteJSON(out, list)
			}
			if len(players) == 0 {
				f.Printer().Fprintf(out, "No players yet: they join the roster with chuche-ref new … --players Ana,Ben\n")
				return nil
			}
			t := view.NewTable(out, f.Printer().Sprintf("PLAYER"), f.Printer().Sprintf("GAMES"), f.Printer().Sprintf("SINCE"))
			for _, p := range players {
				t.Row(p.Name, fmt.Sprint(p.Games), p.CreatedAt.Local().Format("2006-01-02"))
			}
			return t.Flush()
		}),
	}
}
