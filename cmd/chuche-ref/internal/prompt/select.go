package prompt

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// maxMenuRows is how many items a menu shows at once.
const maxMenuRows = 10

// menuView draws a menu: the question (and the prefix typed) on the first
// row, the items below, the cursor parked after the prefix. Every redraw
// goes back to the first row and erases down, so a menu never leaves a
// stale row behind; the answered menu is one line.
type menuView struct {
	t             *Terminal
	plain, styled string
	top           int // the first item shown
	cursor        int // the cursor's column on the question row
}

// Select offers items; see Prompter. Up/Down (Ctrl-P/N), Home/End and
// PgUp/PgDn move the cursor; typed letters go to the first item that (or a
// word of which) starts with them, Backspace takes one back; digits 1-9
// pick the n-th item; Enter picks the one under the cursor.
func (t *Terminal) Select(label string, items []string, cursor int) (int, error) {
	if len(items) == 0 {
		return 0, fault.Internalf("select %q: no items", label)
	}
	t.begin()
	defer t.end()
	plain, styled := t.question(label, ": ")
	v := &menuView{t: t, plain: plain, styled: styled}
	m := newMenu(items, cursor)
	v.draw(m)
	for {
		k, err := t.kb.next()
		r := menuNone
		switch {
		case errors.Is(err, io.EOF):
			r = menuEOF
		case err != nil:
			return 0, err
		case k.kind == keyResize:
			t.afterResize(v.cursor)
		default:
			r = m.apply(k)
		}
		switch r {
		case menuPick:
			v.finish(items[m.cursor])
			return m.cursor, nil
		case menuInterrupt:
			v.finish(m.prefixString() + "^C")
			return m.cursor, ErrInterrupt
		case menuStop:
			v.finish(m.prefixString())
			return m.cursor, ErrInterrupt
		case menuEOF:
			v.finish(m.prefixString())
			return m.cursor, ErrEOF
		case menuBack:
			v.finish(v.t.p.Sprintf("(back)"))
			return m.cursor, ErrBack
		}
		v.draw(m)
	}
}

func (v *menuView) draw(m *menu) {
	cols := v.t.cols()
	st := v.t.styles()
	page := min(len(m.items), maxMenuRows, max(v.t.rows()-3, 1))
	if m.cursor < v.top {
		v.top = m.cursor
	}
	if m.cursor >= v.top+page {
		v.top = m.cursor - page + 1
	}
	v.top = min(v.top, len(m.items)-page)
	head, toCursor, cursor := v.head(m, cols)
	var b bytes.Buffer
	v.rewind(&b)
	b.WriteString(head)
	rows := 0
	for i := v.top; i < v.top+page; i++ {
		mark, on, off := "  ", "", ""
		if i == m.cursor {
			mark, on, off = "▸ ", st.current, st.reset
		}
		num := "   "
		if i < 9 {
			num = fmt.Sprintf("%d) ", i+1)
		}
		b.WriteString("\r\n" + on + fitWidth(mark+num+m.items[i], cols) + off)
		rows++
	}
	if hidden := len(m.items) - page; hidden > 0 {
		b.WriteString("\r\n" + fitWidth("  "+v.t.p.Sprintf("(%d of %d shown: ↑/↓ for more)", page, len(m.items)), cols))
		rows++
	}
	if rows > 0 {
		fmt.Fprintf(&b, "\x1b[%dA", rows)
	}
	b.WriteString("\r" + toCursor)
	v.cursor = cursor
	v.t.write(&b)
}

// head is the question row: the question and the prefix typed (and a note
// when it fits no item), shortened from the left to fit; toCursor is the
// part of it before the cursor, which stays after the prefix, at width w.
func (v *menuView) head(m *menu, cols int) (row, toCursor string, w int) {
	typed := m.prefixString()
	note := ""
	if m.noMatch() {
		note = " " + v.t.p.Sprintf("(fits no choice)")
	}
	if q := v.plain + typed + note; width(q) > cols {
		q = "…" + tailWidth(q, cols-1)
		return q, q, width(q)
	}
	return v.styled + typed + note, v.styled + typed, width(v.plain + typed)
}

// rewind goes back to the question row and erases it and the rows under
// it (the cursor is always parked on the question row).
func (v *menuView) rewind(b *bytes.Buffer) {
	b.WriteString("\r\x1b[J")
}

// finish leaves the answered line "? question answer" in place of the menu.
func (v *menuView) finish(answer string) {
	var b bytes.Buffer
	v.rewind(&b)
	b.WriteString(v.styled + answer + "\r\n")
	v.t.write(&b)
}

// fitWidth cuts s to w columns, marking a cut with "…".
func fitWidth(s string, w int) string {
	if width(s) <= w {
		return s
	}
	cs := clusters(s)
	used, i := 0, 0
	for i < len(cs) && used+width(cs[i]) <= w-1 {
		used += width(cs[i])
		i++
	}
	return strings.Join(cs[:i], "") + "…"
}
