package i18n

import (
	"fmt"
	"go/ast"
	"regexp"
	"testing"
)

// sqlRE is SQL, which is for the database, not for people.
var sqlRE = regexp.MustCompile(`^\s*(PRAGMA|SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|WITH|BEGIN|COMMIT)\b`)

// sentenceRE is two words in a row: text a person reads.
var sentenceRE = regexp.MustCompile(`\pL{2,}[ ,:;'’-]+\pL{2,}`)

// printing are the standard library's functions that print or make text
// from a literal, and which of their arguments is the text.
var printing = map[string]int{
	"fmt.Sprintf": 0, "fmt.Printf": 0, "fmt.Sprint": 0, "fmt.Print": 0, "fmt.Println": 0, "fmt.Sprintln": 0,
	"fmt.Fprintf": 1, "fmt.Fprint": 1, "fmt.Fprintln": 1,
	"fmt.Errorf": 0, "errors.New": 0, "io.WriteString": 1,
}

// TestNoStrayEnglish: text for people is written through the catalog, not
// straight to a stream or into an error. It finds the standard library's
// printing and error making with words in their text, fmt.Errorf's
// context included: context is fault.Wrapf's, whose words are a catalog
// key and so come out in the table's language.
func TestNoStrayEnglish(t *testing.T) {
	fset, files := typedFiles(t)
	stray := map[string][]string{}
	for _, f := range files {
		ast.Inspect(f.file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := calledFunc(f.info, call)
			if fn == nil || fn.Pkg() == nil {
				return true
			}
			arg, ok := printing[fn.Pkg().Path()+"."+fn.Name()]
			if !ok || arg >= len(call.Args) {
				return true
			}
			s, ok := stringLiteral(f.info, call.Args[arg])
			if !ok || !sentenceRE.MatchString(verbRE.ReplaceAllString(s, "")) || sqlRE.MatchString(s) {
				return true
			}
			pos := fset.Position(call.Pos()).String()
			dir := folderOf(pos)
			if listed(notForPlayers, dir) {
				return true
			}
			stray[dir] = append(stray[dir], fmt.Sprintf("%s: %s.%s(%q)", pos, fn.Pkg().Name(), fn.Name(), s))
			return true
		})
	}
	report(t, "words for people outside the catalog", stray)
}
