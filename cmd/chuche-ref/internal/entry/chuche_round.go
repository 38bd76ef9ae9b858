package entry

import (
	"maps"
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChucheRoundFlags are `round`'s Chuche scoring-only flags (CU-25).
type ChucheRoundFlags struct {
	Won    []string
	Chuche []string
}

// Used reports whether any Chuche round flag was given.
func (fl *ChucheRoundFlags) Used() bool { return len(fl.Won) > 0 || len(fl.Chuche) > 0 }

// ChucheRoundFromFlags builds a scoring-only round (CU-25) from `round`'s
// flags; card and name errors are input errors (exit 2).
func ChucheRoundFromFlags(players []string, rules variants.ChucheRules, fl *ChucheRoundFlags) (scorer.ChucheRoundScore, error) {
	s := scorer.ChucheRoundScore{Won: map[string][]variants.ChucheCard{}}
	if !fl.Used() {
		return s, fault.Inputf("a Chuche round needs each player's won cards: --won \"NAME=R5 R3 …\" (and --chuche NAME=N for Chuche cards)")
	}
	deck := rules.DeckFor(len(players))
	texts, err := seatAssignments(players, "won", fl.Won)
	if err != nil {
		return s, err
	}
	for _, name := range slices.Sorted(maps.Keys(texts)) {
		cards, err := deck.ParseCards(texts[name])
		if err != nil {
			return s, fault.Wrapf(err, "%s's won cards", name)
		}
		s.Won[name] = cards
	}
	if s.Chuche, err = seatNumbers(players, "chuche", fl.Chuche); err != nil {
		return s, err
	}
	return s, scorer.CheckChucheRoundScore(s, players, rules)
}
