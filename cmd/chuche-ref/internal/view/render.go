package view

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/fault"
)

// WriteJSON prints one indented JSON document (CLI.md: --json output is one
// document on stdout).
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fault.Wrapf(err, "write json")
	}
	return nil
}

// table prints aligned columns for people.
type table struct {
	tw *tabwriter.Writer
}

// NewTable starts aligned columns, with a header when given.
func NewTable(w io.Writer, header ...string) *table {
	t := &table{tw: tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)}
	if len(header) > 0 {
		t.Row(header...)
	}
	return t
}

// Row prints one line; every cell is escaped (names come from the ledger,
// and a TAB or ESC in one must neither break the columns nor reach the
// terminal raw).
func (t *table) Row(cells ...string) {
	safe := make([]string, len(cells))
	for i, c := range cells {
		safe[i] = safetext.Escape(c)
	}
	fmt.Fprintln(t.tw, strings.Join(safe, "\t"))
}

// Flush writes the table out.
func (t *table) Flush() error { return t.tw.Flush() }
