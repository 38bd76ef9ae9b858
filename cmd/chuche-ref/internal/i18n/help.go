package i18n

import "sort"

// Help is a command's help as the catalog holds it: Short, the one line
// that lists it, and Long, the paragraphs of its --help (zero when Short
// says it all). Their English is their key, so a command's help is written
// once — here — and the command takes it from the catalog by its path.
type Help struct {
	Command string // the command's path: "chuche-ref players rename"
	Short   Entry
	Long    Entry
}

var helps = map[string]Help{}

// AddHelp registers commands' help and its words. Like Add, it is called
// from package-level var declarations (msgs_help.go).
func AddHelp(hs ...Help) bool {
	var es []Entry
	mu.Lock()
	for _, h := range hs {
		if _, dup := helps[h.Command]; dup {
			mu.Unlock()
			panic("i18n: two helps for " + h.Command)
		}
		helps[h.Command] = h
		es = append(es, h.Short)
		if h.Long.Key != "" {
			es = append(es, h.Long)
		}
	}
	mu.Unlock()
	return Add(es...)
}

// HelpOf is the English help of the command at path; ok is false when the
// catalog has none.
func HelpOf(path string) (short, long string, ok bool) {
	mu.Lock()
	defer mu.Unlock()
	h, ok := helps[path]
	return string(h.Short.Key), string(h.Long.Key), ok
}

// HelpCommands are the paths of every command the catalog has help for,
// sorted.
func HelpCommands() []string {
	mu.Lock()
	defer mu.Unlock()
	var out []string
	for p := range helps {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}
