// Package variants holds the games as data: cards, decks, card notation,
// house rules and presets for Chuche and Chinchón. It does no I/O.
package variants

import "github.com/chuche-ref/chuche-ref/fault"

// MaxTokenShown is how many characters of a token an error message echoes.
const MaxTokenShown = fault.MaxTokenShown

// Cut shortens a token for a message: at most MaxTokenShown characters,
// then "…" when something was left out. Invalid UTF-8 counts by bytes.
func Cut(tok string) string { return fault.Cut(tok) }

// And lists items in a sentence: "a", "a and b", "a, b and c" — a
// message whose items stay values (cards are named in the printer's
// language).
func And(items ...any) fault.Message {
	switch len(items) {
	case 0:
		return fault.Message{}
	case 1:
		return fault.M("%s", items[0])
	case 2:
		return fault.M("%s and %s", items[0], items[1])
	}
	return fault.M("%s, %s", items[0], And(items[1:]...))
}
