package play

// Play's output at a terminal, broken at words: a result line wider than
// the terminal ("claimed 20, best arrangement leaves 26") would otherwise
// be broken by the terminal wherever the edge falls, in the middle of a
// card or a number.

import (
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
)

// wordWrap writes each line broken at spaces to fit cols() columns
// (prompt.Wrap), the lines after the first indented two columns deeper
// than it. A line is written once it is whole — a table writes its cells
// one by one — so what is left of one is written before every question
// (flushingAsker) and when play ends.
type wordWrap struct {
	w       io.Writer
	cols    func() int
	pending string // the line begun, not ended yet
}

func (o *wordWrap) Write(b []byte) (int, error) {
	text := o.pending + string(b)
	var out strings.Builder
	for {
		line, rest, ended := strings.Cut(text, "\n")
		if !ended {
			o.pending = line
			break
		}
		lead := line[:len(line)-len(strings.TrimLeft(line, " "))]
		out.WriteString(prompt.Wrap(line, o.cols(), lead+"  ") + "\n")
		text = rest
	}
	if out.Len() > 0 {
		if _, err := io.WriteString(o.w, out.String()); err != nil {
			return 0, err
		}
	}
	return len(b), nil
}

// Flush writes the line begun as it is.
func (o *wordWrap) Flush() error {
	if o.pending == "" {
		return nil
	}
	s := o.pending
	o.pending = ""
	_, err := io.WriteString(o.w, s)
	return err
}

// flushingAsker asks once what was written before the question is out.
type flushingAsker struct {
	Asker
	out *wordWrap
}

func (a flushingAsker) Input(label, def string, validate func(string) error) (string, error) {
	a.out.Flush()
	return a.Asker.Input(label, def, validate)
}

func (a flushingAsker) InputShown(label, def string, validate func(string) error, shown func(string) string) (string, error) {
	a.out.Flush()
	return inputShown(a.Asker, label, def, validate, shown)
}

func (a flushingAsker) Select(label string, items []string, cursor int) (int, error) {
	a.out.Flush()
	return a.Asker.Select(label, items, cursor)
}

// DropTypedAhead is the prompter's (prompt.TypeAheadDropper).
func (a flushingAsker) DropTypedAhead() bool { return prompt.DropTypedAhead(a.Asker) }

func (a flushingAsker) Confirm(label string, def bool) (bool, error) {
	a.out.Flush()
	return a.Asker.Confirm(label, def)
}
