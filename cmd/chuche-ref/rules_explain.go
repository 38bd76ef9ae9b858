package main

import (
	"regexp"

	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// runExplain prints one rule of the embedded rule book.
func runExplain(f *Factory, id string, args []string) error {
	if len(args) > 0 {
		return fault.Inputf("--explain takes no game kind: chuche-ref rules --explain CN-7")
	}
	return view.WriteRule(f.IO.Out, f.Printer(), f.JSON(), id)
}

var citedRule = regexp.MustCompile(`\b(?:C[UN]|LG)-[0-9]+\b`)

// withRuleHint: a message that cites a rule says how to read it.
func withRuleHint(c failure.Classified) failure.Classified {
	if id := citedRule.FindString(firstLine(c.Msg)); id != "" && c.Hint == "" {
		c.HintMsg = fault.M("chuche-ref rules --explain %s prints that rule", id)
		c.Hint = c.HintMsg.String()
	}
	return c
}
