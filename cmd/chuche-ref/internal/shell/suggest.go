package shell

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/pflag"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Suggestion splits cobra's "unknown command" message into its first line
// and, when cobra found close commands, a hint with them in its own words
// ("Did you mean this? standings"): the exit switch shows one line per
// message, so the suggestion would otherwise be lost.
func Suggestion(msg string) (first, hint string) {
	first, cands := suggestion(msg)
	if len(cands) == 0 {
		return first, ""
	}
	return first, "Did you mean this? " + strings.Join(cands, ", ")
}

func suggestion(msg string) (first string, cands []string) {
	first, rest, _ := strings.Cut(msg, "\n")
	_, names, ok := strings.Cut(rest, "Did you mean this?")
	if !ok {
		return first, nil
	}
	for _, l := range strings.Split(names, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			cands = append(cands, l)
		}
	}
	return first, cands
}

// cobra's own errors, which it words with fmt.Errorf only. They are
// compiled when an error is first worded, not at every process's start.
var (
	unknownCmdRE = lazyRE(`^unknown command ("(?:[^"\\]|\\.)*") for ("(?:[^"\\]|\\.)*")$`)
	invalidArgRE = lazyRE(`^invalid argument ("(?:[^"\\]|\\.)*") for ("(?:[^"\\]|\\.)*")$`)
	atLeastRE    = lazyRE(`^requires at least (\d+) arg\(s\), only received (\d+)$`)
	atMostRE     = lazyRE(`^accepts at most (\d+) arg\(s\), received (\d+)$`)
	exactlyRE    = lazyRE(`^accepts (\d+) arg\(s\), received (\d+)$`)
	betweenRE    = lazyRE(`^accepts between (\d+) and (\d+) arg\(s\), received (\d+)$`)
	requiredRE   = lazyRE(`^required flag\(s\) (".*") not set$`)
)

// lazyRE is regexp.MustCompile(expr), on first use.
func lazyRE(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// CobraError is an error cobra or pflag made before any command ran (an
// unknown command or flag, a wrong number of arguments) as an input error
// whose message the catalog words in every language; English is cobra's
// message as it was. cobra's "Did you mean this?" becomes the hint.
func CobraError(err error) *fault.Error {
	var fe *fault.Error
	if errors.As(err, &fe) {
		return fe
	}
	first, cands := suggestion(err.Error())
	e := cobraMessage(err, first)
	if len(cands) > 0 {
		e = e.WithHint("Did you mean this? %s", strings.Join(cands, ", "))
	}
	return e
}

func cobraMessage(err error, first string) *fault.Error {
	var notExist *pflag.NotExistError
	var needs *pflag.ValueRequiredError
	var invalid *pflag.InvalidValueError
	var syntax *pflag.InvalidSyntaxError
	var decimal *notDecimal
	switch {
	case errors.As(err, &decimal):
		return decimal.fe
	case errors.As(err, &notExist) && strings.HasPrefix(first, "unknown flag: --"):
		return fault.Inputf("unknown flag: %s", strings.TrimPrefix(first, "unknown flag: "))
	case errors.As(err, &notExist) && strings.HasPrefix(first, "unknown shorthand flag: "):
		c, in, _ := strings.Cut(strings.TrimPrefix(first, "unknown shorthand flag: "), " in ")
		return fault.Inputf("unknown shorthand flag: %s in %s", c, in)
	case errors.As(err, &needs):
		return fault.Inputf("flag needs an argument: %s", strings.TrimPrefix(first, "flag needs an argument: "))
	case errors.As(err, &invalid):
		name := "--" + invalid.GetFlag().Name
		if fl := invalid.GetFlag(); fl.Shorthand != "" && fl.ShorthandDeprecated == "" {
			name = "-" + fl.Shorthand + ", " + name
		}
		return fault.Inputf("invalid argument %q for %q flag: %s", invalid.GetValue(), name, cause(errors.Unwrap(invalid)))
	case errors.As(err, &syntax):
		return fault.Inputf("bad flag syntax: %s", syntax.GetSpecifiedFlag())
	}
	if m := unknownCmdRE().FindStringSubmatch(first); m != nil {
		return fault.Inputf("unknown command %q for %q", unquote(m[1]), unquote(m[2]))
	}
	if m := invalidArgRE().FindStringSubmatch(first); m != nil {
		return fault.Inputf("invalid argument %q for %q", unquote(m[1]), unquote(m[2]))
	}
	if m := atLeastRE().FindStringSubmatch(first); m != nil {
		return fault.Inputf("requires at least %d arg(s), only received %d", atoi(m[1]), atoi(m[2]))
	}
	if m := atMostRE().FindStringSubmatch(first); m != nil {
		return fault.Inputf("accepts at most %d arg(s), received %d", atoi(m[1]), atoi(m[2]))
	}
	if m := exactlyRE().FindStringSubmatch(first); m != nil {
		return fault.Inputf("accepts %d arg(s), received %d", atoi(m[1]), atoi(m[2]))
	}
	if m := betweenRE().FindStringSubmatch(first); m != nil {
		return fault.Inputf("accepts between %d and %d arg(s), received %d", atoi(m[1]), atoi(m[2]), atoi(m[3]))
	}
	if m := requiredRE().FindStringSubmatch(first); m != nil {
		return fault.Inputf("required flag(s) %s not set", m[1])
	}
	return fault.Inputf("%s", first)
}

// cause is why a flag's value was refused: a number that is none is
// worded; any other cause is shown as it is.
func cause(err error) any {
	var num *strconv.NumError
	if errors.As(err, &num) && errors.Is(num.Err, strconv.ErrSyntax) {
		return notANumber{err}
	}
	if fe, ok := fault.As(err); ok {
		return fe
	}
	if err == nil {
		return ""
	}
	return err.Error()
}

// notANumber is strconv's "invalid syntax": English as strconv says it,
// worded in the other languages.
type notANumber struct{ err error }

func (n notANumber) String() string { return n.err.Error() }

// Localize is the words for people.
func (n notANumber) Localize(p *i18n.Printer) string {
	return p.Sprintf("not a number")
}

func unquote(s string) string {
	if u, err := strconv.Unquote(s); err == nil {
		return u
	}
	return s
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
