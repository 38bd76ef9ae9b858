// Package prompt asks the players questions at the table: a terminal
// prompter with a small line editor of its own (Terminal) and an accessible
// one that reads plain lines (Accessible). Both satisfy Prompter.
//
// The line editor is ours, over golang.org/x/term's terminal and
// golang.org/x/sys's modes, rather than a library's: the table needs
// exact control of what the screen shows after every key (a finished
// prompt is never drawn again), one reader of the terminal for the whole
// session (type-ahead is kept) and keys that never throw a typed hand away.
package prompt

import "github.com/chuche-ref/chuche-ref/fault"

// Prompter asks the players questions.
type Prompter interface {
	// Input asks for a line of text. def is offered pre-filled: Enter
	// accepts it, typing replaces it, the cursor keys edit it. validate (nil
	// accepts anything) judges the line on Enter; a refused line is offered
	// again as typed, after the reason. On ErrInterrupt the text typed so
	// far is returned with it.
	Input(label, def string, validate func(string) error) (string, error)
	// Select offers items, the cursor on items[cursor], and returns the
	// chosen index.
	Select(label string, items []string, cursor int) (int, error)
	// Confirm asks a yes/no question; Enter alone answers def.
	Confirm(label string, def bool) (bool, error)
}

// Resumer is a Prompter that can offer a line as text typed earlier rather
// than as a default: a resumed draft is edited where it stopped, and a key
// typed then adds to it instead of replacing it.
type Resumer interface {
	Resume(label, text string, validate func(string) error) (string, error)
}

// Resume asks with p's Resume when it has one, else with Input.
func Resume(p Prompter, label, text string, validate func(string) error) (string, error) {
	if r, ok := p.(Resumer); ok {
		return r.Resume(label, text, validate)
	}
	return p.Input(label, text, validate)
}

var (
	_ Prompter = (*Terminal)(nil)
	_ Prompter = (*Accessible)(nil)
)

var (
	// ErrInterrupt is Ctrl-C at a prompt.
	ErrInterrupt error = fault.New(fault.Interrupted, "interrupted at a prompt")
	// ErrEOF is Ctrl-D on an empty line, or the end of the input.
	ErrEOF error = fault.New(fault.Interrupted, "end of input at a prompt")
)
