package prompt

import (
	"bytes"
	"errors"
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// linePrompt draws a question and the line being typed on one row of the
// terminal. The row never wraps: a line wider than the terminal scrolls
// sideways to keep the cursor in view ("…" marks where it goes on), and a
// long question is shortened from the left while the line is typed. Every redraw rewrites the whole
// row from its first column, so what is shown is always what is held.
type linePrompt struct {
	t             *Terminal
	plain, styled string // the question
	scroll        int    // the first cluster of the line shown
	drawn         int    // columns the last redraw covered
	cursor        int    // the cursor's column after the last redraw
}

func (t *Terminal) newLinePrompt(plain, styled string) *linePrompt {
	return &linePrompt{t: t, plain: plain, styled: styled}
}

// run edits l until Enter, Ctrl-C or Ctrl-D on an empty line (or the end
// of the input, reported as editEOF).
func (p *linePrompt) run(l *line) (edit, error) {
	p.draw(l)
	for {
		k, err := p.t.kb.next()
		if errors.Is(err, io.EOF) {
			return editEOF, nil
		}
		if err != nil {
			return editNone, err
		}
		if k.kind == keyResize {
			p.t.afterResize(p.cursor)
			p.drawn = 0
		}
		if e := l.apply(k); e != editNone {
			return e, nil
		}
		p.draw(l)
	}
}

// draw redraws the row: the question, the visible part of the line, blanks
// over what the last redraw drew further right, then the question and the
// line again up to the cursor, which leaves the cursor there without a
// cursor-movement code.
func (p *linePrompt) draw(l *line) {
	cols := p.t.cols()
	q, qs := p.plain, p.styled
	if short := shortQuestion(q, width(l.String()), cols); short != q {
		q, qs = short, p.t.styles().label+short+p.t.styles().reset
	}
	avail := max(cols-width(q), 1)
	// A line that does not fit shows "…" where it goes on beyond the row.
	area, lead, trail := avail, "", ""
	p.scrollTo(l, area)
	if width(l.String()) > avail-1 {
		area = max(avail-1, 1)
		p.scrollTo(l, area)
		if p.scroll > 0 {
			area = max(avail-2, 1)
			p.scrollTo(l, area)
		}
		if p.scroll > 0 {
			lead = "…"
		}
	}
	end, w := p.scroll, 0
	for end < len(l.text) && w+width(l.text[end]) <= area {
		w += width(l.text[end])
		end++
	}
	if end < len(l.text) {
		trail = "…"
	}
	var b bytes.Buffer
	b.WriteString("\r")
	b.WriteString(qs + lead)
	b.WriteString(p.styledText(l, p.scroll, end))
	b.WriteString(trail)
	total := width(q) + width(lead) + w + width(trail)
	if p.drawn > total {
		b.WriteString(strings.Repeat(" ", p.drawn-total))
	}
	b.WriteString("\r")
	b.WriteString(qs + lead)
	b.WriteString(p.styledText(l, p.scroll, l.pos))
	p.drawn = total
	p.cursor = width(q) + width(lead) + width(strings.Join(l.text[p.scroll:l.pos], ""))
	p.t.write(&b)
}

// scrollTo moves the view so the cursor is in it, showing as much of the
// line as fits.
func (p *linePrompt) scrollTo(l *line, avail int) {
	p.scroll = min(p.scroll, l.pos)
	for p.scroll < l.pos && width(strings.Join(l.text[p.scroll:l.pos], "")) > avail-1 {
		p.scroll++
	}
	for p.scroll > 0 && width(strings.Join(l.text[p.scroll-1:], "")) <= avail-1 {
		p.scroll--
	}
}

func (p *linePrompt) styledText(l *line, from, to int) string {
	s := strings.Join(l.text[from:to], "")
	if l.fresh && s != "" {
		st := p.t.styles()
		return st.def + s + st.reset
	}
	return s
}

// finish leaves the row as the answered line, "? question answer" in full
// — an answer wider than the row broken at its spaces onto the rows below,
// indented, so the terminal never breaks a card — and moves to the next
// row.
func (p *linePrompt) finish(answer string) {
	first, more := breakAnswer(answer, width(p.plain), p.t.cols())
	var b bytes.Buffer
	b.WriteString("\r")
	b.WriteString(p.styled)
	b.WriteString(first)
	if w := width(p.plain) + width(first); p.drawn > w {
		b.WriteString(strings.Repeat(" ", p.drawn-w))
	}
	for _, row := range more {
		b.WriteString("\r\n" + answerIndent + row)
	}
	b.WriteString("\r\n")
	p.drawn = 0
	p.t.write(&b)
}

// answerIndent starts the rows an answer goes on to.
const answerIndent = "    "

// breakAnswer breaks answer, which follows a question of q columns, at its
// spaces: first what fits beside the question in cols columns, then rows
// of what fits after answerIndent. An answer that fits is left as it is.
func breakAnswer(answer string, q, cols int) (first string, more []string) {
	if q+width(answer) <= cols || !strings.Contains(answer, " ") {
		return answer, nil
	}
	rows := []string{""}
	room := cols - q
	for _, w := range strings.Fields(answer) {
		last := rows[len(rows)-1]
		switch {
		case last == "" && (len(rows) > 1 || width(w) <= room):
			rows[len(rows)-1] = w
		case last != "" && width(last)+1+width(w) <= room:
			rows[len(rows)-1] = last + " " + w
		default:
			rows = append(rows, w)
			room = cols - width(answerIndent)
		}
	}
	return rows[0], rows[1:]
}

// shortQuestion is the question as drawn beside a line of w columns: in
// full while both fit, else its end after "…", in at most two thirds of
// the row, so the line has room to scroll in.
func shortQuestion(q string, w, cols int) string {
	if width(q)+w < cols || width(q) <= cols*2/3 {
		return q
	}
	return "…" + tailWidth(q, cols*2/3-1)
}

// tailWidth is the end of s that fits in w columns.
func tailWidth(s string, w int) string {
	cs := clusters(s)
	i, used := len(cs), 0
	for i > 0 && used+width(cs[i-1]) <= w {
		used += width(cs[i-1])
		i--
	}
	return strings.Join(cs[i:], "")
}

// Input asks for a line of text; see Prompter.
func (t *Terminal) Input(label, def string, validate func(string) error) (string, error) {
	return t.input(label, def, true, validate, nil)
}

// InputShown is Input whose finished line shows what the answer means,
// shown(answer) — "who cut: Ana" for "a" — rather than the keys typed.
func (t *Terminal) InputShown(label, def string, validate func(string) error, shown func(string) string) (string, error) {
	return t.input(label, def, true, validate, shown)
}

func (t *Terminal) input(label, def string, fresh bool, validate func(string) error, shown func(string) string) (string, error) {
	t.begin()
	defer t.end()
	p := t.newLinePrompt(t.question(label, ": "))
	l := newLine(def, fresh)
	for {
		e, err := p.run(l)
		if err != nil {
			return "", err
		}
		s := l.String()
		switch e {
		case editInterrupt:
			p.finish(s + "^C")
			return s, ErrInterrupt
		case editStop:
			p.finish(s)
			return s, ErrInterrupt
		case editEOF:
			p.finish(s)
			return s, ErrEOF
		case editBack:
			// The row says the table stepped back: no question is left
			// looking unanswered above the one asked again.
			p.finish(t.p.Sprintf("(back)"))
			return s, ErrBack
		}
		var verr error
		if validate != nil {
			verr = validate(s)
		}
		if verr == nil {
			if shown != nil {
				p.finish(shown(s))
			} else {
				p.finish(s)
			}
			return s, nil
		}
		p.finish(s)
		t.say(t.refused(verr))
		p = t.newLinePrompt(p.plain, p.styled)
		// The refused line comes back selected, as a default does: a
		// retyped line replaces it, a cursor key edits it — one behaviour
		// for a refusal, a declined entry and a resumed draft.
		l = newLine(s, true)
	}
}

// Confirm asks a yes/no question; see Prompter. y, yes, n and no in any
// case answer it, Enter alone takes def; anything else asks again.
func (t *Terminal) Confirm(label string, def bool) (bool, error) {
	t.begin()
	defer t.end()
	head, yn := ConfirmQuestion(t.p, label, def)
	yn += " "
	var plain, styled string
	if q, ok := strings.CutSuffix(head, "?"); ok { // the label styled, its "?" not, as ever
		plain, styled = t.question(q, "? ")
	} else {
		plain, styled = t.question(head, " ")
	}
	plain, styled = plain+yn, styled+yn
	for {
		p := t.newLinePrompt(plain, styled)
		l := newLine("", false)
		e, err := p.run(l)
		for e == editBack && err == nil { // a yes or no has no step back
			e, err = p.run(l)
		}
		if err != nil {
			return false, err
		}
		s := l.String()
		switch e {
		case editInterrupt:
			p.finish(s + "^C")
			return false, ErrInterrupt
		case editStop:
			p.finish(s)
			return false, ErrInterrupt
		case editEOF:
			p.finish(s)
			return false, ErrEOF
		}
		yes, ok := parseYesNoIn(t.p, s, def)
		if ok {
			p.finish(yesNoIn(t.p, yes))
			return yes, nil
		}
		p.finish(s)
		t.say(t.refused(fault.Inputf("answer y (yes) or n (no)")))
	}
}
