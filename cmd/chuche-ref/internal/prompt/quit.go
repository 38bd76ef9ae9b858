package prompt

import (
	"errors"
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/fault"
)

// ErrQuit is Ctrl-C or Ctrl-D at a prompt (or the end of the input): stop,
// keeping what was confirmed. A Ctrl-C also matches ErrInterrupt.
var ErrQuit error = fault.New(fault.Interrupted, "quit at a prompt")

// Quitting is a prompter whose Ctrl-C and end of input are ErrQuit, which
// every flow stops on.
type Quitting struct{ P Prompter }

// Input asks for a line; see Prompter.
func (q Quitting) Input(label, def string, validate func(string) error) (string, error) {
	s, err := q.P.Input(label, def, validate)
	return s, quitErr(err)
}

// InputShown asks for a line whose finished line shows what the answer
// means (Terminal.InputShown), when the prompter can; else as Input.
func (q Quitting) InputShown(label, def string, validate func(string) error, shown func(string) string) (string, error) {
	type shower interface {
		InputShown(label, def string, validate func(string) error, shown func(string) string) (string, error)
	}
	sp, ok := q.P.(shower)
	if !ok {
		return q.Input(label, def, validate)
	}
	s, err := sp.InputShown(label, def, validate, shown)
	return s, quitErr(err)
}

// Select offers a list; see Prompter.
func (q Quitting) Select(label string, items []string, cursor int) (int, error) {
	i, err := q.P.Select(label, items, cursor)
	return i, quitErr(err)
}

// Confirm asks yes or no; see Prompter.
func (q Quitting) Confirm(label string, def bool) (bool, error) {
	y, err := q.P.Confirm(label, def)
	return y, quitErr(err)
}

// Close gives the terminal back as it was before the first prompt.
func (q Quitting) Close() error {
	if c, ok := q.P.(io.Closer); ok {
		return c.Close()
	}
	return nil
}

func quitErr(err error) error {
	if errors.Is(err, ErrInterrupt) || errors.Is(err, ErrEOF) {
		return fmt.Errorf("%w: %w", ErrQuit, err)
	}
	return err
}

// Stopper is a prompter that a done channel can stop: the prompt waiting
// for a key ends as a Ctrl-C does (a signal is a stop too).
type Stopper interface{ StopOn(done <-chan struct{}) }

// StopOn makes p's prompt in progress end with ErrInterrupt once done is
// closed, when p can.
func StopOn(p Prompter, done <-chan struct{}) {
	if s, ok := p.(Stopper); ok {
		s.StopOn(done)
	}
}

// StopOn: see Stopper.
func (q Quitting) StopOn(done <-chan struct{}) { StopOn(q.P, done) }

// StopOn: see Stopper.
func (t *Terminal) StopOn(done <-chan struct{}) { t.kb.done = done }

// TypeAheadDropper is a prompter that can forget the keys typed before a
// question is asked: a question that the game changed under (another
// terminal wrote) must be answered by a key pressed after it is shown,
// never by the second of two y's typed for the one before it.
type TypeAheadDropper interface{ DropTypedAhead() bool }

// DropTypedAhead forgets the keys typed ahead on p when p can, and reports
// whether there were any. Answers read line by line from a pipe are the
// input itself, not typed ahead, and are kept.
func DropTypedAhead(p any) bool {
	if d, ok := p.(TypeAheadDropper); ok {
		return d.DropTypedAhead()
	}
	return false
}

// DropTypedAhead: see TypeAheadDropper.
func (q Quitting) DropTypedAhead() bool { return DropTypedAhead(q.P) }

// DropTypedAhead: see TypeAheadDropper.
func (t *Terminal) DropTypedAhead() bool { return t.kb.dropTypedAhead() }
