package main

import (
	"errors"
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/interrupt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Exit codes of CLI.md.
const (
	exitOK       = 0
	exitInvalid  = 1   // the thing checked is invalid; stdout explains why
	exitInput    = 2   // usage or input error
	exitLedger   = 3   // ledger error
	exitInternal = 4   // a failed write to stdout, or anything not foreseen
	exitSIGINT   = 130 // interrupted by Ctrl-C, as shells report 128+SIGINT
)

// silentInvalid ends with exit 1 after stdout already said why.
var silentInvalid = failure.SilentRefusal

// explainRefusal puts a refused entry's reason on stdout too (CLI.md: on
// exit 1 "stdout still explains why"), unless the command already did.
func explainRefusal(f *Factory, err error) {
	if err == nil {
		return
	}
	c := failure.Classify(err)
	if c.Kind != fault.Refused || c.Shown || c.Msg == "" {
		return
	}
	if f.JSON() {
		_ = view.WriteJSON(f.IO.Out, map[string]any{"refused": true, "reason": c.Msg})
		return
	}
	f.Printer().Line(f.IO.Out, "Refused: %s\nNothing was recorded.", safetext.Escape(f.Printer().Error(c.Err)))
}

// exitCode maps an error to CLI.md's exit codes and writes its message to
// stderr.
func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	var sig *interrupt.Stopped
	if errors.As(err, &sig) {
		return sig.Code
	}
	return exitWith(failure.Classify(err), stderr, nil)
}

// exitWith is the one switch from a failure's kind to CLI.md's exit codes;
// it writes the message to stderr.
func exitWith(c failure.Classified, stderr io.Writer, p *i18n.Printer) int {
	// Messages quote names and tokens from the ledger, files and flags:
	// escaped, so none can drive the terminal.
	c = withRuleHint(c)
	msg, hint := c.Msg, p.Message(c.HintMsg)
	if c.Err != nil && msg != "" {
		msg = p.Error(c.Err)
	}
	if hint == "" {
		hint = c.Hint
	}
	if msg != "" {
		p.Line(stderr, "chuche-ref: %s", safetext.Escape(firstLine(msg)))
	}
	if hint != "" {
		p.Line(stderr, "chuche-ref: hint: %s", safetext.Escape(hint))
	}
	switch c.Kind {
	case fault.Refused:
		return exitInvalid
	case fault.Input:
		return exitInput
	case fault.Ledger:
		return exitLedger
	case fault.Interrupted:
		return exitSIGINT
	}
	return exitInternal
}

// outcome classifies how a run ended: its error, cobra's own usage errors
// (met before any command ran: an unknown command or flag) and a failed
// write to stdout, which is never success.
func outcome(err error, ran bool, out *failure.Stdout) (failure.Classified, bool) {
	werr := out.Failed()
	if err == nil && werr == nil {
		return failure.Classified{}, false
	}
	if err == nil || (werr != nil && errors.Is(err, werr)) {
		e := fault.Internalf("internal error: cannot write to stdout: %s", werr)
		return failure.Classified{Kind: fault.Internal, Msg: e.Error(), Err: e}, true
	}
	c := failure.Classify(err)
	if c.Kind == fault.Internal && !ran {
		c = failure.Classify(shell.CobraError(err)) // with cobra's "Did you mean this?"
	}
	return c, true
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
