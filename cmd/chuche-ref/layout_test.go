package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Package main stays thin: the commands' wiring, with the work in internal
// packages (at most 3,000 lines of non-test code).
func TestMainPackageStaysThin(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		lines += bytes.Count(data, []byte("\n"))
	}
	if lines > 3000 {
		t.Errorf("package main has %d non-test lines; keep it at 3,000 or fewer by moving code into internal packages", lines)
	}
}

// Exactly one package joins the ledger to the scorer: the scorekeeper.
func TestOnlyScorekeeperImportsStoreAndScorer(t *testing.T) {
	t.Parallel()
	const mod = "github.com/chuche-ref/chuche-ref/"
	both := map[string]bool{}
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		var store, scorer bool
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			store = store || p == mod+"store"
			scorer = scorer || p == mod+"scorer"
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		if store {
			both[dir+" store"] = true
		}
		if scorer {
			both[dir+" scorer"] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var joiners []string
	for k := range both {
		if dir, ok := strings.CutSuffix(k, " store"); ok && both[dir+" scorer"] {
			joiners = append(joiners, dir)
		}
	}
	if len(joiners) != 1 || !strings.HasSuffix(joiners[0], "internal/scorekeeper") {
		t.Errorf("packages importing both store and scorer: %v; want only internal/scorekeeper", joiners)
	}
}
