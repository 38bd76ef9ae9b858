package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// How a test tells an English sentence in output that should be German or
// Spanish. Every line a person reads is rendered from a catalog entry, so
// its words are the words of the entry's translation — in German, German
// words (and the few that are the same in every language). A word that
// the English catalog uses and no entry of the table's language does
// ("pile", "empty", "target", "from") can only come from English text:
// an entry worded in English, or text that never went through the
// catalog. The check is by word, not by line, so it does not depend on
// which arguments filled an entry; what it cannot see is an English line
// made only of words the language's catalog uses too (no such sentence
// is known to it). What stays the same in every language is allowed by
// kind: cards and numbers (no letters but a card's suit, shorter than two
// letters), the players' names, what is typed rather than said (flags,
// rule keys, paths, commands: see words), rule ids (CU-8: in every
// catalog).

// printfVerb is a format verb of a catalog entry: %s, %[2]d, %+d, %%.
var printfVerb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// letterRun is a word: letters, and the apostrophe inside an English one
// ("Ana's", "won't") is a break.
var letterRun = regexp.MustCompile(`\pL+`)

// words are the words of a text, lower case, of two letters or more —
// leaving out what is the same in every language because it is typed, not
// said: a flag (--target), a key=value or a rule key (forced_capture), a
// path, and the command word after chuche-ref ("chuche-ref turn"). Said
// and typed words are told apart the same way in the catalog and in
// output.
func words(text string) []string {
	var out []string
	fields := strings.Fields(printfVerb.ReplaceAllString(text, " "))
	for i, f := range fields {
		switch {
		case strings.HasPrefix(f, "-"), strings.ContainsAny(f, "=_/"):
			continue
		case i > 0 && strings.HasSuffix(fields[i-1], "chuche-ref"):
			continue
		}
		for _, w := range letterRun.FindAllString(f, -1) {
			if len([]rune(w)) >= 2 {
				out = append(out, strings.ToLower(w))
			}
		}
	}
	return out
}

// catalogWords adds the words of a catalog text to into.
func catalogWords(text string, into map[string]bool) {
	for _, w := range words(text) {
		into[w] = true
	}
}

// englishOnlyWords are the words of the English catalog that no entry in
// language l uses.
func englishOnlyWords(l i18n.Lang) map[string]bool {
	en, theirs := map[string]bool{}, map[string]bool{}
	for _, e := range i18n.Entries() {
		catalogWords(string(e.Key), en)
		if f := e.In(i18n.En).Plural; f != nil {
			catalogWords(f.Zero+" "+f.One+" "+f.Other, en)
		}
		if tr := e.In(l); tr != (i18n.Text{}) {
			catalogWords(tr.Format, theirs)
			if f := tr.Plural; f != nil {
				catalogWords(f.Zero+" "+f.One+" "+f.Other, theirs)
			}
		}
	}
	for w := range theirs {
		delete(en, w)
	}
	return en
}

// sameInEveryLanguage are words a table's output holds whatever its
// language: the players' names of the tests.
var sameInEveryLanguage = []string{"ana", "ben", "cleo", "dani", "eva", "fran"}

// englishWordsIn are the English-only words of line, the players' names
// left out.
func englishWordsIn(line string, englishOnly map[string]bool) []string {
	var found []string
	for _, w := range words(line) {
		if englishOnly[w] && !slices.Contains(sameInEveryLanguage, w) {
			found = append(found, w)
		}
	}
	return found
}

// noEnglish fails the test for every line of out (what `what` printed in
// language l) that holds an English word.
func noEnglish(t *testing.T, l i18n.Lang, what, out string) {
	t.Helper()
	englishOnly := englishOnlyWords(l)
	if dir := os.Getenv("CHUCHE_REF_TEST_DUMP"); dir != "" {
		os.WriteFile(filepath.Join(dir, strings.NewReplacer("/", "_", " ", "_").Replace(t.Name()+"-"+what)+".txt"), []byte(out), 0o644)
	}
	bad := 0
	for i, line := range strings.Split(out, "\n") {
		if words := englishWordsIn(line, englishOnly); len(words) > 0 {
			bad++
			if bad <= 30 {
				t.Errorf("%s, --lang %s, line %d: English %q in %q", what, l, i+1, words, line)
			}
		}
	}
	if bad > 30 {
		t.Errorf("%s, --lang %s: %d lines with English words in all", what, l, bad)
	}
}

// The check can fail: an English line of the catalog, worded in English
// in a German run, is found; the German of the same line is not.
func TestNoEnglishCheckCanFail(t *testing.T) {
	t.Parallel()
	de, es := i18n.New(i18n.De), i18n.New(i18n.Es)
	for _, c := range []struct {
		l    i18n.Lang
		line string
		bad  bool
	}{
		{i18n.De, "the pile is empty: the target is 7 from now on (CU-8)", true},
		{i18n.De, de.Sprintf("the pile is empty: the target is 7 from now on (CU-8)"), false},
		{i18n.Es, "Y1, blocked by Ana, goes to Ana's won pile (CU-21)", true},
		{i18n.Es, es.Sprintf("%s, blocked by %s, goes to %s's won pile (CU-21)", "Y1", "Ana", "Ana"), false},
		{i18n.Es, "Stopped. Everything confirmed is saved in /tmp/x/ledger.db", true},
		{i18n.De, "Ana 3, Ben 3 [R5 Y1 G2] 1o 2o 3o 12e", false},
	} {
		got := englishWordsIn(c.line, englishOnlyWords(c.l))
		if (len(got) > 0) != c.bad {
			t.Errorf("%s %q: English words %q, want English %v", c.l, c.line, got, c.bad)
		}
	}
}
