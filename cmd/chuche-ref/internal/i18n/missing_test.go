package i18n

import (
	"strings"
	"testing"
)

// tinySource is a package someone might add: messages handed to fault's
// constructor, to a wrapper of its own that no test has heard of, to a
// constant of type fault.Key and to a printer — one of each the catalog
// has, one of each it lacks.
const tinySource = `package tiny

import (
	"io"

	"github.com/chuche-ref/chuche-ref/fault"
)

type printer interface {
	Line(w io.Writer, key fault.Key, args ...any) (int, error)
}

// sayTwice is a wrapper of the package's own.
func sayTwice(p printer, w io.Writer, key fault.Key, args ...any) {
	p.Line(w, key, args...)
	p.Line(w, key, args...)
}

const offside fault.Key = "the tiny game's offside rule is not met"

func run(p printer, w io.Writer) error {
	sayTwice(p, w, "a tiny game has begun with %d players", 3)
	sayTwice(p, w, "no arguments")
	p.Line(w, "%d tiny points scored", 4)
	_ = fault.M(offside)
	return fault.Inputf("a tiny card %q is not in the deck", "x")
}
`

// What a contributor adds without German and Spanish is found, wherever
// the words are handed: TestEveryKeyInCatalog fails on such a source, and
// TestEveryMessageTranslated on an entry that lacks a language.
func TestAMissingMessageIsFound(t *testing.T) {
	f := typeCheck(t, "github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/tiny", tinySource)
	missing := missingFrom(Entries(), keyUsesIn(loadFset, []typedFile{f}))
	var found []string
	keys := map[string]bool{}
	for _, ms := range missing {
		found = append(found, ms...)
		for _, m := range ms {
			keys[m[strings.Index(m, `"`):]] = true
		}
	}
	want := []string{
		"a tiny game has begun with %d players",
		"%d tiny points scored",
		"the tiny game's offside rule is not met",
		"a tiny card %q is not in the deck",
	}
	all := strings.Join(found, "\n")
	for _, w := range want {
		if !strings.Contains(all, `"`+w+`"`) {
			t.Errorf("%q is not in the catalog, but the finder does not report it; it reports:\n%s", w, all)
		}
	}
	if len(keys) != len(want) {
		t.Errorf("%d messages reported, want %d (\"no arguments\" is in the catalog):\n%s", len(keys), len(want), all)
	}
	if _, ok := missing["cmd/chuche-ref/internal/tiny"]; !ok || !strings.Contains(all, "cmd/chuche-ref/internal/tiny/tiny.go:") {
		t.Errorf("the reports do not say where the message is written:\n%s", all)
	}

	// Once the entries are there, nothing is missing.
	added := append(Entries(),
		T("a tiny game has begun with %d players", "ein kleines Spiel mit %d Spielern hat begonnen", "ha empezado un juego pequeño con %d jugadores"),
		T("%d tiny points scored", "%d kleine Punkte erzielt", "%d puntos pequeños"),
		T("the tiny game's offside rule is not met", "die Abseitsregel des kleinen Spiels ist verletzt", "no se cumple la regla del fuera de juego del juego pequeño"),
		T("a tiny card %q is not in the deck", "eine kleine Karte %q ist nicht im Spiel", "una carta pequeña %q no está en la baraja"))
	if m := missingFrom(added, keyUsesIn(loadFset, []typedFile{f})); len(m) != 0 {
		t.Errorf("translated, still reported: %v", m)
	}

	// An entry without Spanish, or with German that drops a placeholder,
	// is refused.
	problems := strings.Join(untranslated([]Entry{
		T("a tiny game has begun with %d players", "ein kleines Spiel mit %d Spielern hat begonnen", ""),
		T("%d tiny points scored", "kleine Punkte erzielt", "%d puntos pequeños"),
	}), "\n")
	for _, w := range []string{`"a tiny game has begun with %d players" has no es translation`, `"kleine Punkte erzielt" has 0 placeholders`} {
		if !strings.Contains(problems, w) {
			t.Errorf("want %q among the problems:\n%s", w, problems)
		}
	}
}
