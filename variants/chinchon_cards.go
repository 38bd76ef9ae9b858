package variants

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Suit is the suit of a Chinchón card. Spanish and French suits are distinct
// values so that a card prints canonically without knowing its deck.
type Suit uint8

// Suits of the Spanish (oros … bastos) and French (hearts … spades) decks.
const (
	NoSuit Suit = iota // jokers have no suit
	Oros
	Copas
	Espadas
	Bastos
	Hearts
	Diamonds
	Clubs
	Spades
)

var suitLetters = [...]string{"", "o", "c", "e", "b", "h", "d", "c", "s"}
var suitNames = [...]string{"", "oros", "copas", "espadas", "bastos", "hearts", "diamonds", "clubs", "spades"}

// Letter is the canonical suit letter of CLI.md (o c e b, h d c s).
func (s Suit) Letter() string { return suitLetters[s] }

// Name is the suit's word ("copas", "spades").
func (s Suit) Name() string { return suitNames[s] }

// Index is the suit's place 0..3 within its deck family; -1 for NoSuit.
func (s Suit) Index() int {
	switch {
	case s >= Oros && s <= Bastos:
		return int(s - Oros)
	case s >= Hearts && s <= Spades:
		return int(s - Hearts)
	}
	return -1
}

// ChinchonCard is one card of a Chinchón deck. Rank is 1..12 for Spanish
// decks (10 sota, 11 caballo, 12 rey) and 1..13 for the French deck (11 J,
// 12 Q, 13 K). The zero value is the joker.
type ChinchonCard struct {
	Rank uint8
	Suit Suit
}

// Joker is the Chinchón joker (CN-5): it has neither rank nor suit.
var Joker = ChinchonCard{}

// IsJoker reports whether c is a joker.
func (c ChinchonCard) IsJoker() bool { return c.Suit == NoSuit }

// IsFrench reports whether c belongs to the French deck.
func (c ChinchonCard) IsFrench() bool { return c.Suit >= Hearts }

// String is the canonical notation of CLI.md: 5o, 12c, Kd, 10h, JK.
func (c ChinchonCard) String() string {
	if c.IsJoker() {
		return "JK"
	}
	return c.rankText() + c.Suit.Letter()
}

// rankText is the rank in canonical notation: 12 for a Spanish rey, K for
// a French king.
func (c ChinchonCard) rankText() string {
	if c.IsFrench() {
		return frenchRankName(c.Rank)
	}
	return strconv.Itoa(int(c.Rank))
}

// Words spells the card out for people: "8 of copas", "rey of oros",
// "K of spades", "joker".
func (c ChinchonCard) Words() string {
	if c.IsJoker() {
		return "joker"
	}
	if c.IsFrench() {
		return frenchRankName(c.Rank) + " of " + c.Suit.Name()
	}
	if name, ok := spanishFaceNames[c.Rank]; ok {
		return name + " of " + c.Suit.Name()
	}
	return strconv.Itoa(int(c.Rank)) + " of " + c.Suit.Name()
}

// spanishFaceNames are the Spanish face cards as a table names them (CN-1).
var spanishFaceNames = map[uint8]string{10: "sota", 11: "caballo", 12: "rey"}

func frenchRankName(r uint8) string {
	switch r {
	case 1:
		return "A"
	case 11:
		return "J"
	case 12:
		return "Q"
	case 13:
		return "K"
	}
	return strconv.Itoa(int(r))
}

// MarshalText writes the canonical notation, so JSON carries "5o", not a struct.
func (c ChinchonCard) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads any notation of any Chinchón deck, Spanish first: it
// cannot know the deck, so "5c" is the 5 of copas, never of clubs. Entries
// of a game are decoded by its deck instead (scorer.DecodeChinchonHand);
// this is for display of text whose deck does not matter.
func (c *ChinchonCard) UnmarshalText(b []byte) error {
	for _, d := range []ChinchonDeck{{Name: Spanish48, Jokers: 2}, {Name: French52, Jokers: 2}} {
		if card, miss := d.readCard(string(b)); miss == cardRead {
			*c = card
			return nil
		}
	}
	return fault.Inputf("%q is not a Chinchón card", string(b))
}

// ChinchonCards are cards shown in a sentence: in notation with spaces
// between them ("5o 6o 7o"), as a table writes them down. A catalog
// printer names each in its language.
type ChinchonCards []ChinchonCard

func (cs ChinchonCards) String() string { return joinCards(cs) }

// SpelledCard is a card spelled out in a sentence: its Words in English
// ("rey of oros"); a catalog printer names it in its language.
type SpelledCard ChinchonCard

func (c SpelledCard) String() string { return ChinchonCard(c).Words() }

func joinCards[C fmt.Stringer](cards []C) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}
