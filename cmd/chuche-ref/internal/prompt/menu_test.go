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
