package variants

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

// CN-4 is decided in one place for every way cards are entered: a card in
// two places, twice in one place, not of the deck in play, or one joker
// too many is refused naming the card and where it was entered.
func TestCheckDealt_CN4(t *testing.T) {
	deck := ChinchonDeck{Name: Spanish48, Jokers: 1}
	cards := func(s string) []ChinchonCard {
		t.Helper()
		cs, err := ChinchonDeck{Name: Spanish48, Jokers: 2}.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	ana := func(s string) CardsAt { return CardsAt{Place: fault.M("%s's hand", "Ana"), Cards: cards(s)} }
	ben := func(s string) CardsAt { return CardsAt{Place: fault.M("%s's hand", "Ben"), Cards: cards(s)} }
	for _, tc := range []struct {
		name string
		at   []CardsAt
		want string // "" for none
	}{
		{"dealt", []CardsAt{ana("1o 2o 3o"), ben("1c 2c JK")}, ""},
		{"in two hands", []CardsAt{ana("1o 2o 3o"), ben("1c 1o")}, "1o is entered twice: Ana's hand and Ben's hand (CN-4)"},
		{"twice in one hand", []CardsAt{ana("1o 2o 1o")}, "1o is entered twice: Ana's hand (CN-4)"},
		{"a list alone", []CardsAt{{Cards: cards("5o 5o")}}, "5o entered twice; the spanish-48 deck has one 5 of oros"},
		{"one joker too many", []CardsAt{ana("JK 2o"), ben("JK")}, "2 jokers entered; the spanish-48 deck here has 1"},
		{"a card the deck in play does not hold", []CardsAt{ana("1o"), {Place: fault.M("%s's hand", "Ben"), Cards: []ChinchonCard{{Rank: 8, Suit: Oros}}}},
			"Ben's hand has 8o, which is not a card of the spanish-40 deck in play"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := deck
			if strings.Contains(tc.want, "spanish-40") {
				d = ChinchonDeck{Name: Spanish40}
			}
			err := d.CheckDealt(tc.at...)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !fault.Is(err, fault.Input)):
				t.Errorf("got %v; want an input error %q", err, tc.want)
			}
		})
	}
}
