package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/fault"
)

// TestRuleHint: a message citing a rule id says how to read the first one
// cited; a message with a hint of its own, or citing none, is left alone.
func TestRuleHint(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		c    failure.Classified
		want string
	}{
		{failure.Classified{Kind: fault.Refused, Msg: "invalid cut by Ben: leftover 8 (CN-7), see CN-8"},
			"chuche-ref: hint: chuche-ref rules --explain CN-7 prints that rule\n"},
		{failure.Classified{Kind: fault.Input, Msg: "target 11 is not 6..10 (CU-8)"},
			"chuche-ref: hint: chuche-ref rules --explain CU-8 prints that rule\n"},
		{failure.Classified{Kind: fault.Input, Msg: "two players (CU-2)", Hint: "name them"},
			"chuche-ref: hint: name them\n"},
		{failure.Classified{Kind: fault.Input, Msg: "a game needs 2 to 6 players"}, ""},
		{failure.Classified{Kind: fault.Input, Msg: "the XCU-7 deck"}, ""},
	} {
		var stderr bytes.Buffer
		exitWith(tc.c, &stderr, nil)
		_, hint, _ := strings.Cut(stderr.String(), "\n")
		if hint != tc.want {
			t.Errorf("%q: hint %q, want %q", tc.c.Msg, hint, tc.want)
		}
	}
}
