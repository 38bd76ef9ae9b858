package variants

import (
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// CheckSeats enforces 2..6 players with distinct names, in turn order
// (CU-6 for Chuche, CN-4 for Chinchón).
func CheckSeats(game string, seats []string) error {
	rule, title := "CN-4", "chinchón"
	if game == GameChuche {
		rule, title = "CU-6", "chuche"
	}
	if len(seats) < 2 || len(seats) > 6 {
		return fault.Inputf("%s is played by 2 to 6 players, not %d (%s)", title, len(seats), rule)
	}
	for i, s := range seats {
		if strings.TrimSpace(s) == "" {
			return fault.Inputf("seat %#d has no player name", i+1)
		}
		if slices.Index(seats, s) != i {
			return fault.Inputf("%s is seated twice", s)
		}
	}
	return nil
}
