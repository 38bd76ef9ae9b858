package main

import (
	"fmt"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/variants"
)

func newCheckLedgerCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use: "ledger",
		Example: `  chuche-ref check ledger
  chuche-ref --db ~/cards/old.db check ledger --json`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			db, err := f.ReadLedger(cmd.Context())
			if err != nil {
				return err
			}
			d, err := db.CheckLedger(cmd.Context())
			if err != nil {
				return err
			}
			var problems []fault.Message
			if d != nil {
				problems = d.Problems
			}
			if f.JSON() {
				if problems == nil {
					problems = []fault.Message{}
				}
				if jerr := view.WriteJSON(f.IO.Out, map[string]any{"ledger": db.Path(), "ok": d == nil, "problems": problems}); jerr != nil {
					return jerr
				}
			} else if d == nil {
				f.Printer().Line(f.IO.Out, "Ledger %s: no damage found.", db.Path())
			} else {
				f.Printer().Line(f.IO.Out, "Ledger %s is damaged:", db.Path())
				for _, p := range f.Printer().SaidAll(problems) {
					fmt.Fprintf(f.IO.Out, "  %s\n", variants.Printable(p))
				}
			}
			if d == nil {
				return nil
			}
			return fault.Ledgerf("ledger %s is damaged (%s)", db.Path(), view.Problems(len(problems))).
				WithHint("nothing writes into it now; save what can be read with chuche-ref backup FILE or chuche-ref export --all -o FILE")
		},
	}
}
