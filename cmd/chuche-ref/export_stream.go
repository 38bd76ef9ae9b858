package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

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
			return &exitError{Code: exitInput, Msg: fmt.Sprintf("cannot write %s: %v", opts.output, err)}
		}
		defer os.Remove(tmp.Name()) // once renamed, nothing is left to remove
		defer tmp.Close()
		out = tmp
	}
	w := bufio.NewWriterSize(out, 1<<16)
	var games, entries int
	exportErr := streamExportDoc(ctx, db, gameID, w, func(ag store.ArchivedGame) {
		games++
		entries += len(ag.Entries)
	})
	if exportErr != nil && store.KindOf(exportErr) != store.KindCorrupt {
		return exportErr
	}
	if err := w.Flush(); err != nil {
		return &exitError{Code: exitInput, Msg: fmt.Sprintf("cannot write %s: %v", opts.output, err)}
	}
	if tmp != nil {
		if err := tmp.Sync(); err != nil {
			return &exitError{Code: exitInput, Msg: fmt.Sprintf("cannot write %s: %v", opts.output, err)}
		}
		if err := tmp.Close(); err != nil {
			return &exitError{Code: exitInput, Msg: fmt.Sprintf("cannot write %s: %v", opts.output, err)}
		}
		if err := os.Rename(tmp.Name(), opts.output); err != nil {
			return &exitError{Code: exitInput, Msg: fmt.Sprintf("cannot write %s: %v", opts.output, err)}
		}
		if err := reportStreamedExport(f, opts, games, entries); err != nil {
			return err
		}
	}
	return exportErr
}

func reportStreamedExport(f *Factory, opts *exportOptions, games, entries int) error {
	if f.JSON() {
		return writeJSON(f.IO.Out, map[string]any{"file": opts.output, "format": opts.format, "games": games, "entries": entries})
	}
	fmt.Fprintf(f.IO.Out, "Exported %s (%s) to %s\n", plural(games, "game", "games"), plural(entries, "entry", "entries"), opts.output)
	return nil
}

// streamExportDoc writes exportDoc as writeJSON would indent it, one
// element at a time: each player and game is encoded on its own with the
// indentation of its depth.
func streamExportDoc(ctx context.Context, db *store.DB, gameID int64, w io.Writer, counted func(store.ArchivedGame)) error {
	var werr error
	write := func(s string) {
		if werr == nil {
			_, werr = io.WriteString(w, s)
		}
	}
	element := func(first bool, v any) {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetIndent("    ", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil && werr == nil {
			werr = err
		}
		if !first {
			write(",")
		}
		write("\n    ")
		write(string(bytes.TrimSuffix(buf.Bytes(), []byte("\n"))))
	}
	write(fmt.Sprintf("{\n  \"format\": %q,\n  \"version\": %d,\n  \"players\": [", exportFormatName, exportFormatVersion))
	nGames := 0
	err := db.ExportTo(ctx, gameID, store.ArchiveSink{
		Roster: func(players []store.Player) error {
			doc := toExportDoc(store.Archive{Players: players})
			for i, p := range doc.Players {
				element(i == 0, p)
			}
			if len(doc.Players) > 0 {
				write("\n  ")
			}
			write("],\n  \"games\": [")
			return werr
		},
		Game: func(ag store.ArchivedGame) error {
			element(nGames == 0, toExportDoc(store.Archive{Games: []store.ArchivedGame{ag}}).Games[0])
			nGames++
			counted(ag)
			return werr
		},
	})
	if err != nil && store.KindOf(err) != store.KindCorrupt {
		return err
	}
	if nGames > 0 {
		write("\n  ")
	}
	write("]\n}\n")
	if werr != nil {
		return fmt.Errorf("write json: %w", werr)
	}
	return err
}
