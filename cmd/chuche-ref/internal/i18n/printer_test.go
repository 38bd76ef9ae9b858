package i18n

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

func TestParse(t *testing.T) {
	for in, want := range map[string]Lang{"en": En, "DE": De, "es": Es, "de_DE.UTF-8": De, "es-AR": Es, " es ": Es} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	_, err := Parse("fr")
	if !fault.Is(err, fault.Input) || !strings.Contains(err.Error(), `"fr"`) {
		t.Fatalf("Parse(fr) = %v, want an input error naming it", err)
	}
	if e, _ := fault.As(err); !strings.Contains(e.Hint.String(), "en, de, es") {
		t.Fatalf("the hint must list the three: %q", e.Hint.String())
	}
}

func TestFromLocale(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want Lang
	}{
		{map[string]string{"LANG": "de_DE.UTF-8"}, De},
		{map[string]string{"LANG": "es_AR.UTF-8"}, Es},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"}, Es},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "es_ES", "LC_ALL": "C"}, En},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, En},
		{map[string]string{"LC_ALL": "", "LANG": "es_MX"}, Es},
		{map[string]string{}, En},
	}
	for _, tt := range tests {
		look := func(k string) (string, bool) { v, ok := tt.env[k]; return v, ok }
		if got := FromLocale(look); got != tt.want {
			t.Errorf("FromLocale(%v) = %v, want %v", tt.env, got, tt.want)
		}
	}
}

func TestAcceptLanguage(t *testing.T) {
	for h, want := range map[string]Lang{
		"es-AR,es;q=0.9,en;q=0.8": Es, "de-CH": De, "fr-FR,de;q=0.5": De, "fr": En, "": En, "en-GB": En, "garbage;;": En,
	} {
		if got := FromAcceptLanguage(h); got != want {
			t.Errorf("FromAcceptLanguage(%q) = %v, want %v", h, got, want)
		}
	}
}

func TestCardNames(t *testing.T) {
	five := variants.ChinchonCard{Rank: 5, Suit: variants.Oros}
	sota := variants.ChinchonCard{Rank: 10, Suit: variants.Copas}
	queen := variants.ChinchonCard{Rank: 12, Suit: variants.Hearts}
	red5 := variants.ChucheCard{Colour: variants.Red, Value: 5}
	tests := []struct {
		l    Lang
		arg  any
		want string
	}{
		{Es, five, "5 de oros"}, {Es, sota, "sota de copas"}, {Es, queen, "reina de corazones"}, {Es, variants.Joker, "comodín"},
		{De, five, "Oros 5"}, {De, queen, "Herz Dame"}, {De, red5, "Rot 5"}, {Es, red5, "5 rojo"},
		{En, five, "5o"}, {En, red5, "R5"}, {En, []variants.ChinchonCard{five, sota}, "5o 10c"},
		{Es, []variants.ChinchonCard{five, sota}, "5 de oros, sota de copas"},
	}
	for _, tt := range tests {
		if got := New(tt.l).Sprintf("%s", tt.arg); got != tt.want {
			t.Errorf("%s: %v named %q, want %q", tt.l, tt.arg, got, tt.want)
		}
	}
}

// The catalog's own words for a test, kept out of the program's catalog.
var testEntries = []Entry{
	T("%s has %d points", "%s hat %d Punkte", "%s tiene %d puntos"),
	P("%d hands of the test played", Forms{Arg: 1, Zero: "no hands played", One: "%d hand played", Other: "%d hands played"},
		Forms{Arg: 1, Zero: "noch keine Hand", One: "eine Hand gespielt", Other: "%d Hände gespielt"},
		Forms{Arg: 1, Zero: "ninguna mano", One: "una mano jugada", Other: "%d manos jugadas"}),
	T("cannot cut: %s", "Schließen nicht möglich: %s", "no se puede cortar: %s"),
	T("%[1]s gave %[2]s the card", "%[2]s bekam die Karte von %[1]s", "%[1]s le dio la carta a %[2]s"),
}

func init() { Add(testEntries...) }

