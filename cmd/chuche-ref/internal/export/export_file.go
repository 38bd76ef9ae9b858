package export

import (
	"bufio"
	"context"
	"io"
	"os"
	"path/filepath"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/fault"
)

// WriteJSON writes the JSON export of one game (or, for gameID 0, all of
// them) game by game as the store reads it (scorekeeper.DB.ExportTo), so memory
// does not grow with the ledger; the bytes are those WriteExportJSON writes
// for the whole document. With a path, the file is built under a temporary
// name in its folder, synced and renamed into place; otherwise it goes to
// stdout. A game whose content no longer reads is left out and named, the
// others are written, and the error is the ledger's (exit 3). progress,
// when not nil, is told how many games are written.
func WriteJSON(ctx context.Context, l *scorekeeper.Ledger, gameID int64, path string, stdout io.Writer, progress func(done, total int)) (games, entries int, err error) {
	out := stdout
	var tmp *os.File
	cannot := func(err error) error { return fault.Inputf("cannot write %s: %v", path, err) }
	if path != "" {
		if tmp, err = os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*"); err != nil {
			return 0, 0, cannot(err)
		}
		defer os.Remove(tmp.Name()) // once renamed, nothing is left to remove
		defer tmp.Close()
		out = tmp
	}
	w := bufio.NewWriterSize(out, 1<<16)
	exportErr := StreamDoc(ctx, l, gameID, w, func(ag scorekeeper.ArchivedGame) {
		games++
		entries += len(ag.Entries)
	}, progress)
	if exportErr != nil && !scorekeeper.IsDamage(exportErr) {
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
// as scorekeeper.DB.ExportAll and ExportGame do, telling progress (when not nil)
// how many games are read.
func Collect(ctx context.Context, l *scorekeeper.Ledger, gameID int64, progress func(done, total int)) (scorekeeper.Archive, error) {
	var a scorekeeper.Archive
	err := l.ExportTo(ctx, gameID, scorekeeper.ArchiveSink{
		Roster:   func(p []scorekeeper.Player) error { a.Players = p; return nil },
		Seasons:  func(s []league.Season) error { a.Seasons = s; return nil },
		Game:     func(g scorekeeper.ArchivedGame) error { a.Games = append(a.Games, g); return nil },
		Progress: progress,
	})
	if err != nil && !scorekeeper.IsDamage(err) {
		return scorekeeper.Archive{}, err
	}
	return a, err
}
