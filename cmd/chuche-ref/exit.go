package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Exit codes of CLI.md.
const (
	exitOK      = 0
	exitInvalid = 1 // the thing checked is invalid; stdout explains why
	exitInput   = 2 // usage or input error
	exitLedger  = 3 // ledger error
)

// exitError carries an exit code; an empty Msg prints nothing on stderr
// (the refusal was already explained on stdout).
type exitError struct {
	Code int
	Msg  string
	Hint string
}

func (e *exitError) Error() string { return e.Msg }

// refused is a check or entry that was judged invalid (exit 1).
func refused(format string, args ...any) error {
	return &exitError{Code: exitInvalid, Msg: fmt.Sprintf(format, args...)}
}

// silentInvalid ends with exit 1 after stdout already said why.
var silentInvalid = &exitError{Code: exitInvalid}

// usageError is a bad flag or argument (exit 2).
func usageError(format string, args ...any) error {
	return variants.Inputf(format, args...) // cuts long %q tokens
}

// explainedError is a refusal whose explanation is already on stdout.
type explainedError struct{ error }

func (e explainedError) Unwrap() error { return e.error }

// explainRefusal puts a refused entry's reason on stdout too (CLI.md: on
// exit 1 "stdout still explains why"), unless the command already did.
func explainRefusal(f *Factory, err error) {
	var done explainedError
	if err == nil || errors.As(err, &done) {
		return
	}
	code, msg, _ := classify(err)
	if code != exitInvalid || msg == "" {
		return
	}
	if f.JSON() {
		_ = writeJSON(f.IO.Out, map[string]any{"refused": true, "reason": msg})
		return
	}
	fmt.Fprintf(f.IO.Out, "Refused: %s\nNothing was recorded.\n", safetext.Escape(msg))
}

// exitCode maps any error to CLI.md's exit codes in one place, and writes
// the message to stderr.
func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	code, msg, hint := classify(err)
	// Messages quote names and tokens from the ledger, files and flags:
	// escaped, so none can drive the terminal (issue 9 item 5).
	if msg != "" {
		fmt.Fprintf(stderr, "chuche-ref: %s\n", safetext.Escape(firstLine(msg)))
	}
	if hint != "" {
		fmt.Fprintf(stderr, "chuche-ref: hint: %s\n", safetext.Escape(hint))
	}
	return code
}

func classify(err error) (code int, msg, hint string) {
	var ee *exitError
	var ie *variants.InputError
	var se *store.Error
	var re *scorer.RefusedError
	switch {
	case errors.As(err, &ee):
		return ee.Code, ee.Msg, ee.Hint
	case errors.As(err, &ie):
		return exitInput, err.Error(), ie.Hint
	case errors.As(err, &re):
		return exitInvalid, err.Error(), ""
	case errors.As(err, &se):
		switch se.Kind {
		case store.KindNotFound, store.KindExists, store.KindInvalid:
			return exitInput, err.Error(), ""
		case store.KindLocked:
			return exitLedger, err.Error(), "another chuche-ref is writing; try again in a moment"
		case store.KindConflict:
			return exitLedger, err.Error(), ""
		}
		return exitLedger, err.Error(), ""
	case errors.Is(err, context.Canceled):
		return exitInput, "interrupted", ""
	}
	return exitInput, err.Error(), ""
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
