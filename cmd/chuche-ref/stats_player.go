package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"github.com/chuche-ref/chuche-ref/store"
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

// statCounters reads a summary's stats as integers, ignoring anything else,
// so figures added by a later scorer do not break older readers. It decodes
// once into the counters both games keep (scorer.ChinchonStats,
// scorer.ChucheStats): stats reads one per game a player sat in.
func statCounters(raw json.RawMessage) map[string]int {
	var f struct {
		Hands        int `json:"hands"`
		Cuts         int `json:"cuts"`
		CleanCuts    int `json:"clean_cuts"`
		Chinchons    int `json:"chinchons"`
		BuyBacks     int `json:"buybacks"`
		Eliminations int `json:"eliminations"`
		LeftoverSum  int `json:"leftover_sum"`
		BestHand     int `json:"best_hand"`
		Rounds       int `json:"rounds"`
		Chuches      int `json:"chuches"`
		ChucheCards  int `json:"chuche_cards"`
		Cards        int `json:"cards"`
		CardPoints   int `json:"card_points"`
		BestRound    int `json:"best_round"`
	}
	if len(raw) == 0 || json.Unmarshal(raw, &f) != nil {
		return nil
	}
	return map[string]int{
		"hands": f.Hands, "cuts": f.Cuts, "clean_cuts": f.CleanCuts, "chinchons": f.Chinchons,
		"buybacks": f.BuyBacks, "eliminations": f.Eliminations, "leftover_sum": f.LeftoverSum,
		"best_hand": f.BestHand, "rounds": f.Rounds, "chuches": f.Chuches, "chuche_cards": f.ChucheCards,
		"cards": f.Cards, "card_points": f.CardPoints, "best_round": f.BestRound,
	}
}

func playerStats(name string, games []store.PlayerGame, since time.Time) playerStatsJSON {
	s := playerStatsJSON{Player: name, Since: statsSinceJSON(since), ByGame: []gameRecordJSON{}, ByPlayers: []seatsRecordJSON{}}
	byGame := map[string]*statsRecord{}
	bySeats := map[int]*statsRecord{}
	for _, pg := range games {
		s.Player = pg.Player.Name // the roster's spelling
		finished, won := pg.FinishedAt != nil, pg.Player.Won
		s.add(finished, won)
		if byGame[pg.Kind] == nil {
			byGame[pg.Kind] = &statsRecord{}
		}
		byGame[pg.Kind].add(finished, won)
		if bySeats[pg.Seats] == nil {
			bySeats[pg.Seats] = &statsRecord{}
		}
		bySeats[pg.Seats].add(finished, won)

		counters := statCounters(pg.Player.Stats)
		switch pg.Kind {
		case variants.GameChinchon:
			if s.Chinchon == nil {
				s.Chinchon = &chinchonFigures{}
			}
			s.Chinchon.add(counters)
		case variants.GameChuche:
			if s.Chuche == nil {
				s.Chuche = &chucheFigures{}
			}
			s.Chuche.add(counters, pg.Player.Total)
		}
	}
	for _, kind := range sortedKeys(byGame) {
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

func (c *chinchonFigures) add(counters map[string]int) {
	c.Games++
	hands := counters["hands"]
	c.Hands += hands
	c.Cuts += counters["cuts"]
	c.CleanCuts += counters["clean_cuts"]
	c.Chinchons += counters["chinchons"]
	c.BuyBacks += counters["buybacks"]
	c.Eliminations += counters["eliminations"]
	c.LeftoverSum += counters["leftover_sum"]
	if best, ok := counters["best_hand"]; ok && hands > 0 && (c.BestHand == nil || best < *c.BestHand) {
		c.BestHand = &best
	}
	c.AverageLeftover = nil
	if c.Hands > 0 {
		avg := statsRatio(c.LeftoverSum, c.Hands)
		c.AverageLeftover = &avg
	}
}

func (c *chucheFigures) add(counters map[string]int, total int) {
	c.Games++
	rounds := counters["rounds"]
	c.Rounds += rounds
	c.Points += total
	c.Chuches += counters["chuches"]
	c.ChucheCards += counters["chuche_cards"]
	c.Cards += counters["cards"]
	c.CardPoints += counters["card_points"]
	if best, ok := counters["best_round"]; ok && rounds > 0 && (c.BestRound == nil || best > *c.BestRound) {
		c.BestRound = &best
	}
	c.PointsPerRound = nil
	if c.Rounds > 0 {
		ppr := statsRatio(c.Points, c.Rounds)
		c.PointsPerRound = &ppr
	}
}

func writePlayerStats(f *Factory, s playerStatsJSON) error {
	out := f.IO.Out
	if f.JSON() {
		return writeJSON(out, s)
	}
	since := ""
	if s.Since != nil {
		since = statsSinceWords(*s.Since)
	}
	if s.Games == 0 {
		fmt.Fprintf(out, "%s has played no games%s.\n", s.Player, since)
		return nil
	}
	fmt.Fprintf(out, "%s%s: %s, %d finished, %d won (win rate %s)\n", s.Player, since,
		plural(s.Games, "game", "games"), s.Finished, s.Wins, s.percent())
	var labels []string
	var recs []statsRecord
	for _, g := range s.ByGame {
		labels, recs = append(labels, gameTitle(g.Game)), append(recs, g.statsRecord)
	}
	if err := writeStatsRecords(out, "GAME", labels, recs); err != nil {
		return err
	}
	labels, recs = nil, nil
	for _, p := range s.ByPlayers {
		labels, recs = append(labels, plural(p.Players, "player", "players")), append(recs, p.statsRecord)
	}
	if err := writeStatsRecords(out, "TABLE", labels, recs); err != nil {
		return err
	}
	if c := s.Chinchon; c != nil {
		line := fmt.Sprintf("Chinchón: %s", plural(c.Hands, "hand", "hands"))
		if c.AverageLeftover != nil {
			line += fmt.Sprintf(", average leftover %.1f", *c.AverageLeftover)
		}
		if c.BestHand != nil {
			line += fmt.Sprintf(", best hand %+d", *c.BestHand)
		}
		fmt.Fprintln(out, line)
		fmt.Fprintf(out, "  cuts %d, clean cuts %d, chinchóns %d, buy-backs %d, eliminations %d\n",
			c.Cuts, c.CleanCuts, c.Chinchons, c.BuyBacks, c.Eliminations)
	}
	if c := s.Chuche; c != nil {
		line := fmt.Sprintf("Chuche: %s", plural(c.Rounds, "round", "rounds"))
		if c.PointsPerRound != nil {
			line += fmt.Sprintf(", %.1f points per round", *c.PointsPerRound)
		}
		if c.BestRound != nil {
			line += fmt.Sprintf(", best round %d", *c.BestRound)
		}
		fmt.Fprintln(out, line)
		fmt.Fprintf(out, "  chuches %d, chuche cards %d, cards won %d (%d points)\n",
			c.Chuches, c.ChucheCards, c.Cards, c.CardPoints)
	}
	return nil
}
