package gameview

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// Grid is a game's score sheet (view.WriteGrid, `standings --grid --json`):
// its hands or rounds in force, each amended one with the correction that
// stands for it. It reads the game's history, so a game opened with
// scorekeeper.Latest shows only the hands recorded through it; play and
// the commands open theirs with the whole past.
func Grid(lg scorekeeper.Game) view.Grid {
	h := lg.History()
	amendedBy := map[int]int{}
	for _, t := range h.Told {
		if t.Entry.AmendedBy != 0 {
			amendedBy[t.Entry.Seq] = t.Entry.AmendedBy
		}
	}
	return view.GridOf(Of(lg.Info()), h.Match, amendedBy)
}
