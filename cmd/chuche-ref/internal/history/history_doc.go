package history

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

type entryJSON struct {
	Seq        int             `json:"seq"`
	Kind       string          `json:"kind"`
	Time       time.Time       `json:"time"`
	Payload    json.RawMessage `json:"payload"`
	Voids      int             `json:"voids,omitempty"`
	Replaces   int             `json:"replaces,omitempty"`
	VoidedBy   int             `json:"voided_by,omitempty"`
	ReplacedBy int             `json:"replaced_by,omitempty"`
	Live       bool            `json:"live"`
}

type historyJSON struct {
	ID      int64       `json:"id"`
	Name    string      `json:"name"`
	Game    string      `json:"game"`
	Players []string    `json:"players"`
	Entries []entryJSON `json:"entries"`
}

// Doc is `history --json`: each entry's payload as the ledger keeps it.
func Doc(lg scorekeeper.Game) historyJSON {
	doc := historyJSON{ID: lg.Info().ID, Name: lg.Info().Name, Game: lg.Info().Kind, Players: lg.Info().Players, Entries: []entryJSON{}}
	for _, e := range lg.Entries() {
		doc.Entries = append(doc.Entries, entryJSON{
			Seq: e.Seq, Kind: e.Kind, Time: e.CreatedAt.UTC(), Payload: e.JSON,
			Voids: e.Voids, Replaces: e.Replaces, VoidedBy: e.VoidedBy, ReplacedBy: e.ReplacedBy,
			Live: e.Live(),
		})
	}
	return doc
}

// Write lists the entries for people, with their details.
func Write(w io.Writer, p *i18n.Printer, lg scorekeeper.Game) error {
	g := lg.Info()
	p.Line(w, "%s game #%#d %q: %s", view.GameTitle(g.Kind), g.ID, g.Name, safetext.Escape(strings.Join(g.Players, ", ")))
	if len(lg.Entries()) == 0 {
		p.Line(w, "No entries yet.")
		return nil
	}
	details := entryDetails(p, lg)
	for _, e := range lg.Entries() {
		mark := ""
		switch {
		case e.VoidedBy != 0:
			mark = "  " + p.Sprintf("[void: undone by #%#d]", e.VoidedBy)
		case e.ReplacedBy != 0:
			mark = "  " + p.Sprintf("[amended by #%#d]", e.ReplacedBy)
		}
		fmt.Fprintf(w, "#%-3d %s  %s%s\n", e.Seq, e.CreatedAt.Local().Format("2006-01-02 15:04"), headline(p, e), mark)
		for _, line := range details[e.Seq] {
			fmt.Fprintf(w, "       %s\n", safetext.EscapeLines(line)) // names from the ledger
		}
	}
	return nil
}

// headline is an entry's one-line description.
func headline(p *i18n.Printer, e scorekeeper.Entry) string {
	switch {
	case e.Voids != 0:
		return p.Sprintf("undo of #%#d", e.Voids)
	case e.Replaces != 0:
		return p.Sprintf("correction of #%#d (%s)", e.Replaces, view.In(p).DescribeKind(e.Kind))
	}
	return view.In(p).DescribeKind(e.Kind)
}