func TestPrinter(t *testing.T) {
	de, es := New(De), New(Es)
	if got := de.Sprintf("%s has %d points", "Ana", 12); got != "Ana hat 12 Punkte" {
		t.Error(got)
	}
	for n, want := range map[int]string{0: "ninguna mano", 1: "una mano jugada", 7: "7 manos jugadas"} {
		if got := es.Sprintf("%d hands of the test played", n); got != want {
			t.Errorf("es %d: %q, want %q", n, got, want)
		}
	}
	if got := English.Sprintf("%d hands of the test played", 1); got != "1 hand played" {
		t.Errorf("en plural: %q", got)
	}
	if got := de.Sprintf("%[1]s gave %[2]s the card", "Ana", "Bea"); got != "Bea bekam die Karte von Ana" {
		t.Error(got)
	}
	var nilPrinter *Printer
	if got := nilPrinter.Sprintf("%s has %d points", "Ana", 3); got != "Ana has 3 points" {
		t.Errorf("a nil printer speaks English: %q", got)
	}
	if got := de.List([]string{"Ana", "Bea", "Carl"}); got != "Ana, Bea und Carl" {
		t.Error(got)
	}
}

func TestErrorWording(t *testing.T) {
	es := New(Es)
	inner := fault.Refusedf("%s has %d points", "Ana", 7)
	err := fmt.Errorf("record: %w", fault.Refusedf("cannot cut: %s", inner).AtEntry(3))
	if got := es.Error(err); got != "entrada 3: no se puede cortar: Ana tiene 7 puntos" {
		t.Errorf("es: %q", got)
	}
	if got := English.Error(err); got != "record: entry 3: cannot cut: Ana has 7 points" {
		t.Errorf("en keeps the whole chain: %q", got)
	}
	if got := es.Error(errors.New("plain")); got != "plain" {
		t.Error(got)
	}
}

func TestPrinterSharedByGoroutines(t *testing.T) {
	done := make(chan string)
	for range 8 {
		go func() { done <- English.Sprintf("%s has %d points", "Ana", 1) }()
	}
	for range 8 {
		if got := <-done; got != "Ana has 1 points" {
			t.Error(got)
		}
	}
}

// Context an error gains on its way up is worded in the table's language
// with the error itself; fmt.Errorf's context is English, for programmers,
// and stays out of the other languages.
func TestContextIsWorded(t *testing.T) {
	inner := fault.Inputf("unknown language %q", "Zz")
	err := fmt.Errorf("programmers' words: %w", fault.Wrapf(inner, "%s's hand", "Ana"))
	for lang, want := range map[Lang]string{
		En: `programmers' words: Ana's hand: unknown language "Zz"`,
		De: `Hand von Ana: unbekannte Sprache "Zz"`,
		Es: `mano de Ana: idioma desconocido "Zz"`,
	} {
		if got := New(lang).Error(err); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

// A message about a count takes each language's plural forms: the core's
// English, the catalog's German and Spanish.
func TestCountsInEveryLanguage(t *testing.T) {
	for _, tt := range []struct {
		lang Lang
		n    int
		want string
	}{
		{En, 1, "1 turn"}, {En, 1234, "1,234 turns"},
		{De, 1, "1 Zug"}, {De, 3, "3 Züge"},
		{Es, 1, "1 turno"}, {Es, 0, "0 turnos"},
	} {
		if got := New(tt.lang).Message(fault.Plural(1, "%d turn", "%d turns", tt.n)); got != tt.want {
			t.Errorf("%s %d: %q, want %q", tt.lang, tt.n, got, tt.want)
		}
	}
}

// Line and Item write the layout around the words, which the key leaves
// out.
func TestLineAndItem(t *testing.T) {
	var b strings.Builder
	de := New(De)
	de.Line(&b, "Nothing was recorded.")
	de.Item(&b, "best arrangement: %s", "x")
	if want := "Nichts wurde eingetragen.\n  beste Anordnung: x\n"; b.String() != want {
		t.Errorf("%q, want %q", b.String(), want)
	}
}
