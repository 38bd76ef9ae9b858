// Package docs holds the project's own documents: the rule book, the command
// contract and the original rule texts. Its test keeps them and the README
// honest: a link that leads nowhere in a fresh clone, or a rule id cited in
// the code that the rule book does not define, fails the build.
package docs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	markdownLink = regexp.MustCompile(`\]\(([^)#\s]+)(#[^)]*)?\)`)
	ruleID       = regexp.MustCompile(`\b(?:C[UN]|LG)-[0-9]+\b`)
	ruleHeading  = regexp.MustCompile(`(?m)^\s*-?\s*\**((?:C[UN]|LG)-[0-9]+)\b`)
)

// TestLinksResolve: every relative link in the README and the documents
// names a file of the repository.
func TestLinksResolve(t *testing.T) {
	for _, doc := range []string{"../README.md", "rules.md", "cli.md"} {
		text, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range markdownLink.FindAllStringSubmatch(string(text), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path := filepath.Join(filepath.Dir(doc), target)
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s links to %s, which is not in the repository", doc, target)
			}
		}
	}
}

// TestCitedRulesExist: a rule id in a comment, a test name or a message is
// one the rule book defines, so a reader can look it up.
func TestCitedRulesExist(t *testing.T) {
	book, err := os.ReadFile("rules.md")
	if err != nil {
		t.Fatal(err)
	}
	defined := map[string]bool{}
	for _, m := range ruleHeading.FindAllStringSubmatch(string(book), -1) {
		defined[m[1]] = true
	}
	if len(defined) < 30 {
		t.Fatalf("the rule book defines only %d rule ids; the pattern no longer reads it", len(defined))
	}
	err = filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, id := range ruleID.FindAllString(string(src), -1) {
			if !defined[id] {
				t.Errorf("%s cites %s, which docs/rules.md does not define", path, id)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
