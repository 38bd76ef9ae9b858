package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/history"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

func newTableCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "table",
		Example: `  chuche-ref table --json`,
		Args:    exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := readGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			c, err := chucheGame(lg, "table")
			if err != nil {
				return err
			}
			m, err := c.Match()
			if err != nil {
				return err
			}
			if f.JSON() {
				doc, err := history.TableDoc(c)
				if err != nil {
					return err
				}
				return view.WriteJSON(f.IO.Out, doc)
			}
			if m.Current == nil {
				f.Printer().Line(f.IO.Out, "No round in progress; %s deals next (chuche-ref deal --table …).", m.Dealer)
				return nil
			}
			f.Printer().Line(f.IO.Out, "Round %#d, dealt by %s, after %d turns:", m.Round+1, m.Current.Dealer, m.Current.Turns)
			view.In(f.Printer()).WriteChucheState(f.IO.Out, m.Current)
			return nil
		},
	}
}
