package prompt

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// menu is the state of a Select: the cursor and the prefix typed to find an
// item. Letters only move the cursor (to the first item whose text, or a
// word in it, starts with the prefix): no letter picks an item, so typing a
// name, or a word meant for another prompt, never quits, and Enter picks
// nothing while the prefix fits no item. Digits 1-9 pick the n-th item at
// once while no prefix is typed. It does no I/O.
type menu struct {
	items  []string
	folded []string // items in lower case without accents
	cursor int
	prefix []string // clusters typed
}

// menuResult is what a key did to the menu.
type menuResult int

const (
	menuNone menuResult = iota
	menuPick
	menuEOF
	menuInterrupt
	menuStop
	menuBack // Esc with nothing typed
)

func newMenu(items []string, cursor int) *menu {
	m := &menu{items: items, cursor: min(max(cursor, 0), max(len(items)-1, 0))}
	for _, it := range items {
		m.folded = append(m.folded, fold(it))
	}
	return m
}

func (m *menu) apply(k key) menuResult {
	switch k.kind {
	case keyEnter:
		// A prefix that fits no item picks nothing: Enter after a word
		// typed into the wrong prompt must not pick whatever the cursor
		// was on.
		if len(m.items) > 0 && !m.noMatch() {
			return menuPick
		}
	case keyInterrupt:
		return menuInterrupt
	case keyStop:
		return menuStop
	case keyEOF:
		return menuEOF
	case keyUp:
		m.move(max(m.cursor-1, 0))
	case keyDown, keyTab:
		m.move(min(m.cursor+1, len(m.items)-1))
	case keyPageUp, keyHome:
		m.move(0)
	case keyPageDown, keyEnd:
		m.move(len(m.items) - 1)
	case keyBackspace:
		if len(m.prefix) > 0 {
			m.prefix = m.prefix[:len(m.prefix)-1]
			m.seek()
		}
	case keyEsc:
		// Esc forgets a prefix typed; with none, it goes one step back.
		if len(m.prefix) == 0 {
			return menuBack
		}
		m.prefix = nil
	case keyKillStart, keyKillWordBack:
		m.prefix = nil
	case keyRune:
		if len(m.prefix) == 0 && len(k.text) == 1 && k.text[0] >= '1' && k.text[0] <= '9' {
			if n := int(k.text[0] - '0'); n <= len(m.items) {
				m.cursor = n - 1
				return menuPick
			}
			return menuNone
		}
		if len(m.prefix) == 0 && k.text == " " {
			return menuNone
		}
		m.prefix = clusters(m.prefixString() + k.text)
		m.seek()
	}
	return menuNone
}

// move puts the cursor on item i and forgets the prefix typed.
func (m *menu) move(i int) {
	m.cursor, m.prefix = i, nil
}

// seek puts the cursor on the first item the prefix fits; one that fits
// none leaves the cursor where it was.
func (m *menu) seek() {
	if i := m.find(m.prefixString()); i >= 0 {
		m.cursor = i
	}
}

// noMatch reports a prefix typed that fits no item.
func (m *menu) noMatch() bool {
	return len(m.prefix) > 0 && m.find(m.prefixString()) < 0
}

func (m *menu) prefixString() string { return strings.Join(m.prefix, "") }

// find is the first item that starts with prefix, else the first with a
// word that does (a player's name in "Ben deals"), or -1.
func (m *menu) find(prefix string) int {
	p := fold(prefix)
	if p == "" {
		return -1
	}
	for i, f := range m.folded {
		if strings.HasPrefix(f, p) {
			return i
		}
	}
	for i, f := range m.folded {
		for j, r := range f {
			if j > 0 && isWordStart(f, j, r) && strings.HasPrefix(f[j:], p) {
				return i
			}
		}
	}
	return -1
}

// isWordStart: a word inside an item begins at j. A word of one letter is
// none (the a of "start a new game", the y and o of Spanish): a letter
// typed, or typed ahead, is the start of an item or of a name, not of an
// article.
func isWordStart(f string, j int, r rune) bool {
	p, _ := utf8.DecodeLastRuneInString(f[:j])
	if !isWordRune(r) || isWordRune(p) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(f[j+utf8.RuneLen(r):])
	return isWordRune(next) || unicode.IsDigit(r)
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// fold is s in lower case without accents, so "an" finds "Ángel" and "ANA".
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}
