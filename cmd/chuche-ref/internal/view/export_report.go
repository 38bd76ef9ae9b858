package view

import (
	"fmt"
	"io"
)

// ExportReport is what `export -o FILE` wrote.
type ExportReport struct {
	File, Format                  string
	Games, Entries, Rows, Skipped int
}

// WriteExportReport says what an export to a file wrote (--json: as an
// object; a CSV counts rows and the games it skipped, JSON entries).
func WriteExportReport(out io.Writer, asJSON bool, r ExportReport) error {
	if asJSON {
		doc := map[string]any{"file": r.File, "format": r.Format, "games": r.Games, "entries": r.Entries}
		if r.Format == "csv" {
			doc = map[string]any{"file": r.File, "format": r.Format, "games": r.Games, "rows": r.Rows, "skipped": r.Skipped}
		}
		return WriteJSON(out, doc)
	}
	if r.Format == "csv" {
		fmt.Fprintf(out, "Exported %s (%s) to %s\n", Plural(r.Games, "game", "games"), Plural(r.Rows, "row", "rows"), r.File)
		return nil
	}
	fmt.Fprintf(out, "Exported %s (%s) to %s\n", Plural(r.Games, "game", "games"), Plural(r.Entries, "entry", "entries"), r.File)
	return nil
}
