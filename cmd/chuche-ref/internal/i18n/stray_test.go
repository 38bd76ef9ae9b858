package i18n

import (
	"fmt"
	"go/ast"
	"regexp"
	"testing"
)

// sentenceRE is two words in a row: text a person reads.
// sqlRE is SQL, which is for the database, not for people.
var sqlRE = regexp.MustCompile(`^\s*(PRAGMA|SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|WITH|BEGIN|COMMIT)\b`)

var sentenceRE = regexp.MustCompile(`\pL{2,}[ ,:;'’-]+\pL{2,}`)

// TestNoStrayEnglish: text for people is written through the catalog, not
// straight to a stream. It finds fmt's printing and errors.New with words
// in their format; fmt.Errorf is context for programmers when it wraps
// with %w, words for people when it does not.
func TestNoStrayEnglish(t *testing.T) {
	fset, files := sourceFiles(t)
	stray := map[string][]string{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			name, recv := calleeName(call)
			arg := -1
			switch {
			case recv == "fmt" && (name == "Sprintf" || name == "Printf" || name == "Sprint" || name == "Print" || name == "Println" || name == "Sprintln"):
				arg = 0
			case recv == "fmt" && (name == "Fprintf" || name == "Fprint" || name == "Fprintln"):
				arg = 1
			case recv == "fmt" && name == "Errorf":
				arg = 0
			case recv == "errors" && name == "New":
				arg = 0
			case recv == "io" && name == "WriteString":
				arg = 1
			}
			if arg < 0 || arg >= len(call.Args) {
				return true
			}
			s, ok := literal(call.Args[arg])
			if !ok || !sentenceRE.MatchString(verbRE.ReplaceAllString(s, "")) {
				return true
			}
			if sqlRE.MatchString(s) || (name == "Errorf" && regexp.MustCompile(`%w`).MatchString(s)) {
				return true
			}
			pos := fset.Position(call.Pos()).String()
			dir := folderOf(pos)
			if listed(notForPlayers, dir) {
				return true
			}
			stray[dir] = append(stray[dir], fmt.Sprintf("%s: %s.%s(%q)", pos, recv, name, s))
			return true
		})
	}
	report(t, "words for people outside the catalog", stray)
}
