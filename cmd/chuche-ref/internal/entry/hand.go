package entry

import (
	"fmt"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ParseChinchonHand reads a list of cards in the deck in play and checks
// them against it (CN-4).
func ParseChinchonHand(rules variants.ChinchonRules, text string, want ...int) ([]variants.ChinchonCard, error) {
	deck := rules.DeckInPlay()
	cards, err := deck.ParseCards(text)
	if err != nil {
		return nil, err
	}
	if err := deck.CheckCounts(cards); err != nil {
		return nil, err
	}
	for _, n := range want {
		if len(cards) == n {
			return cards, nil
		}
	}
	ns := make([]string, len(want))
	for i, n := range want {
		ns[i] = fmt.Sprint(n)
	}
	return nil, failure.Inputf("%d cards given (%s); a Chinchón hand here has %s", len(cards), variants.FormatChinchonCards(cards), strings.Join(ns, " or ")).WithHint("separate cards with spaces or commas: 5o 6o 7o 12c 12e 12b 8c")
}
