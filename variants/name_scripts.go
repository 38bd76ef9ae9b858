package variants

import (
	"sort"
	"unicode"
)

// A name whose letters come from more than one writing system can look
// exactly like another ("Аna" with a Cyrillic А beside "Ana"). Such names
// are not refused — ledgers hold them already — but shown with a marker
// wherever players are listed, so the table can tell them apart.
//
// The test is Unicode's "highly restrictive" profile (UTS #39, 5.2): a
// name is single-script when its letters are of one script, or of Latin
// together with one of the ways Chinese, Japanese and Korean are written
// (Han with Bopomofo, Han with Hiragana and Katakana, Han with Hangul).
// Only letters count: digits, punctuation, symbols and combining marks
// belong to every script.

// MixedScripts reports whether a name mixes writing systems that a reader
// could mistake one for another.
func MixedScripts(name string) bool {
	found := NameScripts(name)
	if len(found) <= 1 {
		return false
	}
	for _, allowed := range allowedMixes {
		if subset(found, allowed) {
			return false
		}
	}
	return true
}

// NameScripts are the scripts of a name's letters, sorted by their Unicode
// names.
func NameScripts(name string) []string {
	seen := map[string]bool{}
	for _, r := range name {
		if s := scriptOf(r); s != "" {
			seen[s] = true
		}
	}
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

var allowedMixes = [][]string{
	{"Latin", "Han", "Bopomofo"},
	{"Latin", "Han", "Hiragana", "Katakana"},
	{"Latin", "Han", "Hangul"},
}

func subset(set, of []string) bool {
	for _, s := range set {
		in := false
		for _, o := range of {
			in = in || s == o
		}
		if !in {
			return false
		}
	}
	return true
}

// scriptOf is the script of a letter, "" for anything else (a digit of
// any script is read as a digit) and for the letters of Common.
func scriptOf(r rune) string {
	if !unicode.IsLetter(r) {
		return ""
	}
	if r < 0x80 {
		return "Latin"
	}
	if unicode.Is(unicode.Common, r) || unicode.Is(unicode.Inherited, r) {
		return ""
	}
	for name, table := range unicode.Scripts {
		if unicode.Is(table, r) {
			return name
		}
	}
	return ""
}
