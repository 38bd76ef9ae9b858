package i18n

import (
	"testing"

	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"github.com/chuche-ref/chuche-ref/fault"
)

// wholeCatalog is every registered message of every language compiled
// into one x/text catalog, as x/text's own printer would be given them.
func wholeCatalog(t testing.TB) *catalog.Builder {
	t.Helper()
	b := catalog.NewBuilder(catalog.Fallback(Langs[0].Tag()))
	for _, e := range Entries() {
		for _, l := range Langs {
			tr := e.In(l)
			if tr == (Text{}) {
				continue
			}
			var err error
			if tr.Plural != nil {
				err = b.Set(l.Tag(), string(e.Key), selectf(tr.Plural))
			} else {
				err = b.SetString(l.Tag(), string(e.Key), tr.Format)
			}
			if err != nil {
				t.Fatalf("catalog %s %q: %v", l, e.Key, err)
			}
		}
	}
	return b
}

// TestEveryLanguageCompiles: x/text compiles every translation of every
// language, plural forms and plain formats alike. A process compiles only
// the plural forms of the one language it speaks; this is where the rest
// are compiled, so a translation x/text would refuse ("${" starts one of
// its substitutions) fails here rather than print wrong.
func TestEveryLanguageCompiles(t *testing.T) {
	for _, l := range Langs {
		if _, err := catalogOf(l, Entries()); err != nil {
			t.Error(err)
		}
	}
	wholeCatalog(t)
}

// TestWordsAsXText: every message printed in every language reads as
// x/text's printer over the whole compiled catalog prints it, with counts
// that pick each plural form (0, 1, many) in every argument.
func TestWordsAsXText(t *testing.T) {
	cat := wholeCatalog(t)
	keys := []string{"a key in no catalog %d"}
	for _, e := range Entries() {
		keys = append(keys, string(e.Key))
	}
	for _, l := range append(Langs, "") {
		ref := message.NewPrinter(l.Tag(), message.Catalog(cat))
		p := New(l)
		for _, k := range keys {
			for _, n := range []int{0, 1, 1234567} {
				args := []any{n, n, n, n, n, n}
				want, got := ref.Sprintf(k, args...), p.Sprintf(fault.Key(k), args...)
				if got != want {
					t.Errorf("%s %q with %d: %q, x/text says %q", l, k, n, got, want)
				}
			}
		}
	}
}

// BenchmarkFirstWords is a process's first message in each language: the
// words of the language gathered, and a plural form compiled.
func BenchmarkFirstWords(b *testing.B) {
	for _, l := range Langs {
		b.Run(string(l), func(b *testing.B) {
			for b.Loop() {
				Add() // as a registration does: the words are gathered again
				p := New(l)
				_ = p.Sprintf("and")
				_ = p.Sprintf("%d hands of the test played", 3)
			}
		})
	}
}

// BenchmarkWholeCatalog is what every process paid before: every message
// of every language compiled on the first one printed.
func BenchmarkWholeCatalog(b *testing.B) {
	for b.Loop() {
		cat := wholeCatalog(b)
		_ = message.NewPrinter(De.Tag(), message.Catalog(cat)).Sprintf("and")
	}
}
