package stats

import (
	"context"
	"io"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/chart"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
)

// chartGames is how many of a player's last rated games the rating's
// history shows: what a terminal chart has room for.
const chartGames = 60

// ratingPointJSON is one rated game of a player's history in `stats PLAYER
// --json`: the rating after it.
type ratingPointJSON struct {
	Game   int64   `json:"game"`
	Place  int     `json:"place"`
	Mu     float64 `json:"mu"`
	Sigma  float64 `json:"sigma"`
	Rating float64 `json:"rating"`
}

// ratingHistory is a player's league rating in one game (LG-6): now, and
// the last rated games.
type ratingHistory struct {
	Mu      float64           `json:"mu"`
	Sigma   float64           `json:"sigma"`
	Rating  float64           `json:"rating"`
	History []ratingPointJSON `json:"history"`
	rows    []league.Row
}

// AddRatings reads the player's league ratings of both games into the
// stats: the rating after each of their last rated games, those since the
// stats' date when there is one.
func (s *playerStatsJSON) AddRatings(ctx context.Context, l *scorekeeper.Ledger) error {
	for _, kind := range scorekeeper.LeagueKinds {
		rows, err := l.RatingHistory(ctx, kind, s.Player, chartGames)
		if err != nil {
			return err
		}
		if s.Since != nil {
			for len(rows) > 0 && rows[0].At.Before(*s.Since) {
				rows = rows[1:]
			}
		}
		if len(rows) == 0 {
			continue
		}
		last := rows[len(rows)-1].After
		h := &ratingHistory{Mu: last.Mu, Sigma: last.Sigma, Rating: last.Ordinal(), History: []ratingPointJSON{}, rows: rows}
		for _, r := range rows {
			h.History = append(h.History, ratingPointJSON{Game: r.GameID, Place: r.Place, Mu: r.After.Mu, Sigma: r.After.Sigma, Rating: r.After.Ordinal()})
		}
		if s.Ratings == nil {
			s.Ratings = map[string]*ratingHistory{}
		}
		s.Ratings[kind] = h
	}
	return nil
}

// writeRatings draws each game's rating history.
func writeRatings(out io.Writer, p *i18n.Printer, s playerStatsJSON) error {
	for _, kind := range scorekeeper.LeagueKinds {
		h := s.Ratings[kind]
		if h == nil {
			continue
		}
		io.WriteString(out, "\n")
		if err := chart.WriteRatingChart(out, p, s.Player, kind, h.rows, 0); err != nil {
			return err
		}
	}
	return nil
}
