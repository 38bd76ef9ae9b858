package variants

import (
	"strings"
	"unicode"
)

// normalizeToken lower-cases a token, folds accents the notation allows
// (grün, comodín) and drops inner spaces around the parts of a card.
func normalizeToken(tok string) string {
	return accentFolder.Replace(strings.ToLower(strings.TrimSpace(tok)))
}

var accentFolder = strings.NewReplacer("ü", "u", "í", "i", "ó", "o", "á", "a", "é", "e", "ñ", "n")

// splitList splits a card list on commas and white space (CLI.md: "Lists:
// separated by spaces and/or commas").
func splitList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || unicode.IsSpace(r) })
}

// parseList parses a list of cards, joining up to three neighbouring words
// into one card where a spelling has spaces ("5 de oros", "gelb 2").
func parseList[T any](s string, parse func(string) (T, error)) ([]T, error) {
	words := splitList(s)
	cards := make([]T, 0, len(words))
	for i := 0; i < len(words); {
		card, n, err := parseAt(words, i, parse)
		if err != nil {
			return nil, err
		}
		cards = append(cards, card)
		i += n
	}
	return cards, nil
}

// parseAt reads the card that starts at words[i]: the word alone, or it and
// up to two words after it. It says how many words the card took; the
// error, when none reads, is the one that names what was meant.
func parseAt[T any](words []string, i int, parse func(string) (T, error)) (T, int, error) {
	var firstErr error
	for n := 1; n <= 3 && i+n <= len(words); n++ {
		card, err := parse(strings.Join(words[i:i+n], " "))
		if err == nil {
			return card, n, nil
		}
		if n == 1 {
			firstErr = err
		} else if isJoiner(words[i+1]) {
			// "5 de orso": the whole phrase is what was meant.
			firstErr = err
		}
	}
	var none T
	return none, 0, firstErr
}

func isJoiner(w string) bool {
	w = strings.ToLower(w)
	return w == "de" || w == "of"
}

// splitRankSuit splits "12c", "5 de oros", "K of hearts" or "10♥" into rank
// and suit words, using the suit words it is given as possible suffixes.
func splitRankSuit(t string, suitWords []string) (rank, suit string) {
	for _, sep := range []string{" de ", " of "} {
		if i := strings.Index(t, sep); i > 0 {
			return strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+len(sep):])
		}
	}
	best := ""
	for _, w := range suitWords {
		if len(w) > len(best) && strings.HasSuffix(t, w) && len(t) > len(w) {
			best = w
		}
	}
	if best == "" {
		// Unknown suit: take the trailing non-digits as the suit so the
		// error can name it.
		i := len(t)
		for i > 0 && !unicode.IsDigit(rune(t[i-1])) && t[i-1] != ' ' {
			i--
		}
		if i == 0 {
			i = len(t) - 1
		}
		if i < 0 {
			i = 0
		}
		return strings.TrimSpace(t[:i]), strings.TrimSpace(t[i:])
	}
	return strings.TrimSpace(strings.TrimSuffix(t, best)), best
}
