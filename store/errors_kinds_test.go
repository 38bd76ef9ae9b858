package store

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Every store error made as fault.Inputf(…).Of(s) or fault.Ledgerf(…).Of(s)
// has the exit code its Store has: a missing game, a name taken and a
// refused request are the user's input (exit 2), every other failure the
// ledger's (exit 3).
func TestStoreErrorsHaveTheirKind(t *testing.T) {
	t.Parallel()
	stores := map[string]fault.Store{}
	for s := fault.NotLedger; s <= fault.Unreachable; s++ {
		stores[storeName(s)] = s
	}
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				return true
			}
			of, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || of.Sel.Name != "Of" {
				return true
			}
			arg, ok := call.Args[0].(*ast.SelectorExpr)
			if !ok {
				return true
			}
			s, ok := stores[arg.Sel.Name]
			if !ok {
				return true
			}
			ctor := constructor(of.X)
			want := map[fault.Kind]string{fault.Input: "Inputf", fault.Ledger: "Ledgerf"}[s.Kind()]
			if ctor != want {
				t.Errorf("%s: fault.%s(…).Of(fault.%s): a %s error is made with fault.%s", fset.Position(call.Pos()), ctor, arg.Sel.Name, s, want)
			}
			checked++
			return true
		})
	}
	if checked < 50 {
		t.Fatalf("only %d store errors found: the test no longer sees how they are made", checked)
	}
}

// constructor is the fault constructor at the root of a chain of method
// calls: "Inputf" for fault.Inputf(…).WithHint(…).
func constructor(e ast.Expr) string {
	for {
		call, ok := e.(*ast.CallExpr)
		if !ok {
			return ""
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return ""
		}
		if x, ok := sel.X.(*ast.Ident); ok && x.Name == "fault" {
			return sel.Sel.Name
		}
		e = sel.X
	}
}

// storeName is the name of s's constant in package fault.
func storeName(s fault.Store) string {
	return map[fault.Store]string{
		fault.NotLedger: "NotLedger", fault.NewerLedger: "NewerLedger", fault.Corrupt: "Corrupt",
		fault.Locked: "Locked", fault.IO: "IO", fault.Conflict: "Conflict", fault.NotFound: "NotFound",
		fault.Exists: "Exists", fault.Invalid: "Invalid", fault.Unreachable: "Unreachable",
	}[s]
}
