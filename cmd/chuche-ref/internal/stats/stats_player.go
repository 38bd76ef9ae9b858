package stats

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/variants"
)

// playerStatsJSON is `stats PLAYER --json`.
type playerStatsJSON struct {
	Player string     `json:"player"`
	Since  *time.Time `json:"since"`
	statsRecord
	ByGame    []gameRecordJSON  `json:"by_game"`
	ByPlayers []seatsRecordJSON `json:"by_players"`
	Chinchon  *chinchonFigures  `json:"chinchon,omitempty"`
	Chuche    *chucheFigures    `json:"chuche,omitempty"`
	// Ratings are the player's league ratings by game (LG-6), when they
	// have rated games: AddRatings.
	Ratings map[string]*ratingHistory `json:"ratings,omitempty"`
}

type gameRecordJSON struct {
	Game string `json:"game"`
	statsRecord
}

type seatsRecordJSON struct {
	Players int `json:"players"`
	statsRecord
}

// chinchonFigures add up scorer.ChinchonStats over a player's games.
type chinchonFigures struct {
	Games           int      `json:"games"`
	Hands           int      `json:"hands"`
	Cuts            int      `json:"cuts"`
	CleanCuts       int      `json:"clean_cuts"`
	Chinchons       int      `json:"chinchons"`
	BuyBacks        int      `json:"buybacks"`
	Eliminations    int      `json:"eliminations"`
	LeftoverSum     int      `json:"leftover_sum"`
	AverageLeftover *float64 `json:"average_leftover"` // leftover_sum / hands: the average hand
	BestHand        *int     `json:"best_hand"`        // the lowest hand score; null before any hand
}

// chucheFigures add up scorer.ChucheStats over a player's games.
type chucheFigures struct {
	Games          int      `json:"games"`
	Rounds         int      `json:"rounds"`
	Points         int      `json:"points"`           // the player's totals, added up
	PointsPerRound *float64 `json:"points_per_round"` // points / rounds: the average round
	BestRound      *int     `json:"best_round"`       // the highest round score; null before any round
	Chuches        int      `json:"chuches"`
	ChucheCards    int      `json:"chuche_cards"`
	Cards          int      `json:"cards"`
	CardPoints     int      `json:"card_points"`
}

// PlayerStats is `stats PLAYER`'s reckoning of a player's totals: name is
// as typed, for a player with no games.
func PlayerStats(name string, t scorekeeper.PlayerTotals, since time.Time) playerStatsJSON {
	s := playerStatsJSON{Player: name, Since: statsSinceJSON(since), ByGame: []gameRecordJSON{}, ByPlayers: []seatsRecordJSON{}}
	byGame := map[string]*statsRecord{}
	bySeats := map[int]*statsRecord{}
	for _, g := range t.Groups {
		if g.Games == 0 {
			continue
		}
		s.Player = t.Name // the roster's spelling
		s.addGroup(g)
		if byGame[g.Kind] == nil {
			byGame[g.Kind] = &statsRecord{}
		}
		byGame[g.Kind].addGroup(g)
		if bySeats[g.Seats] == nil {
			bySeats[g.Seats] = &statsRecord{}
		}
		bySeats[g.Seats].addGroup(g)

		switch g.Kind {
		case variants.GameChinchon:
			if s.Chinchon == nil {
				s.Chinchon = &chinchonFigures{}
			}
			s.Chinchon.add(g)
		case variants.GameChuche:
			if s.Chuche == nil {
				s.Chuche = &chucheFigures{}
			}
			s.Chuche.add(g)
		}
	}
	for _, kind := range slices.Sorted(maps.Keys(byGame)) {
		s.ByGame = append(s.ByGame, gameRecordJSON{kind, *byGame[kind]})
	}
	seats := make([]int, 0, len(bySeats))
	for n := range bySeats {
		seats = append(seats, n)
	}
	sort.Ints(seats)
	for _, n := range seats {
		s.ByPlayers = append(s.ByPlayers, seatsRecordJSON{n, *bySeats[n]})
	}
	return s
}

