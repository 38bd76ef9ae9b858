package main

import (
	"bytes"
	"context"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/export"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/progress"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

type exportOptions struct {
	f      *Factory
	format string
	all    bool
	output string
	line   *progress.Line // how far a long export has got (stderr)
}

func newExportCmd(f *Factory) *cobra.Command {
	opts := &exportOptions{f: f}
	cmd := &cobra.Command{
		Use: "export",
		Example: `  chuche-ref export --all -o ledger-2026.json
  chuche-ref export --game Friday --format csv > friday.csv`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error { return runExport(cmd.Context(), opts) },
	}
	cmd.Flags().StringVar(&opts.format, "format", "json", "json (lossless, for import) or csv (rounds)")
	cmd.Flags().BoolVar(&opts.all, "all", false, "export every game and the whole roster")
	cmd.Flags().StringVarP(&opts.output, "output", "o", "", "write to FILE instead of stdout")
	return cmd
}

func runExport(ctx context.Context, opts *exportOptions) error {
	f := opts.f
	if opts.format != "json" && opts.format != "csv" {
		return fault.Inputf("--format %q: choose json or csv", opts.format)
	}
	if cfg, err := f.Config(); err != nil {
		return err
	} else if opts.all && cfg.Game != "" {
		return fault.Inputf("--all and --game %q disagree: export one game or all of them", cfg.Game)
	} else if opts.output != "" {
		if err := scorekeeper.CheckOutputPath(cfg.DB, f.Path(opts.output)); err != nil {
			return err // the ledger, its -wal or a link to them: never replaced by an export
		}
	}
	opts.line = progress.New(f.IO.ErrOut, !f.JSON() && (opts.output != "" || !f.IO.IsStdoutTTY()), f.Printer())
	if opts.format == "json" {
		return runExportJSON(ctx, opts)
	}
	archive, err := exportArchive(ctx, opts, opts.line.Exporting)
	if opts.line.Done(); err != nil {
		return err
	}

	var buf bytes.Buffer // CSV: JSON is streamed (runExportJSON)
	rows, skipped, err := export.WriteRoundsCSV(&buf, archive.Games)
	if err != nil {
		return err
	}
	for _, g := range skipped {
		f.Printer().Line(f.IO.ErrOut, "chuche-ref: game #%#d %q skipped: no CSV of rounds for %q games (--format json has every game)", g.ID, g.Name, g.Kind)
	}
	if opts.output == "" {
		_, err := f.IO.Out.Write(buf.Bytes())
		return err
	}
	if err := export.WriteFileAtomically(f.Path(opts.output), buf.Bytes()); err != nil {
		return err
	}
	entries := 0
	for _, g := range archive.Games {
		entries += len(g.Entries)
	}
	return view.In(f.Printer()).WriteExportReport(f.IO.Out, f.JSON(), view.ExportReport{File: opts.output, Format: opts.format,
		Games: len(archive.Games) - len(skipped), Entries: entries, Rows: rows, Skipped: len(skipped)})
}

func exportArchive(ctx context.Context, opts *exportOptions, progress func(done, total int)) (scorekeeper.Archive, error) {
	if opts.all {
		db, err := opts.f.ReadLedger(ctx)
		if err != nil {
			return scorekeeper.Archive{}, err
		}
		return export.Collect(ctx, db, 0, progress)
	}
	db, g, err := opts.f.ReadGame(ctx)
	if err != nil {
		return scorekeeper.Archive{}, err
	}
	return export.Collect(ctx, db, g.ID, progress)
}
