package play

// The score sheet at a prompt: `grid` at a Chinchón hand's first question
// or a Chuche turn's target, and an item of the menu between Chuche rounds,
// shows the game as a paper score sheet (standings --grid), then asks again.

import (
	"fmt"
	"strconv"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// lineGrid is the command that shows the score sheet.
const lineGrid = "grid"

// isGrid: text is the word grid, in English or the table's language.
func (s *Session) isGrid(text string) bool { return s.command(text) == lineGrid }

// showGrid prints the game's score sheet between blank lines: the game as
// it is now — read afresh when another terminal wrote to it since g was
// read (a look at its last entry tells), g itself untouched, so the entry
// being typed goes on against g and its write-time check.
func (s *Session) showGrid(g scorekeeper.Game) error {
	if info, err := s.DB.Game(s.write(), strconv.FormatInt(g.Info().ID, 10)); err != nil {
		return err
	} else if info.Seq != g.LastSeq() {
		if g, err = scorekeeper.Open(s.write(), s.DB, strconv.FormatInt(g.Info().ID, 10)); err != nil {
			return err
		}
	}
	fmt.Fprintln(s.Out)
	if err := view.In(s.P).WriteGrid(s.Out, gameview.Grid(g)); err != nil {
		return err
	}
	fmt.Fprintln(s.Out)
	return nil
}
