package history

import (
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
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

// Announced replays the game's turns (as history does) and collects each
// accepted capture's announcement by the round it was made in.
func Announced(lg *scorekeeper.Game) map[int][]CaptureSaid {
	out := map[int][]CaptureSaid{}
	rules, err := scorekeeper.ChucheRules(lg.Info())
	if err != nil {
		return out
	}
	m, err := scorer.ChucheStandings(lg.Info().Players, rules, nil)
	if err != nil {
		return out
	}
	for _, e := range lg.Effective() {
		next, res, err := m.With(e, rules)
		if err != nil {
			break
		}
		if e.Kind == scorer.ChucheKindTurn && res.Turn != nil && res.Turn.Capture != nil {
			var t referee.ChucheTurn
			if json.Unmarshal(e.Payload, &t) == nil {
				a := view.Announcement{Play: t.Play, Take: t.Take, Joker: t.Joker}
				out[m.Round+1] = append(out[m.Round+1], CaptureSaid{
					Player: t.Player, Play: t.Play, Take: view.OrEmpty(t.Take), Joker: t.Joker, Said: a.Localize(nil),
					Steps: a.Steps(),
				})
			}
		}
		m = next
	}
	return out
}
