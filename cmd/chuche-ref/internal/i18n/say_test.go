package i18n

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The house rules' meanings and accepts texts and the built-in presets'
// descriptions are shown through Text: each must be a catalog key, or it
// stays English.
func TestHouseRuleTextsInCatalog(t *testing.T) {
	for _, d := range variants.RuleDefs {
		for i, s := range []string{string(d.Meaning), string(d.Accepts)} {
			if i == 1 && (d.Key == "deck" || strings.Trim(s, "0123456789.") == "") {
				continue // deck names and ranges of numbers are the same in every language
			}
			if s != "" && !known(s) {
				t.Errorf("rule %s: %q is not in the catalog", d.Key, s)
			}
		}
	}
	for _, p := range variants.BuiltinPresets {
		if p.Description != "" && !known(p.Description) {
			t.Errorf("preset %s: %q is not in the catalog", p.Name, p.Description)
		}
	}
}

// Said words a message in the printer's language, keeps the core's
// English in English, and says words read back from JSON (English alone)
// as they were in every language.
func TestSaidKeepsEnglish(t *testing.T) {
	de := New(De)
	if got := de.Said(fault.M("%d problems", 12345)); got != "12.345 Probleme" {
		t.Errorf("de: %q", got)
	}
	if got := English.Said(fault.M("%d problems", 12345)); got != "12345 problems" {
		t.Errorf("en: %q", got)
	}
	var read fault.Message
	if err := json.Unmarshal([]byte(`"12345 problems"`), &read); err != nil {
		t.Fatal(err)
	}
	if got := de.Said(read); got != "12345 problems" {
		t.Errorf("read back from JSON: %q", got)
	}
	if got := de.Text("from /x"); got != "from /x" {
		t.Errorf("unknown text: %q", got)
	}
}
