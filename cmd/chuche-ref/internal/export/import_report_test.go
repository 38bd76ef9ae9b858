package export

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
)

func reportOf(n int) scorekeeper.ImportReport {
	r := scorekeeper.ImportReport{KeptIDs: true}
	for i := 1; i <= n; i++ {
		name := fmt.Sprintf("g%d", i)
		r.Games = append(r.Games, scorekeeper.ImportedGame{ArchiveID: int64(i), ArchiveName: name, ID: int64(i), Name: name, Entries: i % 3})
	}
	return r
}

func TestWriteImportReport_SumsUpBigImports(t *testing.T) {
	for _, c := range []struct {
		games int
		lang  i18n.Lang
		last  string
	}{
		{20, i18n.En, `  #20  "g20" (2 entries)`},
		{21, i18n.En, "  … and 1 more game; 21 imported, 0 skipped"},
		{5000, i18n.En, "  … and 4,980 more games; 5,000 imported, 0 skipped"},
		{21, i18n.De, "  … und 1 weitere Partie; 21 eingelesen, 0 übersprungen"},
		{5000, i18n.De, "  … und 4.980 weitere Partien; 5.000 eingelesen, 0 übersprungen"},
		{21, i18n.Es, "  … y 1 partida más; 21 importadas, 0 omitidas"},
		{1200, i18n.Es, "  … y 1.180 partidas más; 1.200 importadas, 0 omitidas"},
	} {
		var out bytes.Buffer
		WriteImportReport(&out, i18n.New(c.lang), "all.json", "big.db", reportOf(c.games))
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(lines) != 1+min(c.games, reportGames+1) {
			t.Errorf("%d games (%s): %d lines\n%s", c.games, c.lang, len(lines), out.String())
		}
		if got := lines[len(lines)-1]; got != c.last {
			t.Errorf("%d games (%s): last line %q, want %q", c.games, c.lang, got, c.last)
		}
	}
}

// English stays as it was before the report was worded through a printer.
func TestWriteImportReport_English(t *testing.T) {
	r := scorekeeper.ImportReport{
		Games: []scorekeeper.ImportedGame{
			{ArchiveID: 1, ArchiveName: "Friday", ID: 2, Name: "Friday (imported)", Entries: 6},
			{ArchiveID: 2, ArchiveName: "Sat", ID: 1234, Name: "Sat", Entries: 1},
			{ArchiveID: 3, ArchiveName: "Sun", ID: 3, Name: "Sun", Entries: 4, Skipped: true, LaterEntries: 1},
		},
		PlayersAdded: []string{"Ana", "Ben"},
		Respelled:    map[string]string{"ana": "Ana"},
	}
	var out bytes.Buffer
	WriteImportReport(&out, nil, "f.json", "x.db", r)
	want := `Imported 2 games from f.json into x.db (new game ids).
  #2   "Friday (imported)" (6 entries), renamed: a game named "Friday" exists (#1 in the file)
  #1234 "Sat" (1 entry)
  skipped "Sun" (#3 in the file): already in the ledger as game #3 "Sun", which has 1 more entry since
New on the roster: Ana, Ben.
ana is "Ana" on this roster; the imported games use that spelling.
`
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}
