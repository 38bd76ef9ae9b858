package variants

import (
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Chinchón deck names (CN-1).
const (
	Spanish40 = "spanish-40"
	Spanish48 = "spanish-48"
	French52  = "french-52"
)

// ChinchonDeckNames lists the decks in the order they are offered.
var ChinchonDeckNames = []string{Spanish40, Spanish48, French52}

// ChinchonDeck is one of the decks of CN-1 with its number of jokers.
type ChinchonDeck struct {
	Name   string
	Jokers int // 0..2
}

// NewChinchonDeck checks the name and joker count.
func NewChinchonDeck(name string, jokers int) (ChinchonDeck, error) {
	switch name {
	case Spanish40, Spanish48, French52:
	default:
		return ChinchonDeck{}, fault.Inputf("unknown deck %q; decks are %s", name, strings.Join(ChinchonDeckNames, ", "))
	}
	if jokers < 0 || jokers > 2 {
		return ChinchonDeck{}, fault.Inputf("jokers=%d is out of range; a deck has 0, 1 or 2 jokers", jokers)
	}
	return ChinchonDeck{Name: name, Jokers: jokers}, nil
}

// DefaultJokers is the joker count a deck gets when the rules do not say (CN-1).
func DefaultJokers(deck string) int {
	if deck == French52 {
		return 2
	}
	return 0
}

// French reports whether the deck uses French suits and ranks.
func (d ChinchonDeck) French() bool { return d.Name == French52 }

// Suits lists the deck's four suits.
func (d ChinchonDeck) Suits() []Suit {
	if d.French() {
		return []Suit{Hearts, Diamonds, Clubs, Spades}
	}
	return []Suit{Oros, Copas, Espadas, Bastos}
}

var (
	spanish40Ranks = []uint8{1, 2, 3, 4, 5, 6, 7, 10, 11, 12}
	spanish48Ranks = []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}
	french52Ranks  = []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}
)

// Ranks lists the deck's ranks in run order (CN-2: in spanish-40 the sota, 10,
// follows the 7). The slice is shared: callers must not modify it.
func (d ChinchonDeck) Ranks() []uint8 {
	switch d.Name {
	case Spanish40:
		return spanish40Ranks
	case French52:
		return french52Ranks
	}
	return spanish48Ranks
}

// RunPosition is the place of a rank in run order (0 for the ace), or -1
// when the deck has no such rank. Two ranks are adjacent in a run when their
// positions differ by one (CN-2).
func (d ChinchonDeck) RunPosition(rank uint8) int {
	for i, r := range d.Ranks() {
		if r == rank {
			return i
		}
	}
	return -1
}

// Size is the number of cards in the deck, jokers included.
func (d ChinchonDeck) Size() int { return 4*len(d.Ranks()) + d.Jokers }

// Cards lists every card of the deck once, suit by suit in run order, then
// the jokers (a deck with two jokers lists JK twice).
func (d ChinchonDeck) Cards() []ChinchonCard {
	cards := make([]ChinchonCard, 0, d.Size())
	for _, s := range d.Suits() {
		for _, r := range d.Ranks() {
			cards = append(cards, ChinchonCard{Rank: r, Suit: s})
		}
	}
	for i := 0; i < d.Jokers; i++ {
		cards = append(cards, Joker)
	}
	return cards
}

// Contains reports whether the deck holds the card at all.
func (d ChinchonDeck) Contains(c ChinchonCard) bool {
	if c.IsJoker() {
		return d.Jokers > 0
	}
	if c.IsFrench() != d.French() {
		return false
	}
	return d.RunPosition(c.Rank) >= 0
}

// Copies is how many of the card the deck holds.
func (d ChinchonDeck) Copies(c ChinchonCard) int {
	if c.IsJoker() {
		return d.Jokers
	}
	if d.Contains(c) {
		return 1
	}
	return 0
}

// CheckCounts enforces CN-4 on one list of cards: no card more often than
// the deck holds it (CheckDealt with no places named).
func (d ChinchonDeck) CheckCounts(cards []ChinchonCard) error {
	return d.CheckDealt(CardsAt{Cards: cards})
}

// CardsAt are the cards entered for one place at the table: a player's
// hand, the cutter's discard.
type CardsAt struct {
	Place fault.Message // "Ana's hand"; none for a list of cards alone
	Cards []ChinchonCard
}

// CheckDealt is CN-4, decided here for every caller — the prompts as a
// line is typed, the flags, the scorer judging a hand: the cards entered
// at the table could have been dealt from this deck. Each card of a named
// place is a card of the deck; no card lies in two places, or twice in one;
// no more jokers than the deck holds. The first problem is the error, an
// input error naming the card and where it was entered.
func (d ChinchonDeck) CheckDealt(at ...CardsAt) error {
	where := map[ChinchonCard][]any{}
	seen := map[ChinchonCard]int{}
	for _, lot := range at {
		named := !lot.Place.IsZero()
		for _, c := range lot.Cards {
			if named && !d.Contains(c) {
				err := fault.Inputf("%s has %s, which is not a card of the %s deck in play", lot.Place, c, d.Name)
				if c.IsJoker() {
					err = fault.Inputf("%s has a joker, but this game plays without jokers (house rule jokers=0)", lot.Place)
				}
				err.Hint = d.Describe()
				return err
			}
			seen[c]++
			if c.IsJoker() || seen[c] <= d.Copies(c) {
				if named && !hasPlace(where[c], lot.Place) {
					where[c] = append(where[c], lot.Place)
				}
				continue
			}
			if !named {
				return fault.Inputf("%s entered twice; the %s deck has one %s", c, d.Name, SpelledCard(c))
			}
			if !hasPlace(where[c], lot.Place) {
				where[c] = append(where[c], lot.Place)
			}
			return fault.Inputf("%s is entered twice: %s (CN-4)", c, And(where[c]...))
		}
	}
	if n := seen[Joker]; n > d.Jokers {
		return fault.Inputf("%d jokers entered; the %s deck here has %d (house rule jokers)", n, d.Name, d.Jokers)
	}
	return nil
}

func hasPlace(places []any, m fault.Message) bool {
	for _, p := range places {
		if p.(fault.Message).String() == m.String() {
			return true
		}
	}
	return false
}

// Describe says in one line what cards of this deck look like, for errors.
func (d ChinchonDeck) Describe() fault.Message {
	m := fault.M("ranks are 1..12 (S C R for sota caballo rey), suits are o c e b")
	if d.French() {
		m = fault.M("ranks are A 2..10 J Q K, suits are h d c s (or ♥ ♦ ♣ ♠)")
	} else if d.Name == Spanish40 {
		m = fault.M("ranks are 1..7 10 11 12 (S C R for sota caballo rey), suits are o c e b")
	}
	if d.Jokers > 0 {
		return fault.M("%s, JK for a joker", m)
	}
	return m
}
