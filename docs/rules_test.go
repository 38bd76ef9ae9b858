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
	if got, want := IDRanges(), "CU-1..CU-25, CN-1..CN-15, LG-1..LG-12"; got != want {
		t.Errorf("IDRanges() = %q, want %q", got, want)
	}
}

// TestTranslatedBooks: the German and Spanish rule books define exactly
// the ids the English one does, in the same order, each with its own text
// (not the English left in).
func TestTranslatedBooks(t *testing.T) {
	md, err := os.ReadFile("rules.md")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range ruleHeading.FindAllStringSubmatch(string(md), -1) {
		want = append(want, m[1])
	}
	for _, lang := range []string{"de", "es"} {
		md, err := os.ReadFile("rules." + lang + ".md")
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range ruleHeading.FindAllStringSubmatch(string(md), -1) {
			got = append(got, m[1])
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("rules.%s.md defines %v,\nwant the ids of rules.md: %v", lang, got, want)
		}
		parsedIDs := translated()[lang].ids
		if strings.Join(parsedIDs, " ") != strings.Join(want, " ") {
			t.Errorf("the embedded %s book parses to %v", lang, parsedIDs)
		}
		for _, id := range want {
			text, ok := RuleIn(lang, id)
			en, _ := Rule(id)
			if !ok || strings.TrimSpace(text) == "" || text == en {
				t.Errorf("RuleIn(%s, %s) = %q: want its own translation", lang, id, text)
			}
			if strings.HasPrefix(text, id) {
				t.Errorf("RuleIn(%s, %s) repeats its id", lang, id)
			}
		}
	}
	for lang, words := range map[string][]string{"de": {"schneiden", "Joker im Rest"}, "es": {"cortar", "comodín en el sobrante"}} {
		if text, _ := RuleIn(lang, "cn7"); !strings.Contains(text, words[0]) || !strings.Contains(text, words[1]) || strings.Contains(text, "CN-8") {
			t.Errorf("RuleIn(%s, cn7) = %q: want the cutting rule, ending before CN-8", lang, text)
		}
	}
	if text, _ := RuleIn("de", "CU-25"); strings.Contains(text, "|") || !strings.HasSuffix(text, "wertet sie.") {
		t.Errorf("RuleIn(de, CU-25) runs past its heading: %q", text)
	}
	if a, b := RuleIn("fr", "CN-7"); a == "" || !b {
		t.Errorf("RuleIn(fr, CN-7) gives no English fallback")
	}
}
