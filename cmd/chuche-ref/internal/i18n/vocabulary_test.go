package i18n

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"
	"testing"
	"unicode"
)

// hasLayout reports leading or trailing white space: indentation and line
// ends are the caller's layout, not words of the message.
func hasLayout(s string) bool {
	return s != "" && (unicode.IsSpace(rune(s[0])) || unicode.IsSpace(rune(s[len(s)-1])))
}

// layoutUses are the message keys written with layout in them.
func layoutUses(t *testing.T) []use {
	var out []use
	for _, u := range keyUses(t) {
		if hasLayout(u.key) && hasWords(u.key) {
			out = append(out, u)
		}
	}
	return out
}

// TestNoLayoutInKeys: no key of the catalog starts or ends with white
// space, and no message the code writes does — the code writes its
// indentation and line ends around the words (Printer.Line, Item).
func TestNoLayoutInKeys(t *testing.T) {
	bad := map[string][]string{}
	for _, e := range Entries() {
		if k := string(e.Key); hasLayout(k) {
			bad["catalog"] = append(bad["catalog"], fmt.Sprintf("%q", k))
		}
	}
	for _, u := range layoutUses(t) {
		bad[folderOf(u.pos)] = append(bad[folderOf(u.pos)], fmt.Sprintf("%s: %q", u.pos, u.key))
	}
	report(t, "white space at the edge of a message key", bad)
}

// TestNoKeyMadeAtRunTime: a string becomes a fault.Key only as a constant
// (outside this package, which looks keys up for words read from pages,
// cobra and config files). A key converted from a variable escapes
// TestEveryKeyInCatalog — as would a wrapper that took its format as a
// plain string.
func TestNoKeyMadeAtRunTime(t *testing.T) {
	bad := map[string][]string{}
	for _, u := range keyConversions(t) {
		bad[folderOf(u.pos)] = append(bad[folderOf(u.pos)], u.pos+": "+u.key)
	}
	report(t, "a key made at run time", bad)
}

// TestOneConstructorFamily: errors for people are made by fault's
// constructors (Inputf, Refusedf, Ledgerf, Internalf, New) and nothing
// else: no other function takes a format key and its arguments.
func TestOneConstructorFamily(t *testing.T) {
	fset, files := typedFiles(t)
	bad := map[string][]string{}
	for _, f := range files {
		if f.pkg == "github.com/chuche-ref/chuche-ref/fault" || strings.HasPrefix(f.rel, "cmd/chuche-ref/internal/i18n/") {
			continue
		}
		for _, d := range f.file.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			sig := f.info.Defs[fn.Name].Type().(*types.Signature)
			if n := sig.Params().Len(); sig.Variadic() && n >= 2 && types.TypeString(sig.Params().At(n-2).Type(), nil) == faultKey {
				pos := fset.Position(fn.Pos()).String()
				bad[folderOf(pos)] = append(bad[folderOf(pos)], pos+": "+fn.Name.Name+" takes a format and its arguments")
			}
		}
	}
	report(t, "a constructor outside fault", bad)
}

// TestCountsHavePluralForms: a message about a count (fault.Plural) has
// plural forms in German and Spanish, chosen by each language's rules,
// and its English for one shows no argument its key does not.
func TestCountsHavePluralForms(t *testing.T) {
	byKey := map[string]Entry{}
	for _, e := range Entries() {
		byKey[string(e.Key)] = e
	}
	fset, files := typedFiles(t)
	found := 0
	for _, f := range files {
		ast.Inspect(f.file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := calledFunc(f.info, call)
			if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "github.com/chuche-ref/chuche-ref/fault" || fn.Name() != "Plural" || len(call.Args) < 3 {
				return true
			}
			found++
			pos := fset.Position(call.Pos()).String()
			one, ok1 := stringLiteral(f.info, call.Args[1])
			key, ok2 := stringLiteral(f.info, call.Args[2])
			if !ok1 || !ok2 {
				t.Errorf("%s: fault.Plural's words are literals, or the catalog's tests cannot see them", pos)
				return true
			}
			// The English for one may leave the number out ("only one
			// R1"), as the translations' forms for one may.
			if err := samePlaceholders(key, one, true); err != nil {
				t.Errorf("%s: %v", pos, err)
			}
			e, ok := byKey[key]
			for _, l := range []Lang{De, Es} {
				if !ok || e.In(l).Plural == nil {
					t.Errorf("%s: %q has no %s plural forms (i18n.Counted)", pos, key, l)
				}
			}
			return true
		})
	}
	if found == 0 {
		t.Fatal("no fault.Plural found: the test no longer sees them")
	}
}
