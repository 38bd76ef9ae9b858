package prompt

import (
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// Wide and combining characters take the columns a terminal gives them,
// the cursor steps over each as one character, and a line longer than the
// terminal scrolls sideways, also after the terminal is made narrower.
func TestTerminalWideAndNarrow(t *testing.T) {
	t.Parallel()
	script := []question{{Kind: "input", Label: "Name"}, {Kind: "input", Label: "Cards", Def: "1o 2o"}}
	v := startDemo(t, script, vtest.Options{Cols: 40, Rows: 10})
	v.WaitCursorRow("? Name:")
	v.Type("Ángel ♥漢字 no\u0301")
	v.WaitCursorRow("? Name: Ángel ♥漢字 no\u0301")
	if _, c := v.Cursor(); c != len("? Name: ")+width("Ángel ♥漢字 no\u0301") {
		t.Errorf("cursor at column %d, want %d", c, len("? Name: ")+width("Ángel ♥漢字 no\u0301"))
	}
	v.Send(vtest.Left, vtest.Left, vtest.Left, vtest.Left) // ó (o and its accent), n, space, 字
	v.WaitFor("the cursor on 字", func(v *vtest.Term) bool {
		_, c := v.Cursor()
		return c == len("? Name: ")+width("Ángel ♥漢")
	})
	v.Send(vtest.Backspace) // 漢
	v.WaitCursorRow("? Name: Ángel ♥字 no\u0301")
	v.Send(vtest.Enter)
	v.WaitText("=> \"Ángel ♥字 no\u0301\"")
	v.WaitCursorRow("? Cards: 1o 2o")
	v.Send(vtest.End)
	// The line becomes 53 columns wide. No two of its cards are alike, so
	// that only the whole line ends as it does (the test waits for that),
	// and at 30 columns no row of it ends in a space.
	long := " 1c 2c 3c 4c 10c 5c 6c 7c 8c 9c 1e 2e 3e 11c 12c"
	v.Type(long)
	full := "1o 2o" + long
	tail := func(cols int) func(v *vtest.Term) bool {
		return func(v *vtest.Term) bool {
			r, c := v.Cursor()
			row := v.Row(r)
			shown, ok := strings.CutPrefix(row, "? Cards: …") // the start is off the row
			return ok && strings.HasSuffix(full, shown) && c == len([]rune(row)) && c < cols
		}
	}
	v.WaitFor("the end of the line in view", tail(40))
	v.Resize(30, 10)
	v.WaitFor("the end of the line in view at 30 columns", tail(30))
	v.Send(vtest.Home)
	v.WaitFor("the start of the line in view", func(v *vtest.Term) bool {
		r, c := v.Cursor()
		row := v.Row(r)
		return strings.HasPrefix(row, "? Cards: 1o 2o 1c") && strings.HasSuffix(row, "…") && len([]rune(row)) < 30 && c == len("? Cards: ")
	})
	v.Send(vtest.Enter)
	v.WaitText("=> done")
	// The answered line in full, broken at its spaces to fit 30 columns
	// (no card cut in two), right under the first answer: the rows drawn
	// before the resize were erased.
	rows := v.Screen()
	end := 2
	for end < len(rows) && !strings.HasPrefix(rows[end], "=> ") {
		end++
	}
	answered := rows[2:end]
	if got := strings.Join(strings.Fields(strings.Join(answered, " ")), " "); got != "? Cards: "+full || len(answered) < 2 {
		t.Errorf("after the resize the terminal shows:\n%s", v.Dump())
	}
	cards := strings.Fields(full)
	for _, r := range answered {
		if width(r) >= 30 {
			t.Errorf("row %q is wider than the terminal", r)
		}
		for _, f := range strings.Fields(strings.TrimPrefix(r, "? Cards: ")) {
			if !slices.Contains(cards, f) {
				t.Errorf("%q in row %q is no card typed: a card was cut in two", f, r)
			}
		}
	}
}
