package prompt

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// Options tune a Terminal.
type Options struct {
	// Plain draws no colour or other styles (NO_COLOR): the only escape
	// codes left are a menu's cursor-up and erase-below. A typed line is
	// drawn with none at all.
	Plain bool
	// Width is the terminal's width when it cannot be asked (the output is
	// not a terminal); 0 means 80.
	Width int
}

// Terminal is the prompter for a terminal. Make one per session with
// NewTerminal and Close it at the end: it owns the terminal's input from
// the first prompt on.
type Terminal struct {
	out   io.Writer
	kb    *keyboard
	tty   *ttyModes // nil when the input is not a terminal
	sizer int       // fd asked for the width, or -1
	opt   Options
	err   error         // the first failure to set the terminal's modes
	p     *i18n.Printer // the table's language; nil: English
}

// NewTerminal prompts on out, reading keys from in. When in is a terminal
// (an *os.File) its modes are set at once, so that from here on keys typed
// ahead are not echoed by the terminal, and restored by Close. Make it as
// early as the program knows it will prompt.
func NewTerminal(in io.Reader, out io.Writer, opt Options) *Terminal {
	t := &Terminal{out: out, kb: newKeyboard(in), sizer: -1, opt: opt}
	for _, f := range []any{out, in} {
		if f, ok := f.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
			t.sizer = int(f.Fd())
			break
		}
	}
	if f, ok := in.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		t.tty, t.err = openTTY(int(f.Fd()))
	}
	return t
}

// Err is why the terminal's modes could not be set, if they could not.
func (t *Terminal) Err() error { return t.err }

// begin readies the terminal for a prompt: Ctrl-C is a key while the
// prompt runs.
func (t *Terminal) begin() {
	t.kb.quietUntil = time.Time{}
	if t.kb.guardNext { // the question to answer on purpose: its first moment is quiet
		t.kb.quietUntil, t.kb.guardNext = time.Now().Add(TypeAheadGuard), false
	}
	if t.kb.resized == nil && t.sizer >= 0 {
		t.kb.resized = notifyResize()
	}
	if t.tty != nil {
		_ = t.tty.enterPrompt() // a terminal that refuses still gets its keys
	}
}

// end gives Ctrl-C back to the signal between prompts.
func (t *Terminal) end() {
	if t.tty != nil {
		_ = t.tty.leavePrompt()
	}
}

// Close restores the terminal's modes as they were before the first
// prompt.
func (t *Terminal) Close() error {
	if t.kb.resized != nil {
		stopResize(t.kb.resized)
	}
	if t.tty == nil {
		return nil
	}
	tty := t.tty
	t.tty = nil
	return tty.restore()
}

// cols is how many columns a prompt may draw in: one less than the
// terminal's width, so that nothing is ever written in the last column
// (where terminals differ on when the line wraps).
func (t *Terminal) cols() int {
	w := t.opt.Width
	if t.sizer >= 0 {
		if tw, _, err := term.GetSize(t.sizer); err == nil && tw > 0 {
			w = tw
		}
	}
	if w <= 0 {
		w = 80
	}
	return max(w-1, 8)
}

// rows is the terminal's height, for the size of a menu.
func (t *Terminal) rows() int {
	if t.sizer >= 0 {
		if _, h, err := term.GetSize(t.sizer); err == nil && h > 0 {
			return h
		}
	}
	return 24
}

func (t *Terminal) write(b *bytes.Buffer) {
	_, _ = t.out.Write(b.Bytes()) // a terminal that is gone shows up as the end of its input
}

// width is the terminal's full width.
func (t *Terminal) width() int { return t.cols() + 1 }

// afterResize goes back to the start of the row a prompt was drawn on,
// the cursor having been at column col, and erases from there down. A
// terminal that reflows its lines on a resize (most do) has wrapped a row
// wider than the new width onto more rows, the cursor on one of them; one
// that does not has cut it, the cursor on its last column. The terminal's
// answer to a cursor position query tells which.
func (t *Terminal) afterResize(col int) {
	var b bytes.Buffer
	if w := t.width(); col >= w {
		b.WriteString("\x1b[6n")
		t.write(&b)
		b.Reset()
		if _, c, ok := t.kb.cursorReport(); ok && c-1 == col%w {
			fmt.Fprintf(&b, "\x1b[%dA", col/w)
		}
	}
	b.WriteString("\r\x1b[J")
	t.write(&b)
}

// styles are the escape codes a prompt draws with; all empty when plain.
type styles struct {
	mark, label, def, current, reset string
}

func (t *Terminal) styles() styles {
	if t.opt.Plain {
		return styles{}
	}
	return styles{mark: "\x1b[34m", label: "\x1b[1m", def: "\x1b[7m", current: "\x1b[36;1m", reset: "\x1b[0m"}
}

// question is "? label" + sep, drawn with styles.
func (t *Terminal) question(label, sep string) (plain, styled string) {
	st := t.styles()
	plain = "? " + label + sep
	styled = st.mark + "?" + st.reset + " " + st.label + label + st.reset + sep
	return plain, styled
}

// say writes a line of its own below the prompt, e.g. why an answer was
// refused.
func (t *Terminal) say(msg string) {
	var b bytes.Buffer
	b.WriteString(strings.ReplaceAll(msg, "\n", "\r\n"))
	b.WriteString("\r\n")
	t.write(&b)
}

// refused is the line under a refused answer, in the table's language.
func (t *Terminal) refused(err error) string { return "  ✗ " + t.p.Error(err) }
