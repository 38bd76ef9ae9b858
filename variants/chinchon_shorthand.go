package variants

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chuche-ref/chuche-ref/fault"
)

// A Chinchón hand is typed as it is laid down (CLI.md "Cards"): besides
// single cards, a run is written as its first rank, a dash and its last
// card (3-6o: 3o 4o 5o 6o), and a set as a rank followed by its suits
// (5ceb: 5c 5e 5b). Ranks and suits in the shorthand are the short
// spellings only: numbers and the single letters of the deck (S C R for
// sota caballo rey; A J Q K), one suit letter (or a French suit symbol)
// each. Jokers stay on their own (JK).
//
// The shorthand never changes how a list that reads as single cards is
// read: at every word the single-card spellings are tried first, with the
// words after it as the spellings with spaces take them, and only a word
// that is no card is read as a run or a set. No single-card spelling holds
// a dash, and none is a rank followed by two or more suit letters.

// ParseChinchonHandCards reads a Chinchón card list with the shorthand,
// for the deck the rules play with: a run follows the deck's own order
// (CN-2: in spanish-40 the sota follows the 7) and ends on the ace above
// the top rank only under ace_high (11-1o). Cards come out in the order
// typed, a run's from its first rank up and a set's in the order its suits
// are written. A card given twice is left for the deck's count (CN-4).
func ParseChinchonHandCards(text string, rules ChinchonRules) ([]ChinchonCard, error) {
	deck := rules.DeckInPlay()
	words := splitList(text)
	cards := make([]ChinchonCard, 0, len(words))
	for i := 0; i < len(words); {
		card, n, err := parseAt(words, i, deck.ParseCard)
		if err == nil {
			cards = append(cards, card)
			i += n
			continue
		}
		more, ok, serr := deck.parseShorthand(words[i], rules.AceHigh)
		if serr != nil && deck.shapedAsOne(words[i]) {
			return nil, serr // a run or set written whole, refused: never cut
		}
		if !ok || serr != nil {
			joined, read, jerr := deck.readJoined(words[i], rules.AceHigh)
			switch {
			case jerr != nil:
				return nil, jerr
			case !read && !ok:
				return nil, err
			case !read:
				return nil, serr
			}
			more = joined
		}
		cards = append(cards, more...)
		i++
	}
	return cards, nil
}

// parseShorthand reads one word as a run or a set. ok says whether the
// word is written as one at all; a word that is not is left to the
// single-card error.
func (d ChinchonDeck) parseShorthand(word string, aceHigh bool) (cards []ChinchonCard, ok bool, err error) {
	t := normalizeToken(word)
	if strings.Contains(t, "-") {
		cards, err = d.parseRun(word, t, aceHigh)
		return cards, true, err
	}
	rank, rest, ok := d.shortRank(t)
	if !ok || utf8.RuneCountInString(rest) < 2 {
		return nil, false, nil
	}
	suits, ok := d.shortSuits(rest)
	if !ok {
		return nil, false, nil
	}
	cards, err = d.expandSet(word, rank, suits)
	return cards, true, err
}

// expandSet is the rank in each of the suits written.
func (d ChinchonDeck) expandSet(word string, rank int, suits []Suit) ([]ChinchonCard, error) {
	if d.positionOf(rank) < 0 {
		return nil, d.withShorthandHint(fault.Inputf("%q is not a set of the %s deck; %s", word, d.Name, d.rankList()))
	}
	cards := make([]ChinchonCard, 0, len(suits))
	for i, s := range suits {
		for _, before := range suits[:i] {
			if before == s {
				return nil, d.withShorthandHint(fault.Inputf("%q repeats the suit %s; a set is one rank in different suits", word, s.Letter()))
			}
		}
		cards = append(cards, ChinchonCard{Rank: uint8(rank), Suit: s})
	}
	return cards, nil
}

