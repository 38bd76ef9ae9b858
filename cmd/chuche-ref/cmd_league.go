package main

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/leaguecmd"
)

// newLeagueCmd and newSeasonCmd are `league` (with `league odds`) and
// `season`, the league of docs/rules.md part 3, built in leaguecmd over what
// the factory opens.
func newLeagueCmd(f *Factory) *cobra.Command { return leaguecmd.League(leagueDeps(f)) }
func newSeasonCmd(f *Factory) *cobra.Command { return leaguecmd.Season(leagueDeps(f)) }

func leagueDeps(f *Factory) leaguecmd.Deps {
	return leaguecmd.Deps{ReadLedger: f.ReadLedger, Ledger: f.Ledger, Config: f.Config, Printer: f.Printer, JSON: f.JSON,
		Out: func() io.Writer { return f.IO.Out }, Now: f.Now}
}
