package history

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// CaptureSaid is one capture of a round: who made it, the cards as
// entered, and the sum as said aloud ("1 plus 3 is 4, plus 2 is 6"). JSON
// keeps English, as the CLI's --json does; Steps are the same sum as
// data, for a page that words it in its reader's language.
type CaptureSaid struct {
	Player string                  `json:"player"`
	Play   variants.ChucheCard     `json:"play"`
	Take   []variants.ChucheCard   `json:"take"`
	Joker  int                     `json:"joker"`
	Said   string                  `json:"said"`
	Steps  []view.AnnouncementStep `json:"steps"`
}

// Announced is each accepted capture's announcement by the round it was
// made in, from what the game's replay told of each turn.
func Announced(g scorekeeper.Game) map[int][]CaptureSaid {
	out := map[int][]CaptureSaid{}
	rounds := 0
	for _, told := range g.History().Told {
		if t, ok := told.Entry.Payload.(scorer.ChucheTurn); ok && told.Outcome.Turn != nil && told.Outcome.Turn.Capture != nil {
			a := view.Announcement{Play: t.Play, Take: t.Take, Joker: t.Joker}
			out[rounds+1] = append(out[rounds+1], CaptureSaid{
				Player: t.Player, Play: t.Play, Take: view.OrEmpty(t.Take), Joker: t.Joker, Said: a.Localize(nil),
				Steps: a.Steps(),
			})
		}
		if told.Outcome.Round != nil {
			rounds++
		}
	}
	return out
}
