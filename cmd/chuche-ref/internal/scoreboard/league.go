package scoreboard

import (
	"context"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/leaguecmd"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// League is `league [GAME] [--season SEASON] --json`: the tables of the
// league (docs/rules.md, League), of both games when none is named, of the
// calendar year when no season is. The scoreboard only reads: the ratings
// come from the cache the writers keep when it is current, else they are
// computed, and nothing is written back.
func (s *Source) League(ctx context.Context, game, season string) (any, error) {
	kinds := scorekeeper.LeagueKinds
	if game != "" {
		kind, err := leaguecmd.GameKind(game)
		if err != nil {
			return nil, err
		}
		kinds = []string{kind}
	}
	found, err := s.ledger.FindSeason(ctx, season, s.now().In(time.Local))
	if err != nil {
		return nil, err
	}
	points := league.DefaultPoints
	if s.LeaguePoints != nil {
		points = league.Points(s.LeaguePoints)
	}
	tables, err := leaguecmd.Tables(ctx, s.ledger, kinds, found, points, false)
	if err != nil {
		return nil, err
	}
	if game != "" {
		return view.LeagueDoc(tables[0]), nil
	}
	return view.LeaguesDoc(found, tables), nil
}

func (s *Source) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
