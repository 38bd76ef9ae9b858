package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/store"
)

// scriptedPrompter answers prompts from a queue, as the players at a table
// would, and records every label it was asked. An answer of the wrong kind,
// or a prompt after the script ran out, fails the test and stops the flow
// as Ctrl-C would.
type scriptedPrompter struct {
	t       *testing.T
	answers []answer
	asked   []string
}

// answer is one scripted reply.
type answer struct {
	kind    string  // "input", "select" or "confirm"
	text    string  // input: what is typed; select: a substring of the item chosen
	yes     bool    // confirm
	err     error   // returned instead of an answer (errQuit: Ctrl-C)
	invalid string  // input: validation must refuse text with this in the message
	keepDef bool    // input: press Enter on the default, which must equal text
	wantDef *string // input: the default must be this before text is typed over it
	do      func()  // run just before the answer is given (another terminal writing meanwhile)
	def     *bool   // confirm: the default must be this
}

// meanwhile runs do (e.g. another chuche-ref writing the game) while the
// prompt waits, then gives the answer.
func meanwhile(do func(), a answer) answer { a.do = do; return a }

func typed(s string) answer     { return answer{kind: "input", text: s} }
func chose(item string) answer  { return answer{kind: "select", text: item} }
func confirmed(yes bool) answer { return answer{kind: "confirm", yes: yes} }

// confirmedOver is an answer to a confirmation whose default must be def.
func confirmedOver(def, yes bool) answer { return answer{kind: "confirm", yes: yes, def: &def} }
func ctrlC(kind string) answer           { return answer{kind: kind, err: errCtrlC} }

// ctrlCTyped is Ctrl-C at an input with s half typed.
func ctrlCTyped(s string) answer { return answer{kind: "input", text: s, err: errCtrlC} }

// endOfInput is the input ending at a prompt (Ctrl-D), s half typed.
func endOfInput(kind, s string) answer { return answer{kind: kind, text: s, err: errCtrlD} }

// errCtrlC and errCtrlD are what the terminal's prompter returns for
// Ctrl-C and for the end of the input.
var (
	errCtrlC = fmt.Errorf("%w: %w", errQuit, prompt.ErrInterrupt)
	errCtrlD = fmt.Errorf("%w: %w", errQuit, prompt.ErrEOF)
)

// refusedInput is text typed into an input that its validation refuses
// with why; the player then types the next input answer.
func refusedInput(s, why string) answer { return answer{kind: "input", text: s, invalid: why} }

// typedOver is text typed over an input whose default must be def.
func typedOver(def, s string) answer { return answer{kind: "input", text: s, wantDef: &def} }

// keptDefault is Enter on an input whose default must be def.
func keptDefault(def string) answer { return answer{kind: "input", text: def, keepDef: true} }

// stopCode is the exit code of a play scripted by answers: 130 when a
// Ctrl-C stopped it, else 0.
func stopCode(answers []answer) int {
	for _, a := range answers {
		if errors.Is(a.err, prompt.ErrInterrupt) {
			return exitSIGINT
		}
	}
	return 0
}

func (p *scriptedPrompter) next(kind, label string) answer {
	p.t.Helper()
	p.asked = append(p.asked, label)
	if len(p.answers) == 0 {
		p.t.Errorf("unexpected %s prompt %q: the script has no answer left", kind, label)
		return answer{err: errQuit}
	}
	a := p.answers[0]
	p.answers = p.answers[1:]
	if a.do != nil {
		a.do()
	}
	if a.kind != kind {
		p.t.Errorf("prompt %q is a %s, the script answers a %s (%+v)", label, kind, a.kind, a)
		return answer{err: errQuit}
	}
	return a
}

func (p *scriptedPrompter) Input(label, def string, validate func(string) error) (string, error) {
	p.t.Helper()
	for {
		a := p.next("input", label)
		if a.err != nil {
			return a.text, a.err // the half-typed line, as the terminal returns it
		}
		if a.keepDef && def != a.text {
			p.t.Errorf("input %q: default %q, want %q", label, def, a.text)
		}
		if a.wantDef != nil && def != *a.wantDef {
			p.t.Errorf("input %q: default %q, want %q", label, def, *a.wantDef)
		}
		var err error
		if validate != nil {
			err = validate(a.text)
		}
		if a.invalid != "" {
			if err == nil || !strings.Contains(err.Error(), a.invalid) {
				p.t.Errorf("input %q: %q gave %v, want a refusal with %q", label, a.text, err, a.invalid)
			}
			continue // the player types again
		}
		if err != nil {
			p.t.Errorf("input %q: %q refused: %v", label, a.text, err)
			return "", errQuit
		}
		return a.text, nil
	}
}

