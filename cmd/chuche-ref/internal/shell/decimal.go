package shell

import (
	"errors"
	"strconv"

	"github.com/spf13/pflag"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Decimal is an integer flag read as a person at the table writes a
// number: decimal digits, an optional sign. pflag's own IntVar reads base 0,
// where a target typed 010 is octal 8 and a capture summing to 8 would be
// recorded against it; 0x8, 0b1000 and 1_0 would count too. Here 010 is
// 10 and anything else is refused naming the flag, the token and what it
// takes — as --points NAME=N and amend ROUND read their numbers.
type Decimal struct {
	p    *int
	flag *pflag.Flag
}

// DecimalVar defines an integer flag of fs read in decimal only; every
// integer flag of the commands is one (TestIntegerFlagsAreDecimal).
func DecimalVar(fs *pflag.FlagSet, p *int, name string, value int, usage string) {
	*p = value
	d := &Decimal{p: p}
	d.flag = fs.VarPF(d, name, "", usage)
}

func (d *Decimal) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err == nil {
		*d.p = n
		return nil
	}
	name := "--" + d.flag.Name
	usage := flagUsageText(d.flag.Usage)
	if errors.Is(err, strconv.ErrRange) {
		return &notDecimal{fault.Inputf("%s %s is too large a number", name, variants.QuoteToken(s)).
			WithHint("%s: %s", name, usage)}
	}
	return &notDecimal{fault.Inputf("%s %s is not a whole number in decimal digits 0-9 (a + or - may come first)", name, variants.QuoteToken(s)).
		WithHint("%s: %s", name, usage)}
}

// Type is pflag's word for an integer, so --help shows "--target int".
func (d *Decimal) Type() string { return "int" }

func (d *Decimal) String() string {
	if d.p == nil {
		return "0"
	}
	return strconv.Itoa(*d.p)
}

// notDecimal is a flag value Decimal refused: shown as its own message,
// not inside pflag's "invalid argument … for … flag: …", which would name
// the flag and the token twice.
type notDecimal struct{ fe *fault.Error }

func (n *notDecimal) Error() string { return n.fe.Error() }
func (n *notDecimal) Unwrap() error { return n.fe }

// flagUsageText is a flag's usage, worded in the error's language when it
// is printed: Localize words the usages only for --help.
type flagUsageText string

func (u flagUsageText) String() string { return string(u) }

// Localize is the words for people.
func (u flagUsageText) Localize(p *i18n.Printer) string { return flagUsage(p, string(u)) }
