package shell

import (
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// NameList is a flag of names separated by commas, repeatable (--players
// Ana,Ben or --players Ana --players Ben). Unlike pflag's string slice it
// is not read as CSV, where a double quote opens a quoted field and a
// stray one is a parse error about lines and columns: here a name with a
// double quote is refused in words.
type NameList struct {
	names *[]string
	set   bool
}

// NewNameList is the flag value that fills names.
func NewNameList(names *[]string) *NameList { return &NameList{names: names} }

func (l *NameList) Set(v string) error {
	if strings.ContainsRune(v, '"') {
		return fault.Inputf("%s: a player's name cannot hold a double quote (\"); separate the names with commas, as in --players Ana,Ben", variants.QuoteToken(v))
	}
	if !l.set {
		*l.names, l.set = nil, true
	}
	for _, name := range strings.Split(v, ",") {
		*l.names = append(*l.names, strings.TrimSpace(name))
	}
	return nil
}

func (l *NameList) Type() string { return "strings" }

func (l *NameList) String() string { return "[" + strings.Join(*l.names, ",") + "]" }
