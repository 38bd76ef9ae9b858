package prompt

import "testing"

func typeMenu(m *menu, s string) menuResult {
	r := menuNone
	for _, c := range clusters(s) {
		if r = m.apply(key{kind: keyRune, text: c}); r != menuNone {
			return r
		}
	}
	return r
}

func TestMenuPrefix(t *testing.T) {
	items := []string{"play hand 2", "undo entry #4 (hand 1)", "quit (everything so far is saved)"}
	for _, tc := range []struct {
		typed string
		want  int
	}{
		{"u", 1}, {"q", 2}, {"p", 0}, {"hand", 0}, {"entry", 1}, {"saved", 2},
		{"clear", 2}, // fits nothing: the cursor stays, and Enter picks nothing
	} {
		m := newMenu(items, 2)
		if r := typeMenu(m, tc.typed); r != menuNone {
			t.Errorf("typing %q picked (%v): no letter may pick", tc.typed, r)
		}
		if m.cursor != tc.want {
			t.Errorf("typing %q: cursor %d, want %d", tc.typed, m.cursor, tc.want)
		}
		if r := m.apply(key{kind: keyEnter}); (r == menuPick) == m.noMatch() {
			t.Errorf("typing %q, then Enter: %v with a prefix that fits nothing: %v", tc.typed, r, m.noMatch())
		}
	}
	players := []string{"Ana", "Ángel", "Ben", "Bea"}
	m := newMenu(players, 0)
	typeMenu(m, "an")
	if m.cursor != 0 {
		t.Errorf("an: %d", m.cursor)
	}
	typeMenu(m, "g")
	if m.cursor != 1 || m.prefixString() != "ang" {
		t.Errorf("ang: cursor %d prefix %q, want Ángel", m.cursor, m.prefixString())
	}
	m.apply(key{kind: keyBackspace})
	m.apply(key{kind: keyBackspace})
	if m.prefixString() != "a" {
		t.Errorf("after two Backspaces the prefix is %q", m.prefixString())
	}
	m = newMenu(players, 0)
	typeMenu(m, "be")
	if m.cursor != 2 {
		t.Errorf("be: cursor %d, want Ben", m.cursor)
	}
	typeMenu(m, "a")
	if m.cursor != 3 {
		t.Errorf("bea: cursor %d, want Bea", m.cursor)
	}
	m = newMenu(players, 0)
	if r := typeMenu(m, "3"); r != menuPick || m.cursor != 2 {
		t.Errorf("3: %v cursor %d, want Ben picked", r, m.cursor)
	}
	m = newMenu(players, 0)
	if r := typeMenu(m, "7"); r != menuNone || m.cursor != 0 {
		t.Errorf("7 of 4 items: %v cursor %d, want nothing", r, m.cursor)
	}
	if r := m.apply(key{kind: keyEOF}); r != menuEOF {
		t.Errorf("Ctrl-D: %v", r)
	}
}

// A letter typed (or typed ahead of the menu) is the start of an item or
// of a word in it, never a one-letter word: "a" does not pick "start a new
// game", nor the Spanish "y"; a name inside an item still does.
func TestOneLetterWordsAreNotPicked(t *testing.T) {
	items := []string{`resume game #1 "chinchon-1"`, "start a new game", "Cleo y Dan", "undo hand 2 (Ben cut)"}
	for typed, want := range map[string]int{"a": -1, "y": -1, "st": 1, "new": 1, "ben": 3, "b": 3, "dan": 2, "c": 2} {
		if got := newMenu(items, 0).find(typed); got != want {
			t.Errorf("typed %q at the menu: item %d, want %d", typed, got, want)
		}
		got, err := pickItem(items, typed, 0)
		if want < 0 && err == nil {
			t.Errorf("answer %q picked item %d, want it refused", typed, got)
		}
		if want >= 0 && (err != nil || got != want) {
			t.Errorf("answer %q: item %d, %v; want %d", typed, got, err, want)
		}
	}
}
