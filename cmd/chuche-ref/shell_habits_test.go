package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
)

// Every command the user can see has an example in its
// --help, and every top-level one a group.
func TestEveryCommandHasAGroupAndAnExample(t *testing.T) {
	t.Parallel()
	root := newRootCmd(&Factory{IO: &IOStreams{}, LookupEnv: func(string) (string, bool) { return "", false }})
	var visit func(c *cobra.Command)
	visit = func(c *cobra.Command) {
		if !c.IsAvailableCommand() && c != root {
			return
		}
		if c != root && c.Example == "" {
			t.Errorf("%s has no example in its --help", c.CommandPath())
		}
		if c.Parent() == root && c.GroupID == "" {
			t.Errorf("%s is in no group of the root's --help", c.CommandPath())
		}
		for _, sub := range c.Commands() {
			visit(sub)
		}
	}
	visit(root)
}

// Every command's help is its catalog entry, found by its path: each
// command of the tree (hidden ones and cobra's own included) has one, and
// each help of the catalog belongs to a command of the tree.
func TestEveryCommandHelpIsInTheCatalog(t *testing.T) {
	t.Parallel()
	root := newRootCmd(&Factory{IO: &IOStreams{}, LookupEnv: func(string) (string, bool) { return "", false }})
	inTree := map[string]bool{}
	var visit func(c *cobra.Command)
	visit = func(c *cobra.Command) {
		inTree[c.CommandPath()] = true
		if short, _, ok := i18n.HelpOf(c.CommandPath()); !ok || c.Short != short {
			t.Errorf("%s: its help is not the catalog's (msgs_help.go)", c.CommandPath())
		}
		for _, sub := range c.Commands() {
			visit(sub)
		}
	}
	visit(root)
	for _, path := range i18n.HelpCommands() {
		if !inTree[path] {
			t.Errorf("the catalog has help for %s, which is no command", path)
		}
	}
}

// Every CHUCHE_REF_* variable the program reads is listed in the root's
// --help (shell.Environment) and in the README.
func TestEveryVariableIsListed(t *testing.T) {
	t.Parallel()
	read := regexp.MustCompile(`CHUCHE_REF_[A-Z_]+`)
	used := map[string]bool{}
	err := filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() == "storetest" {
			return filepath.SkipDir // the tests' helpers, not the program
		}
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		data, err := os.ReadFile(path)
		for _, v := range read.FindAllString(string(data), -1) {
			used[v] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	help := shell.EnvironmentHelp()
	for v := range used {
		if !strings.Contains(help, "  "+v+" ") {
			t.Errorf("%s is read but not listed in the root's --help", v)
		}
		if !strings.Contains(string(readme), v) {
			t.Errorf("%s is read but not listed in the README", v)
		}
	}
	if len(used) < 7 {
		t.Errorf("found only %v", used)
	}
}
