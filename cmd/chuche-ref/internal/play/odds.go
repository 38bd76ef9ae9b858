package play

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// sayOdds tells the table each player's chance to win the game starting,
// from their league ratings (LG-8), as `league odds` does. The odds are a
// courtesy: a ledger that cannot tell them does not keep the game from
// starting.
func (s *Session) sayOdds(g scorekeeper.GameInfo) {
	ratings, err := s.DB.Ratings(s.Ctx, g.Kind, g.Players)
	if err != nil {
		return
	}
	view.In(s.P).WriteOddsLine(s.Out, g.Players, league.OddsOf(ratings))
}
