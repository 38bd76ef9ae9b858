package entry

import (
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// CheckSeats reads the players of a new game as --players and play's
// prompt list them, in turn order: blank fields (a comma left at the end)
// are skipped, every name is held to the name rule and no one is seated
// twice (variants.CleanSeats), and a game has 2 to 6 players (CU-6, CN-4).
func CheckSeats(players []string) ([]string, error) {
	var named []string
	for _, p := range players {
		if strings.TrimSpace(p) != "" {
			named = append(named, p)
		}
	}
	seats, err := variants.CleanSeats(named)
	if err != nil {
		return nil, err
	}
	if len(seats) < 2 || len(seats) > 6 {
		return nil, fault.Inputf("a game needs 2 to 6 players, got %d", len(seats)).WithHint("name them in turn order: --players Ana,Ben,Cleo")
	}
	return seats, nil
}
