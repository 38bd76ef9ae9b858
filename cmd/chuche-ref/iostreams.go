package main

import (
	"io"
	"os"

	"golang.org/x/term"
)

// IOStreams are the command's standard streams and what they are attached to
// (after cli/cli's pkg/iostreams): a command that would prompt without a
// terminal fails with a hint instead.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	stdinTTY, stdoutTTY bool
}

// SystemStreams are the process's own streams.
func SystemStreams() *IOStreams {
	return &IOStreams{
		In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr,
		stdinTTY:  term.IsTerminal(int(os.Stdin.Fd())),
		stdoutTTY: term.IsTerminal(int(os.Stdout.Fd())),
	}
}

// CanPrompt reports whether both ends are a terminal.
func (s *IOStreams) CanPrompt() bool { return s.stdinTTY && s.stdoutTTY }

// IsStdoutTTY reports whether stdout is a terminal (colour, paging).
func (s *IOStreams) IsStdoutTTY() bool { return s.stdoutTTY }
