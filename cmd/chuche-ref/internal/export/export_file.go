package export

import (
	"bufio"
	"context"
	"io"
	"os"
	"path/filepath"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/store"
)

// WriteJSON writes the JSON export of one game (or, for gameID 0, all of
// them) game by game as the store reads it (store.DB.ExportTo), so memory
// does not grow with the ledger; the bytes are those WriteExportJSON writes
// for the whole document. With a path, the file is built under a temporary
// name in its folder, synced and renamed into place; otherwise it goes to
// stdout. A game whose content no longer reads is left out and named, the
// others are written, and the error is the ledger's (exit 3). progress,
// when not nil, is told how many games are written.
func WriteJSON(ctx context.Context, db *store.DB, gameID int64, path string, stdout io.Writer, progress func(done, total int)) (games, entries int, err error) {
	out := stdout
	var tmp *os.File
	cannot := func(err error) error { return failure.Inputf("cannot write %s: %v", path, err) }
	if path != "" {
		if tmp, err = os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*"); err != nil {
			return 0, 0, cannot(err)
		}
		defer os.Remove(tmp.Name()) // once renamed, nothing is left to remove
		defer tmp.Close()
		out = tmp
	}
	w := bufio.NewWriterSize(out, 1<<16)
	exportErr := StreamDoc(ctx, db, gameID, w, func(ag store.ArchivedGame) {
		games++
		entries += len(ag.Entries)
	}, progress)
	if exportErr != nil && store.KindOf(exportErr) != store.KindCorrupt {
		return games, entries, exportErr
	}
	if err := w.Flush(); err != nil {
		return games, entries, cannot(err)
	}
	if tmp != nil {
		if err := tmp.Sync(); err != nil {
			return games, entries, cannot(err)
		}
		if err := tmp.Close(); err != nil {
			return games, entries, cannot(err)
		}
		if err := os.Rename(tmp.Name(), path); err != nil {
			return games, entries, cannot(err)
		}
	}
	return games, entries, exportErr
}

// Collect reads one game (or, for gameID 0, the whole ledger) into memory,
// as store.DB.ExportAll and ExportGame do, telling progress (when not nil)
// how many games are read.
func Collect(ctx context.Context, db *store.DB, gameID int64, progress func(done, total int)) (store.Archive, error) {
	var a store.Archive
	err := db.ExportTo(ctx, gameID, store.ArchiveSink{
		Roster:   func(p []store.Player) error { a.Players = p; return nil },
		Game:     func(g store.ArchivedGame) error { a.Games = append(a.Games, g); return nil },
		Progress: progress,
	})
	if err != nil && store.KindOf(err) != store.KindCorrupt {
		return store.Archive{}, err
	}
	return a, err
}
