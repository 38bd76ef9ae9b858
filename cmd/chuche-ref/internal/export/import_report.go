package export

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// CheckArchivedGames replays every game: an export whose entries do not
// stand, or of a game chuche-ref does not know, is refused before anything
// is written. Each game's summary is taken from the replay, not the file:
// stats read summaries and standings read entries, and an edited or stale
// file must not make them disagree. progress, when not nil, is told how
// many games are checked.
func CheckArchivedGames(a scorekeeper.Archive, progress func(done, total int)) error {
	for i, ag := range a.Games {
		if progress != nil {
			progress(i, len(a.Games))
		}
		if err := scorekeeper.CheckArchived(ag); err != nil {
			return fault.Wrapf(err, "game %d (id %d, %q)", i+1, ag.Game.ID, ag.Game.Name)
		}
		_, sum, err := scorekeeper.ReplayArchived(ag)
		if err == nil {
			// The summary is the replay's, its game-specific part too: the
			// file's extra is never stored as it is given.
			a.Games[i].Game.Summary = sum
			if missing := scorekeeper.MissingRules(ag.Game); missing != "" {
				return fault.Inputf("game %#d (id %#d, %q): its house rules lack %s; every rule a game is played by is stored with it", i+1, ag.Game.ID, ag.Game.Name, missing)
			}
		}
		if err != nil {
			if k := failure.Classify(err).Kind; k == fault.Input || k == fault.Refused {
				return fault.Inputf("game %#d (id %#d, %q) does not stand: %v", i+1, ag.Game.ID, ag.Game.Name, err)
			}
			return fmt.Errorf("game %d (id %d, %q): %v", i+1, ag.Game.ID, ag.Game.Name, err)
		}
	}
	return nil
}

// importJSON is `import --json`.
type importJSON struct {
	File         string            `json:"file"`
	KeptIDs      bool              `json:"kept_ids"`
	Imported     int               `json:"imported"`
	Skipped      int               `json:"skipped"`
	Games        []importGameJSON  `json:"games"`
	PlayersAdded []string          `json:"players_added"`
	Respelled    map[string]string `json:"respelled"`
}

type importGameJSON struct {
	Status       string `json:"status"` // "imported" | "renamed" | "skipped"
	FileID       int64  `json:"file_id"`
	FileName     string `json:"file_name"`
	ID           int64  `json:"id"`
	Name         string `json:"name"`
	Entries      int    `json:"entries"`
	LaterEntries int    `json:"later_entries,omitempty"`
}

func importStatus(g scorekeeper.ImportedGame) string {
	switch {
	case g.Skipped:
		return "skipped"
	case g.Renamed():
		return "renamed"
	}
	return "imported"
}

// ToImportJSON is `import --json`.
func ToImportJSON(file string, r scorekeeper.ImportReport) importJSON {
	doc := importJSON{File: file, KeptIDs: r.KeptIDs, Games: []importGameJSON{},
		PlayersAdded: view.OrEmpty(r.PlayersAdded), Respelled: r.Respelled}
	if doc.Respelled == nil {
		doc.Respelled = map[string]string{}
	}
	for _, g := range r.Games {
		if g.Skipped {
			doc.Skipped++
		} else {
			doc.Imported++
		}
		doc.Games = append(doc.Games, importGameJSON{Status: importStatus(g), FileID: g.ArchiveID, FileName: g.ArchiveName,
			ID: g.ID, Name: g.Name, Entries: g.Entries, LaterEntries: g.LaterEntries})
	}
	return doc
}

// reportGames is the most games an import report lists one by one: a
// bigger import lists the first reportGames and sums up the others.
const reportGames = 20

// WriteImportReport says what an import did, for people.
func WriteImportReport(out io.Writer, p *i18n.Printer, file, ledger string, r scorekeeper.ImportReport) {
	doc := ToImportJSON(file, r)
	ids, shown := "", 0
	switch {
	case doc.Imported == 0:
	case r.KeptIDs:
		ids = " " + p.Sprintf("(game ids kept)")
	default:
		ids = " " + p.Sprintf("(new game ids)")
	}
	p.Line(out, "Imported %d games from %s into %s%s.", doc.Imported, file, ledger, ids)
	for _, g := range r.Games {
		if shown++; shown > reportGames {
			p.Item(out, "… and %d more games; %d imported, %d skipped", len(r.Games)-reportGames, doc.Imported, doc.Skipped)
			break
		}
		switch {
		case g.Skipped:
			later := ""
			if g.LaterEntries > 0 {
				later = p.Sprintf(", which has %d more entries since", g.LaterEntries)
			}
			p.Item(out, "skipped %q (#%#d in the file): already in the ledger as game #%#d %q%s", g.ArchiveName, g.ArchiveID, g.ID, g.Name, later)
		case g.Renamed():
			p.Item(out, "#%-#3d %q (%s), renamed: a game named %q exists (#%#d in the file)", g.ID, g.Name, p.Sprintf("%d entries", g.Entries), g.ArchiveName, g.ArchiveID)
		default:
			fmt.Fprintf(out, "  #%-3d %q (%s)\n", g.ID, g.Name, p.Sprintf("%d entries", g.Entries))
		}
	}
	if len(r.PlayersAdded) > 0 {
		p.Line(out, "New on the roster: %s.", safetext.Escape(strings.Join(r.PlayersAdded, ", ")))
	}
	froms := make([]string, 0, len(r.Respelled))
	for from := range r.Respelled {
		froms = append(froms, from)
	}
	sort.Strings(froms)
	for _, from := range froms {
		p.Line(out, "%s is %q on this roster; the imported games use that spelling.", from, r.Respelled[from])
	}
}
