package shell

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Environment is every CHUCHE_REF_* variable a user may set, as --help
// and the README list them (TestEveryVariableIsListed keeps it whole).
var Environment = []struct {
	Name    string
	Meaning fault.Key
}{
	{"CHUCHE_REF_DB", "the ledger file (as --db)"},
	{"CHUCHE_REF_CONFIG", "the config file (as --config)"},
	{"CHUCHE_REF_GAME", "the game to act on (as --game)"},
	{"CHUCHE_REF_JSON", "true: machine-readable output (as --json)"},
	{"CHUCHE_REF_PLAYERS", "the players of a new game, comma separated (as new --players)"},
	{"CHUCHE_REF_SERVE_KEY", "serve's access key (as serve --key)"},
	{"CHUCHE_REF_ACCESSIBLE", "1: play asks plain questions, line by line (as play --accessible)"},
	{"CHUCHE_REF_LANG", "the table's language: en, de or es (as --lang; else LC_ALL, LC_MESSAGES, LANG)"},
	{"CHUCHE_REF_LEAGUE_POINTS", "the league's points of the first, second, third… place (config league_points; default 3,2,1)"},
}

// others are the variables of other tools chuche-ref obeys.
var others = []struct {
	Name    string
	Meaning fault.Key
}{
	{"NO_COLOR, TERM=dumb", "no colour"},
	{"XDG_DATA_HOME", "where the default ledger lives ($XDG_DATA_HOME/chuche-ref/ledger.db)"},
	{"XDG_CONFIG_HOME", "where the default config lives ($XDG_CONFIG_HOME/chuche-ref/config.yaml)"},
}

// EnvironmentHelp is the section of the root's --help that lists them,
// with the variables of other tools chuche-ref obeys.
func EnvironmentHelp() string { return EnvironmentIn(nil) }

// EnvironmentIn is EnvironmentHelp in p's language.
func EnvironmentIn(p *i18n.Printer) string {
	s := p.Sprintf("Environment:") + "\n"
	for _, e := range append(Environment[:len(Environment):len(Environment)], others...) {
		s += "  " + pad(e.Name, 26) + p.Sprintf(e.Meaning) + "\n"
	}
	return s
}

func pad(s string, n int) string {
	for len(s) < n {
		s += " "
	}
	return s
}
