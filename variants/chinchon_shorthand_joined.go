package variants

import (
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// A hand is typed fastest with the spaces left out: 1-3o5ceb4c is
// 1-3o 5ceb 4c. A word that reads as no card, run or set is cut into
// pieces that each do, when there is exactly one way to cut it. Where
// there are more (5ocb4c is 5ocb 4c or 5o Cb 4c: the c of copas is the C of
// caballo too) the word is refused with two of its readings, and a space
// says which was meant. A word that reads today keeps its reading (5ocb
// stays the set), and so does a word written as one run or one set that is
// refused (5cce repeats a suit; it is not 5c and Ce); only single words are
// cut (5 de oros is read as before); and a word that cannot be cut keeps
// the error it had.

// maxJoinedWord bounds the words cut into pieces: a whole hand run
// together is well under it, and the cutting, cubic in a word's length,
// stays cheap on anything pasted.
const maxJoinedWord = 64

// readJoined cuts word into cards, runs and sets. ok says whether it can
// be cut at all; an error is a word that can be cut more than one way.
func (d ChinchonDeck) readJoined(word string, aceHigh bool) (cards []ChinchonCard, ok bool, err error) {
	if len(word) > maxJoinedWord {
		return nil, false, nil
	}
	// ways[i]: how many ways word[i:] is cut, counted up to 2.
	n := len(word)
	ways := make([]int, n+1)
	ways[n] = 1
	for i := n - 1; i >= 0; i-- {
		for j := i + 1; j <= n && ways[i] < 2; j++ {
			if ways[j] > 0 && isPieceStart(word, j) && d.readsAsPiece(word[i:j], aceHigh) {
				ways[i] = min(2, ways[i]+ways[j])
			}
		}
	}
	switch ways[0] {
	case 0:
		return nil, false, nil
	case 1:
		for _, piece := range d.cuts(word, aceHigh, ways, 1)[0] {
			more, _ := d.readPiece(piece, aceHigh)
			cards = append(cards, more...)
		}
		return cards, true, nil
	}
	two := d.cuts(word, aceHigh, ways, 2)
	return nil, true, d.withShorthandHint(fault.Inputf("%q reads more than one way (%s, %s); a space between the cards says which",
		word, strings.Join(two[0], " "), strings.Join(two[1], " ")))
}

// cuts lists up to limit ways of cutting word into pieces, as typed,
// longest first pieces first; ways is readJoined's count.
func (d ChinchonDeck) cuts(word string, aceHigh bool, ways []int, limit int) [][]string {
	var out [][]string
	var walk func(at int, pieces []string)
	walk = func(at int, pieces []string) {
		if at == len(word) {
			out = append(out, slices.Clone(pieces))
			return
		}
		for j := len(word); j > at && len(out) < limit; j-- {
			if ways[j] > 0 && isPieceStart(word, j) && d.readsAsPiece(word[at:j], aceHigh) {
				walk(j, append(pieces, word[at:j]))
			}
		}
	}
	walk(0, nil)
	return out
}

// shapedAsOne reports a word written as one run (a rank, a dash, a rank
// and one suit; a joker where a rank belongs) or one set (a rank and two
// or more suit letters), whatever the deck makes of it.
func (d ChinchonDeck) shapedAsOne(word string) bool {
	t := normalizeToken(word)
	if first, last, dash := strings.Cut(t, "-"); dash {
		// a joker where a rank or the last card belongs (JK-3o, 1-JKo);
		// JK1-3o is a joker and then a run, left to the cutting
		if jokerWords[first] || namesJoker(last) {
			return true
		}
		_, rest, ok := d.shortRank(first)
		if !ok || rest != "" {
			return false
		}
		_, suitText, ok := d.shortRank(last)
		suits, known := d.shortSuits(suitText)
		return ok && known && len(suits) == 1
	}
	_, rest, ok := d.shortRank(t)
	suits, known := d.shortSuits(rest)
	return ok && known && len(suits) >= 2
}

// isPieceStart: a piece starts and ends on a character boundary (a French
// suit symbol is three bytes).
func isPieceStart(word string, i int) bool {
	return i == len(word) || word[i] < 0x80 || word[i] >= 0xC0
}

func (d ChinchonDeck) readsAsPiece(piece string, aceHigh bool) bool {
	_, ok := d.readPiece(piece, aceHigh)
	return ok
}

// readPiece reads one piece as a single card, a run or a set.
func (d ChinchonDeck) readPiece(piece string, aceHigh bool) ([]ChinchonCard, bool) {
	if card, miss := d.readCard(piece); miss == cardRead {
		return []ChinchonCard{card}, true
	}
	cards, ok, err := d.parseShorthand(piece, aceHigh)
	return cards, ok && err == nil
}

// JoinedChinchonCards is ShortChinchonCards with every space left out
// that the line does without: it reads back as the same cards, in the same
// order, with the space gone. It is the fewest characters a hand is typed
// in.
func JoinedChinchonCards(cards []ChinchonCard, rules ChinchonRules) string {
	words := strings.Fields(ShortChinchonCards(cards, rules))
	if len(words) == 0 {
		return ""
	}
	line := words[0]
	for _, w := range words[1:] {
		spaced, errSpaced := ParseChinchonHandCards(line+" "+w, rules)
		joined, errJoined := ParseChinchonHandCards(line+w, rules)
		if errSpaced == nil && errJoined == nil && slices.Equal(spaced, joined) {
			line += w
		} else {
			line += " " + w
		}
	}
	return line
}
