package main

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/variants"
)

func newPlayersRenameCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "rename OLD NEW",
		Short: "Mend a player's name: every game shows the new one from now on",
		Long: `Rename changes a player's name on the roster, for a name typed wrong at new.
NEW follows the rule of every name (at most 40 characters, no control or
invisible characters, no '=' or ','), and may not be another player's name
(names are compared ignoring case, accents' encoding and Unicode look-alikes
such as ſ and s).

The rename is recorded in the ledger (append-only): the entries written
before it keep their text, and every output reads them with the new name.`,
		Example: `  chuche-ref players rename Ann Ana`,
		Args:    exactArgs(2, "the OLD and the NEW name"),
		RunE: func(cmd *cobra.Command, args []string) error {
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
