package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A use is a message key written in the code, where it is written.
type use struct {
	key string
	pos string
}

// moduleRoot is the folder of go.mod above the test.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = parent
	}
}

// sourceFiles parses every non-test Go file of the module but this
// package's own (its msgs_*.go define the keys) and the test harnesses.
func sourceFiles(t *testing.T) (*token.FileSet, map[string]*ast.File) {
	t.Helper()
	root := moduleRoot(t)
	fset := token.NewFileSet()
	files := map[string]*ast.File{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			switch {
			case strings.HasPrefix(d.Name(), ".") && rel != ".", d.Name() == "testdata",
				rel == filepath.Join("cmd", "chuche-ref", "internal", "i18n"):
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, filepath.ToSlash(rel), src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files[rel] = f
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return fset, files
}

// keyArg is where the message key is among a call's arguments, by the
// name of the function or method called; -1 when the call takes none.
func keyArg(call *ast.CallExpr) int {
	name, recv := calleeName(call)
	if recv == "fmt" || recv == "strconv" || recv == "errors" {
		return -1
	}
	switch name {
	case "Inputf", "Refusedf", "Ledgerf", "Internalf", "WithHint", "M", "Sprintf", "Printf":
		return 0
	case "Fprintf":
		return 1
	// The packages' own small constructors of fault errors.
	case "refusedf", "chucheRefusef", "refused", "usageError":
		return 0
	case "errAt", "errorf":
		return 1
	case "New":
		if recv == "fault" {
			return 1
		}
	}
	return -1
}

func calleeName(call *ast.CallExpr) (name, recv string) {
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		return fn.Name, ""
	case *ast.SelectorExpr:
		if x, ok := fn.X.(*ast.Ident); ok {
			recv = x.Name
		}
		return fn.Sel.Name, recv
	}
	return "", ""
}

// literal is the value of a string literal or a + of them, ok false for
// anything else (a variable, a call).
func literal(e ast.Expr) (string, bool) {
	switch v := e.(type) {
	case *ast.BasicLit:
		if v.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(v.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if v.Op != token.ADD {
			return "", false
		}
		a, ok1 := literal(v.X)
		b, ok2 := literal(v.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return literal(v.X)
	}
	return "", false
}

// flagDefiners are pflag's methods whose last argument is the usage text.
var flagDefiners = map[string]bool{}

func init() {
	for _, typ := range []string{"String", "Bool", "Int", "Int64", "Uint", "Float64", "Duration", "StringSlice", "StringArray", "IntSlice", "StringToString", "Count"} {
		for _, form := range []string{"", "P", "Var", "VarP"} {
			flagDefiners[typ+form] = true
		}
	}
	flagDefiners["Var"], flagDefiners["VarP"] = true, true
}

// keyUses finds every message key the code writes: the format of a
// catalog printer or a fault constructor, a command's Short and Long, and
// a flag's usage.
func keyUses(t *testing.T) []use {
	fset, files := sourceFiles(t)
	var uses []use
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch v := n.(type) {
			case *ast.CallExpr:
				if i := keyArg(v); i >= 0 && i < len(v.Args) {
					if s, ok := literal(v.Args[i]); ok {
						uses = append(uses, use{s, fset.Position(v.Args[i].Pos()).String()})
					}
				}
				if name, _ := calleeName(v); flagDefiners[name] && len(v.Args) >= 3 && isFlagSet(v) {
					if s, ok := literal(v.Args[len(v.Args)-1]); ok && s != "" {
						uses = append(uses, use{s, fset.Position(v.Pos()).String()})
					}
				}
			case *ast.CompositeLit:
				if sel, ok := v.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "Command" {
					for _, el := range v.Elts {
						kv, ok := el.(*ast.KeyValueExpr)
						if !ok {
							continue
						}
						if k, ok := kv.Key.(*ast.Ident); ok && (k.Name == "Short" || k.Name == "Long") {
							if s, ok := literal(kv.Value); ok && s != "" {
								uses = append(uses, use{s, fset.Position(kv.Pos()).String()})
							}
						}
					}
				}
			}
			return true
		})
	}
	return uses
}

// isFlagSet reports a call on x.Flags(), x.PersistentFlags() or a
// variable named like a flag set.
func isFlagSet(call *ast.CallExpr) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	switch x := sel.X.(type) {
	case *ast.CallExpr:
		name, _ := calleeName(x)
		return name == "Flags" || name == "PersistentFlags" || name == "LocalFlags"
	case *ast.Ident:
		return x.Name == "fs" || x.Name == "flags" || x.Name == "pf"
	}
	return false
}
