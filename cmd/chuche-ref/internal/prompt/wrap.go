package prompt

import "strings"

// Wrap breaks text into lines of at most cols terminal columns, at spaces
// (a word wider than a line gets a line of its own), measured by display
// width, so that the terminal never breaks a word. Lines after the first
// start with indent. cols <= 0 leaves text as it is.
func Wrap(text string, cols int, indent string) string {
	if cols <= 0 || width(text) <= cols {
		return text
	}
	lead := text[:len(text)-len(strings.TrimLeft(text, " "))]
	var b strings.Builder
	b.WriteString(lead)
	used := width(lead)
	start := true // nothing but the line's lead written yet
	for _, w := range strings.Fields(text) {
		ww := width(w)
		if !start && used+1+ww > cols {
			b.WriteString("\n" + indent)
			used, start = width(indent), true
		}
		if !start {
			b.WriteByte(' ')
			used++
		}
		b.WriteString(w)
		used += ww
		start = false
	}
	return b.String()
}

// Columns is how many columns the terminal p prompts on may be written in
// (one less than its width, as a prompt draws); 0 when p does not prompt
// on a terminal (the accessible prompter, a scripted one): nothing is
// wrapped then.
func Columns(p any) int {
	if c, ok := p.(interface{ Columns() int }); ok {
		return c.Columns()
	}
	return 0
}

// Columns is how many columns text may take on this terminal.
func (t *Terminal) Columns() int { return t.cols() }

// Columns is the columns of the prompter's terminal; see Columns.
func (q Quitting) Columns() int { return Columns(q.P) }
