package fault

import (
	"context"
	"errors"
)

// Kind is what sort of failure an error is, as CLI.md's exit codes see it.
type Kind uint8

const (
	Internal    Kind = iota // anything the program did not foresee (exit 4)
	Input                   // a bad flag, argument, card or value (exit 2)
	Refused                 // the thing checked or entered breaks a rule (exit 1)
	Ledger                  // the ledger cannot be used (exit 3)
	Interrupted             // stopped by Ctrl-C before it was done (exit 130)
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

// Code tells apart errors of one kind that code must react to: the
// referee's "not a meld", the scorer's unreadable entry. It is never
// shown. What about the ledger failed is a Store instead.
type Code string

// Error is a failure of a known kind. Message says what went wrong (lower
// case, no final period), Hint optionally what would work. Code and Store
// tell apart errors that code must react to — never shown. Seq is the
// ledger entry the error belongs to, 0 if none. Shown means stdout already
// explained it. Err is the cause; it is part of the text only when
// ShowCause is set ("cannot open ledger: <cause>").
type Error struct {
	Kind Kind
	Message
	Hint      Message
	Code      Code
	Store     Store
	Seq       int
	Shown     bool
	ShowCause bool
	Err       error
}

// EntryKey is how an error that belongs to a ledger entry is told.
const EntryKey Key = "entry %d: %s"

// Error is the message in English: the entry it belongs to first, the
// cause after it when it is shown.
func (e *Error) Error() string {
	s := e.Message.String()
	if e.Seq > 0 {
		s = M(EntryKey, e.Seq, s).String()
	}
	if e.Err != nil && (e.ShowCause || s == "") {
		if s == "" {
			return e.Err.Error()
		}
		return s + ": " + e.Err.Error()
	}
	return s
}

func (e *Error) Unwrap() error { return e.Err }

// New is a failure of kind k, for code that chooses the kind at run time.
func New(k Kind, key Key, args ...any) *Error {
	return &Error{Kind: k, Message: M(key, args...)}
}

// Inputf is a bad flag, argument, card or value (exit 2).
func Inputf(key Key, args ...any) *Error { return New(Input, key, args...) }

// Refusedf is a check or entry the rules do not allow (exit 1).
func Refusedf(key Key, args ...any) *Error { return New(Refused, key, args...) }

// Ledgerf is a ledger that cannot be used (exit 3).
func Ledgerf(key Key, args ...any) *Error { return New(Ledger, key, args...) }

// Internalf is something the program did not foresee (exit 4).
func Internalf(key Key, args ...any) *Error { return New(Internal, key, args...) }

// WithHint sets what would work and returns e, for one-expression
// construction.
func (e *Error) WithHint(key Key, args ...any) *Error {
	e.Hint = M(key, args...)
	return e
}

// Because sets the cause, shown after the message.
func (e *Error) Because(err error) *Error {
	e.Err, e.ShowCause = err, true
	return e
}

// Coded sets the Code and returns e.
func (e *Error) Coded(code Code) *Error {
	e.Code = code
	return e
}

// AtEntry is a copy of e that belongs to ledger entry seq.
func (e *Error) AtEntry(seq int) *Error {
	c := *e
	c.Seq = seq
	return &c
}

// As finds the first *Error in err's chain.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// KindOf is the kind of err: Interrupted for a cancelled context, the
// first *Error's kind, else Internal.
func KindOf(err error) Kind {
	if errors.Is(err, context.Canceled) {
		return Interrupted
	}
	if e, ok := As(err); ok {
		return e.Kind
	}
	return Internal
}

// CodeOf is the Code of the first *Error in err's chain, "" if none.
func CodeOf(err error) Code {
	if e, ok := As(err); ok {
		return e.Code
	}
	return ""
}

// Is reports whether err is a failure of kind k.
func Is(err error, k Kind) bool { return err != nil && KindOf(err) == k }
