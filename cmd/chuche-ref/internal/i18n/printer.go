package i18n

import (
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Printer words messages in one language. The zero value and nil speak
// English, so code that has no language yet still prints words.
type Printer struct {
	Lang Lang
}

// Localizer is an argument that words itself in the printer's language
// (an announcement, a list of names joined the language's way).
type Localizer interface {
	Localize(p *Printer) string
}

// New is a printer for l.
func New(l Lang) *Printer { return &Printer{Lang: l} }

// English is the fallback printer.
var English = New(En)

// get is the printer to print with: nil speaks English.
func (p *Printer) get() *Printer {
	if p == nil {
		return English
	}
	return p
}

// Sprintf words the message key in the printer's language.
func (p *Printer) Sprintf(key fault.Key, args ...any) string {
	p = p.get()
	return wordsOf(p.Lang).sprintf(key, p.args(args))
}

// Fprintf writes the message key in the printer's language.
func (p *Printer) Fprintf(w io.Writer, key fault.Key, args ...any) (int, error) {
	p = p.get()
	return wordsOf(p.Lang).fprintf(w, key, p.args(args))
}

// Line writes the message key and a line end. The end of a line is
// layout, not words, so it stays out of the key: a key never starts or
// ends with white space (the catalog's tests keep it so).
func (p *Printer) Line(w io.Writer, key fault.Key, args ...any) (int, error) {
	return io.WriteString(w, p.Sprintf(key, args...)+"\n")
}

// Item writes the message key as a line of a list under a heading:
// indented by two spaces, with a line end.
func (p *Printer) Item(w io.Writer, key fault.Key, args ...any) (int, error) {
	return io.WriteString(w, "  "+p.Sprintf(key, args...)+"\n")
}

// Message words a fault.Message. A message about a count (fault.Plural)
// takes its English forms from the message itself and every other
// language's from the catalog, by the language's plural rules.
func (p *Printer) Message(m fault.Message) string {
	if m.Key == "" {
		return ""
	}
	if p == nil || p.Lang == En || p.Lang == "" {
		return p.Sprintf(m.EnglishKey(), m.Args...)
	}
	return p.Sprintf(m.Key, m.Args...)
}

// Error words an error. English is err.Error() as it is, context and all;
// in another language the first *fault.Error or *fault.Context of the
// chain is worded (fmt.Errorf's context before it is for programmers and
// stays out), and an error that is neither is shown as it is.
func (p *Printer) Error(err error) string {
	p = p.get()
	if err == nil {
		return ""
	}
	if p.Lang == En || p.Lang == "" {
		return err.Error()
	}
	var fe *fault.Error
	switch w := worded(err).(type) {
	case *fault.Context:
		return p.Message(w.Message) + ": " + p.Error(w.Err)
	case *fault.Error:
		fe = w
	default:
		return err.Error()
	}
	s := p.Message(fe.Message)
	if fe.Seq > 0 {
		s = p.Sprintf(fault.EntryKey, fe.Seq, s)
	}
	if fe.Err != nil && (fe.ShowCause || s == "") {
		if s == "" {
			return p.Error(fe.Err)
		}
		s += ": " + p.Error(fe.Err)
	}
	return s
}

// worded is the first *fault.Error or *fault.Context in err's chain, nil
// when there is none.
func worded(err error) error {
	for err != nil {
		switch err.(type) {
		case *fault.Error, *fault.Context:
			return err
		}
		switch u := err.(type) {
		case interface{ Unwrap() error }:
			err = u.Unwrap()
		case interface{ Unwrap() []error }:
			for _, e := range u.Unwrap() {
				if w := worded(e); w != nil {
					return w
				}
			}
			return nil
		default:
			return nil
		}
	}
	return nil
}

// args are the arguments with messages, errors, cards and Localizers
// worded in the printer's language.
func (p *Printer) args(args []any) []any {
	var out []any
	for i, a := range args {
		s, ok := p.word(a)
		if !ok {
			continue
		}
		if out == nil {
			out = append([]any(nil), args...)
		}
		out[i] = s
	}
	if out == nil {
		return args
	}
	return out
}

func (p *Printer) word(a any) (string, bool) {
	switch v := a.(type) {
	case fault.Message:
		return p.Message(v), true
	case Localizer:
		return v.Localize(p), true
	}
	if s, ok := p.cardWords(a); ok {
		return s, true
	}
	if err, ok := a.(error); ok {
		return p.Error(err), true
	}
	return "", false
}

// List joins words the language's way: "Ana, Bea and Carl", "Ana, Bea und
// Carl", "Ana, Bea y Carl".
func (p *Printer) List(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	and := " " + p.Sprintf("and") + " "
	return strings.Join(words[:len(words)-1], ", ") + and + words[len(words)-1]
}
