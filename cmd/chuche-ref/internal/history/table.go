package history

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// TableJSON is `table --json`: the Chuche round in progress (state null
// between rounds), round being its number, and the last capture made in
// it as said aloud (null before the round's first capture).
type TableJSON struct {
	Round       int                    `json:"round"`
	State       *view.ChucheRoundState `json:"state"`
	LastCapture *CaptureSaid           `json:"last_capture"`
}

// TableDoc is the document of `table --json` for a Chuche game; the
// scoreboard serves the same one.
func TableDoc(lg *scorekeeper.Chuche) (TableJSON, error) {
	m, err := lg.Match()
	if err != nil {
		return TableJSON{}, err
	}
	doc := TableJSON{Round: m.Round + 1, State: view.ChucheRoundStateOf(m.Current)}
	if m.Current != nil {
		if said := Announced(lg)[m.Round+1]; len(said) > 0 {
			last := said[len(said)-1]
			doc.LastCapture = &last
		}
	}
	return doc, nil
}
