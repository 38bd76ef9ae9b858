package view

import (
	"fmt"
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/docs"
	"github.com/chuche-ref/chuche-ref/fault"
)

// WriteRule prints one rule of the embedded rule book (`rules --explain
// ID`): for people in the table's language, as JSON in the normative
// English. An id the book does not define is an input error naming the ids
// there are.
func WriteRule(out io.Writer, p *i18n.Printer, asJSON bool, id string) error {
	text, ok := docs.Rule(id)
	if !ok {
		return fault.Inputf("%q is not a rule id; the rule book defines %s", id, docs.IDRanges()).
			WithHint("spell it like CN-7 or cn7")
	}
	id = docs.Normalize(id)
	if asJSON {
		return WriteJSON(out, map[string]string{"id": id, "text": text})
	}
	text, _ = docs.RuleIn(string(p.Lang), id)
	_, err := fmt.Fprintf(out, "%s %s\n", id, strings.ReplaceAll(text, "\n", "\n  "))
	return err
}
