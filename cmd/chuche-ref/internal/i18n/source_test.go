package i18n

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The catalog's tests read the module's code as the compiler does: every
// package type-checked, so that a message is found by what it is — a
// constant of type fault.Key, whatever function it is handed to — and never
// by the name of a function that happens to take one.

// module is the module's path; faultKey the type of every catalog key.
const (
	module   = "github.com/chuche-ref/chuche-ref"
	faultKey = module + "/fault.Key"
)

// A use is a message key written in the code, where it is written.
type use struct {
	key string
	pos string
}

// typedFile is one non-test Go file of the module with its package's
// type information; rel is its path from the module's root.
type typedFile struct {
	rel  string
	pkg  string // import path
	file *ast.File
	info *types.Info
}

var (
	loadOnce sync.Once
	loadErr  error
	loadFset = token.NewFileSet()
	loaded   []typedFile
	loadImp  types.Importer // the module's packages, as export data
)

// typedFiles are the module's non-test Go files, type-checked against the
// export data `go list -export` builds of their dependencies.
func typedFiles(t *testing.T) (*token.FileSet, []typedFile) {
	t.Helper()
	loadOnce.Do(func() { loaded, loadErr = load(moduleRoot(t)) })
	if loadErr != nil {
		t.Fatal(loadErr)
	}
	return loadFset, loaded
}

type goList struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	Export     string
	Module     *struct{ Main bool }
}

func load(root string) ([]typedFile, error) {
	cmd := exec.Command("go", "list", "-e", "-export", "-deps", "-json=ImportPath,Dir,GoFiles,Export,Module", "./...")
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v\n%s", err, stderr.String())
	}
	exports := map[string]string{}
	var ours []goList
	for dec := json.NewDecoder(bytes.NewReader(out)); ; {
		var p goList
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		exports[p.ImportPath] = p.Export
		if p.Module != nil && p.Module.Main {
			ours = append(ours, p)
		}
	}
	imp := importer.ForCompiler(loadFset, "gc", func(path string) (io.ReadCloser, error) {
		if exports[path] == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(exports[path])
	})
	loadImp = imp
	var files []typedFile
	for _, p := range ours {
		var asts []*ast.File
		for _, name := range p.GoFiles {
			path := filepath.Join(p.Dir, name)
			src, err := os.ReadFile(path)
			if err != nil {
				return nil, err
			}
			rel, _ := filepath.Rel(root, path) // positions read from the module's root
			f, err := parser.ParseFile(loadFset, filepath.ToSlash(rel), src, parser.SkipObjectResolution)
			if err != nil {
				return nil, err
			}
			asts = append(asts, f)
		}
		info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
		conf := types.Config{Importer: imp}
		if _, err := conf.Check(p.ImportPath, loadFset, asts, info); err != nil {
			return nil, fmt.Errorf("type-checking %s: %w", p.ImportPath, err)
		}
		for _, f := range asts {
			files = append(files, typedFile{rel: loadFset.Position(f.Pos()).Filename, pkg: p.ImportPath, file: f, info: info})
		}
	}
	return files, nil
}

