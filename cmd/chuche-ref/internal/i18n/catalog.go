package i18n

import (
	"fmt"
	"io"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
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
	Key   fault.Key
	words [3]Text // by language, in the order of Langs; a zero Text is none
}

// In is the entry's words in l: the zero Text when it has none (English
// without plural forms is the key itself).
func (e Entry) In(l Lang) Text {
	if i := l.index(); i >= 0 {
		return e.words[i]
	}
	return Text{}
}

// index is l's place in Langs and in an Entry's words, -1 for a language
// chuche-ref does not speak.
func (l Lang) index() int {
	switch l {
	case En:
		return 0
	case De:
		return 1
	case Es:
		return 2
	}
	return -1
}

// The constructors make an entry without allocating (plural forms aside):
// the catalog's thousands of entries are made at every process's start.

// T is a message without plural forms: its German and Spanish words.
func T(key fault.Key, de, es string) Entry {
	return Entry{Key: key, words: [3]Text{1: {Format: de}, 2: {Format: es}}}
}

// P is a message with plural forms in every language; the key is what a
// program would print for "other" in English.
func P(key fault.Key, en, de, es Forms) Entry {
	return Entry{Key: key, words: [3]Text{{Plural: &en}, {Plural: &de}, {Plural: &es}}}
}

// Counted is a message about a count that the core words in English
// itself (fault.Plural: its One and Key are the English forms): its
// German and Spanish plural forms.
func Counted(key fault.Key, de, es Forms) Entry {
	return Entry{Key: key, words: [3]Text{1: {Plural: &de}, 2: {Plural: &es}}}
}

var (
	mu      sync.Mutex
	batches [][]Entry       // every registration, as Add was given them
	spoken  map[Lang]*words // each language's words, made on its first use
)

// Add registers messages; each package's are in a file of their own
// (msgs_<package>.go). It is called from package-level var declarations,
// so the catalog is complete before main runs. It keeps es as it is, not
// a copy: the thousands of entries are registered at every process's start.
func Add(es ...Entry) bool {
	mu.Lock()
	defer mu.Unlock()
	batches = append(batches, es)
	spoken = nil // words made before this registration lack it
	return true
}

// Entries are all registered messages (a copy).
func Entries() []Entry {
	mu.Lock()
	defer mu.Unlock()
	var out []Entry
	for _, es := range batches {
		out = append(out, es...)
	}
	return out
}

// words are one language's translations. A process speaks one language,
// so only that language's are gathered, on its first message, and finding
// one is a map look-up: a translation without plural forms is a printf
// format that needs no compiling. The plural forms go through an x/text
// catalog (CLDR plural rules), compiled when the first of them is printed.
type words struct {
	lang   Lang
	text   map[fault.Key]Text
	plain  *message.Printer // a format as it is, with the language's number grouping
	plural func() (*message.Printer, error)
}

// wordsOf are l's words, made on first use.
func wordsOf(l Lang) *words {
	if l != De && l != Es {
		l = En // the zero Lang speaks English
	}
	mu.Lock()
	defer mu.Unlock()
	if w := spoken[l]; w != nil {
		return w
	}
	w := &words{lang: l, text: map[fault.Key]Text{}}
	var plurals []Entry
	for _, es := range batches {
		for _, e := range es {
			t := e.In(l)
			if t == (Text{}) {
				continue
			}
			w.text[e.Key] = t
			if t.Plural != nil {
				plurals = append(plurals, e)
			}
		}
	}
	w.plain = message.NewPrinter(l.Tag(), message.Catalog(noMessages))
	w.plural = sync.OnceValues(func() (*message.Printer, error) {
		b, err := catalogOf(l, plurals)
		if err != nil {
			return nil, err
		}
		return message.NewPrinter(l.Tag(), message.Catalog(b)), nil
	})
	if spoken == nil {
		spoken = map[Lang]*words{}
	}
	spoken[l] = w
	return w
}

// noMessages is an empty catalog: a format printed through it is printed
// as it is, never taken for another message's key.
var noMessages = catalog.NewBuilder()

// catalogOf is the x/text catalog of the entries' words in l, as x/text
// compiles them.
func catalogOf(l Lang, es []Entry) (*catalog.Builder, error) {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for _, e := range es {
		t := e.In(l)
		if t == (Text{}) {
			continue
		}
		var err error
		if t.Plural != nil {
			err = b.Set(l.Tag(), string(e.Key), selectf(t.Plural))
		} else {
			err = b.SetString(l.Tag(), string(e.Key), t.Format)
		}
		if err != nil {
			return nil, fmt.Errorf("catalog %s %q: %w", l, e.Key, err)
		}
	}
	return b, nil
}

// sprintf words key in w's language into a string; fprintf into out.
func (w *words) sprintf(key fault.Key, args []any) string {
	t, ok := w.text[key]
	switch {
	case !ok: // English, or a key the catalog lacks: the key is the words
		return w.plain.Sprintf(string(key), args...)
	case t.Plural != nil:
		return w.pluralPrinter().Sprintf(string(key), args...)
	}
	return w.plain.Sprintf(t.Format, args...)
}

func (w *words) fprintf(out io.Writer, key fault.Key, args []any) (int, error) {
	t, ok := w.text[key]
	switch {
	case !ok:
		return w.plain.Fprintf(out, string(key), args...)
	case t.Plural != nil:
		return w.pluralPrinter().Fprintf(out, string(key), args...)
	}
	return w.plain.Fprintf(out, t.Format, args...)
}

func (w *words) pluralPrinter() *message.Printer {
	p, err := w.plural()
	if err != nil {
		panic(err) // a malformed plural form is a bug the catalog test catches
	}
	return p
}

func selectf(f *Forms) catalog.Message {
	cases := []any{}
	if f.Zero != "" {
		cases = append(cases, "=0", f.Zero)
	}
	cases = append(cases, plural.One, f.One, plural.Other, f.Other)
	return plural.Selectf(f.Arg, "%d", cases...)
}
