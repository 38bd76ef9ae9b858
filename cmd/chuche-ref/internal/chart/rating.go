package chart

import (
	"io"
	"math"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// WriteRatingChart draws a player's rating in one game, μ − 3σ (LG-6), game
// by game: from the rating they brought to the first of rows to the one
// after the last, rounded to whole points. of is how many rated games the
// player has in all, when rows are only the last of them.
func WriteRatingChart(out io.Writer, p *i18n.Printer, player, game string, rows []league.Row, of int) error {
	if len(rows) == 0 {
		return nil
	}
	player = safetext.Escape(player) // a name from the ledger reaches the terminal as text
	c := lineChart{
		Title:  p.Sprintf("%s rating of %s (μ − 3σ), game by game:", view.GameTitle(game), player),
		XLabel: p.Sprintf("rated games"),
		p:      p,
	}
	if of > len(rows) {
		c.XLabel = p.Sprintf("the last %d of %d rated games", len(rows), of)
	}
	s := chartSeries{Name: player, Points: []chartPoint{{0, whole(rows[0].Before.Ordinal())}}}
	for i, r := range rows {
		s.Points = append(s.Points, chartPoint{i + 1, whole(r.After.Ordinal())})
	}
	s.Total = whole(rows[len(rows)-1].After.Ordinal())
	c.Series = []chartSeries{s}
	return c.render(out)
}

func whole(x float64) int { return int(math.Round(x)) }
