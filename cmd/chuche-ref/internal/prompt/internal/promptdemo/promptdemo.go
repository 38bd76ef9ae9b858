// Package promptdemo asks a scripted run of questions with the prompt
// package and prints each answer: the program the prompt package's
// pseudo-terminal tests run (their test binary, started as promptdemo), and
// one to try the line editor by hand with
//
//	go run ./cmd/chuche-ref/internal/prompt/internal/promptdemo/run [-plain] [-accessible] script.json
//
// The script is a JSON list of questions: {"kind": "input"|"select"|
// "confirm", "label", "def", "cards" (validate the line as cards), "items",
// "cursor", "yes"}. After each answer it prints one line, "=> " and the
// answer quoted (or "interrupted" and the text typed, for Ctrl-C); at the end
// of the input it prints "=> eof" and exits.
package promptdemo

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
)

type question struct {
	Kind   string   `json:"kind"`
	Label  string   `json:"label"`
	Def    string   `json:"def"`
	Cards  bool     `json:"cards"`
	Items  []string `json:"items"`
	Cursor int      `json:"cursor"`
	Yes    bool     `json:"yes"`
}

var card = regexp.MustCompile(`^(1[0-2]|[1-9])[oceb]$`)

// cards accepts a line of Spanish-deck cards such as "1o 12c".
func cards(s string) error {
	f := strings.Fields(s)
	if len(f) == 0 {
		return errors.New("no cards")
	}
	for _, c := range f {
		if !card.MatchString(c) {
			return fmt.Errorf("%q is not a card", c)
		}
	}
	return nil
}

// Main runs the demo on the process's terminal with args as its command
// line (the flags, then the script); it returns the exit code.
func Main(args []string) int {
	flags := flag.NewFlagSet("promptdemo", flag.ContinueOnError)
	plain := flags.Bool("plain", false, "no colour (NO_COLOR)")
	accessible := flags.Bool("accessible", false, "plain lines, no redraws")
	if err := flags.Parse(args); err != nil {
		return 2
	}
	b, err := os.ReadFile(flags.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	var script []question
	if err := json.Unmarshal(b, &script); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	var ask prompt.Prompter
	if *accessible {
		ask = prompt.NewAccessible(os.Stdin, os.Stdout, prompt.AccessibleOptions{Echo: true})
	} else {
		t := prompt.NewTerminal(os.Stdin, os.Stdout, prompt.Options{Plain: *plain})
		defer t.Close()
		ask = t
	}
	for _, q := range script {
		var answer any
		var err error
		switch q.Kind {
		case "input":
			var v func(string) error
			if q.Cards {
				v = cards
			}
			answer, err = ask.Input(q.Label, q.Def, v)
		case "select":
			var i int
			i, err = ask.Select(q.Label, q.Items, q.Cursor)
			answer = ""
			if err == nil {
				answer = q.Items[i]
			}
		case "confirm":
			answer, err = ask.Confirm(q.Label, q.Yes)
		}
		switch {
		case errors.Is(err, prompt.ErrInterrupt):
			fmt.Printf("=> interrupted %q\n", answer)
		case errors.Is(err, prompt.ErrEOF):
			fmt.Println("=> eof")
			return 0
		case err != nil:
			fmt.Println("=> error", err)
			return 0
		default:
			fmt.Printf("=> %q\n", fmt.Sprint(answer))
		}
	}
	fmt.Println("=> done")
	return 0
}
