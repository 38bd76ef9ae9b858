package docs

import (
	"os"
	"strings"
	"testing"
)

// TestEveryRuleExplained: each id the rule book defines (found by the same
// pattern TestCitedRulesExist reads it with) is returned by Rule with its
// text, so `rules --explain` can answer for any id a message cites.
func TestEveryRuleExplained(t *testing.T) {
	md, err := os.ReadFile("rules.md")
	if err != nil {
		t.Fatal(err)
	}
	defined := ruleHeading.FindAllStringSubmatch(string(md), -1)
	if len(defined) < 30 {
		t.Fatalf("the rule book defines only %d rule ids", len(defined))
	}
	if got := len(RuleIDs()); got != len(defined) {
		t.Errorf("RuleIDs lists %d ids, the book defines %d", got, len(defined))
	}
	for _, m := range defined {
		text, ok := Rule(m[1])
		if !ok || strings.TrimSpace(text) == "" {
			t.Errorf("Rule(%q) = %q, %v; want the rule's text", m[1], text, ok)
		}
		if strings.HasPrefix(text, m[1]) {
			t.Errorf("Rule(%q) repeats its id: %q", m[1], text)
		}
	}
}

// TestRuleCN7: the cutting rule (CN-7) is the cutting rule, ends before
// CN-8, and is found however it is typed.
func TestRuleCN7(t *testing.T) {
	text, ok := Rule("CN-7")
	if !ok || !strings.Contains(text, "cut") || !strings.Contains(text, "joker in the leftover") {
		t.Fatalf("Rule(CN-7) = %q, %v; want the text about cutting", text, ok)
	}
	if strings.Contains(text, "CN-8") || strings.Contains(text, "refused") {
		t.Errorf("Rule(CN-7) runs into CN-8: %q", text)
	}
	for _, spelling := range []string{"cn7", "cn-7", "Cn-07", " CN-7 "} {
		if got, ok := Rule(spelling); !ok || got != text {
			t.Errorf("Rule(%q) = %q, %v; want CN-7's text", spelling, got, ok)
		}
	}
	for _, bad := range []string{"CN-" + "99", "CX-1", "7", ""} {
		if _, ok := Rule(bad); ok {
			t.Errorf("Rule(%q) found a rule", bad)
		}
	}
}

// TestRuleEndsAtHeading: the last rule of a part (CU-25) stops at the
// house-rule table's heading.
func TestRuleEndsAtHeading(t *testing.T) {
	text, _ := Rule("CU-25")
	if strings.Contains(text, "house rules") || strings.Contains(text, "|") {
		t.Errorf("Rule(CU-25) runs past its heading: %q", text)
	}
	if !strings.HasSuffix(text, "scores them.") {
		t.Errorf("Rule(CU-25) = %q; want it to end with its last line", text)
	}
}

func TestIDRanges(t *testing.T) {
	if got, want := IDRanges(), "CU-1..CU-25, CN-1..CN-15"; got != want {
		t.Errorf("IDRanges() = %q, want %q", got, want)
	}
}
