// Package variants holds the games as data: cards, decks, card notation,
// house rules and presets for Chuche and Chinchón. It does no I/O.
package variants

import "fmt"

// InputError is input the user typed that cannot be understood: an unknown
// card, a card the deck does not hold, a bad house-rule key or value. The CLI
// maps it to exit code 2 (CLI.md).
type InputError struct {
	Msg  string // one line, lower case, names the bad token
	Hint string // optional: what would be accepted
}

func (e *InputError) Error() string { return e.Msg }

// Inputf builds an InputError from a format.
func Inputf(format string, args ...any) *InputError {
	return &InputError{Msg: fmt.Sprintf(format, args...)}
}
