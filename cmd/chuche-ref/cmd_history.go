package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/store"
)

func newHistoryCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "history",
		Short: "List the game's ledger entries, voided and amended ones included",
		Example: `  chuche-ref history
  chuche-ref history --game 3 --json`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := loadGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			if f.JSON() {
				return writeJSON(f.IO.Out, historyDoc(lg))
			}
			return pageOutput(f, func(w io.Writer) error { return writeHistory(w, lg) })
		},
	}
}

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

func historyDoc(lg *loadedGame) historyJSON {
	doc := historyJSON{ID: lg.game.ID, Name: lg.game.Name, Game: lg.game.Kind, Players: lg.game.Players, Entries: []entryJSON{}}
	for _, e := range lg.entries {
		doc.Entries = append(doc.Entries, entryJSON{
			Seq: e.Seq, Kind: e.Kind, Time: e.CreatedAt.UTC(), Payload: e.Payload,
			Voids: e.Voids, Replaces: e.Replaces, VoidedBy: e.VoidedBy, ReplacedBy: e.ReplacedBy,
			Live: e.VoidedBy == 0 && e.ReplacedBy == 0 && e.Voids == 0,
		})
	}
	return doc
}

func writeHistory(w io.Writer, lg *loadedGame) error {
	g := lg.game
	fmt.Fprintf(w, "%s game #%d %q: %s\n", gameTitle(g.Kind), g.ID, g.Name, safetext.Escape(strings.Join(g.Players, ", ")))
	if len(lg.entries) == 0 {
		fmt.Fprintln(w, "No entries yet.")
		return nil
	}
	details := entryDetails(lg)
	for _, e := range lg.entries {
		mark := ""
		switch {
		case e.VoidedBy != 0:
			mark = fmt.Sprintf("  [void: undone by #%d]", e.VoidedBy)
		case e.ReplacedBy != 0:
			mark = fmt.Sprintf("  [amended by #%d]", e.ReplacedBy)
		}
		fmt.Fprintf(w, "#%-3d %s  %s%s\n", e.Seq, e.CreatedAt.Local().Format("2006-01-02 15:04"), headline(e), mark)
		for _, line := range details[e.Seq] {
			fmt.Fprintf(w, "       %s\n", safetext.EscapeLines(line)) // names from the ledger
		}
	}
	return nil
}

// headline is an entry's one-line description.
func headline(e store.Entry) string {
	switch {
	case e.Voids != 0:
		return fmt.Sprintf("undo of #%d", e.Voids)
	case e.Replaces != 0:
		return fmt.Sprintf("correction of #%d (%s)", e.Replaces, describeKind(e.Kind))
	}
	return describeKind(e.Kind)
}
