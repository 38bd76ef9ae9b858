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
	// again as the selected default, after the reason: typing replaces it,
	// a cursor key edits it. Esc is ErrBack. On ErrInterrupt the text typed
	// so far is returned with it.
	Input(label, def string, validate func(string) error) (string, error)
	// Select offers items, the cursor on items[cursor], and returns the
	// chosen index. Esc with nothing typed (the accessible prompter: the
	// word back, when it names no item) is ErrBack.
	Select(label string, items []string, cursor int) (int, error)
	// Confirm asks a yes/no question; Enter alone answers def.
	Confirm(label string, def bool) (bool, error)
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
	// ErrBack is Esc at a prompt (or back at a menu): one step back. A
	// flow with no step to go back to asks again.
	ErrBack error = fault.New(fault.Input, "back at a prompt")
)
