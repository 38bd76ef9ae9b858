package variants

import (
	"fmt"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// DefaultComposition is the copies of values 1..6 per colour (CU-1).
var DefaultComposition = [6]int{2, 2, 2, 1, 1, 1}

// DefaultColours is the colours in play by player count (CU-2). Without a
// player count (stateless checks) all six are in play.
func DefaultColours(players int) []Colour {
	switch {
	case players == 2:
		return []Colour{Red, Orange, Yellow, Green}
	case players == 3 || players == 4:
		return []Colour{Red, Orange, Yellow, Green, Blue}
	}
	return append([]Colour(nil), AllColours...)
}

// ChucheDeck is the number cards in play: the colours and the copies of each
// value per colour (CU-1, CU-2).
type ChucheDeck struct {
	Colours     []Colour
	Composition [6]int // copies of values 1..6 in each colour
}

// Name describes the deck for messages: "Chuche deck (R O Y G)".
func (d ChucheDeck) Name() fault.Message {
	letters := make([]string, len(d.Colours))
	for i, c := range d.Colours {
		letters[i] = c.Letter()
	}
	return fault.M("Chuche deck (%s)", strings.Join(letters, " "))
}

// InPlay reports whether a colour is in play.
func (d ChucheDeck) InPlay(c Colour) bool {
	for _, x := range d.Colours {
		if x == c {
			return true
		}
	}
	return false
}

// Copies is how many of a card the deck holds (0 when its colour is not in play).
func (d ChucheDeck) Copies(c ChucheCard) int {
	if c.Value < 1 || c.Value > 6 || !d.InPlay(c.Colour) {
		return 0
	}
	return d.Composition[c.Value-1]
}

// Size is the number of number cards in play.
func (d ChucheDeck) Size() int {
	n := 0
	for _, k := range d.Composition {
		n += k
	}
	return n * len(d.Colours)
}

// Cards lists every number card in play, copies included, colour by colour.
func (d ChucheDeck) Cards() []ChucheCard {
	cards := make([]ChucheCard, 0, d.Size())
	for _, col := range d.Colours {
		for v := 1; v <= 6; v++ {
			for k := 0; k < d.Composition[v-1]; k++ {
				cards = append(cards, ChucheCard{Colour: col, Value: uint8(v)})
			}
		}
	}
	return cards
}

// ParseCard reads one card in any spelling and checks its colour is in play (CU-5).
func (d ChucheDeck) ParseCard(tok string) (ChucheCard, error) {
	c, err := parseChucheCard(tok)
	if err != nil {
		return c, err
	}
	if d.Copies(c) == 0 {
		return c, fault.Inputf("%q is not a card of the %s; %s is not in play", strings.TrimSpace(tok), d.Name(), c.Colour).WithHint("colours in play follow the player count (CU-2) or house rule colors")
	}
	return c, nil
}

// ParseCards reads a list of cards separated by spaces and/or commas.
func (d ChucheDeck) ParseCards(s string) ([]ChucheCard, error) {
	return parseList(s, d.ParseCard)
}

// CheckCounts enforces CU-5: no card more often than the deck in play holds it.
func (d ChucheDeck) CheckCounts(cards []ChucheCard) error {
	seen := map[ChucheCard]int{}
	for _, c := range cards {
		seen[c]++
		if n := d.Copies(c); seen[c] > n {
			if n == 0 {
				return fault.Inputf("%s is not a card of the %s; %s is not in play", c, d.Name(), c.Colour)
			}
			return fault.Inputf("%s entered %d times; the %s holds %d", c, seen[c], d.Name(), n)
		}
	}
	return nil
}

// ChucheAction is one of the 12 Chuche cards (CU-4).
type ChucheAction uint8

// The Chuche cards.
const (
	ActionJoker ChucheAction = iota + 1
	ActionSteal
	ActionBomb
	ActionBlockade
	ActionShield
)

// ChucheActionCopies is how many of each Chuche card exist (CU-4: 12 in all).
var ChucheActionCopies = map[ChucheAction]int{
	ActionJoker: 2, ActionSteal: 3, ActionBomb: 1, ActionBlockade: 3, ActionShield: 3,
}

// ChucheActionTotal is the number of Chuche cards (CU-4).
const ChucheActionTotal = 12

var actionNames = [...]string{"", "joker", "steal", "bomb", "blockade", "shield"}

func (a ChucheAction) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("action(%d)", int(a))
}

var actionWords = map[string]ChucheAction{
	"joker": ActionJoker, "jk": ActionJoker, "±1": ActionJoker,
	"steal": ActionSteal, "stehle": ActionSteal, "stehlen": ActionSteal, "dieb": ActionSteal, "robar": ActionSteal,
	"bomb": ActionBomb, "bombe": ActionBomb, "bomba": ActionBomb,
	"blockade": ActionBlockade, "block": ActionBlockade, "bloqueo": ActionBlockade,
	"shield": ActionShield, "schild": ActionShield, "escudo": ActionShield,
}

// ParseChucheAction reads the name of a Chuche card.
func ParseChucheAction(s string) (ChucheAction, error) {
	if a, ok := actionWords[normalizeToken(s)]; ok {
		return a, nil
	}
	return 0, fault.Inputf("%q is not a Chuche card; Chuche cards are joker, steal, bomb, blockade, shield", s)
}

// MarshalText writes the action's name.
func (a ChucheAction) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText reads an action's name.
func (a *ChucheAction) UnmarshalText(b []byte) error {
	x, err := ParseChucheAction(string(b))
	if err != nil {
		return err
	}
	*a = x
	return nil
}

// ChucheCardTitle is a Chuche card named as a card in a sentence: "Steal",
// "Joker"; "Chuche card" when not named. A catalog printer names it in its
// language.
type ChucheCardTitle ChucheAction

func (a ChucheCardTitle) String() string {
	if a == 0 {
		return "Chuche card"
	}
	s := ChucheAction(a).String()
	return strings.ToUpper(s[:1]) + s[1:]
}