// typeCheck is a Go file of package path, written in src, read as the
// module's files are: type-checked against the module's packages.
func typeCheck(t *testing.T, path, src string) typedFile {
	t.Helper()
	typedFiles(t)                                                                    // the module's packages, to import
	name := strings.TrimPrefix(path, module+"/") + "/" + filepath.Base(path) + ".go" // from the module's root
	f, err := parser.ParseFile(loadFset, name, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
	if _, err := (&types.Config{Importer: loadImp}).Check(path, loadFset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	return typedFile{rel: name, pkg: path, file: f, info: info}
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

// defines reports a file whose keys are the catalog's own definitions:
// this package's msgs_*.go.
func defines(f typedFile) bool {
	return strings.HasPrefix(f.rel, "cmd/chuche-ref/internal/i18n/msgs_")
}

// isKey reports an expression of type fault.Key.
func isKey(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Type != nil && types.TypeString(tv.Type, nil) == faultKey
}

// keyUses finds every message the code writes: each constant of type
// fault.Key (a literal handed to a constructor, a printer, a Message, a
// struct field or a constant of that type), the usage text handed to a
// pflag flag set, and a cobra command's help written in the command.
func keyUses(t *testing.T) []use {
	fset, files := typedFiles(t)
	return keyUsesIn(fset, files)
}

// keyUsesIn are the messages files write (keyUses).
func keyUsesIn(fset *token.FileSet, files []typedFile) []use {
	var uses []use
	for _, f := range files {
		if defines(f) {
			continue
		}
		ast.Inspect(f.file, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			if tv := f.info.Types[e]; tv.Value != nil && tv.Value.Kind() == constant.String && isKey(f.info, e) {
				uses = append(uses, use{constant.StringVal(tv.Value), fset.Position(e.Pos()).String()})
				return false
			}
			switch v := e.(type) {
			case *ast.CallExpr:
				if s, pos, ok := flagUsage(f.info, v); ok {
					uses = append(uses, use{s, fset.Position(pos).String()})
				}
			case *ast.CompositeLit:
				uses = append(uses, commandHelp(fset, f.info, v)...)
			}
			return true
		})
	}
	return uses
}

// flagUsage is the literal usage text of a call of a pflag FlagSet method:
// its argument for the parameter pflag names usage.
func flagUsage(info *types.Info, call *ast.CallExpr) (string, token.Pos, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return "", 0, false
	}
	fn, ok := info.Uses[sel.Sel].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "github.com/spf13/pflag" {
		return "", 0, false
	}
	sig := fn.Type().(*types.Signature)
	for i := 0; i < sig.Params().Len() && i < len(call.Args); i++ {
		if sig.Params().At(i).Name() != "usage" {
			continue
		}
		if tv := info.Types[call.Args[i]]; tv.Value != nil && tv.Value.Kind() == constant.String {
			if s := constant.StringVal(tv.Value); s != "" {
				return s, call.Args[i].Pos(), true
			}
		}
	}
	return "", 0, false
}

// commandHelp is the help written into a cobra.Command literal: its
// Short, Long and the comments of its Example.
func commandHelp(fset *token.FileSet, info *types.Info, lit *ast.CompositeLit) []use {
	if tv, ok := info.Types[lit]; !ok || types.TypeString(tv.Type, nil) != "github.com/spf13/cobra.Command" {
		return nil
	}
	var uses []use
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		k, _ := kv.Key.(*ast.Ident)
		tv := info.Types[kv.Value]
		if k == nil || tv.Value == nil || tv.Value.Kind() != constant.String {
			continue
		}
		s := constant.StringVal(tv.Value)
		switch k.Name {
		case "Short", "Long":
			if s != "" {
				uses = append(uses, use{s, fset.Position(kv.Pos()).String()})
			}
		case "Example":
			for _, c := range exampleComments(s) {
				uses = append(uses, use{c, fset.Position(kv.Pos()).String()})
			}
		}
	}
	return uses
}

// exampleComments are the "# …" comments of an example's lines, which
// help words in the table's language.
func exampleComments(example string) []string {
	var out []string
	for _, l := range strings.Split(example, "\n") {
		if code, comment, ok := strings.Cut(l, "# "); ok && strings.HasSuffix(code, " ") {
			out = append(out, comment)
		}
	}
	return out
}

// keyConversions are the conversions of a value that is no constant to
// fault.Key outside this package and fault (which make keys of what was
// already one): a key made at run time escapes every test of the catalog
// (a wrapper taking a string format would need one).
func keyConversions(t *testing.T) []use {
	fset, files := typedFiles(t)
	var out []use
	for _, f := range files {
		if strings.HasPrefix(f.rel, "cmd/chuche-ref/internal/i18n/") || strings.HasPrefix(f.rel, "fault/") {
			continue
		}
		ast.Inspect(f.file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				return true
			}
			if tv := f.info.Types[call.Fun]; !tv.IsType() || types.TypeString(tv.Type, nil) != faultKey {
				return true
			}
			if tv := f.info.Types[call.Args[0]]; tv.Value == nil {
				out = append(out, use{types.ExprString(call), fset.Position(call.Pos()).String()})
			}
			return true
		})
	}
	return out
}

// calledFunc is the function or method a call calls, nil for a
// conversion, a builtin or a function value.
func calledFunc(info *types.Info, call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		id = fn
	case *ast.SelectorExpr:
		id = fn.Sel
	default:
		return nil
	}
	f, _ := info.Uses[id].(*types.Func)
	return f
}

// stringLiteral is the value of a string literal argument, or of a + of
// them; a named constant (the format of a protocol line, say) is not one.
func stringLiteral(info *types.Info, e ast.Expr) (string, bool) {
	switch v := e.(type) {
	case *ast.BasicLit:
	case *ast.BinaryExpr:
		if _, ok := stringLiteral(info, v.X); !ok {
			return "", false
		}
		if _, ok := stringLiteral(info, v.Y); !ok {
			return "", false
		}
	case *ast.ParenExpr:
		return stringLiteral(info, v.X)
	default:
		return "", false
	}
	tv := info.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
