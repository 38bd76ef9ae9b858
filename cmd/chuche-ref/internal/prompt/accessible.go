package prompt

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Accessible asks every question as one plain line ending in ": " and
// reads the answer as one line: no redraws, no colour, no escape codes. It
// works with a screen reader and with answers from a pipe or a file. The
// end of the input is ErrEOF (quit).
type Accessible struct {
	out   io.Writer
	lines chan lineRead
	in    *bufio.Reader
	echo  bool
	ctx   context.Context
	ended bool
	p     *i18n.Printer // the table's language; nil: English
}

type lineRead struct {
	text string
	err  error
}

// AccessibleOptions tune an Accessible prompter.
type AccessibleOptions struct {
	// Echo writes each answer after its question, for input that is not a
	// terminal (which would have echoed it), so the output reads as a
	// transcript.
	Echo bool
	// Context, when done, ends a question that is waiting with
	// ErrInterrupt (a Ctrl-C delivered as a signal). Nil: never.
	Context context.Context
}

// NewAccessible reads answers from in, one per line, and asks on out.
func NewAccessible(in io.Reader, out io.Writer, opt AccessibleOptions) *Accessible {
	ctx := opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	return &Accessible{out: out, in: bufio.NewReader(in), echo: opt.Echo, ctx: ctx}
}

// readLine is the next answer without its line ending. One goroutine reads
// ahead a line at a time, so a signal can end a question while the read
// waits.
func (a *Accessible) readLine() (string, error) {
	s, err := a.readRaw()
	if err == nil && a.echo {
		fmt.Fprintln(a.out, safetext.Escape(s)) // typed text is data, never control codes
	}
	return s, err
}

// readRaw is readLine without the echo.
func (a *Accessible) readRaw() (string, error) {
	if a.lines == nil {
		a.lines = make(chan lineRead)
		go func() {
			for {
				s, err := a.in.ReadString('\n')
				if err != nil && s != "" {
					err = nil // a last line without a newline still counts
				}
				a.lines <- lineRead{strings.TrimRight(s, "\r\n"), err}
				if err != nil {
					close(a.lines)
					return
				}
			}
		}()
	}
	if a.ended {
		return "", ErrEOF
	}
	select {
	case <-a.ctx.Done():
		fmt.Fprintln(a.out)
		return "", ErrInterrupt
	case r, ok := <-a.lines:
		if !ok || r.err != nil {
			// The end of the input, or a terminal that hung up: stop, as
			// the terminal's prompter does when its keys end.
			a.ended = true
			fmt.Fprintln(a.out)
			return "", ErrEOF
		}
		return r.text, nil
	}
}

func (a *Accessible) ask(q string) (string, error) {
	fmt.Fprint(a.out, safetext.Escape(q)+": ")
	return a.readLine()
}

// Input asks "label: " or, with a default, "label [def]: "; an empty answer
// takes the default. A refused answer is followed by "Refused: reason" on
// a line of its own and the question again, the refused answer its
// default (as the terminal offers it selected). When the input ends the
// default is returned with ErrEOF, as the terminal returns the line it
// shows: nothing offered is lost.
func (a *Accessible) Input(label, def string, validate func(string) error) (string, error) {
	return a.InputShown(label, def, validate, nil)
}

// InputShown is Input whose echoed answer (input that is not a terminal)
// is what the answer means, shown(answer): "who cut: Ana" for "a".
func (a *Accessible) InputShown(label, def string, validate func(string) error, shown func(string) string) (string, error) {
	for {
		// The default may be an answer refused a moment ago, or a draft's:
		// what was typed is shown as data, never as control codes.
		q := label
		if def != "" {
			q += " [" + def + "]"
		}
		fmt.Fprint(a.out, safetext.Escape(q)+": ")
		typed, err := a.readRaw()
		if err != nil {
			return def, err
		}
		s := typed
		if s == "" {
			s = def
		}
		var verr error
		if validate != nil {
			verr = validate(s)
		}
		if a.echo {
			if verr == nil && shown != nil && typed != "" {
				typed = shown(s)
			}
			fmt.Fprintln(a.out, safetext.Escape(typed))
		}
		if verr == nil {
			return s, nil
		}
		a.refused(verr)
		def = s
	}
}

// refused writes why an answer was refused on a line of its own.
func (a *Accessible) refused(err error) {
	a.p.Line(a.out, "Refused: %s", a.p.Error(err))
}

