package main

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/docs"
)

// runExplain prints one rule of the embedded rule book.
func runExplain(f *Factory, id string, args []string) error {
	if len(args) > 0 {
		return fault.Inputf("--explain takes no game kind: chuche-ref rules --explain CN-7")
	}
	text, ok := docs.Rule(id)
	if !ok {
		return fault.Inputf("%q is not a rule id; the rule book defines %s", id, docs.IDRanges()).
			WithHint("spell it like CN-7 or cn7")
	}
	id = docs.Normalize(id)
	if f.JSON() {
		// JSON is the same in every language: the normative English text.
		return view.WriteJSON(f.IO.Out, map[string]string{"id": id, "text": text})
	}
	// People read the rule in the table's language.
	text, _ = docs.RuleIn(string(f.Printer().Lang), id)
	_, err := fmt.Fprintf(f.IO.Out, "%s %s\n", id, strings.ReplaceAll(text, "\n", "\n  "))
	return err
}

var citedRule = regexp.MustCompile(`\bC[UN]-[0-9]+\b`)

// withRuleHint: a message that cites a rule says how to read it.
func withRuleHint(c failure.Classified) failure.Classified {
	if id := citedRule.FindString(firstLine(c.Msg)); id != "" && c.Hint == "" {
		c.HintMsg = fault.M("chuche-ref rules --explain %s prints that rule", id)
		c.Hint = c.HintMsg.String()
	}
	return c
}
