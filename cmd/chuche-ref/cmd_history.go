package main

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/history"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/store"
)

func newHistoryCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "history",
		Short: "List the game's ledger entries, voided and amended ones included",
		Example: `  chuche-ref history
  chuche-ref history --game 3 --json`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := readGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			var werr error
			if f.JSON() {
				werr = view.WriteJSON(f.IO.Out, history.Doc(lg))
			} else {
				werr = pageOutput(f, func(w io.Writer) error { return history.Write(w, lg) })
			}
			if werr != nil {
				return werr
			}
			// history shows every entry as stored, damaged ones too; an entry
			// that no longer reads still ends it as the ledger error it is.
			if _, err := lg.State(); store.KindOf(err) == store.KindCorrupt {
				return err
			}
			return nil
		},
	}
}