// Select prints the items as a numbered list and asks "label [n]: "; an
// answer is a number, or an item's text, or the first letters of it or of
// a word in it when they fit one item only; empty takes the cursor's.
func (a *Accessible) Select(label string, items []string, cursor int) (int, error) {
	if len(items) == 0 {
		return 0, fault.Internalf("select %q: no items", label)
	}
	cursor = min(max(cursor, 0), len(items)-1)
	a.p.Line(a.out, "%s, %d choices:", safetext.Escape(label), len(items))
	for i, it := range items {
		fmt.Fprintf(a.out, "  %d. %s\n", i+1, safetext.Escape(it))
	}
	q := a.p.Sprintf("%s, 1 to %d [%d]", label, len(items), cursor+1)
	for {
		s, err := a.ask(q)
		if err != nil {
			return cursor, err
		}
		i, perr := pickItem(items, s, cursor)
		if perr == nil {
			return i, nil
		}
		if IsBackWord(a.p, s) {
			return cursor, ErrBack
		}
		a.refused(perr)
	}
}

// pickItem reads a Select answer: a number of the list; else an item's
// whole text; else a whole word or more at the start of one item only, or
// anywhere in one item only (so "discard" is the discard, not an undo
// item that mentions one); else the first letters of one item or of a word
// in it. A number out of range may still be an item's own text ("-1").
func pickItem(items []string, s string, cursor int) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return cursor, nil
	}
	n, nerr := strconv.Atoi(s)
	if nerr == nil && n >= 1 && n <= len(items) {
		return n - 1, nil
	}
	f := fold(s)
	m := newMenu(items, 0)
	for i := range items {
		if m.folded[i] == f {
			return i, nil
		}
	}
	tries := []func(string) bool{
		func(it string) bool { return strings.HasPrefix(it, f) && wordEndsAt(it, len(f)) },
		func(it string) bool { return hasWholeWords(it, f) },
		func(it string) bool { return strings.HasPrefix(it, f) },
		func(it string) bool { return wordHasPrefix(it, f) },
	}
	var hits []int
	for _, fits := range tries {
		hits = hits[:0]
		for i := range items {
			if fits(m.folded[i]) {
				hits = append(hits, i)
			}
		}
		if len(hits) > 0 {
			break
		}
	}
	switch len(hits) {
	case 1:
		return hits[0], nil
	case 0:
		if nerr == nil {
			return 0, fault.Inputf("%q is not a choice: answer 1 to %d", s, len(items))
		}
		return 0, fault.Inputf("%q fits no choice: answer 1 to %d or a choice's first letters", s, len(items))
	}
	var names []string
	for _, i := range hits {
		names = append(names, strconv.Itoa(i+1)+". "+items[i])
	}
	return 0, fault.Inputf("%q fits %s: answer a number", s, strings.Join(names, ", "))
}

// wordEndsAt: no letter or digit follows f[:i] in f.
func wordEndsAt(f string, i int) bool {
	if i >= len(f) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(f[i:])
	return !isWordRune(r)
}

// hasWholeWords: p stands in f as whole words (not the start of longer ones).
func hasWholeWords(f, p string) bool {
	for j := 0; j+len(p) <= len(f); j++ {
		if strings.HasPrefix(f[j:], p) && wordEndsAt(f, j+len(p)) {
			if j == 0 {
				return true
			}
			r, _ := utf8.DecodeLastRuneInString(f[:j])
			w, _ := utf8.DecodeRuneInString(f[j:])
			if !isWordRune(r) && isWordStart(f, j, w) {
				return true
			}
		}
	}
	return false
}

// backWords are "back" in each language, besides the English word.
var backWords = map[i18n.Lang][]string{i18n.De: {"zurück", "zuruck"}, i18n.Es: {"atrás", "atras", "volver"}}

// IsBackWordInAnyLanguage: s is the word back in one of the tables'
// languages.
func IsBackWordInAnyLanguage(s string) bool {
	w := strings.ToLower(strings.TrimSpace(s))
	if w == "back" {
		return true
	}
	for _, words := range backWords {
		if slices.Contains(words, w) {
			return true
		}
	}
	return false
}

// IsBackWord: s is the word back, in English or the table's language.
func IsBackWord(p *i18n.Printer, s string) bool {
	w := strings.ToLower(strings.TrimSpace(s))
	return w == "back" || slices.Contains(backWords[lang(p)], w)
}

func wordHasPrefix(f, p string) bool {
	for j, r := range f {
		if j > 0 && isWordStart(f, j, r) && strings.HasPrefix(f[j:], p) {
			return true
		}
	}
	return false
}

// Confirm asks "label? [Y/n]: "; y, yes, n and no in any case answer it
// (and the language's own words: ja, sí), empty takes def.
func (a *Accessible) Confirm(label string, def bool) (bool, error) {
	head, yn := ConfirmQuestion(a.p, label, def)
	q := head + " " + yn
	for {
		s, err := a.ask(q)
		if err != nil {
			return false, err
		}
		if yes, ok := parseYesNoIn(a.p, s, def); ok {
			return yes, nil
		}
		a.refused(fault.Inputf("%q: answer y (yes) or n (no)", s))
	}
}
