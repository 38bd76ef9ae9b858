package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
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

// The ledger is reached through the scorekeeper: besides the store itself,
// only the scorekeeper, ledgerfile (finding and opening the file) and the
// ledger-benchmark builder import it. Tests may reach beneath (to damage a
// ledger on purpose, or to write what chuche-ref never would).
func TestOnlyTheScorekeeperReachesTheLedger(t *testing.T) {
	const mod = "github.com/chuche-ref/chuche-ref/"
	allowed := map[string]bool{
		// store/storetest is the store's own contract suite, shared by its engines.
		"store": true, "store/storetest": true, "cmd/chuche-ref/internal/scorekeeper": true,
		"cmd/chuche-ref/internal/ledgerfile": true, "cmd/chuche-ref/internal/benchledger": true,
	}
	var others []string
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		dir, _ := filepath.Rel("../..", filepath.Dir(path))
		dir = filepath.ToSlash(dir)
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == mod+"store" && !allowed[dir] {
				others = append(others, path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(others) > 0 {
		t.Errorf("files importing the store outside the scorekeeper, ledgerfile and the benchmark builder: %v", others)
	}
}

// The scorekeeper speaks its own types: its exported API neither aliases
// nor re-exports a store or scorer type or value, and mentions no store
// type at all, so what is behind the store can change unseen.
func TestScorekeeperExportsItsOwnTypes(t *testing.T) {
	files, err := filepath.Glob("internal/scorekeeper/*.go")
	if err != nil {
		t.Fatal(err)
	}
	var sources []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		sources = append(sources, string(data))
	}
	if len(sources) == 0 {
		t.Fatal("no scorekeeper source found")
	}
	for _, problem := range leakedTypes(t, sources...) {
		t.Error(problem)
	}
}

// The check finds what it is there for: an alias, a re-exported value, a
// store type in a signature or a field.
func TestLeakedTypesFindsLeaks(t *testing.T) {
	const head = "package scorekeeper\nimport (\n\t\"github.com/chuche-ref/chuche-ref/store\"\n\tsc \"github.com/chuche-ref/chuche-ref/scorer\"\n)\n"
	for _, tc := range []struct{ src, want string }{
		{head + "type Ledger = store.DB\n", "alias Ledger"},
		{head + "type Entry = sc.Entry\n", "alias Entry"},
		{head + "const KindDeal = sc.ChucheKindDeal\n", "re-exports KindDeal"},
		{head + "func Open(p string) (*store.DB, error) { return nil, nil }\n", "Open"},
		{head + "type Game struct{ Info store.Game }\n", "Game"},
		{head + "type Game struct{ info store.Game }\nfunc (g Game) Info() store.Game { return g.info }\n", "Info"},
		{head + "type Reader interface{ Read() store.Entry }\n", "Reader"},
	} {
		got := leakedTypes(t, tc.src)
		if len(got) != 1 || !strings.Contains(got[0], tc.want) {
			t.Errorf("%s\nfound %q; want one problem naming %s", tc.src, got, tc.want)
		}
	}
	ok := head + "type game struct{ db *store.DB }\nfunc (g *game) read() store.Entry { return store.Entry{} }\ntype Standings struct{ Match sc.Match }\nvar _ = store.Open\n"
	if got := leakedTypes(t, ok); len(got) != 0 {
		t.Errorf("unexported use of the store and a scorer type in a field flagged: %q", got)
	}
}

// leakedTypes lists what the sources of one package export of the store's
// or the scorer's: aliases of their types, constants and variables that
// are theirs, and exported declarations that mention a store type.
func leakedTypes(t *testing.T, sources ...string) []string {
	t.Helper()
	const mod = "github.com/chuche-ref/chuche-ref/"
	var problems []string
	for _, src := range sources {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		names := map[string]string{} // local import name -> "store" | "scorer"
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			for _, pkg := range []string{"store", "scorer"} {
				if p != mod+pkg {
					continue
				}
				name := pkg
				if imp.Name != nil {
					name = imp.Name.Name
				}
				names[name] = pkg
			}
		}
		mentions := func(n ast.Node, only string) bool {
			found := false
			ast.Inspect(n, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && names[id.Name] != "" && (only == "" || names[id.Name] == only) {
						found = true
					}
				}
				return !found
			})
			return found
		}
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.TypeSpec:
						switch {
						case !s.Name.IsExported():
						case s.Assign != 0 && mentions(s.Type, ""):
							problems = append(problems, "alias "+s.Name.Name+" of a store or scorer type")
						case exportedMentions(s.Type, func(n ast.Node) bool { return mentions(n, "store") }):
							problems = append(problems, s.Name.Name+" shows a store type")
						}
					case *ast.ValueSpec:
						for i, name := range s.Names {
							if name.IsExported() && i < len(s.Values) && mentions(s.Values[i], "") {
								problems = append(problems, "re-exports "+name.Name+" of the store or the scorer")
							}
						}
					}
				}
			case *ast.FuncDecl:
				if d.Name.IsExported() && (d.Recv == nil || exportedRecv(d.Recv)) && mentions(d.Type, "store") {
					problems = append(problems, d.Name.Name+" shows a store type")
				}
			}
		}
	}
	return problems
}

// exportedMentions reports whether a type's exported part (its exported
// fields and methods, or the type itself when it is neither a struct nor an
// interface) satisfies mentions.
func exportedMentions(typ ast.Expr, mentions func(ast.Node) bool) bool {
	var fields *ast.FieldList
	switch t := typ.(type) {
	case *ast.StructType:
		fields = t.Fields
	case *ast.InterfaceType:
		fields = t.Methods
	default:
		return mentions(typ)
	}
	for _, field := range fields.List {
		exported := len(field.Names) == 0 // embedded
		for _, n := range field.Names {
			exported = exported || n.IsExported()
		}
		if exported && mentions(field.Type) {
			return true
		}
	}
	return false
}

// exportedRecv reports whether a method's receiver is an exported type.
func exportedRecv(recv *ast.FieldList) bool {
	if recv == nil || len(recv.List) == 0 {
		return false
	}
	t := recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.Ident:
			return x.IsExported()
		default:
			return false
		}
	}
}

// Dependencies point one way: the games, the judging, the points, the
// ratings and the ledger import of this module only what lies beneath
// them, never the settings, the commands or anything of cmd/.
func TestTheCoreAndTheLedgerImportOnlyBeneathThem(t *testing.T) {
	t.Parallel()
	const mod = "github.com/chuche-ref/chuche-ref/"
	beneath := map[string][]string{
		"fault":     nil,
		"ledgerurl": nil,
		"variants":  {"fault"},
		"referee":   {"fault", "variants"},
		"scorer":    {"fault", "variants", "referee"},
		"rating":    {"fault"},
		"store":     {"fault", "variants", "ledgerurl"},
	}
	var wrong []string
	for pkg, may := range beneath {
		files, err := filepath.Glob(filepath.Join("../..", pkg, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("package %s: %v (no files)", pkg, err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				if rest, ok := strings.CutPrefix(p, mod); ok && !slices.Contains(may, rest) {
					wrong = append(wrong, path+" imports "+rest)
				}
			}
		}
	}
	if len(wrong) > 0 {
		t.Errorf("imports against the direction of the layers: %v", wrong)
	}
}