func (c *chinchonFigures) add(g scorekeeper.TotalsGroup) {
	f := g.Figures
	c.Games += g.Games
	c.Hands += f.Hands
	c.Cuts += f.Cuts
	c.CleanCuts += f.CleanCuts
	c.Chinchons += f.Chinchons
	c.BuyBacks += f.BuyBacks
	c.Eliminations += f.Eliminations
	c.LeftoverSum += f.LeftoverSum
	if f.BestHand != nil && (c.BestHand == nil || *f.BestHand < *c.BestHand) {
		best := *f.BestHand
		c.BestHand = &best
	}
	c.AverageLeftover = nil
	if c.Hands > 0 {
		avg := statsRatio(c.LeftoverSum, c.Hands)
		c.AverageLeftover = &avg
	}
}

func (c *chucheFigures) add(g scorekeeper.TotalsGroup) {
	f := g.Figures
	c.Games += g.Games
	c.Rounds += f.Rounds
	c.Points += g.Points
	c.Chuches += f.Chuches
	c.ChucheCards += f.ChucheCards
	c.Cards += f.Cards
	c.CardPoints += f.CardPoints
	if f.BestRound != nil && (c.BestRound == nil || *f.BestRound > *c.BestRound) {
		best := *f.BestRound
		c.BestRound = &best
	}
	c.PointsPerRound = nil
	if c.Rounds > 0 {
		ppr := statsRatio(c.Points, c.Rounds)
		c.PointsPerRound = &ppr
	}
}

// WritePlayerStats is `stats PLAYER`.
func WritePlayerStats(out io.Writer, p *i18n.Printer, asJSON bool, s playerStatsJSON) error {
	if asJSON {
		return view.WriteJSON(out, s)
	}
	since := ""
	if s.Since != nil {
		since = statsSinceWords(p, *s.Since)
	}
	if s.Games == 0 {
		p.Line(out, "%s has played no games%s.", safetext.Escape(s.Player), since)
		return nil
	}
	p.Line(out, "%s%s: %d games, %d finished, %d won (win rate %s)", safetext.Escape(s.Player), since, s.Games, s.Finished, s.Wins, s.percent(p))
	var labels []string
	var recs []statsRecord
	for _, g := range s.ByGame {
		labels, recs = append(labels, view.GameTitle(g.Game)), append(recs, g.statsRecord)
	}
	if err := writeStatsRecords(out, p, p.Sprintf("GAME"), labels, recs); err != nil {
		return err
	}
	labels, recs = nil, nil
	for _, n := range s.ByPlayers {
		labels, recs = append(labels, p.Sprintf("%d players", n.Players)), append(recs, n.statsRecord)
	}
	if err := writeStatsRecords(out, p, p.Sprintf("TABLE"), labels, recs); err != nil {
		return err
	}
	if c := s.Chinchon; c != nil {
		line := p.Sprintf("Chinchón: %d hands", c.Hands)
		if c.AverageLeftover != nil {
			line += p.Sprintf(", average leftover %.1f", *c.AverageLeftover)
		}
		if c.BestHand != nil {
			line += p.Sprintf(", best hand %+d", *c.BestHand)
		}
		fmt.Fprintln(out, line)
		p.Item(out, "cuts %d, clean cuts %d, chinchóns %d, buy-backs %d, eliminations %d", c.Cuts, c.CleanCuts, c.Chinchons, c.BuyBacks, c.Eliminations)
	}
	if c := s.Chuche; c != nil {
		line := p.Sprintf("Chuche: %d rounds", c.Rounds)
		if c.PointsPerRound != nil {
			line += p.Sprintf(", %.1f points per round", *c.PointsPerRound)
		}
		if c.BestRound != nil {
			line += p.Sprintf(", best round %d", *c.BestRound)
		}
		fmt.Fprintln(out, line)
		p.Item(out, "chuches %d, chuche cards %d, cards won %#d (%#d points)", c.Chuches, c.ChucheCards, c.Cards, c.CardPoints)
	}
	return writeRatings(out, p, s)
}

// ParseSince reads --since: a date (midnight, local time) or an RFC 3339
// time.
func ParseSince(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	if t, err := time.ParseInLocation("2006-01-02", s, time.Local); err == nil {
		return t, nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	return time.Time{}, fault.Inputf("--since %q is not a date; write it as 2026-01-31", s)
}
