package main

import (
	"context"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/export"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// runExportJSON streams the JSON export (export.WriteJSON) and, with -o,
// says what went into the file.
func runExportJSON(ctx context.Context, opts *exportOptions) error {
	f := opts.f
	var db *scorekeeper.Ledger
	var gameID int64
	var err error
	if opts.all {
		db, err = f.ReadLedger(ctx)
	} else {
		var g scorekeeper.GameInfo
		db, g, err = f.ReadGame(ctx)
		gameID = g.ID
	}
	if err != nil {
		return err
	}
	games, entries, err := export.WriteJSON(ctx, db, gameID, f.Path(opts.output), f.IO.Out, opts.line.Exporting)
	opts.line.Done()
	if opts.output == "" || (err != nil && !scorekeeper.IsDamage(err)) {
		return err
	}
	if f.JSON() {
		if jerr := view.WriteJSON(f.IO.Out, map[string]any{"file": opts.output, "format": opts.format, "games": games, "entries": entries}); jerr != nil {
			return jerr
		}
	} else {
		p := f.Printer()
		p.Line(f.IO.Out, "Exported %s (%s) to %s", p.Sprintf("%d games", games), p.Sprintf("%d entries", entries), opts.output)
	}
	return err
}
