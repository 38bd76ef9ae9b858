package prompt

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// The accessible prompter in the table's language: its questions, its
// refusals, and the language's yes and no besides English's.
func TestAccessibleLanguages(t *testing.T) {
	for _, tc := range []struct {
		lang    i18n.Lang
		answers string
		want    []bool
		script  string
	}{
		{i18n.Es, "sí\nquizás\nno\ns\nSI\ny\n", []bool{true, false, true, true, true}, `¿Anotar? [S/n]: sí
¿Anotar? [S/n]: quizás
Rechazado: "quizás": responde s (sí) o n (no)
¿Anotar? [S/n]: no
¿Anotar? [S/n]: s
¿Anotar? [S/n]: SI
¿Anotar? [S/n]: y
`},
		{i18n.De, "ja\nvielleicht\nnein\nj\nN\n", []bool{true, false, true, false}, `Eintragen? [J/n]: ja
Eintragen? [J/n]: vielleicht
Abgelehnt: "vielleicht": antworte j (ja) oder n (nein)
Eintragen? [J/n]: nein
Eintragen? [J/n]: j
Eintragen? [J/n]: N
`},
	} {
		t.Run(string(tc.lang), func(t *testing.T) {
			var out strings.Builder
			a := NewAccessible(strings.NewReader(tc.answers), &out, AccessibleOptions{Echo: true})
			p := i18n.New(tc.lang)
			SetPrinter(Quitting{P: a}, p)
			label := map[i18n.Lang]string{i18n.Es: "Anotar", i18n.De: "Eintragen"}[tc.lang]
			for i, want := range tc.want {
				if y, err := a.Confirm(label, true); y != want || err != nil {
					t.Fatalf("answer %d: %v %v, want %v", i, y, err, want)
				}
			}
			if got := out.String(); got != tc.script {
				t.Errorf("transcript:\n%s\nwant:\n%s", got, tc.script)
			}
		})
	}

	var out strings.Builder
	a := NewAccessible(strings.NewReader("9\nx\n2\n"), &out, AccessibleOptions{Echo: true})
	a.SetPrinter(i18n.New(i18n.De))
	if i, err := a.Select("Wer gibt", []string{"Ana", "Ben"}, 0); i != 1 || err != nil {
		t.Fatalf("Select: %d %v", i, err)
	}
	want := `Wer gibt, 2 Möglichkeiten:
  1. Ana
  2. Ben
Wer gibt, 1 bis 2 [1]: 9
Abgelehnt: "9" ist keine Möglichkeit: antworte 1 bis 2
Wer gibt, 1 bis 2 [1]: x
Abgelehnt: "x" passt zu keiner Möglichkeit: antworte 1 bis 2 oder mit den ersten Buchstaben einer Möglichkeit
Wer gibt, 1 bis 2 [1]: 2
`
	if got := out.String(); got != want {
		t.Errorf("transcript:\n%s\nwant:\n%s", got, want)
	}
}

// The terminal's confirmation in Spanish: "¿…?", [S/n], and sí shown as
// the answer.
func TestTerminalConfirmSpanish(t *testing.T) {
	t.Parallel()
	var out strings.Builder
	term := NewTerminal(strings.NewReader("quizás\rs\r"), &out, Options{Plain: true})
	term.SetPrinter(i18n.New(i18n.Es))
	if y, err := term.Confirm("Anotar la mano 1", false); !y || err != nil {
		t.Fatalf("Confirm: %v %v", y, err)
	}
	got := out.String()
	for _, want := range []string{"? ¿Anotar la mano 1? [s/N] ", "quizás\r\n  ✗ responde s (sí) o n (no)\r\n", "? ¿Anotar la mano 1? [s/N] sí\r\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in %q", want, got)
		}
	}
}
