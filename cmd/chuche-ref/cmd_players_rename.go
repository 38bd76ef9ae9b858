package main

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/play"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/variants"
)

func newPlayersRenameCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "rename OLD NEW",
		Example: `  chuche-ref players rename Ann Ana`,
		Args:    exactArgs(2, "the OLD and the NEW name"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := play.RefuseCommandNames(args[1:]); err != nil {
				return err
			}
			db, err := f.Ledger(cmd.Context())
			if err != nil {
				return err
			}
			r, err := db.RenamePlayer(cmd.Context(), args[0], args[1])
			if err != nil {
				return err
			}
			if f.JSON() {
				return view.WriteJSON(f.IO.Out, map[string]any{"old": r.Old, "new": r.New, "ledger_seq": r.LedgerSeq})
			}
			f.Printer().Line(f.IO.Out, "Renamed %s to %s; every game shows the new name from now on.", variants.QuoteToken(r.Old), variants.QuoteToken(r.New))
			return nil
		},
	}
}
