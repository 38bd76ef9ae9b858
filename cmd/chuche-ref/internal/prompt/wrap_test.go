package prompt

import (
	"strings"
	"testing"
)

func TestWrapAtWordsByDisplayWidth(t *testing.T) {
	hint := "  (one card: a discard; the card played then the cards taken: a capture; ? the safest discard; + Chuche cards, start over; undo; quit)"
	for _, cols := range []int{20, 40, 79, 119, 200} {
		got := Wrap(hint, cols, "   ")
		if strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(hint), " ") {
			t.Errorf("cols %d: words changed: %q", cols, got)
		}
		for i, line := range strings.Split(got, "\n") {
			if width(line) > cols {
				t.Errorf("cols %d: line %q is %d wide", cols, line, width(line))
			}
			if i > 0 && !strings.HasPrefix(line, "   ") {
				t.Errorf("cols %d: line %q is not indented", cols, line)
			}
		}
		if cols >= 200 && got != hint {
			t.Errorf("a hint that fits was wrapped: %q", got)
		}
	}
	// Wide characters count by their columns: 日本語 takes 6.
	if got := Wrap("日本語 日本語 日本語", 13, ""); got != "日本語 日本語\n日本語" {
		t.Errorf("wide: %q", got)
	}
	if got := Wrap("Ñandú Ñandú", 5, ""); got != "Ñandú\nÑandú" {
		t.Errorf("accents: %q", got)
	}
	if got := Wrap("x", 0, ""); got != "x" {
		t.Errorf("no width: %q", got)
	}
}

// An answer wider than the row beside its question goes on to rows of its
// own, broken at spaces; one that fits stays as it is.
func TestBreakAnswer(t *testing.T) {
	first, more := breakAnswer("1o 2o 3o 5c 5e 5b 4c", 40, 50)
	if first != "1o 2o 3o" || len(more) != 1 || more[0] != "5c 5e 5b 4c" {
		t.Errorf("got %q %q", first, more)
	}
	for _, r := range more {
		if 4+width(r) > 50 {
			t.Errorf("row %q too wide", r)
		}
	}
	if first, more := breakAnswer("Ana", 40, 50); first != "Ana" || more != nil {
		t.Errorf("a short answer: %q %q", first, more)
	}
	// No room beside a long question: the answer starts on the next row.
	if first, more := breakAnswer("7o 7c", 49, 50); first != "" || len(more) != 1 || more[0] != "7o 7c" {
		t.Errorf("no room: %q %q", first, more)
	}
}