func (p *scriptedPrompter) Select(label string, items []string, cursor int) (int, error) {
	p.t.Helper()
	a := p.next("select", label)
	if a.err != nil {
		return 0, a.err
	}
	for i, it := range items {
		if strings.Contains(it, a.text) {
			return i, nil
		}
	}
	p.t.Errorf("select %q: no item has %q; items are %q", label, a.text, items)
	return 0, errQuit
}

func (p *scriptedPrompter) Confirm(label string, def bool) (bool, error) {
	p.t.Helper()
	a := p.next("confirm", label)
	if a.def != nil && *a.def != def {
		p.t.Errorf("confirm %q: default %v, want %v", label, def, *a.def)
	}
	return a.yes, a.err
}

// playLedger is a ledger in t.TempDir() with commands run against it in
// process, as Main runs them, but with a scripted prompter and a terminal
// pretended on both ends.
type playLedger struct {
	t   *testing.T
	env map[string]string
}

func newPlayLedger(t *testing.T) *playLedger {
	dir := t.TempDir()
	return &playLedger{t: t, env: map[string]string{
		"CHUCHE_REF_DB":   filepath.Join(dir, "ledger.db"),
		"HOME":            dir,
		"XDG_CONFIG_HOME": filepath.Join(dir, "config"),
		"XDG_DATA_HOME":   filepath.Join(dir, "data"),
		"XDG_STATE_HOME":  filepath.Join(dir, "state"),
		"NO_COLOR":        "1",
	}}
}

// run runs one command; answers script its prompts. It returns the exit
// code, stdout and stderr, and fails the test if answers are left over.
func (l *playLedger) run(tty bool, args []string, answers ...answer) (int, string, string) {
	l.t.Helper()
	var out, errOut bytes.Buffer
	streams := &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut, stdinTTY: tty, stdoutTTY: tty}
	sp := &scriptedPrompter{t: l.t, answers: answers}
	lookup := func(k string) (string, bool) { v, ok := l.env[k]; return v, ok }
	f := &Factory{IO: streams, LookupEnv: lookup, Now: time.Now, Prompter: func() Prompter { return sp }}
	defer f.close()
	root := newRootCmd(f)
	root.SetArgs(args)
	root.SetIn(streams.In)
	root.SetOut(streams.Out)
	root.SetErr(streams.ErrOut)
	code := exitCode(root.ExecuteContext(context.Background()), &errOut)
	if len(sp.answers) > 0 {
		l.t.Errorf("%v: %d scripted answers left unused, first %+v; prompts asked: %q", args, len(sp.answers), sp.answers[0], sp.asked)
	}
	return code, out.String(), errOut.String()
}

// must runs a command that must succeed, without prompts.
func (l *playLedger) must(args ...string) string {
	l.t.Helper()
	code, out, errOut := l.run(false, args)
	if code != 0 {
		l.t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
	}
	return out
}

// standings reads `standings --json` of a game.
func (l *playLedger) standings(game string) view.ChinchonStandings {
	l.t.Helper()
	var s view.ChinchonStandings
	if err := json.Unmarshal([]byte(l.must("standings", "--json", "--game", game)), &s); err != nil {
		l.t.Fatalf("standings --json: %v", err)
	}
	return s
}

// games lists the games in the ledger, read with the store itself.
func (l *playLedger) games() []store.Game {
	l.t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, l.env["CHUCHE_REF_DB"])
	if err != nil {
		l.t.Fatal(err)
	}
	defer db.Close()
	games, err := db.Games(ctx, store.GameFilter{All: true})
	if err != nil {
		l.t.Fatal(err)
	}
	return games
}

func totals(s view.ChinchonStandings) map[string]int {
	m := map[string]int{}
	for _, p := range s.Players {
		m[p.Name] = p.Total
	}
	return m
}
