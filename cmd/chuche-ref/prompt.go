package main

import (
	"context"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
)

// Prompter asks the players questions. The flow logic talks to this
// interface so it can be tested with a scripted prompter; the real ones are
// internal/prompt's: the terminal's line editor, or the accessible prompter.
type Prompter interface {
	// Input asks for a line of text; validate judges it on Enter (nil
	// accepts anything), and a refused line is asked again as typed.
	Input(label, def string, validate func(string) error) (string, error)
	// Select offers a list and returns the chosen index.
	Select(label string, items []string, cursor int) (int, error)
	// Confirm asks a yes/no question.
	Confirm(label string, def bool) (bool, error)
}

// errQuit is Ctrl-C or Ctrl-D at a prompt (or the end of the input): stop,
// keeping what was confirmed. A Ctrl-C also matches prompt.ErrInterrupt.
var errQuit = prompt.ErrQuit

// newPromptUI is the terminal's prompter; noColor (NO_COLOR, config color:
// false) draws it without styles.
func newPromptUI(s *IOStreams, noColor bool) Prompter {
	return prompt.Quitting{P: prompt.NewTerminal(s.In, s.Out, prompt.Options{Plain: noColor})}
}

// newAccessiblePrompter asks plain lines and reads answers line by line
// from the input, a terminal or not (play --accessible). Answers read from
// a pipe or a file are echoed, so the output reads as a transcript.
func newAccessiblePrompter(ctx context.Context, s *IOStreams) Prompter {
	return prompt.Quitting{P: prompt.NewAccessible(s.In, s.Out, prompt.AccessibleOptions{Echo: !s.stdinTTY, Context: ctx})}
}

// closePrompter gives the terminal back as it was before the first prompt.
func closePrompter(p Prompter) {
	if q, ok := p.(prompt.Quitting); ok {
		_ = q.Close()
	}
}
