package variants

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chuche-ref/chuche-ref/fault"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// MaxNameLen is the longest player or game name, in characters (runes
// after NFC): enough for "María José de la Fuente", short enough for a
// column of standings.
const MaxNameLen = 40

// Names are data that reach terminals, CSV cells and other ledgers, so one
// rule holds at every entry point (flags, the config file, an import): a
// name is valid UTF-8, normalised to NFC, its runs of spaces folded to one
// space, and holds no character that controls a terminal or hides itself.

// CleanPlayerName applies the name rule to a player's name. '=' and ','
// are refused too: --points Ana=10 and --players Ana,Ben split on them.
func CleanPlayerName(name string) (string, error) {
	return cleanName(fault.M("player name"), name, "=,")
}

// CleanGameName applies the name rule to a game's name.
func CleanGameName(name string) (string, error) {
	return cleanName(fault.M("game name"), name, "")
}

// FoldName is the key names are compared by: NFC, then full Unicode case
// folding, then NFC again (folding can decompose), so Νίκος and ΝΊΚΟΣ, Sam
// and ſam, and a composed and a decomposed Ána are one player. Spaces are
// folded as CleanPlayerName folds them, so a stored name and a typed one
// meet.
func FoldName(name string) string {
	s := collapseSpaces(norm.NFC.String(name))
	return norm.NFC.String(cases.Fold().String(s))
}

func cleanName(what fault.Message, name, forbidden string) (string, error) {
	if !utf8.ValidString(name) {
		return "", fault.Inputf("%s %s is not valid UTF-8", what, QuoteToken(strings.ToValidUTF8(name, "\uFFFD")))
	}
	s := norm.NFC.String(name)
	for _, r := range s {
		if why := HiddenRune(r); why != "" {
			return "", fault.Inputf("%s %s contains %U (%s)", what, QuoteToken(s), r, fault.M(why)).
				WithHint("names are letters, digits, spaces and punctuation")
		}
		if strings.ContainsRune(forbidden, r) {
			return "", fault.Inputf("%s %s may not contain '%c'", what, QuoteToken(s), r)
		}
	}
	s = collapseSpaces(s)
	if s == "" {
		return "", fault.Inputf("%s is blank", what)
	}
	if n := utf8.RuneCountInString(s); n > MaxNameLen {
		return "", fault.Inputf("%s %s is %d characters long; at most %d are allowed", what, QuoteToken(s), n, MaxNameLen)
	}
	return s, nil
}

// HiddenRune says why r has no place in a name, or "" if it may appear:
// the one definition of the characters that control a terminal or hide
// themselves. The name rule refuses them at the door, and every output of
// text from the ledger or a file escapes the same ones (Printable here,
// cmd/chuche-ref/internal/safetext for the terminal). Tabs and newlines are
// control characters too: a name is one line.
func HiddenRune(r rune) fault.Key {
	switch {
	case r == '\uFEFF':
		return "a byte order mark"
	case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069', r == '\u200E', r == '\u200F', r == '\u061C':
		return "a bidirectional control"
	case r >= '\u200B' && r <= '\u200D', r == '\u2060', r == '\u180E':
		return "a zero-width character"
	case unicode.Is(unicode.Cc, r):
		return "a control character"
	case unicode.Is(unicode.Cf, r):
		return "a format character"
	case unicode.In(r, unicode.Zl, unicode.Zp):
		return "a line or paragraph separator"
	case unicode.Is(unicode.Co, r), unicode.Is(unicode.Cs, r), r == utf8.RuneError:
		return "a character with no meaning"
	case unicode.Is(unicode.Noncharacter_Code_Point, r):
		return "a noncharacter"
	case r == '\u115F', r == '\u1160', r == '\u3164', r == '\uFFA0':
		return "a Hangul filler, a letter that shows nothing"
	}
	return ""
}

// collapseSpaces trims a name and folds each run of spaces (any Unicode
// space separator) to one ASCII space.
func collapseSpaces(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.Is(unicode.Zs, r) }), " ")
}

// maxTokenLen is how much of a token an error message quotes.
const maxTokenLen = 60

// QuoteToken quotes a token for an error message: Go-quoted, so control
// and format characters show as escapes rather than act on the terminal,
// and cut at 60 characters with "…" so a huge token does not flood it.
func QuoteToken(s string) string {
	if utf8.RuneCountInString(s) > maxTokenLen {
		s = string([]rune(s)[:maxTokenLen]) + "…"
	}
	return quoteReadable(s)
}

// quoteReadable is %q but leaves printable non-ASCII letters as they are
// (Óscar, not \u00d3scar), escaping only what is not printable.
func quoteReadable(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		if r == '"' || r == '\\' {
			b.WriteByte('\\')
		}
		writePrintable(&b, r)
	}
	b.WriteByte('"')
	return b.String()
}

// Printable is text from the ledger or a file made safe for a terminal:
// every character that could control it or hide itself (ESC, BEL, C1
// controls, bidi overrides, zero-width characters, a BOM…) is shown as its
// Go escape (\x1b, \u202e); everything else is left as it is.
func Printable(s string) string {
	clean := true
	for _, r := range s {
		if !unicode.IsPrint(r) || HiddenRune(r) != "" {
			clean = false
			break
		}
	}
	if clean && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		writePrintable(&b, r)
	}
	return b.String()
}

func writePrintable(b *strings.Builder, r rune) {
	if unicode.IsPrint(r) && HiddenRune(r) == "" {
		b.WriteRune(r)
		return
	}
	q := fmt.Sprintf("%+q", string(r))
	b.WriteString(q[1 : len(q)-1])
}

// CleanSeats applies the name rule to the players of one table, in seat
// order, and refuses a seat with no name and a player seated twice — the
// same name typed twice, or two spellings FoldName makes one (Sam and
// ſam). How many seats a game has is the game's rule (CheckSeats).
func CleanSeats(names []string) ([]string, error) {
	seats := make([]string, len(names))
	seen := make(map[string]string, len(names)) // a name folded: its first spelling
	for i, name := range names {
		if strings.TrimSpace(name) == "" {
			return nil, fault.Inputf("seat %#d has no player name", i+1)
		}
		name, err := CleanPlayerName(strings.TrimSpace(name)) // a refusal quotes the name, not the space after a comma
		if err != nil {
			return nil, err
		}
		key := FoldName(name)
		switch first, ok := seen[key]; {
		case ok && strings.ToLower(first) == strings.ToLower(name):
			return nil, fault.Inputf("player %q is named twice; each player takes one seat", name)
		case ok:
			return nil, fault.Inputf("%s and %s are the same player; a player takes one seat", QuoteToken(first), QuoteToken(name))
		}
		seen[key] = name
		seats[i] = name
	}
	return seats, nil
}
