package variants

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

// A 130 KB token is echoed as 60 characters and "…".
func TestInputfCutsLongQuotedTokens(t *testing.T) {
	long := strings.Repeat("é", 130_000)
	err := fault.Inputf("%q is not a card; %s", long, strings.Repeat("x", 100))
	want := `"` + strings.Repeat("é", 60) + `…" is not a card; ` + strings.Repeat("x", 100)
	if err.Error() != want {
		t.Errorf("message of %d bytes:\n%.200s", len(err.Error()), err.Error())
	}
	if got := fault.Inputf("%d%% %q", 5, "ok").Error(); got != `5% "ok"` {
		t.Errorf("short token: %q", got)
	}
}

func TestEveryParserCutsTokens(t *testing.T) {
	long := strings.Repeat("Z", 130_000)
	deck, _ := NewChinchonDeck(French52, 2)
	chuche := DefaultChucheRules().DeckFor(0)
	_, e1 := deck.ParseCard(long)
	_, e2 := chuche.ParseCard(long)
	_, e3 := ParseGame(long)
	_, e4 := NewChinchonRules(map[string]string{"limit": long})
	_, e5 := NewChinchonRules(map[string]string{long: "1"})
	_, _, e6 := ParseRuleAssignment(long)
	_, e7 := FindPreset(BuiltinPresets, GameChinchon, long)
	_, e8 := NewChucheRules(map[string]string{"composition": long})
	for i, err := range []error{e1, e2, e3, e4, e5, e6, e7, e8} {
		if err == nil {
			t.Errorf("parser %d accepted the token", i+1)
			continue
		}
		if msg := err.Error(); len(msg) > 400 || !strings.Contains(msg, strings.Repeat("Z", 60)+"…") {
			t.Errorf("parser %d: message of %d bytes: %.120s", i+1, len(msg), msg)
		}
	}
}

func TestCut(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{strings.Repeat("a", 60), strings.Repeat("a", 60)},
		{strings.Repeat("a", 61), strings.Repeat("a", 60) + "…"},
		{strings.Repeat("ñ", 61), strings.Repeat("ñ", 60) + "…"},
	} {
		if got := Cut(tt.in); got != tt.want {
			t.Errorf("Cut(%d bytes) = %q", len(tt.in), got)
		}
	}
}

// FuzzInputf: whatever the format, Inputf never panics, says what
// fmt.Sprintf says when no token is long, and never echoes more than 60
// characters of a long %q token.
func FuzzInputf(f *testing.F) {
	f.Add("%q is not a card; %s", "Zz", 3)
	f.Add("%[1]q %d%%", "x", 7)
	f.Add("%-10q|%5.2d%", "y", 1)
	f.Fuzz(func(t *testing.T, format, tok string, n int) {
		short := Cut(tok)
		got := fault.Inputf(fault.Key(format), short, n).Error()
		if want := fmt.Sprintf(format, short, n); got != want {
			t.Fatalf("Inputf(%q) = %q, Sprintf %q", format, got, want)
		}
		long := strings.Repeat("Q", 61) + tok
		msg := fault.Inputf(fault.Key(format), long, n).Error()
		if strings.HasPrefix(format, "%q") && strings.Contains(msg, strings.Repeat("Q", 61)) {
			t.Fatalf("Inputf(%q) echoed the long token whole: %.100q", format, msg)
		}
	})
}
