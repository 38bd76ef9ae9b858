// Package variants holds the games as data: cards, decks, card notation,
// house rules and presets for Chuche and Chinchón. It does no I/O.
package variants

import (
	"fmt"
	"unicode/utf8"
)

// InputError is input the user typed that cannot be understood: an unknown
// card, a card the deck does not hold, a bad house-rule key or value. The CLI
// maps it to exit code 2 (CLI.md).
type InputError struct {
	Msg  string // one line, lower case, names the bad token
	Hint string // optional: what would be accepted
}

func (e *InputError) Error() string { return e.Msg }

// Inputf builds an InputError from a format. It is the one place errors
// quote what the user typed: every string argument of a %q verb is Cut
// first, so a 130 KB token is echoed as its first 60 characters and "…"
// (issue 9 item 12), whichever parser refused it.
func Inputf(format string, args ...any) *InputError {
	return &InputError{Msg: fmt.Sprintf(format, cutQuoted(format, args)...)}
}

// WithHint sets the hint and returns e, for one-expression construction.
func (e *InputError) WithHint(hint string) *InputError {
	e.Hint = hint
	return e
}

// MaxTokenShown is how many characters of a token an error message echoes.
const MaxTokenShown = 60

// Cut shortens a token for a message: at most MaxTokenShown characters,
// then "…" when something was left out. Invalid UTF-8 counts by bytes.
func Cut(tok string) string {
	if len(tok) <= MaxTokenShown {
		return tok
	}
	n := 0
	for i := range tok {
		if n == MaxTokenShown {
			return tok[:i] + "…"
		}
		n++
	}
	return tok
}

// cutQuoted returns args with the strings that format shows with %q Cut.
// From an explicit argument index or a * width on, arguments are left as
// they are: which verb shows which argument is no longer plain to see.
func cutQuoted(format string, args []any) []any {
	var out []any
	arg := 0
scan:
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		// Skip flags, width and precision up to the verb.
		j := i + 1
		for j < len(format) && isVerbPrefix(format[j]) {
			j++
		}
		if j >= len(format) {
			break
		}
		switch verb := format[j]; verb {
		case '%':
		case '[', '*':
			break scan
		default:
			if verb >= utf8.RuneSelf || arg >= len(args) {
				break scan
			}
			if s, ok := args[arg].(string); ok && verb == 'q' && len(s) > MaxTokenShown {
				if out == nil {
					out = append([]any(nil), args...)
				}
				out[arg] = Cut(s)
			}
			arg++
		}
		i = j
	}
	if out == nil {
		return args
	}
	return out
}

func isVerbPrefix(c byte) bool {
	return c == '+' || c == '-' || c == '#' || c == ' ' || c == '0' || c == '.' || (c >= '1' && c <= '9')
}
