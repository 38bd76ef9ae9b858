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
	return &cobra.Command{
		Use:   "import FILE",
		Short: "Restore games from a JSON export into the ledger (all or nothing)",
		Long: `Import restores the games of a JSON export (chuche-ref export) into the
ledger, in one transaction: every game, or none if anything is wrong.

Players are matched to the roster by name, ignoring case. A game already in
the ledger (same kind, start time, seats and entries) is skipped. A game
whose name is taken is renamed "NAME (imported)". Into a ledger with no
games, games keep their ids, so export --all, import and export --all again
give the same file; otherwise they get new ids. FILE - reads stdin.`,
		Example: `  chuche-ref --db ~/cards/new.db import ledger-2026.json
  chuche-ref import friday.json --json`,
		Args: exactArgs(1, "one FILE to import"),
		RunE: func(cmd *cobra.Command, args []string) error { return runImport(cmd.Context(), f, args[0]) },
	}
}

func runImport(ctx context.Context, f *Factory, file string) error {
	line := progress.New(f.IO.ErrOut, !f.JSON(), f.Printer())
	defer line.Done()
	archive, err := export.ReadArchive(f.IO.In, file, line.Checking)
	if err != nil {
		return err
	}
	db, err := f.NewLedger(ctx)
	if err != nil {
		return err
	}
	report, err := db.Import(ctx, archive, line.Importing)
	line.Done()
	if scorekeeper.IsRefusedRequest(err) {
		return export.ImportProblem(file, err)
	}
	if err != nil {
		return err
	}
	if f.JSON() {
		return view.WriteJSON(f.IO.Out, export.ToImportJSON(file, report))
	}
	export.WriteImportReport(f.IO.Out, f.Printer(), file, db.Path(), report)
	return nil
}
