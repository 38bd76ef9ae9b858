package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/manifoldco/promptui"
)

// Prompter asks the players questions. The flow logic talks to this
// interface so it can be tested with a scripted prompter; the real one is
// promptui on the terminal.
type Prompter interface {
	// Input asks for a line of text; validate runs as the user types and on
	// enter (nil accepts anything).
	Input(label, def string, validate func(string) error) (string, error)
	// Select offers a list and returns the chosen index.
	Select(label string, items []string, cursor int) (int, error)
	// Confirm asks a yes/no question.
	Confirm(label string, def bool) (bool, error)
}

// errQuit is Ctrl-C or Ctrl-D at a prompt: stop, keeping what was confirmed.
var errQuit = errors.New("quit at a prompt")

type promptUI struct {
	keys  *keyPump
	out   io.WriteCloser
	plain bool // NO_COLOR: no escape codes in what the prompts draw
}

// newPromptUI drops BEL from what the prompts write: readline rings the bell
// on every arrow key in a list (it has no history to move through) and on
// Backspace in a prompt whose text promptui, not readline, holds (a default,
// or a line kept after a validation error).
func newPromptUI(s *IOStreams, noColor bool) *promptUI {
	if noColor {
		plainPrompts()
	}
	return &promptUI{keys: newKeyPump(s.In), out: noBell{writeCloser{s.Out}}, plain: noColor}
}

// plainPrompts honours NO_COLOR (and config color: false) in promptui,
// whose templates colour through the package's FuncMap and styled icons:
// every style there becomes plain text.
func plainPrompts() {
	plain := func(v interface{}) string { return fmt.Sprint(v) }
	for name := range promptui.FuncMap {
		promptui.FuncMap[name] = plain
	}
	// The icons are styled once, when promptui starts.
	promptui.IconInitial, promptui.IconGood, promptui.IconWarn = "?", "✔", "⚠"
	promptui.IconBad, promptui.IconSelect = "✗", "▸"
}

// inputTemplates keep a question mark while a line is typed: the line is
// only judged on Enter, so promptui's green tick would promise too much.
var inputTemplates = &promptui.PromptTemplates{Valid: `{{ "?" | blue }} {{ . | bold }}: `}

// Input checks the line when Enter is pressed and, when it is refused,
// prints why on a line of its own and asks again with the text as typed.
// promptui's own validation would only draw the reason at the next key
// press, and not at all on some terminals: a player who typed "8x" must be
// told which token is wrong.
func (p *promptUI) Input(label, def string, validate func(string) error) (string, error) {
	for {
		in := p.keys.forLine()
		tpls := inputTemplates
		if p.plain {
			tpls = plainTemplates("? {{ . }}: ", "")
		}
		pr := promptui.Prompt{Label: label, Default: def, AllowEdit: true, Stdin: in, Stdout: p.out, Templates: tpls}
		s, err := pr.Run()
		in.stop()
		if err != nil {
			return s, quitErr(err)
		}
		if validate == nil {
			return s, nil
		}
		verr := validate(s)
		if verr == nil {
			return s, nil
		}
		fmt.Fprintf(p.out, "  ✗ %s\n", verr)
		def = s
	}
}

func (p *promptUI) Select(label string, items []string, cursor int) (int, error) {
	in := p.keys.forPrompt()
	defer in.stop()
	sel := promptui.Select{Label: label, Items: items, CursorPos: cursor, Size: 10, Stdin: in, Stdout: p.out, HideHelp: true}
	i, _, err := sel.Run()
	return i, quitErr(err)
}

func (p *promptUI) Confirm(label string, def bool) (bool, error) {
	d := "n"
	if def {
		d = "y"
	}
	in := p.keys.forPrompt()
	pr := promptui.Prompt{Label: label, IsConfirm: true, Default: d, Stdin: in, Stdout: p.out}
	if p.plain {
		yn := "y/N"
		if def {
			yn = "Y/n"
		}
		pr.Templates = plainTemplates("? {{ . }}: ", "? {{ . }}? ["+yn+"] ")
	}
	s, err := pr.Run()
	in.stop()
	if errors.Is(err, promptui.ErrAbort) {
		// promptui takes only "y" for yes; "yes" must not record a no.
		return strings.EqualFold(strings.TrimSpace(s), "yes"), nil
	}
	if err != nil {
		return false, quitErr(err)
	}
	return true, nil
}

func quitErr(err error) error {
	if errors.Is(err, promptui.ErrInterrupt) || errors.Is(err, promptui.ErrEOF) || errors.Is(err, io.EOF) {
		return errQuit
	}
	return err
}

type writeCloser struct{ io.Writer }

func (writeCloser) Close() error { return nil }

// noBell drops the terminal bell from a prompt's output.
type noBell struct{ io.WriteCloser }

func (w noBell) Write(b []byte) (int, error) {
	if bytes.IndexByte(b, '\a') < 0 {
		return w.WriteCloser.Write(b)
	}
	if _, err := w.WriteCloser.Write(bytes.ReplaceAll(b, []byte{'\a'}, nil)); err != nil {
		return 0, err
	}
	return len(b), nil
}

// plainTemplates are promptui's prompt templates without the styles its
// defaults build in (a bold or faint colon is drawn with escape codes).
func plainTemplates(prompt, confirm string) *promptui.PromptTemplates {
	return &promptui.PromptTemplates{
		Prompt: prompt, Confirm: confirm, Valid: prompt, Invalid: "✗ {{ . }}: ",
		ValidationError: ">> {{ . }}", Success: "{{ . }}: ",
	}
}
