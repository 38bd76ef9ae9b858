package entry

import (
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// CheckSeats enforces 2..6 distinct players (CU-6, CN-4), each name as the
// name rule has it (variants.CleanPlayerName).
func CheckSeats(players []string) ([]string, error) {
	var seats []string
	seen := map[string]string{} // a name folded: its first spelling
	for _, p := range players {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if strings.ContainsAny(p, "=,") {
			return nil, fault.Inputf("player name %q may not contain '=' or ','", p)
		}
		// The name rule the ledger holds every name to, applied where the
		// names are typed: play asks again at once instead of refusing
		// the game after its house rules and dealer were answered.
		p, err := variants.CleanPlayerName(p)
		if err != nil {
			return nil, err
		}
		key := variants.FoldName(p)
		switch first, ok := seen[key]; {
		case ok && strings.ToLower(first) == strings.ToLower(p):
			return nil, fault.Inputf("player %q is named twice; each player takes one seat", p)
		case ok: // a look-alike: Sam and ſam, Νίκος and ΝΊΚΟΣ
			return nil, fault.Inputf("%s and %s are the same player; a player takes one seat",
				variants.QuoteToken(first), variants.QuoteToken(p))
		}
		seen[key] = p
		seats = append(seats, p)
	}
	if len(seats) < 2 || len(seats) > 6 {
		return nil, fault.Inputf("a game needs 2 to 6 players, got %d", len(seats)).WithHint("name them in turn order: --players Ana,Ben,Cleo")
	}
	return seats, nil
}
