// Package failure is chuche-ref's one error type: every failure has a kind
// (input, refused, ledger, internal), and Classify maps any error — this
// package's, or the core's and the store's own small error types — to one
// of them in a single switch (after benbjohnson/wtf's error.go). The
// command maps kinds to CLI.md's exit codes.
package failure

import (
	"context"
	"errors"
	"fmt"

	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Kind is what sort of failure an error is, as CLI.md's exit codes see it.
type Kind int

const (
	Internal    Kind = iota // anything the program did not foresee (exit 4)
	Input                   // usage or input error (exit 2)
	Refused                 // the thing checked or entered is invalid (exit 1)
	Ledger                  // the ledger cannot be used (exit 3)
	Interrupted             // stopped by Ctrl-C (SIGINT) before it was done (exit 130)
)

func (k Kind) String() string {
	switch k {
	case Input:
		return "input"
	case Refused:
		return "refused"
	case Ledger:
		return "ledger"
	case Interrupted:
		return "interrupted"
	}
	return "internal"
}

// Error is a failure of a known kind. Msg is one line for people, lower
// case, no final period; Hint optionally says what would work. Shown means
// stdout already explained it (a refusal), so nothing more is said there.
type Error struct {
	Kind  Kind
	Msg   string
	Hint  string
	Shown bool
	Err   error // the cause, if any
}

func (e *Error) Error() string {
	if e.Msg == "" && e.Err != nil {
		return e.Err.Error()
	}
	return e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// Inputf is a bad flag, argument or value (exit 2).
// Quoted tokens are cut as variants.Inputf cuts them: a 130 KB token is
// never echoed whole.
func Inputf(format string, args ...any) *Error {
	return &Error{Kind: Input, Msg: variants.Inputf(format, args...).Msg}
}

// Refusedf is a check or entry judged invalid (exit 1).
func Refusedf(format string, args ...any) *Error {
	return &Error{Kind: Refused, Msg: fmt.Sprintf(format, args...)}
}

// Ledgerf is a ledger this build cannot use (exit 3).
func Ledgerf(format string, args ...any) *Error {
	return &Error{Kind: Ledger, Msg: fmt.Sprintf(format, args...)}
}

// Internalf is something the program did not foresee (exit 4).
func Internalf(format string, args ...any) *Error {
	return &Error{Kind: Internal, Msg: fmt.Sprintf(format, args...)}
}

// WithHint adds a hint to a failure.
func (e *Error) WithHint(hint string) *Error {
	e.Hint = hint
	return e
}

// Explained marks err as already explained on stdout: the exit code stays,
// nothing more goes to stdout.
func Explained(err error) error {
	c := Classify(err)
	return &Error{Kind: c.Kind, Msg: c.Msg, Hint: c.Hint, Shown: true, Err: err}
}

// SilentRefusal ends with exit 1 after stdout said why, and nothing on stderr.
var SilentRefusal = &Error{Kind: Refused, Shown: true}

// refusal is how the core's refusals say what they are without importing
// this package: scorer.RefusedError and referee.ChucheRefusal implement it.
type refusal interface {
	error
	Refusal() string
}

// Classified is an error as the user is told it.
type Classified struct {
	Kind  Kind
	Msg   string // "" when nothing is to be said on stderr
	Hint  string
	Shown bool // already explained on stdout
}

// Classify is the one switch from any error to its kind, message and hint.
// An error it does not recognise is Internal: never "usage", never success.
func Classify(err error) Classified {
	var fe *Error
	var ie *variants.InputError
	var re refusal
	var se *store.Error
	switch {
	case err == nil:
		return Classified{}
	case errors.Is(err, context.Canceled):
		// The command's context ends only with SIGINT (Main): whatever
		// store or core error carries it, the run was interrupted, and the
		// ledger rolled back what was under way.
		return Classified{Kind: Interrupted, Msg: "interrupted"}
	case errors.As(err, &fe):
		c := Classified{Kind: fe.Kind, Msg: err.Error(), Hint: fe.Hint, Shown: fe.Shown}
		if fe.Msg == "" && fe.Err == nil {
			c.Msg = "" // already said in full on stdout
		}
		return c
	case errors.As(err, &ie):
		return Classified{Kind: Input, Msg: err.Error(), Hint: ie.Hint}
	case errors.As(err, &re):
		return Classified{Kind: Refused, Msg: err.Error()}
	case errors.As(err, &se):
		switch se.Kind {
		case store.KindNotFound, store.KindExists, store.KindInvalid:
			return Classified{Kind: Input, Msg: err.Error()}
		case store.KindLocked:
			return Classified{Kind: Ledger, Msg: err.Error(), Hint: "another chuche-ref is writing; try again in a moment"}
		}
		return Classified{Kind: Ledger, Msg: err.Error()}
	}
	return Classified{Kind: Internal, Msg: "internal error: " + err.Error()}
}
