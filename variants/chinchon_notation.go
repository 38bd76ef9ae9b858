package variants

import (
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

var spanishSuitWords = map[string]Suit{
	"o": Oros, "oro": Oros, "oros": Oros,
	"c": Copas, "copa": Copas, "copas": Copas,
	"e": Espadas, "espada": Espadas, "espadas": Espadas,
	"b": Bastos, "basto": Bastos, "bastos": Bastos,
}

var frenchSuitWords = map[string]Suit{
	"h": Hearts, "heart": Hearts, "hearts": Hearts, "♥": Hearts, "♡": Hearts,
	"d": Diamonds, "diamond": Diamonds, "diamonds": Diamonds, "♦": Diamonds, "♢": Diamonds,
	"c": Clubs, "club": Clubs, "clubs": Clubs, "♣": Clubs, "♧": Clubs,
	"s": Spades, "spade": Spades, "spades": Spades, "♠": Spades, "♤": Spades,
}

var spanishRankWords = map[string]uint8{
	"a": 1, "as": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
	"siete": 7, "ocho": 8, "nueve": 9,
	"s": 10, "sota": 10, "c": 11, "caballo": 11, "r": 12, "rey": 12,
}

var frenchRankWords = map[string]uint8{
	"a": 1, "ace": 1, "j": 11, "jack": 11, "q": 12, "queen": 12, "k": 13, "king": 13,
}

var jokerWords = map[string]bool{"jk": true, "*": true, "joker": true, "comodin": true, "jo": true}

func suitWordList(m map[string]Suit) []string {
	words := make([]string, 0, len(m))
	for w := range m {
		words = append(words, w)
	}
	return words
}

var (
	spanishSuitList = suitWordList(spanishSuitWords)
	frenchSuitList  = suitWordList(frenchSuitWords)
)

// ParseCard reads one card in any spelling of CLI.md. An unknown token is an
// input error naming the token, the deck and what would be accepted.
func (d ChinchonDeck) ParseCard(tok string) (ChinchonCard, error) {
	card, miss := d.readCard(tok)
	switch miss {
	case noJokers:
		return Joker, d.notACard(tok, fault.M("this game plays without jokers (house rule jokers)"))
	case notASuit:
		return Joker, d.notACard(tok, d.suitList())
	case notARank:
		return Joker, d.notACard(tok, d.rankList())
	}
	return card, nil
}

// cardMiss is why a token is not a card of the deck, or cardRead.
type cardMiss uint8

const (
	cardRead cardMiss = iota
	noJokers          // a joker, and the game plays without
	notASuit          // no suit the deck has, or no rank before it
	notARank          // a suit, but no rank of the deck's
)

// readCard is ParseCard without the error: the readings of a joined line
// try most of its pieces as a card first, and most are not one.
func (d ChinchonDeck) readCard(tok string) (ChinchonCard, cardMiss) {
	t := normalizeToken(tok)
	if jokerWords[t] {
		if d.Jokers == 0 {
			return Joker, noJokers
		}
		return Joker, cardRead
	}
	suitWords, suitList, rankWords := spanishSuitWords, spanishSuitList, spanishRankWords
	if d.French() {
		suitWords, suitList, rankWords = frenchSuitWords, frenchSuitList, frenchRankWords
	}
	rankText, suitText := splitRankSuit(t, suitList)
	suit, ok := suitWords[suitText]
	if !ok || rankText == "" {
		return Joker, notASuit
	}
	rank, ok := rankWords[rankText]
	if !ok {
		n, err := strconv.Atoi(rankText)
		if err != nil || n < 1 || n > 13 {
			return Joker, notARank
		}
		rank = uint8(n)
	}
	card := ChinchonCard{Rank: rank, Suit: suit}
	if !d.Contains(card) {
		return Joker, notARank
	}
	return card, cardRead
}

func (d ChinchonDeck) rankList() fault.Message {
	switch d.Name {
	case Spanish40:
		return fault.M("ranks are 1..7 and 10 11 12 (sota caballo rey; no 8 or 9)")
	case French52:
		return fault.M("ranks are A 2..10 J Q K")
	}
	return fault.M("ranks are 1..12 (or S C R for sota caballo rey)")
}

func (d ChinchonDeck) notACard(tok string, accepted fault.Message) error {
	return fault.Inputf("%q is not a card of the %s deck; %s", strings.TrimSpace(tok), d.Name, accepted).WithHint("cards look like %s", d.examples())
}

func (d ChinchonDeck) examples() string {
	ex := "5o 12c Rb 7 de copas"
	if d.French() {
		ex = "10h Kd A♠ 7c"
	}
	if d.Jokers > 0 {
		ex += " JK"
	}
	return ex
}

// ParseCards reads a list of cards separated by spaces and/or commas.
func (d ChinchonDeck) ParseCards(s string) ([]ChinchonCard, error) {
	return parseList(s, d.ParseCard)
}

// FormatChinchonCards joins cards in canonical notation with spaces.
func FormatChinchonCards(cards []ChinchonCard) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}
