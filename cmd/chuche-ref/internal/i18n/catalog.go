package i18n

import (
	"fmt"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Text is one translation: a plain format, or plural forms of it.
type Text struct {
	Format string // the translation, when the message has no plural forms
	Plural *Forms
}

// Forms are a message's plural forms, selected by argument Arg (1-based,
// as in printf's %[1]d) with the language's CLDR rules. Zero, when set, is
// used for exactly 0 ("no hands yet").
type Forms struct {
	Arg   int
	Zero  string
	One   string
	Other string
}

// Entry is a message and its translations. English is the key itself
// unless it has plural forms.
type Entry struct {
	Key fault.Key
	By  map[Lang]Text
}

// T is a message without plural forms: its German and Spanish words.
func T(key fault.Key, de, es string) Entry {
	return Entry{Key: key, By: map[Lang]Text{De: {Format: de}, Es: {Format: es}}}
}

// P is a message with plural forms in every language; the key is what a
// program would print for "other" in English.
func P(key fault.Key, en, de, es Forms) Entry {
	return Entry{Key: key, By: map[Lang]Text{En: {Plural: &en}, De: {Plural: &de}, Es: {Plural: &es}}}
}

// Counted is a message about a count that the core words in English
// itself (fault.Plural: its One and Key are the English forms): its
// German and Spanish plural forms.
func Counted(key fault.Key, de, es Forms) Entry {
	return Entry{Key: key, By: map[Lang]Text{De: {Plural: &de}, Es: {Plural: &es}}}
}

var (
	mu       sync.Mutex
	entries  []Entry // every registration, kept for the completeness test
	built    *catalog.Builder
	buildErr error
	gen      int // counts the catalogs built
)

// Add registers messages; each package's are in a file of their own
// (msgs_<package>.go). It is called from package-level var declarations,
// so the catalog is complete before main runs.
func Add(es ...Entry) bool {
	mu.Lock()
	defer mu.Unlock()
	entries = append(entries, es...)
	built, buildErr = nil, nil
	return true
}

// Entries are all registered messages (a copy).
func Entries() []Entry {
	mu.Lock()
	defer mu.Unlock()
	return append([]Entry(nil), entries...)
}

// theCatalog is the x/text catalog of every registered message, built once.
func theCatalog() (*catalog.Builder, int, error) {
	mu.Lock()
	defer mu.Unlock()
	if built != nil || buildErr != nil {
		return built, gen, buildErr
	}
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for _, e := range entries {
		for l, t := range e.By {
			var err error
			if t.Plural != nil {
				err = b.Set(l.Tag(), string(e.Key), selectf(t.Plural))
			} else {
				err = b.SetString(l.Tag(), string(e.Key), t.Format)
			}
			if err != nil {
				buildErr = fmt.Errorf("catalog %s %q: %w", l, e.Key, err)
				return nil, gen, buildErr
			}
		}
	}
	built = b
	gen++
	return b, gen, nil
}

func selectf(f *Forms) catalog.Message {
	cases := []any{}
	if f.Zero != "" {
		cases = append(cases, "=0", f.Zero)
	}
	cases = append(cases, plural.One, f.One, plural.Other, f.Other)
	return plural.Selectf(f.Arg, "%d", cases...)
}
