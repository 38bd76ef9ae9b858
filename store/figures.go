package store

import (
	"encoding/json"
	"strings"
)

// StatFigures are the counters a player's stats keep in either game
// (scorer.ChinchonStats, scorer.ChucheStats) as `stats` reads them: the
// integers under these keys, anything else ignored.
type StatFigures struct {
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
func (f *StatFigures) field(key []byte) *int {
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

// ReadStatFigures reads a summary's stats as integers, ignoring anything
// else, so figures added by a later scorer do not break older readers;
// stats that are absent or do not decode read as zeros: encoding/json's
// reading of them, without its reflection for the stats the ledger keeps.
func ReadStatFigures(raw json.RawMessage) StatFigures {
	var f StatFigures
	if len(raw) == 0 {
		return f
	}
	if decodeStatFigures(raw, &f) {
		return f
	}
	f = StatFigures{}
	if json.Unmarshal(raw, &f) != nil {
		return StatFigures{}
	}
	return f
}

// decodeStatFigures reads the stats as the ledger keeps them, compact JSON
// objects of integers (and the lists of integers Chuche keeps per round),
// without encoding/json's reflection. It reports false, leaving f partly
// written, for anything else: spaces, strings, floats, other keys in
// capitals (which encoding/json would match ignoring case), numbers that
// may not fit an int. The caller then hands raw to encoding/json, so the
// result is json.Unmarshal's.
func decodeStatFigures(raw []byte, f *StatFigures) bool {
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

// figureColumns are the columns of a player_games row that hold what
// ReadStatFigures reads from its stats, in the order figureValues gives
// them, for player_totals to add up in SQL (migrations/0006_player_totals.sql).
var figureColumns = []string{"figured",
	"stat_hands", "stat_cuts", "stat_clean_cuts", "stat_chinchons", "stat_buybacks", "stat_eliminations",
	"stat_leftover_sum", "stat_best_hand",
	"stat_rounds", "stat_chuches", "stat_chuche_cards", "stat_cards", "stat_card_points", "stat_best_round"}

// figureAssignments sets figureColumns in an UPDATE, figureList and
// figurePlaceholders name and bind them in an INSERT.
var (
	figureAssignments  = strings.Join(figureColumns, " = ?, ") + " = ?"
	figureList         = strings.Join(figureColumns, ", ")
	figurePlaceholders = strings.TrimSuffix(strings.Repeat("?, ", len(figureColumns)), ", ")
)

// figureBound bounds what the totals add up: a row whose figures or total
// reach it (only an imported game can) is kept unfigured, so that the sums
// of a player's games, fewer than 2^32 of them, never overflow SQL's 64-bit
// integers, where Go's would wrap.
const figureBound = 1 << 31

// figureValues are the values of figureColumns for a row with these stats
// (as stored: nil or JSON) and total.
func figureValues(stats json.RawMessage, total int) []any {
	f := ReadStatFigures(rawOrNil(stats))
	counters := [...]int{f.Hands, f.Cuts, f.CleanCuts, f.Chinchons, f.BuyBacks, f.Eliminations, f.LeftoverSum, f.BestHand,
		f.Rounds, f.Chuches, f.ChucheCards, f.Cards, f.CardPoints, f.BestRound}
	figured := !outOfBound(total)
	for _, n := range counters {
		figured = figured && !outOfBound(n)
	}
	values := make([]any, len(figureColumns))
	values[0] = b2i(figured)
	for i, n := range counters {
		if !figured {
			n = 0
		}
		values[i+1] = n
	}
	return values
}

func outOfBound(n int) bool { return n <= -figureBound || n >= figureBound }
