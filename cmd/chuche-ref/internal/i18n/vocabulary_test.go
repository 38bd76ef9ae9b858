package i18n

import (
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// notYetConverted are the folders whose code still writes messages the
// old way: layout (indentation, line ends) inside the key, context with
// fmt.Errorf. The rules of
// this file pass over them until they write words as the rest of the code
// does (Printer.Line and Item, fault.Wrapf, fault's constructors);
// TestNotYetConvertedIsHonest says when a folder is to come off the list.
var notYetConverted = map[string]bool{
	"cmd/chuche-ref/internal/play":   true,
	"cmd/chuche-ref/internal/prompt": true,
}

// exempt reports a position in a folder listed in notYetConverted.
func exempt(pos string) bool { return listed(notYetConverted, folderOf(pos)) }

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
// indentation and line ends around the words (Printer.Line, Item). A key
// used only by a folder not yet converted may keep its layout until then.
func TestNoLayoutInKeys(t *testing.T) {
	usedBy := map[string][]string{}
	for _, u := range keyUses(t) {
		usedBy[u.key] = append(usedBy[u.key], u.pos)
	}
	bad := map[string][]string{}
	for _, e := range Entries() {
		k := string(e.Key)
		if !hasLayout(k) {
			continue
		}
		onlyExempt := len(usedBy[k]) > 0
		for _, pos := range usedBy[k] {
			onlyExempt = onlyExempt && exempt(pos)
		}
		if !onlyExempt {
			bad["catalog"] = append(bad["catalog"], fmt.Sprintf("%q", k))
		}
	}
	for _, u := range layoutUses(t) {
		if !exempt(u.pos) {
			bad[folderOf(u.pos)] = append(bad[folderOf(u.pos)], fmt.Sprintf("%s: %q", u.pos, u.key))
		}
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
		if !exempt(u.pos) {
			bad[folderOf(u.pos)] = append(bad[folderOf(u.pos)], u.pos+": "+u.key)
		}
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

// TestNotYetConvertedIsHonest: every folder the rules above pass over is
// a folder of Go code that still needs it — layout in a key, fmt.Errorf's
// context or a key made at run time. One converted
// is taken off the list, so that what is new in it follows the rules.
func TestNotYetConvertedIsHonest(t *testing.T) {
	root := moduleRoot(t)
	needs := map[string]int{}
	for _, u := range layoutUses(t) {
		needs[folderOf(u.pos)]++
	}
	for _, u := range keyConversions(t) {
		needs[folderOf(u.pos)]++
	}
	for _, u := range errorfContexts(t) {
		needs[folderOf(u.pos)]++
	}
	for d := range needs {
		if listed(notForPlayers, d) {
			delete(needs, d) // not for players: no rule of this file looks there
		}
	}
	for dir := range notYetConverted {
		if fi, err := os.Stat(filepath.Join(root, dir)); err != nil || !fi.IsDir() {
			t.Errorf("%s is listed as not yet converted but is no folder", dir)
			continue
		}
		n := 0
		for d, c := range needs {
			if listed(map[string]bool{dir: true}, d) {
				n += c
			}
		}
		if n == 0 {
			t.Errorf("%s is converted: take it off notYetConverted", dir)
		}
	}
}

// errorfContexts are fmt.Errorf calls with words in their format.
func errorfContexts(t *testing.T) []use {
	fset, files := typedFiles(t)
	var out []use
	for _, f := range files {
		ast.Inspect(f.file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if fn := calledFunc(f.info, call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf" && len(call.Args) > 0 {
				if s, ok := stringLiteral(f.info, call.Args[0]); ok && sentenceRE.MatchString(verbRE.ReplaceAllString(s, "")) {
					out = append(out, use{s, fset.Position(call.Pos()).String()})
				}
			}
			return true
		})
	}
	return out
}

// TestCountsHavePluralForms: a message about a count (fault.Plural) has
// plural forms in German and Spanish, chosen by each language's rules,
// and its English for one shows the same arguments as its key.
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
			if err := samePlaceholders(key, one, false); err != nil {
				t.Errorf("%s: %v", pos, err)
			}
			e, ok := byKey[key]
			for _, l := range []Lang{De, Es} {
				if !ok || e.By[l].Plural == nil {
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
