package shell

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
)

// exitCodes are CLI.md's exit codes as the root's --help lists them.
var exitCodes = []struct {
	code    string
	meaning fault.Key
}{
	{"  0", "success, or the thing checked is valid"},
	{"  1", "the thing checked is invalid (a refused capture, cut or entry; stdout says why)"},
	{"  2", "usage or input error (unknown card, bad flag, bad config)"},
	{"  3", "ledger error (cannot open, locked past the timeout, corrupt, newer schema)"},
	{"  4", "internal error (a failed write to stdout, or anything not foreseen)"},
	{"130", "interrupted by Ctrl-C; what was under way (an import) is not recorded"},
}

// ExitCodes is the section of the root's --help that lists CLI.md's exit
// codes, in p's language.
func ExitCodes(p *i18n.Printer) string {
	s := p.Sprintf("Exit codes:") + "\n"
	for _, c := range exitCodes {
		s += c.code + "  " + p.Sprintf(c.meaning) + "\n"
	}
	return s
}
