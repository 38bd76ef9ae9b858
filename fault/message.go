package fault

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"
)

// Key is a catalog key: the English printf format of a message, which the
// i18n catalog holds with its German and Spanish words. A string literal
// that becomes a Key is a message — that is how the catalog's tests find
// every one. It has no leading or trailing space or line end: layout is
// the caller's, not the message's.
type Key string

// Message is words for people: Key is the English printf format and the
// catalog's key, Args its arguments. Args may be Messages and errors
// themselves. A message about a count has plural forms (Plural): One is
// its English for a count of exactly one, Arg the count's argument.
type Message struct {
	Key  Key
	Args []any
	One  string
	Arg  int
}

// Plural is a message about a count, argument arg (1-based, as in %[1]d):
// key is its words for any count, one its English words for exactly one
// ("%d turn" beside "%d turns"). English follows CLDR's rule — one for the
// integer 1 — here, so that Error() and JSON read right without the
// catalog; the catalog holds the other languages' forms of key by their
// own rules (i18n.Counted), so a language is never made to choose by
// English's.
func Plural(arg int, one string, key Key, args ...any) Message {
	m := M(key, args...)
	m.One, m.Arg = one, arg
	return m
}

// EnglishKey is the format English words m with: One for a count of one,
// else Key.
func (m Message) EnglishKey() Key {
	if m.One != "" && m.Arg > 0 && m.Arg <= len(m.Args) && isOne(m.Args[m.Arg-1]) {
		return Key(m.One)
	}
	return m.Key
}

// isOne reports the integer 1, of any integer type.
func isOne(v any) bool {
	switch n := v.(type) {
	case int:
		return n == 1
	case int64:
		return n == 1
	case int32:
		return n == 1
	case uint8:
		return n == 1
	case uint:
		return n == 1
	}
	return false
}

// M is a Message. Strings shown with %q are cut to MaxTokenShown
// characters: a 130 KB token is never echoed whole.
func M(key Key, args ...any) Message {
	return Message{Key: key, Args: cutQuoted(string(key), args)}
}

// IsZero reports an empty message (no hint, say).
func (m Message) IsZero() bool { return m.Key == "" }

// String is the message in English.
func (m Message) String() string {
	if m.Key == "" {
		return ""
	}
	if len(m.Args) == 0 {
		return string(m.EnglishKey())
	}
	return fmt.Sprintf(string(m.EnglishKey()), English(m.Args)...)
}

// MarshalJSON is the message in English: JSON stays English, so a value
// that carries a Message is written once, for the printer and for JSON.
func (m Message) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // the encoder that writes m escapes, or not, as it was told
	if err := enc.Encode(m.String()); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// UnmarshalJSON reads words back from JSON, where only their English is
// kept: a message that says that text in every language.
func (m *Message) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	*m = Message{}
	if s != "" {
		*m = Message{Key: "%s", Args: []any{s}}
	}
	return nil
}

// Strings are ms in English.
func Strings(ms []Message) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// English is args with nested Messages and errors replaced by their
// English text, ready for fmt.
func English(args []any) []any {
	var out []any
	for i, a := range args {
		var s string
		switch v := a.(type) {
		case Message:
			s = v.String()
		case error:
			s = v.Error()
		default:
			continue
		}
		if out == nil {
			out = append([]any(nil), args...)
		}
		out[i] = s
	}
	if out == nil {
		return args
	}
	return out
}

// MaxTokenShown is how many characters of a token a message echoes.
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
		j := i + 1 // skip flags, width and precision up to the verb
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
