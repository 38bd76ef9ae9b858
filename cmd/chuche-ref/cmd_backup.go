package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/progress"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

func newBackupCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use: "backup FILE",
		Example: `  chuche-ref backup ~/cards/ledger-$(date +%F).db
  chuche-ref --db ~/cards/ledger-2026-11-30.db games   # the copy is a ledger`,
		Args: exactArgs(1, "one FILE to write"),
		RunE: func(cmd *cobra.Command, args []string) error {
			db, err := f.ReadLedger(cmd.Context())
			if err != nil {
				return err
			}
			line := progress.New(f.IO.ErrOut, !f.JSON(), f.Printer())
			err = db.Backup(cmd.Context(), f.Path(args[0]), line.BackingUp)
			if line.Done(); err != nil {
				return err
			}
			if f.JSON() {
				return view.WriteJSON(f.IO.Out, map[string]string{"backup": args[0], "ledger": db.Path()})
			}
			f.Printer().Line(f.IO.Out, "Backed up %s to %s", db.Path(), args[0])
			return nil
		},
	}
}
