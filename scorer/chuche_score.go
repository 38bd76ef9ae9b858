package scorer

import (
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChucheCardPoints is what n Chuche cards score (CU-23): 2 each, and their
// value doubles with 3 or more — 1 → 2, 2 → 4, 3 → 12, 4 → 16.
func ChucheCardPoints(n int) int {
	switch {
	case n <= 0:
		return 0
	case n >= 3:
		return 4 * n
	}
	return 2 * n
}

// ScoreChucheRound is each player's score for a round: the CU-22 points of
// their won pile plus their Chuche cards (CU-23). Every name in either map
// gets a score.
func ScoreChucheRound(won map[string][]variants.ChucheCard, chuche map[string]int) map[string]int {
	scores := map[string]int{}
	for p, cards := range won {
		points := 0
		for _, c := range cards {
			points += c.Points()
		}
		scores[p] = points
	}
	for p, n := range chuche {
		scores[p] += ChucheCardPoints(n)
	}
	return scores
}

// CheckChucheRoundScore checks a scoring-only round (CU-25): every name is a
// player, and the won piles together could come from the deck in play
// (CU-5) and the Chuche cards from the 12 there are (CU-4). Every problem is
// an input error (fault kind Input): such a round could not have been played.
func CheckChucheRoundScore(s ChucheRoundScore, seats []string, rules variants.ChucheRules) error {
	for _, names := range [][]string{chucheKeys(s.Won), chucheKeys(s.Chuche)} {
		for _, n := range names {
			if !slices.Contains(seats, n) {
				return fault.Inputf("%q is not a player of this game", n).WithHint("players are %s", strings.Join(seats, ", "))
			}
		}
	}
	deck := rules.DeckFor(len(seats))
	var all []variants.ChucheCard
	for _, p := range seats {
		for _, c := range s.Won[p] {
			if deck.Copies(c) == 0 {
				return fault.Inputf("%s's won pile holds %s, which is not a card of the %s (CU-2, CU-5)", p, c, deck.Name())
			}
		}
		all = append(all, s.Won[p]...)
	}
	if err := deck.CheckCounts(all); err != nil {
		return fault.Inputf("the won piles together: %s (CU-5, CU-25)", err).WithHint("each card of the deck is won by one player at most")
	}
	total := 0
	for _, p := range seats {
		n := s.Chuche[p]
		if n < 0 {
			return fault.Inputf("%s won %d Chuche cards; a count is 0 or more (CU-25)", p, n)
		}
		total += n
	}
	if total > variants.ChucheActionTotal {
		return fault.Inputf("%d Chuche cards won in all; there are %d (CU-4, CU-25)", total, variants.ChucheActionTotal)
	}
	return nil
}

// chucheRoundOf is a round played turn by turn, as the referee ended it:
// every Chuche card won counts, used or not (CU-20).
func chucheRoundOf(r *referee.ChucheRound) (won map[string][]variants.ChucheCard, cards, chuches map[string]int) {
	won, cards, chuches = map[string][]variants.ChucheCard{}, map[string]int{}, map[string]int{}
	for _, p := range r.Seats {
		won[p] = slices.Clone(r.Won[p])
		cards[p] = len(r.Actions[p])
		chuches[p] = r.Chuches[p]
	}
	return won, cards, chuches
}

func chucheKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
