package variants

import (
	"slices"
	"strings"
	"testing"
)

func TestCleanPlayerNameRefusesHiddenCharacters(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"Eve\x1b]0;pwned\x07", "U+001B"},
		{"Eve\x07", "U+0007"},
		{"Eve\b", "U+0008"},
		{"Eve\x7f", "U+007F"},
		{"Eve\u0085", "U+0085"},
		{"Eve\u009b2J", "U+009B"},
		{"Eve\u202e", "U+202E"},
		{"Eve\u2066x", "U+2066"},
		{"E\u200bve", "U+200B"},
		{"E\u200dve", "U+200D"},
		{"\ufeffEve", "U+FEFF"},
		{"Eve\tAda", "U+0009"},
		{"Eve\nAda", "U+000A"},
		{"Eve\u2028", "U+2028"},
		{"Ana=10", "'='"},
		{"Ana,Ben", "','"},
		{"   ", "blank"},
		{"", "blank"},
		{strings.Repeat("a", 41), "41 characters"},
		{"Ana\xff", "not valid UTF-8"},
	} {
		_, err := CleanPlayerName(tc.name)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("CleanPlayerName(%q) = %v, want an error naming %s", tc.name, err, tc.want)
			continue
		}
		if strings.ContainsAny(err.Error(), "\x1b\x07\b\x7f\u0085\u009b\u202e\u2066\u200b\u200d\ufeff\t\n\u2028") {
			t.Errorf("CleanPlayerName(%q): the error %q carries the character raw", tc.name, err)
		}
	}
}

func TestCleanPlayerNameNormalises(t *testing.T) {
	for in, want := range map[string]string{
		"  Ana   María ":        "Ana María",
		"A\u0301na":             "Ána", // decomposed in, composed out (NFC)
		"Ana\u00a0Ben":          "Ana Ben",
		strings.Repeat("é", 40): strings.Repeat("é", 40),
		"Óscar":                 "Óscar",
	} {
		got, err := CleanPlayerName(in)
		if err != nil || got != want {
			t.Errorf("CleanPlayerName(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := CleanGameName("Friday, late = fun"); err != nil {
		t.Errorf("a game name may hold ',' and '=': %v", err)
	}
	if _, err := CleanGameName("=HYPER\x1bLINK"); err == nil {
		t.Errorf("a game name with ESC was accepted")
	}
}

func TestFoldNameMakesLookalikesOnePlayer(t *testing.T) {
	for _, pair := range [][2]string{
		{"Νίκος", "ΝΊΚΟΣ"},
		{"Sam", "ſam"},
		{"\u00c1na", "A\u0301na"},
		{"straße", "STRASSE"},
		{"Óscar", "óscar"},
		{" Ana  Ben", "ana ben"},
	} {
		if a, b := FoldName(pair[0]), FoldName(pair[1]); a != b {
			t.Errorf("FoldName(%q) = %q, FoldName(%q) = %q; want them equal", pair[0], a, pair[1], b)
		}
	}
	if FoldName("Ana") == FoldName("Ann") {
		t.Errorf("Ana and Ann folded together")
	}
}

func TestQuoteTokenCutsLongTokens(t *testing.T) {
	got := QuoteToken(strings.Repeat("x", 130_000))
	if n := len([]rune(got)); n != 63 || !strings.HasSuffix(got, "…\"") {
		t.Errorf("QuoteToken of a huge token = %d runes %q…, want 60 characters, an ellipsis and quotes", n, got[:10])
	}
	if got := QuoteToken("Óscar\x1b"); got != `"Óscar\x1b"` {
		t.Errorf("QuoteToken = %s", got)
	}
}

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"Óscar":                 "Óscar",
		"Eve\x1b]0;pwned\x07":   `Eve\x1b]0;pwned\a`,
		"a\u202eb\u200bc\ufeff": `a\u202eb\u200bc\ufeff`,
		"tab\there":             `tab\there`,
		`say "hi"`:              `say "hi"`,
		"bad\xffbyte":           `bad\ufffdbyte`,
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestCleanSeats: a table's names come back as the name rule cleans them,
// in seat order, the caller's slice untouched; a blank seat, a name typed
// twice and two spellings of one player are refused, each in its words.
func TestCleanSeats(t *testing.T) {
	given := []string{" Ana ", "Ben  Ruiz", "Cleo"}
	seats, err := CleanSeats(given)
	if err != nil || !slices.Equal(seats, []string{"Ana", "Ben Ruiz", "Cleo"}) {
		t.Errorf("CleanSeats(%q) = %q, %v", given, seats, err)
	}
	if given[0] != " Ana " {
		t.Errorf("the caller's slice was changed: %q", given)
	}
	for _, tc := range []struct {
		seats []string
		want  string
	}{
		{[]string{"Ana", " "}, "seat 2 has no player name"},
		{[]string{"Ana", "Ben", "ana"}, `player "ana" is named twice; each player takes one seat`},
		{[]string{"Sam", "ſam"}, `"Sam" and "ſam" are the same player; a player takes one seat`},
		{[]string{"Ana", " Dan\u200bny"}, `player name "Dan\u200bny" contains U+200B`},
		{[]string{"Ana", "B=n"}, `may not contain '='`},
	} {
		_, err := CleanSeats(tc.seats)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("CleanSeats(%q) = %v, want an error saying %q", tc.seats, err, tc.want)
		}
	}
}
