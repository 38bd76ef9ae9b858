package view

import (
	"io"
)

// ExportReport is what `export -o FILE` wrote.
type ExportReport struct {
	File, Format                  string
	Games, Entries, Rows, Skipped int
}

// WriteExportReport says what an export to a file wrote (--json: as an
// object; a CSV counts rows and the games it skipped, JSON entries).
func (vw Words) WriteExportReport(out io.Writer, asJSON bool, r ExportReport) error {
	if asJSON {
		doc := map[string]any{"file": r.File, "format": r.Format, "games": r.Games, "entries": r.Entries}
		if r.Format == "csv" {
			doc = map[string]any{"file": r.File, "format": r.Format, "games": r.Games, "rows": r.Rows, "skipped": r.Skipped}
		}
		return WriteJSON(out, doc)
	}
	if r.Format == "csv" {
		vw.p.Line(out, "Exported %s (%s) to %s", vw.p.Sprintf("%d games", r.Games), vw.p.Sprintf("%d rows", r.Rows), r.File)
		return nil
	}
	vw.p.Line(out, "Exported %s (%s) to %s", vw.p.Sprintf("%d games", r.Games), vw.p.Sprintf("%d entries", r.Entries), r.File)
	return nil
}
