package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/export"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/progress"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

func newImportCmd(f *Factory) *cobra.Command {
	var from string
	cmd := &cobra.Command{
		Use: "import FILE | import --from LEDGER",
		Example: `  chuche-ref --db ~/cards/new.db import ledger-2026.json
  chuche-ref import friday.json --json
  chuche-ref --db postgres://cards@club-server/cards import --from ~/.local/share/chuche-ref/ledger.db`,
		Args: func(cmd *cobra.Command, args []string) error {
			if from != "" {
				return exactArgs(0, "no FILE with --from")(cmd, args)
			}
			return exactArgs(1, "one FILE to import")(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runImport(cmd.Context(), f, args, from) },
	}
	cmd.Flags().StringVar(&from, "from", "", "import every game of another ledger (a file or a postgres:// URL)")
	return cmd
}

// runImport imports the file args[0], or every game of the ledger from
// (export.ReadLedger).
func runImport(ctx context.Context, f *Factory, args []string, from string) error {
	line := progress.New(f.IO.ErrOut, !f.JSON(), f.Printer())
	defer line.Done()
	archive, source, err := export.ReadSource(ctx, f.IO.In, f.Dir, args, from, line.Checking)
	if err != nil {
		return err
	}
	return importArchive(ctx, f, line, source, archive)
}

func importArchive(ctx context.Context, f *Factory, line *progress.Line, source string, archive scorekeeper.Archive) error {
	db, err := f.NewLedger(ctx)
	if err != nil {
		return err
	}
	report, err := db.Import(ctx, archive, line.Importing)
	line.Done()
	if scorekeeper.IsRefusedRequest(err) {
		return export.ImportProblem(source, err)
	}
	if err != nil {
		return err
	}
	if f.JSON() {
		return view.WriteJSON(f.IO.Out, export.ToImportJSON(source, report))
	}
	export.WriteImportReport(f.IO.Out, f.Printer(), source, db.Path(), report)
	return nil
}
