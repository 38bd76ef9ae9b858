package main

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/history"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

func newHistoryCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use: "history",
		Example: `  chuche-ref history
  chuche-ref history --game 3 --json`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := readGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			if f.JSON() {
				return lg.Damage(view.WriteJSON(f.IO.Out, history.Doc(lg)))
			}
			return lg.Damage(pageOutput(f, func(w io.Writer) error { return history.Write(w, f.Printer(), lg) }))
		},
	}
}
