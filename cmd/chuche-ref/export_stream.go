package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/export"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"

	"github.com/chuche-ref/chuche-ref/store"
)

// runExportJSON writes the JSON export game by game as the store reads it
// (store.DB.ExportTo), so its memory does not grow with the ledger. The
// bytes are those writeExportJSON writes for the whole document. With -o
// the file is built under a temporary name and renamed into place. A game
// whose content no longer reads is left out and named, the others are
// written, and the command ends with the ledger error (exit 3).
func runExportJSON(ctx context.Context, opts *exportOptions) error {
	f := opts.f
	var db *store.DB
	var gameID int64
	var err error
	if opts.all {
		db, err = f.Ledger(ctx)
	} else {
		var g store.Game
		db, g, err = f.Game(ctx)
		gameID = g.ID
	}
	if err != nil {
		return err
	}

	out := io.Writer(f.IO.Out)
	var tmp *os.File
	if opts.output != "" {
		if tmp, err = os.CreateTemp(filepath.Dir(opts.output), "."+filepath.Base(opts.output)+".*"); err != nil {
			return failure.Inputf("cannot write %s: %v", opts.output, err)
		}
		defer os.Remove(tmp.Name()) // once renamed, nothing is left to remove
		defer tmp.Close()
		out = tmp
	}
	w := bufio.NewWriterSize(out, 1<<16)
	var games, entries int
	exportErr := export.StreamDoc(ctx, db, gameID, w, func(ag store.ArchivedGame) {
		games++
		entries += len(ag.Entries)
	})
	if exportErr != nil && store.KindOf(exportErr) != store.KindCorrupt {
		return exportErr
	}
	if err := w.Flush(); err != nil {
		return failure.Inputf("cannot write %s: %v", opts.output, err)
	}
	if tmp != nil {
		if err := tmp.Sync(); err != nil {
			return failure.Inputf("cannot write %s: %v", opts.output, err)
		}
		if err := tmp.Close(); err != nil {
			return failure.Inputf("cannot write %s: %v", opts.output, err)
		}
		if err := os.Rename(tmp.Name(), opts.output); err != nil {
			return failure.Inputf("cannot write %s: %v", opts.output, err)
		}
		if err := reportStreamedExport(f, opts, games, entries); err != nil {
			return err
		}
	}
	return exportErr
}

func reportStreamedExport(f *Factory, opts *exportOptions, games, entries int) error {
	if f.JSON() {
		return view.WriteJSON(f.IO.Out, map[string]any{"file": opts.output, "format": opts.format, "games": games, "entries": entries})
	}
	fmt.Fprintf(f.IO.Out, "Exported %s (%s) to %s\n", view.Plural(games, "game", "games"), view.Plural(entries, "entry", "entries"), opts.output)
	return nil
}
