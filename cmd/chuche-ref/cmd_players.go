package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/variants"
)

func newPlayersCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "players",
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
					Name        string    `json:"name"`
					Games       int       `json:"games"`
					Created     time.Time `json:"created"`
					MixedScript bool      `json:"mixed_script,omitempty"`
				}
				list := make([]playerJSON, 0, len(players))
				for _, p := range players {
					list = append(list, playerJSON{p.Name, p.Games, p.CreatedAt.UTC(), variants.MixedScripts(p.Name)})
				}
				return view.WriteJSON(out, list)
			}
			if len(players) == 0 {
				f.Printer().Line(out, "No players yet: they join the roster with chuche-ref new … --players Ana,Ben")
				return nil
			}
			pr := f.Printer()
			t := view.NewTable(out, pr.Sprintf("PLAYER"), pr.Sprintf("GAMES"), pr.Sprintf("SINCE"))
			mixed := false
			for _, p := range players {
				name := p.Name
				// A look-alike ("Аna" with a Cyrillic А) is marked, not
				// refused: ledgers hold such names already.
				if variants.MixedScripts(p.Name) {
					name += " " + pr.Sprintf("(mixed alphabets)")
					mixed = true
				}
				t.Row(name, fmt.Sprint(p.Games), p.CreatedAt.Local().Format("2006-01-02"))
			}
			if err := t.Flush(); err != nil {
				return err
			}
			if mixed {
				pr.Line(out, "(mixed alphabets): the name mixes letters of different alphabets, so it may look like another player's name")
			}
			return nil
		}),
	}
}
