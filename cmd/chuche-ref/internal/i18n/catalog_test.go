package i18n

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// Folders whose text is for programmers or benchmarks, never for players.
var notForPlayers = map[string]bool{
	"cmd/chuche-ref/internal/vtest":       true, // the pty test harness
	"cmd/chuche-ref/internal/benchledger": true, // scripts/bench-ledger.sh's builder
	"scripts":                             true,
	"fault":                               true, // only its doc and tests hold words
	"store/storetest":                     true, // what the tests need of a ledger on each engine
	"cmd/chuche-ref/internal/prompt/internal/promptdemo": true, // a demo for trying the line editor by hand
}

// listed reports dir or a folder above it in m.
func listed(m map[string]bool, dir string) bool {
	for d := dir; d != "." && d != "/" && d != ""; d = filepath.ToSlash(filepath.Dir(d)) {
		if m[d] {
			return true
		}
	}
	return false
}

func folderOf(pos string) string {
	file := pos
	if i := strings.Index(pos, ".go:"); i >= 0 {
		file = pos[:i+3]
	}
	return filepath.ToSlash(filepath.Dir(file))
}

var verbRE = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*(\*|\d+)?(\.(\*|\d+))?([a-zA-Z%])`)

// placeholders maps each argument (1-based) to the verb that shows it.
func placeholders(format string) (map[int]string, error) {
	out := map[int]string{}
	arg := 0
	for _, m := range verbRE.FindAllStringSubmatch(format, -1) {
		if m[6] == "%" {
			continue
		}
		if m[2] != "" {
			fmt.Sscan(m[2], &arg)
		} else {
			arg++
		}
		if m[3] == "*" || m[5] == "*" {
			return nil, fmt.Errorf("%q: * widths are not supported in messages", format)
		}
		verb := m[6]
		if verb == "v" || verb == "s" { // %v and %s show a string alike
			verb = "s"
		}
		if prev, ok := out[arg]; ok && prev != verb {
			return nil, fmt.Errorf("%q shows argument %d as %%%s and %%%s", format, arg, prev, verb)
		}
		out[arg] = verb
	}
	return out, nil
}

func samePlaceholders(key, translation string, subset bool) error {
	want, err := placeholders(key)
	if err != nil {
		return err
	}
	got, err := placeholders(translation)
	if err != nil {
		return err
	}
	for arg, verb := range got {
		if want[arg] != verb {
			return fmt.Errorf("%q shows argument %d as %%%s; the key %q has %q", translation, arg, verb, key, want[arg])
		}
	}
	if !subset && len(got) != len(want) {
		return fmt.Errorf("%q has %d placeholders, the key %q has %d", translation, len(got), key, len(want))
	}
	return nil
}

// TestEveryMessageTranslated: every registered message has German and
// Spanish words, with the key's placeholders (a plural form for 1 or 0
// may leave the number out: "one hand").
func TestEveryMessageTranslated(t *testing.T) {
	for _, p := range untranslated(Entries()) {
		t.Error(p)
	}
}

// untranslated are the problems of entries: a message registered twice,
// one without German or Spanish words, words whose placeholders are not
// the key's.
func untranslated(entries []Entry) []string {
	var out []string
	errorf := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	seen := map[string]Entry{}
	for _, e := range entries {
		if prev, ok := seen[string(e.Key)]; ok {
			if !sameWords(prev, e) {
				errorf("%q is registered twice with different words", e.Key)
			} else {
				errorf("%q is registered twice: keep it in one msgs file", e.Key)
			}
		}
		seen[string(e.Key)] = e
		for _, l := range []Lang{De, Es} {
			tr := e.In(l)
			switch {
			case tr.Format == "" && tr.Plural == nil:
				errorf("%q has no %s translation", e.Key, l)
				continue
			case tr.Plural == nil:
				if err := samePlaceholders(string(e.Key), tr.Format, false); err != nil {
					errorf("%s: %v", l, err)
				}
				continue
			}
		}
		for _, l := range Langs {
			f := e.In(l).Plural
			if f == nil {
				continue
			}
			if f.One == "" || f.Other == "" {
				errorf("%q: %s plural needs one and other forms", e.Key, l)
			}
			if err := samePlaceholders(string(e.Key), f.Other, false); err != nil {
				errorf("%s other: %v", l, err)
			}
			for _, form := range []string{f.One, f.Zero} {
				if err := samePlaceholders(string(e.Key), form, true); err != nil {
					errorf("%s: %v", l, err)
				}
			}
			if ph, _ := placeholders(string(e.Key)); ph[f.Arg] != "d" {
				errorf("%q: %s plural selects on argument %d, which is not a %%d", e.Key, l, f.Arg)
			}
		}
	}
	return out
}

// sameWords: two registrations of a key say the same in every language
// (plural forms compared by value, not by pointer).
func sameWords(a, b Entry) bool {
	for _, l := range Langs {
		ta, tb := a.In(l), b.In(l)
		if ta.Format != tb.Format || (ta.Plural == nil) != (tb.Plural == nil) || (ta.Plural != nil && *ta.Plural != *tb.Plural) {
			return false
		}
	}
	return true
}

// TestEveryKeyInCatalog: every message the code writes — a printer's
// format, a fault's message or hint, a command's help, a flag's usage — is
// in the catalog, so no language falls back to English without a test
// failing.
func TestEveryKeyInCatalog(t *testing.T) {
	report(t, "message not in the catalog", missingFrom(Entries(), keyUses(t)))
}

// missingFrom are the uses whose key has no entry, by folder: words for
// people that no language but English would say.
func missingFrom(entries []Entry, uses []use) map[string][]string {
	known := map[string]bool{}
	for _, e := range entries {
		known[string(e.Key)] = true
	}
	missing := map[string][]string{}
	for _, u := range uses {
		dir := folderOf(u.pos)
		if known[u.key] || listed(notForPlayers, dir) || !hasWords(u.key) {
			continue
		}
		missing[dir] = append(missing[dir], fmt.Sprintf("%s: %q", u.pos, u.key))
	}
	return missing
}

// hasWords: a key with no letters ("%s: %s", "%d") needs no translation,
// nor does one whose only letters are a flag's name ("--play", "--bomb
// %s"): flags are the same in every language.
func hasWords(s string) bool {
	return regexp.MustCompile(`\pL\pL`).MatchString(flagRE.ReplaceAllString(verbRE.ReplaceAllString(s, ""), ""))
}

var flagRE = regexp.MustCompile(`--[a-z][a-z-]*`)

func report(t *testing.T, what string, byDir map[string][]string) {
	t.Helper()
	dirs := make([]string, 0, len(byDir))
	for d := range byDir {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, d := range dirs {
		sort.Strings(byDir[d])
		for _, m := range byDir[d] {
			t.Errorf("%s: %s", what, m)
		}
	}
}

// TestNotForPlayersIsHonest: every folder the catalog tests pass over
// holds Go files (in it or below); one moved or removed is taken off the
// list, or the words of whatever takes its name would escape the tests.
func TestNotForPlayersIsHonest(t *testing.T) {
	root := moduleRoot(t)
	for dir := range notForPlayers {
		goFiles := 0
		filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
				goFiles++
			}
			return nil
		})
		if goFiles == 0 {
			t.Errorf("%s is listed as not for players but holds no Go files", dir)
		}
	}
}
