package prompt

import (
	"strings"
	"unicode"

	"github.com/rivo/uniseg"
)

// line is the editing core of Input: the text as grapheme clusters (what
// the cursor steps over: "ó" typed as o and a combining accent is one), the
// cursor as a cluster index, and whether the text is a pre-filled default
// that typing replaces. It does no I/O, so it is tested against a model.
type line struct {
	text  []string
	pos   int  // 0..len(text)
	fresh bool // a default nobody has edited yet: a printable key replaces it
}

// edit is what a key did to the line.
type edit int

const (
	editNone      edit = iota // nothing the prompt must act on
	editAccept                // Enter
	editEOF                   // Ctrl-D on an empty line
	editInterrupt             // Ctrl-C
	editStop                  // a signal: ends as Ctrl-C does, with no ^C shown
	editBack                  // Esc: one step back
)

func newLine(s string, fresh bool) *line {
	l := &line{text: clusters(s), fresh: fresh && s != ""}
	l.pos = len(l.text)
	return l
}

func (l *line) String() string { return strings.Join(l.text, "") }

// apply runs one key on the line.
func (l *line) apply(k key) edit {
	switch k.kind {
	case keyEnter:
		return editAccept
	case keyInterrupt:
		return editInterrupt
	case keyStop:
		return editStop
	case keyEsc:
		return editBack
	case keyEOF:
		// Ctrl-D only quits on an empty line; on a typed one it must not
		// throw the hand away, so it does nothing.
		if len(l.text) == 0 {
			return editEOF
		}
		return editNone
	case keyRune:
		if l.fresh {
			l.text, l.pos = nil, 0
		}
		l.insert(k.text)
	case keyBackspace:
		if l.pos > 0 {
			l.cut(l.pos-1, l.pos)
		}
	case keyDelete:
		if l.pos < len(l.text) {
			l.cut(l.pos, l.pos+1)
		}
	case keyLeft:
		l.pos = max(0, l.pos-1)
	case keyRight:
		l.pos = min(len(l.text), l.pos+1)
	case keyHome:
		l.pos = 0
	case keyEnd:
		l.pos = len(l.text)
	case keyWordLeft:
		l.pos = l.wordStart()
	case keyWordRight:
		l.pos = l.wordEnd()
	case keyKillWordBack:
		l.cut(l.wordStart(), l.pos)
	case keyKillWordFwd:
		l.cut(l.pos, l.wordEnd())
	case keyKillStart:
		l.cut(0, l.pos)
	case keyKillEnd:
		l.cut(l.pos, len(l.text))
	default:
		return editNone // keys a line has no use for leave a default as it is
	}
	l.fresh = false
	return editNone
}

// insert puts s at the cursor and segments the text again, so a combining
// mark joins the character before it.
func (l *line) insert(s string) {
	before := strings.Join(l.text[:l.pos], "") + s
	l.text = clusters(before + strings.Join(l.text[l.pos:], ""))
	l.pos = min(len(clusters(before)), len(l.text))
}

func (l *line) cut(from, to int) {
	l.text = append(l.text[:from:from], l.text[to:]...)
	l.pos = from
}

// wordStart is where Alt-B and Ctrl-W go: back over spaces, then over the
// word (a run of anything but spaces: a card, a name, a number).
func (l *line) wordStart() int {
	i := l.pos
	for i > 0 && isSpace(l.text[i-1]) {
		i--
	}
	for i > 0 && !isSpace(l.text[i-1]) {
		i--
	}
	return i
}

// wordEnd is where Alt-F goes: over spaces, then to the end of the word.
func (l *line) wordEnd() int {
	i := l.pos
	for i < len(l.text) && isSpace(l.text[i]) {
		i++
	}
	for i < len(l.text) && !isSpace(l.text[i]) {
		i++
	}
	return i
}

func isSpace(c string) bool {
	return c != "" && strings.TrimLeftFunc(c, unicode.IsSpace) == ""
}

// clusters splits s into grapheme clusters.
func clusters(s string) []string {
	var out []string
	state := -1
	for s != "" {
		var c string
		c, s, _, state = uniseg.FirstGraphemeClusterInString(s, state)
		out = append(out, c)
	}
	return out
}

// width is how many terminal columns s takes.
func width(s string) int { return uniseg.StringWidth(s) }
