package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

func newUndoCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use: "undo",
		Example: `  chuche-ref undo
  chuche-ref undo --game "Friday league"`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := openGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			last, undo, err := scorekeeper.Undo(cmd.Context(), lg)
			if err != nil {
				return err
			}
			if f.JSON() {
				return view.WriteJSON(f.IO.Out, map[string]any{"game": lg.Info().ID, "seq": undo.Entry.Seq, "voided": last.Seq, "kind": last.Kind})
			}
			f.Printer().Line(f.IO.Out, "Undone: entry #%#d (%s) of game #%#d is void; it stays in history", last.Seq, view.In(f.Printer()).DescribeKind(last.Kind), lg.Info().ID)
			return nil
		},
	}
}
