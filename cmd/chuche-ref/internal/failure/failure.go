// Package failure is the command's side of chuche-ref's one error type,
// fault.Error: Classify maps any error to its kind, message and hint in a
// single switch (after benbjohnson/wtf's error.go), and the command maps
// kinds to CLI.md's exit codes. Errors are made with fault's constructors
// everywhere; an error that is no fault.Error is internal.
package failure

import (
	"context"
	"errors"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Explained marks err as already explained on stdout: the exit code stays,
// nothing more goes to stdout.
func Explained(err error) error {
	c := Classify(err)
	return &fault.Error{Kind: c.Kind, Message: fault.M("%s", err), Hint: c.HintMsg, Shown: true, Err: err}
}

// SilentRefusal ends with exit 1 after stdout said why, and nothing on stderr.
var SilentRefusal = &fault.Error{Kind: fault.Refused, Shown: true}

// Classified is an error as the user is told it. Msg and Hint are English;
// Err (what Msg words) and HintMsg let a printer word them in the table's
// language. Internal wraps Err's words in "internal error: ".
type Classified struct {
	Kind    fault.Kind
	Msg     string // "" when nothing is to be said on stderr
	Hint    string
	Shown   bool // already explained on stdout
	Err     error
	HintMsg fault.Message
}

// InternalKey is how an error nobody foresaw is told.
const InternalKey fault.Key = "internal error: %s"

// Classify is the one switch from any error to its kind, message and hint.
// An error it does not recognise is Internal: never "usage", never success.
func Classify(err error) Classified {
	var fe *fault.Error
	c := Classified{Err: err}
	if err != nil {
		c.Msg = err.Error()
	}
	switch {
	case err == nil:
		return Classified{}
	case errors.Is(err, context.Canceled):
		// The command's context ends only with SIGINT (Main): whatever
		// store or core error carries it, the run was interrupted, and the
		// ledger rolled back what was under way.
		return Classified{Kind: fault.Interrupted, Msg: "interrupted", Err: fault.New(fault.Interrupted, "interrupted")}
	case errors.As(err, &fe):
		c.Kind, c.Shown, c.HintMsg = fe.Kind, fe.Shown, fe.Hint
		if fe.Message.IsZero() && fe.Err == nil {
			c.Msg, c.Err = "", nil // already said in full on stdout
		}
	default:
		c.Kind, c.Msg = fault.Internal, fault.M(InternalKey, err).String()
		c.Err = fault.Internalf(InternalKey, err)
	}
	if c.HintMsg.Key == "%s" && c.HintMsg.Args[0] == "" {
		c.HintMsg = fault.Message{}
	}
	c.Hint = c.HintMsg.String()
	return c
}
