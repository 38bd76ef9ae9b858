package export

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/fault"
)

// StreamDoc writes the export document as WriteExportJSON would indent it,
// game by game as the store reads them (memory does not grow with the ledger),, one
// element at a time: each player and game is encoded on its own with the
// indentation of its depth. progress, when not nil, is told how many games
// are written (scorekeeper.ArchiveSink.Progress).
func StreamDoc(ctx context.Context, l *scorekeeper.Ledger, gameID int64, w io.Writer, counted func(scorekeeper.ArchivedGame), progress func(done, total int)) error {
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
	// The head waits for the seasons, which say the version: a ledger with
	// none is written as version 1 (versionFor).
	var roster []scorekeeper.Player
	headed := false
	head := func(seasons []league.Season) {
		if headed {
			return
		}
		headed = true
		write(fmt.Sprintf("{\n  \"format\": %q,\n  \"version\": %d,\n  \"players\": [", exportFormatName, versionFor(len(seasons))))
		doc := ToExportDoc(scorekeeper.Archive{Players: roster, Seasons: seasons})
		for i, p := range doc.Players {
			element(i == 0, p)
		}
		if len(doc.Players) > 0 {
			write("\n  ")
		}
		write("],")
		if len(doc.Seasons) > 0 {
			write("\n  \"seasons\": [")
			for i, s := range doc.Seasons {
				element(i == 0, s)
			}
			write("\n  ],")
		}
		write("\n  \"games\": [")
	}
	nGames := 0
	err := l.ExportTo(ctx, gameID, scorekeeper.ArchiveSink{
		Roster: func(players []scorekeeper.Player) error {
			roster = players
			return nil
		},
		Seasons: func(seasons []league.Season) error {
			head(seasons)
			return werr
		},
		Game: func(ag scorekeeper.ArchivedGame) error {
			head(nil)
			element(nGames == 0, ToExportDoc(scorekeeper.Archive{Games: []scorekeeper.ArchivedGame{ag}}).Games[0])
			nGames++
			counted(ag)
			return werr
		},
		Progress: progress,
	})
	if err == nil || scorekeeper.IsDamage(err) {
		head(nil)
	}
	if err != nil && !scorekeeper.IsDamage(err) {
		return err
	}
	if nGames > 0 {
		write("\n  ")
	}
	write("]\n}\n")
	if werr != nil {
		return fault.Wrapf(werr, "write json")
	}
	return err
}
