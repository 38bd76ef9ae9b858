package league

import (
	"cmp"
	"slices"

	"github.com/chuche-ref/chuche-ref/rating"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Line is one player's line of a season's table (LG-10).
type Line struct {
	Player string
	// Rating is the player's rating after their last game of the season;
	// Start the one they brought to their first.
	Rating rating.Rating
	Start  rating.Rating
	Games  int
	Wins   int
	Points int
	// Versus is the head to head with every other player of the table, in
	// table order, when it was asked for (LG-12).
	Versus []Versus
}

// Change is how far the player's shown rating moved over the season.
func (l Line) Change() float64 { return l.Rating.Ordinal() - l.Start.Ordinal() }

// Versus is a player's record against one opponent over the season's
// games both played (LG-12).
type Versus struct {
	Opponent string
	Games    int // rated games both played
	Ahead    int // the player finished ahead (a better place)
	Behind   int
	Level    int // the same place
}

// Build is the table of a season from its rows, in the league's order (as
// Rate gives them, or the cache keeps them): every player with a row, in
// table order — rating, higher first; then points, more first; then name
// (LG-10) — with the points of each place (LG-11) and, when h2h, the head
// to head of every pair (LG-12).
func Build(rows []Row, points Points, h2h bool) []Line {
	byPlayer := map[string]*Line{}
	var lines []*Line
	for _, r := range rows {
		l, ok := byPlayer[r.Player]
		if !ok {
			l = &Line{Player: r.Player, Start: r.Before}
			byPlayer[r.Player] = l
			lines = append(lines, l)
		}
		l.Rating = r.After
		l.Games++
		l.Points += points.For(r.Place)
		if r.Won {
			l.Wins++
		}
	}
	slices.SortFunc(lines, func(a, b *Line) int {
		if c := cmp.Compare(b.Rating.Ordinal(), a.Rating.Ordinal()); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Points, a.Points); c != 0 {
			return c
		}
		if c := cmp.Compare(variants.FoldName(a.Player), variants.FoldName(b.Player)); c != 0 {
			return c
		}
		return cmp.Compare(a.Player, b.Player)
	})
	out := make([]Line, len(lines))
	for i, l := range lines {
		out[i] = *l
	}
	if h2h {
		headToHead(out, rows)
	}
	return out
}

// headToHead fills each line's Versus from the games of the rows.
func headToHead(lines []Line, rows []Row) {
	index := map[string]int{}
	for i, l := range lines {
		index[l.Player] = i
	}
	n := len(lines)
	vs := make([][]Versus, n)
	for i := range vs {
		vs[i] = make([]Versus, n)
		for j := range vs[i] {
			vs[i][j].Opponent = lines[j].Player
		}
	}
	for start := 0; start < len(rows); {
		end := start + 1
		for end < len(rows) && rows[end].GameID == rows[start].GameID && rows[end].Seq == rows[start].Seq {
			end++
		}
		game := rows[start:end]
		for _, a := range game {
			for _, b := range game {
				if a.Player == b.Player {
					continue
				}
				v := &vs[index[a.Player]][index[b.Player]]
				v.Games++
				switch {
				case a.Place < b.Place:
					v.Ahead++
				case a.Place > b.Place:
					v.Behind++
				default:
					v.Level++
				}
			}
		}
		start = end
	}
	for i := range lines {
		lines[i].Versus = slices.Delete(vs[i], i, i+1)
	}
}

// Odds are a line-up's chances as the model predicts them (LG-8): each
// seat's chance to win, in seat order, and the chance of a draw.
type Odds struct {
	Win  []float64
	Draw float64
}

// OddsOf is the odds of players with these ratings sitting down together.
func OddsOf(players []rating.Rating) Odds {
	return Odds{Win: rating.PredictWin(players), Draw: rating.PredictDraw(players)}
}