// parseRun reads "A-Bs": every rank of suit s from A up to B in the deck's
// order (CN-2), or from A to the top rank and then the ace under ace_high.
func (d ChinchonDeck) parseRun(word, t string, aceHigh bool) ([]ChinchonCard, error) {
	first, last, _ := strings.Cut(t, "-")
	if namesJoker(first) || namesJoker(last) {
		return nil, d.withShorthandHint(fault.Inputf("%q puts a joker inside a run; a joker is written on its own, as JK", word))
	}
	from, rest, ok := d.shortRank(first)
	if !ok || rest != "" || strings.Contains(last, "-") {
		return nil, d.notARun(word, fault.M("a run is its first rank, a dash and its last card, like %s", d.runExample()))
	}
	to, suitText, ok := d.shortRank(last)
	suits, known := d.shortSuits(suitText)
	switch {
	case ok && suitText != "" && !known:
		return nil, d.notARun(word, d.suitList())
	case !ok || len(suits) != 1:
		return nil, d.notARun(word, fault.M("a run is its first rank, a dash and its last card, like %s", d.runExample()))
	}
	a, b := d.positionOf(from), d.positionOf(to)
	if a < 0 || b < 0 {
		return nil, d.notARun(word, d.rankList())
	}
	ranks := d.Ranks()
	var span []uint8
	switch {
	case a == b:
		return nil, d.withShorthandHint(fault.Inputf("%q starts and ends on the same card; a run needs 3 or more", word))
	case a < b:
		span = ranks[a : b+1]
	case b == 0 && !aceHigh:
		return nil, d.withShorthandHint(fault.Inputf("%q closes the run with the ace above the top rank; the ace is low only (house rule ace_high is off)", word))
	case b == 0:
		span = append(append([]uint8(nil), ranks[a:]...), ranks[0])
	default:
		return nil, d.withShorthandHint(fault.Inputf("%q runs downwards; a run is written from its lowest card up, like %s",
			word, ChinchonCard{Rank: uint8(to), Suit: suits[0]}.rankText()+"-"+ChinchonCard{Rank: uint8(from), Suit: suits[0]}.String()))
	}
	if len(span) < 3 {
		return nil, d.withShorthandHint(fault.Inputf("%q is only %d cards in the %s deck; a run needs 3 or more", word, len(span), d.Name))
	}
	cards := make([]ChinchonCard, len(span))
	for i, r := range span {
		cards[i] = ChinchonCard{Rank: r, Suit: suits[0]}
	}
	return cards, nil
}

// namesJoker reports a joker written where a run's rank or card belongs
// (JK, JKo, *).
func namesJoker(part string) bool {
	if jokerWords[part] {
		return true
	}
	_, size := utf8.DecodeLastRuneInString(part)
	return size > 0 && len(part) > size && jokerWords[part[:len(part)-size]]
}

// shortRank reads the rank at the start of t in its short spelling: a
// number, or one of the deck's rank letters (S C R, A J Q K). The number
// is returned as written, so that a rank the deck lacks can be named.
func (d ChinchonDeck) shortRank(t string) (rank int, rest string, ok bool) {
	if t == "" {
		return 0, "", false
	}
	n := 0
	for n < len(t) && t[n] >= '0' && t[n] <= '9' {
		n++
	}
	if n > 0 {
		if n > 2 {
			return 0, t[n:], true // no deck has such a rank
		}
		v, _ := strconv.Atoi(t[:n])
		return v, t[n:], true
	}
	words := spanishRankWords
	if d.French() {
		words = frenchRankWords
	}
	if r, ok := words[t[:1]]; ok {
		return int(r), t[1:], true
	}
	return 0, "", false
}

// shortSuits reads every character of s as a suit letter of the deck (or a
// French suit symbol).
func (d ChinchonDeck) shortSuits(s string) ([]Suit, bool) {
	words := spanishSuitWords
	if d.French() {
		words = frenchSuitWords
	}
	var suits []Suit
	for _, r := range s {
		suit, ok := words[string(r)]
		if !ok {
			return nil, false
		}
		suits = append(suits, suit)
	}
	return suits, true
}

// positionOf is RunPosition for a rank as written, -1 when the deck has none.
func (d ChinchonDeck) positionOf(rank int) int {
	if rank < 1 || rank > 13 {
		return -1
	}
	return d.RunPosition(uint8(rank))
}

func (d ChinchonDeck) notARun(word string, why fault.Message) error {
	return d.withShorthandHint(fault.Inputf("%q is not a run of the %s deck; %s", word, d.Name, why))
}

// withShorthandHint adds to a shorthand's error what a run and a set look
// like in the deck.
func (d ChinchonDeck) withShorthandHint(e *fault.Error) error {
	return e.WithHint("a run looks like %s, a set like %s", d.runExample(), d.setExample())
}

func (d ChinchonDeck) runExample() string {
	if d.French() {
		return "9-Qh"
	}
	return "3-6o"
}

func (d ChinchonDeck) setExample() string {
	if d.French() {
		return "5hdc"
	}
	return "5ceb"
}

// suitList says what the deck's suits are, for an error.
func (d ChinchonDeck) suitList() fault.Message {
	if d.French() {
		return fault.M("suits are h d c s (or ♥ ♦ ♣ ♠)")
	}
	return fault.M("suits are o c e b")
}

// shortRankText is the shortest spelling of a rank: the Spanish faces as
// S C R, the French as A J Q K, other ranks as numbers.
func shortRankText(rank uint8, french bool) string {
	if french {
		return frenchRankName(rank)
	}
	switch rank {
	case 10:
		return "S"
	case 11:
		return "C"
	case 12:
		return "R"
	}
	return strconv.Itoa(int(rank))
}
