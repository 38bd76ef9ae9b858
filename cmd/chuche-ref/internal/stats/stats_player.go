package stats

import (
	"encoding/json"
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

// statFigures are the counters both games keep (scorer.ChinchonStats,
// scorer.ChucheStats), as stats reads them.
type statFigures struct {
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

// field is the counter a key of the stats object names, nil for a key
// stats does not read.
func (f *statFigures) field(key []byte) *int {
	switch string(key) {
	case "hands":
		return &f.Hands
	case "cuts":
		return &f.Cuts
	case "clean_cuts":
		return &f.CleanCuts
	case "chinchons":
		return &f.Chinchons
	case "buybacks":
		return &f.BuyBacks
	case "eliminations":
		return &f.Eliminations
	case "leftover_sum":
		return &f.LeftoverSum
	case "best_hand":
		return &f.BestHand
	case "rounds":
		return &f.Rounds
	case "chuches":
		return &f.Chuches
	case "chuche_cards":
		return &f.ChucheCards
	case "cards":
		return &f.Cards
	case "card_points":
		return &f.CardPoints
	case "best_round":
		return &f.BestRound
	}
	return nil
}

// statCounters reads a summary's stats as integers, ignoring anything else,
// so figures added by a later scorer do not break older readers; stats that
// are absent or do not decode read as zeros. It decodes once into the
// counters both games keep: stats reads one per game a player sat in.
func statCounters(raw json.RawMessage) statFigures {
	var f statFigures
	if len(raw) == 0 {
		return f
	}
	if decodeStatFigures(raw, &f) {
		return f
	}
	f = statFigures{}
	if json.Unmarshal(raw, &f) != nil {
		return statFigures{}
	}
	return f
}

// decodeStatFigures reads the stats as the ledger keeps them, compact JSON
// objects of integers (and the lists of integers Chuche keeps per round),
// without encoding/json's reflection: a player's stats decode a thousand of
// these. It reports false, leaving f partly written, for anything else:
// spaces, strings, floats, other keys in capitals (which encoding/json
// would match ignoring case), numbers that may not fit an int. The caller
// then hands raw to encoding/json, so the result is json.Unmarshal's.
func decodeStatFigures(raw []byte, f *statFigures) bool {
	if len(raw) < 2 || raw[0] != '{' {
		return false
	}
	i := 1
	if raw[i] == '}' {
		return i+1 == len(raw)
	}
	for {
		// "key":
		if raw[i] != '"' {
			return false
		}
		j := i + 1
		for j < len(raw) && (raw[j] >= 'a' && raw[j] <= 'z' || raw[j] >= '0' && raw[j] <= '9' || raw[j] == '_') {
			j++
		}
		if j+1 >= len(raw) || raw[j] != '"' || raw[j+1] != ':' {
			return false
		}
		dst := f.field(raw[i+1 : j])
		i = j + 2
		// an integer, or for a key stats does not read, a list of them
		if dst == nil && i < len(raw) && raw[i] == '[' {
			i++
			if i < len(raw) && raw[i] == ']' {
				i++
			} else {
				for {
					var ok bool
					if _, i, ok = decodeStatInt(raw, i); !ok {
						return false
					}
					if i < len(raw) && raw[i] == ',' {
						i++
						continue
					}
					if i < len(raw) && raw[i] == ']' {
						i++
						break
					}
					return false
				}
			}
		} else {
			n, next, ok := decodeStatInt(raw, i)
			if !ok {
				return false
			}
			if dst != nil {
				*dst = n
			}
			i = next
		}
		// , or the closing }
		if i >= len(raw) {
			return false
		}
		switch raw[i] {
		case ',':
			i++
			if i >= len(raw) {
				return false
			}
		case '}':
			return i+1 == len(raw)
		default:
			return false
		}
	}
}

// decodeStatInt reads a JSON integer of at most 18 digits at raw[i:].
func decodeStatInt(raw []byte, i int) (n, next int, ok bool) {
	neg := i < len(raw) && raw[i] == '-'
	if neg {
		i++
	}
	start := i
	for i < len(raw) && raw[i] >= '0' && raw[i] <= '9' {
		n = n*10 + int(raw[i]-'0')
		i++
	}
	digits := i - start
	if digits == 0 || digits > 18 || digits > 1 && raw[start] == '0' {
		return 0, i, false
	}
	if i < len(raw) && (raw[i] == '.' || raw[i] == 'e' || raw[i] == 'E') {
		return 0, i, false // a float: encoding/json refuses it for an int
	}
	if neg {
		n = -n
	}
	return n, i, true
}

// PlayerStats adds up a player's games.
func PlayerStats(name string, games []scorekeeper.PlayerGame, since time.Time) playerStatsJSON {
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

func (c *chinchonFigures) add(counters statFigures) {
	c.Games++
	hands := counters.Hands
	c.Hands += hands
	c.Cuts += counters.Cuts
	c.CleanCuts += counters.CleanCuts
	c.Chinchons += counters.Chinchons
	c.BuyBacks += counters.BuyBacks
	c.Eliminations += counters.Eliminations
	c.LeftoverSum += counters.LeftoverSum
	if best := counters.BestHand; hands > 0 && (c.BestHand == nil || best < *c.BestHand) {
		c.BestHand = &best
	}
	c.AverageLeftover = nil
	if c.Hands > 0 {
		avg := statsRatio(c.LeftoverSum, c.Hands)
		c.AverageLeftover = &avg
	}
}

func (c *chucheFigures) add(counters statFigures, total int) {
	c.Games++
	rounds := counters.Rounds
	c.Rounds += rounds
	c.Points += total
	c.Chuches += counters.Chuches
	c.ChucheCards += counters.ChucheCards
	c.Cards += counters.Cards
	c.CardPoints += counters.CardPoints
	if best := counters.BestRound; rounds > 0 && (c.BestRound == nil || best > *c.BestRound) {
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
