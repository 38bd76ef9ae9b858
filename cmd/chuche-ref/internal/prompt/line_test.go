package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// lineModel is the line editor written the plain way, one rune a
// character, for the editing core to be checked against.
type lineModel struct {
	text  []rune
	pos   int
	fresh bool
}

func (m *lineModel) apply(k key) edit {
	sp := func(i int) bool { return m.text[i] == ' ' }
	wordStart := func() int {
		i := m.pos
		for i > 0 && sp(i-1) {
			i--
		}
		for i > 0 && !sp(i-1) {
			i--
		}
		return i
	}
	wordEnd := func() int {
		i := m.pos
		for i < len(m.text) && sp(i) {
			i++
		}
		for i < len(m.text) && !sp(i) {
			i++
		}
		return i
	}
	del := func(from, to int) {
		m.text = append(append([]rune{}, m.text[:from]...), m.text[to:]...)
		m.pos = from
	}
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
		if len(m.text) == 0 {
			return editEOF
		}
		return editNone
	case keyRune:
		if m.fresh {
			m.text, m.pos = nil, 0
		}
		r := []rune(k.text)[0]
		m.text = append(append(append([]rune{}, m.text[:m.pos]...), r), m.text[m.pos:]...)
		m.pos++
	case keyBackspace:
		if m.pos > 0 {
			del(m.pos-1, m.pos)
		}
	case keyDelete:
		if m.pos < len(m.text) {
			del(m.pos, m.pos+1)
		}
	case keyLeft:
		if m.pos > 0 {
			m.pos--
		}
	case keyRight:
		if m.pos < len(m.text) {
			m.pos++
		}
	case keyHome:
		m.pos = 0
	case keyEnd:
		m.pos = len(m.text)
	case keyWordLeft:
		m.pos = wordStart()
	case keyWordRight:
		m.pos = wordEnd()
	case keyKillWordBack:
		del(wordStart(), m.pos)
	case keyKillWordFwd:
		del(m.pos, wordEnd())
	case keyKillStart:
		del(0, m.pos)
	case keyKillEnd:
		del(m.pos, len(m.text))
	default:
		return editNone
	}
	m.fresh = false
	return editNone
}

var editKeys = []keyKind{
	keyBackspace, keyDelete, keyLeft, keyRight, keyHome, keyEnd, keyWordLeft, keyWordRight,
	keyKillWordBack, keyKillWordFwd, keyKillStart, keyKillEnd, keyEOF, keyUp, keyDown, keyTab, keyEsc,
}

// Property: from any default, any run of keys leaves the editing core and
// the model with the same text, cursor and "default untouched" state, and
// both end the line on the same key.
func TestLineMatchesModel(t *testing.T) {
	letters := []rune("ab 1o2c ñó♥漢")
	rng := rand.New(rand.NewPCG(8, 4))
	for run := range 3000 {
		var def []rune
		for range rng.IntN(8) {
			def = append(def, letters[rng.IntN(len(letters))])
		}
		l := newLine(string(def), true)
		m := &lineModel{text: def, pos: len(def), fresh: len(def) > 0}
		var keys []string
		for step := range 40 {
			var k key
			if rng.IntN(2) == 0 {
				k = key{kind: keyRune, text: string(letters[rng.IntN(len(letters))])}
			} else {
				k = key{kind: editKeys[rng.IntN(len(editKeys))]}
			}
			keys = append(keys, describe(k))
			got, want := l.apply(k), m.apply(k)
			if got != want || l.String() != string(m.text) || l.pos != m.pos || l.fresh != m.fresh {
				t.Fatalf("run %d step %d, default %q, keys %s:\n core  %q pos %d fresh %v ends %v\n model %q pos %d fresh %v ends %v",
					run, step, string(def), strings.Join(keys, " "), l.String(), l.pos, l.fresh, got, string(m.text), m.pos, m.fresh, want)
			}
			if got != editNone {
				break
			}
		}
	}
}

func describe(k key) string {
	if k.kind == keyRune {
		return "'" + k.text + "'"
	}
	return "k" + string(rune('0'+k.kind))
}

// A combining accent typed after its letter makes one character with it:
// one Backspace takes both, the cursor steps over both at once.
func TestLineCombining(t *testing.T) {
	l := newLine("", false)
	for _, r := range []string{"n", "o", "\u0301", "s"} {
		l.apply(key{kind: keyRune, text: r})
	}
	if len(l.text) != 3 || l.text[1] != "o\u0301" || l.pos != 3 {
		t.Fatalf("clusters %q pos %d, want n, ó, s and the cursor at 3", l.text, l.pos)
	}
	l.apply(key{kind: keyLeft})
	l.apply(key{kind: keyBackspace})
	if l.String() != "ns" || l.pos != 1 {
		t.Fatalf("after Left, Backspace: %q pos %d, want \"ns\" pos 1", l.String(), l.pos)
	}
	if w := width("o\u0301♥漢"); w != 4 {
		t.Errorf("width of ó♥漢 = %d, want 4", w)
	}
}

// A default is replaced by the first printable key, and kept for editing
// by every cursor or editing key.
func TestLineDefault(t *testing.T) {
	for _, tc := range []struct {
		first key
		want  string
	}{
		{key{kind: keyRune, text: "Y"}, "Y2"},
		{key{kind: keyRight}, "O6Y2"},
		{key{kind: keyEnd}, "O6Y2"},
		{key{kind: keyBackspace}, "OY2"},
		{key{kind: keyHome}, "Y2O6"},
	} {
		l := newLine("O6", true)
		l.apply(tc.first)
		if tc.first.kind == keyRune {
			l.apply(key{kind: keyRune, text: "2"})
		} else {
			l.apply(key{kind: keyRune, text: "Y"})
			l.apply(key{kind: keyRune, text: "2"})
		}
		if l.String() != tc.want {
			t.Errorf("default O6, %s then Y2: %q, want %q", describe(tc.first), l.String(), tc.want)
		}
	}
	l := newLine("O6", true)
	if e := l.apply(key{kind: keyEOF}); e != editNone || l.String() != "O6" {
		t.Errorf("Ctrl-D on a default: %v %q, want nothing done", e, l.String())
	}
}
