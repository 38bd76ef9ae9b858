package entry

import (
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// CheckSeats enforces 2..6 distinct players (CU-6, CN-4).
func CheckSeats(players []string) ([]string, error) {
	var seats []string
	seen := map[string]bool{}
	for _, p := range players {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if strings.ContainsAny(p, "=,") {
			return nil, fault.Inputf("player name %q may not contain '=' or ','", p)
		}
		key := strings.ToLower(p)
		if seen[key] {
			return nil, fault.Inputf("player %q is named twice; each player takes one seat", p)
		}
		seen[key] = true
		seats = append(seats, p)
	}
	if len(seats) < 2 || len(seats) > 6 {
		return nil, fault.Inputf("a game needs 2 to 6 players, got %d", len(seats)).WithHint("name them in turn order: --players Ana,Ben,Cleo")
	}
	return seats, nil
}
