package entry

import (
	"fmt"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ParseChinchonHand reads a list of cards in the deck in play, runs (3-6o)
// and sets (5ceb) written short included, and checks them against it
// (CN-4).
func ParseChinchonHand(rules variants.ChinchonRules, text string, want ...int) ([]variants.ChinchonCard, error) {
	deck := rules.DeckInPlay()
	cards, err := variants.ParseChinchonHandCards(text, rules)
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
	ns := make(orList, len(want))
	for i, n := range want {
		ns[i] = fmt.Sprint(n)
	}
	return nil, fault.Inputf("%d cards given (%s); a Chinchón hand here has %s", len(cards), chinchonCards(cards), ns).WithHint("separate cards with spaces or commas: 5o 6o 7o 12c 12e 12b 8c")
}

// chinchonCards are cards in a message: the notation in English, the
// table's words in another language.
type chinchonCards []variants.ChinchonCard

func (c chinchonCards) String() string { return variants.FormatChinchonCards(c) }

func (c chinchonCards) Localize(p *i18n.Printer) string {
	return p.Sprintf("%s", []variants.ChinchonCard(c))
}

// orList is "7 or 8" in the message's language.
type orList []string

func (l orList) String() string { return l.Localize(nil) }

func (l orList) Localize(p *i18n.Printer) string { return strings.Join(l, " "+p.Sprintf("or")+" ") }
