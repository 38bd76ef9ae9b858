package main

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
)

// Flag parsing of the commands whose constructors take no runF.
// parseOnly builds the real command tree with every RunE replaced
// by one that only notes what it was given: cobra's parsing, the Args
// validators and the root's --lang check run as in chuche-ref, nothing opens
// a ledger. A parse error that only RunE reports is checked by running
// chuche-ref (Main) on a real ledger in a temporary folder.

// flagCase is one row: args either parse (cmd ran with pos and the flags
// in flags, by their Value.String(); every flag set is listed) or fail with
// exit code (default 2) and the one line "chuche-ref: "+err on stderr.
type flagCase struct {
	args  []string
	cmd   string            // the command that ran, without "chuche-ref "
	pos   []string          // its positional arguments
	flags map[string]string // flag → value; flags not set may be listed for their default
	err   string            // the first line of stderr, after "chuche-ref: "
	code  int               // the exit code when err is set; 0 means 2
	out   string            // run rows: what stdout contains on success
	run   bool              // run chuche-ref on a temporary ledger instead of parsing only
}

// parseOnly runs args through the real command tree with no command's own
// code: it returns the exit code, stderr, the command that ran and its
// positional arguments.
func parseOnly(t *testing.T, args []string) (int, string, *cobra.Command, []string) {
	t.Helper()
	var stderr bytes.Buffer
	f := &Factory{IO: &IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &stderr}, LookupEnv: func(string) (string, bool) { return "", false }}
	root := newRootCmd(f)
	var ran *cobra.Command
	var ranArgs []string
	var stub func(c *cobra.Command)
	stub = func(c *cobra.Command) {
		if c.RunE != nil {
			c.RunE = func(cmd *cobra.Command, args []string) error { ran, ranArgs = cmd, args; return nil }
		}
		for _, s := range c.Commands() {
			stub(s)
		}
	}
	stub(root)
	root.SetArgs(args)
	root.SetOut(&bytes.Buffer{})
	root.SetErr(&stderr)
	return exitCode(root.ExecuteContext(context.Background()), &stderr), stderr.String(), ran, ranArgs
}

// ledgerRun runs chuche-ref (Main) with --db a ledger in dir, in English
// and with no config file; it returns the exit code, stdout and stderr.
func ledgerRun(dir string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	env := map[string]string{"HOME": dir, "XDG_CONFIG_HOME": filepath.Join(dir, "config"), "XDG_DATA_HOME": filepath.Join(dir, "data"), "NO_COLOR": "1"}
	streams := &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}
	code := Main(append([]string{"--db", filepath.Join(dir, "ledger.db")}, args...), streams, func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	return code, out.String(), errOut.String()
}

// runFlagTable checks each row; setup runs first, once, on each row's own
// temporary ledger (run rows only).
func runFlagTable(t *testing.T, cases []flagCase, setup ...[]string) {
	t.Helper()
	for _, c := range cases {
		name := strings.Join(c.args, " ")
		if c.run {
			dir := t.TempDir()
			for _, s := range setup {
				if code, _, stderr := ledgerRun(dir, s...); code != 0 {
					t.Fatalf("setup %q: exit %d: %s", s, code, stderr)
				}
			}
			code, stdout, stderr := ledgerRun(dir, c.args...)
			if c.err == "" {
				if code != 0 || !strings.Contains(stdout, c.out) {
					t.Errorf("%s: exit %d, stderr %q, stdout %q; want exit 0 with %q", name, code, stderr, stdout, c.out)
				}
				continue
			}
			checkUsageLine(t, name, c, code, stderr)
			continue
		}
		code, stderr, ran, pos := parseOnly(t, c.args)
		if c.err != "" {
			checkUsageLine(t, name, c, code, stderr)
			if ran != nil {
				t.Errorf("%s: %s ran after a usage error", name, ran.CommandPath())
			}
			continue
		}
		if code != 0 || ran == nil {
			t.Errorf("%s: exit %d, stderr %q", name, code, stderr)
			continue
		}
		if got := strings.TrimPrefix(ran.CommandPath(), "chuche-ref "); got != c.cmd {
			t.Errorf("%s: ran %q, want %q", name, got, c.cmd)
		}
		if !slices.Equal(pos, c.pos) && len(pos)+len(c.pos) > 0 {
			t.Errorf("%s: arguments %q, want %q", name, pos, c.pos)
		}
		ran.Flags().VisitAll(func(fl *pflag.Flag) {
			want, listed := c.flags[fl.Name]
			switch {
			case listed && fl.Value.String() != want:
				t.Errorf("%s: --%s = %q, want %q", name, fl.Name, fl.Value.String(), want)
			case !listed && fl.Changed:
				t.Errorf("%s: --%s set to %q, not expected", name, fl.Name, fl.Value.String())
			}
		})
		for k := range c.flags {
			if ran.Flags().Lookup(k) == nil {
				t.Errorf("%s: %s has no flag --%s", name, c.cmd, k)
			}
		}
	}
}

// checkUsageLine: the exit code, and stderr is the one line of the message
// (and at most a hint after it).
func checkUsageLine(t *testing.T, name string, c flagCase, code int, stderr string) {
	t.Helper()
	want := c.code
	if want == 0 {
		want = exitInput
	}
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	if code != want || lines[0] != "chuche-ref: "+c.err || len(lines) > 2 || len(lines) == 2 && !strings.HasPrefix(lines[1], "chuche-ref: hint: ") {
		t.Errorf("%s: exit %d, stderr:\n%s\nwant exit %d and chuche-ref: %s", name, code, stderr, want, c.err)
	}
}

// rows turns one-liners into cases: a prefix of args for every row.
func rows(prefix []string, cases ...flagCase) []flagCase {
	for i := range cases {
		cases[i].args = append(append([]string(nil), prefix...), cases[i].args...)
	}
	return cases
}

func a(args ...string) []string { return args }

func TestNewFlags(t *testing.T) {
	t.Parallel()
	runFlagTable(t, []flagCase{
		{args: a("new", "chuche", "--players", "Ana,Ben,Cleo", "--name", "Friday league"), cmd: "new", pos: a("chuche"),
			flags: map[string]string{"players": "[Ana,Ben,Cleo]", "name": "Friday league"}},
		{args: a("new", "chinchon", "--players", "Ana", "--players", "Ben", "--preset", "seventy", "--rule", "buyback=false", "--rule", "limit=70", "--dealer", "Ben"),
			cmd: "new", pos: a("chinchon"), flags: map[string]string{"players": "[Ana,Ben]", "preset": "seventy", "rule": "[buyback=false,limit=70]", "dealer": "Ben"}},
		{args: a("--json", "new", "chinchon", "--players=Ana,Ben", "--rule=colors=R,O"), cmd: "new", pos: a("chinchon"),
			flags: map[string]string{"json": "true", "players": "[Ana,Ben]", "rule": `["colors=R,O"]`}}, // --rule is not split at commas
		{args: a("new"), err: "new takes one game: chuche or chinchon (got 0 arguments); see chuche-ref new --help"},
		{args: a("new", "chuche", "chinchon"), err: "new takes one game: chuche or chinchon (got 2 arguments); see chuche-ref new --help"},
		{args: a("new", "chuche", "--players"), err: "flag needs an argument: --players"},
		{args: a("new", "chuche", "--player", "Ana,Ben"), err: "unknown flag: --player"},
		{run: true, args: a("new", "poker", "--players", "Ana,Ben"), err: `unknown game "poker"; games are chuche, chinchon`},
		{run: true, args: a("--json", "new", "CHINCHÓN", "--players", "Ana,Ben", "--dealer", "ana"), out: `"dealer": "Ana"`}, // the game in any case, accents or not
		{run: true, args: a("new", "chuche", "--players", "Ana"), err: "a game needs 2 to 6 players, got 1"},
		{run: true, args: a("new", "chuche", "--players", "Ana,ana"), err: `player "ana" is named twice; each player takes one seat`},
		{run: true, args: a("new", "chuche", "--players", "Ana,Ben", "--dealer", "ana"), out: "Ana deals the first round."}, // CU-6: the table chooses
		{run: true, args: a("new", "chuche", "--players", "Ana,Ben", "--dealer", "Cleo"), err: `--dealer "Cleo" is not a player of this game; players are Ana, Ben`},
		{run: true, args: a("new", "chinchon", "--players", "Ana,Ben", "--dealer", "Cleo"), err: `--dealer "Cleo" is not a player of this game; players are Ana, Ben`},
	})
}

func TestPlayersFlags(t *testing.T) {
	t.Parallel()
	runFlagTable(t, []flagCase{
		{args: a("players"), cmd: "players"},
		{args: a("players", "--json"), cmd: "players", flags: map[string]string{"json": "true"}},
		{args: a("players", "rename", "Ann", "Ana"), cmd: "players rename", pos: a("Ann", "Ana")},
		{args: a("players", "rename", "--json", "Ann", "Ana"), cmd: "players rename", pos: a("Ann", "Ana"), flags: map[string]string{"json": "true"}},
		{args: a("players", "Ana"), err: "players takes no arguments (got 1 arguments); see chuche-ref players --help"},
		{args: a("players", "rename", "Ann"), err: "rename takes the OLD and the NEW name (got 1 arguments); see chuche-ref players rename --help"},
		{args: a("players", "rename", "Ann", "Ana", "Anna"), err: "rename takes the OLD and the NEW name (got 3 arguments); see chuche-ref players rename --help"},
		{args: a("players", "rename", "Ann", "--to", "Ana"), err: "unknown flag: --to"},
		{args: a("players", "--limit", "5"), err: "unknown flag: --limit"},
	})
}

// The commands that take no arguments and no flags of their own.
func TestPlainCommandsFlags(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"undo", "history", "end", "table", "standings", "config", "variants", "version"} {
		runFlagTable(t, []flagCase{
			{args: a(name), cmd: name},
			{args: a(name, "--game", "Friday league", "--json"), cmd: name, flags: map[string]string{"game": "Friday league", "json": "true"}},
			{args: a(name, "--game=3"), cmd: name, flags: map[string]string{"game": "3", "json": "false"}},
			{args: a(name, "3"), err: name + " takes no arguments (got 1 arguments); see chuche-ref " + name + " --help"},
			{args: a(name, "--all"), err: "unknown flag: --all"},
			{args: a(name, "--game"), err: "flag needs an argument: --game"},
			{args: a(name, "--json=maybe"), err: `invalid argument "maybe" for "--json" flag: strconv.ParseBool: parsing "maybe": invalid syntax`},
			{args: a("--lang", "fr", name), err: `unknown language "fr"`},
		})
	}
}

func TestVersionConfigFlags(t *testing.T) {
	t.Parallel()
	runFlagTable(t, []flagCase{
		{run: true, args: a("--version"), out: "chuche-ref "},
		{run: true, args: a("version", "--json"), out: `"schema": `},
		{run: true, args: a("--json", "config"), out: `"key": "db"`},
		{run: true, args: a("variants", "--json"), out: `"presets"`},
		{run: true, args: a("config", "--db"), err: "flag needs an argument: --db"},
	})
}

func TestStandingsFlags(t *testing.T) {
	t.Parallel()
	runFlagTable(t, []flagCase{
		{args: a("standings", "--chart"), cmd: "standings", flags: map[string]string{"chart": "true"}},
		{args: a("standings", "--chart=false", "--game", "club"), cmd: "standings", flags: map[string]string{"chart": "false", "game": "club"}},
		{args: a("standings"), cmd: "standings", flags: map[string]string{"chart": "false"}},
		{args: a("standings", "--chart", "yes"), err: "standings takes no arguments (got 1 arguments); see chuche-ref standings --help"}, // a bool takes no separate value
		{run: true, args: a("--game", "nosuch", "standings"), err: `no game "nosuch" in the ledger`},
		{run: true, args: a("standings", "--chart"), out: "Ana"},
		{args: a("standings", "--grid", "--json"), cmd: "standings", flags: map[string]string{"grid": "true", "json": "true", "chart": "false"}},
		{run: true, args: a("standings", "--grid"), out: "No hands yet."},
		{run: true, args: a("--json", "standings", "--grid"), out: `"rows": []`},
	}, a("new", "chinchon", "--players", "Ana,Ben"))
}

func TestBackupImportFlags(t *testing.T) {
	t.Parallel()
	runFlagTable(t, []flagCase{
		{args: a("backup", "copy.db"), cmd: "backup", pos: a("copy.db")},
		{args: a("backup", "--json", "copy.db"), cmd: "backup", pos: a("copy.db"), flags: map[string]string{"json": "true"}},
		{args: a("backup"), err: "backup takes one FILE to write (got 0 arguments); see chuche-ref backup --help"},
		{args: a("backup", "a.db", "b.db"), err: "backup takes one FILE to write (got 2 arguments); see chuche-ref backup --help"},
		{args: a("backup", "-o", "a.db"), err: "unknown shorthand flag: 'o' in -o"},
		{args: a("import", "ledger-2026.json"), cmd: "import", pos: a("ledger-2026.json")},
		{args: a("import", "-"), cmd: "import", pos: a("-")}, // stdin
		{args: a("import"), err: "import takes one FILE to import (got 0 arguments); see chuche-ref import --help"},
		{args: a("import", "a.json", "b.json"), err: "import takes one FILE to import (got 2 arguments); see chuche-ref import --help"},
		{args: a("import", "--format", "csv", "a.csv"), err: "unknown flag: --format"},
	})
}

func TestRulesFlags(t *testing.T) {
	t.Parallel()
	runFlagTable(t, []flagCase{
		{args: a("rules"), cmd: "rules", flags: map[string]string{"explain": "", "preset": "", "rule": "[]"}},
		{args: a("rules", "chinchon", "--preset", "seventy", "--rule", "limit=70", "--rule", "buyback=false"), cmd: "rules", pos: a("chinchon"),
			flags: map[string]string{"preset": "seventy", "rule": "[limit=70,buyback=false]"}},
		{args: a("rules", "--explain", "CN-7"), cmd: "rules", flags: map[string]string{"explain": "CN-7"}},
		{args: a("rules", "--explain=cu13", "--json"), cmd: "rules", flags: map[string]string{"explain": "cu13", "json": "true"}},
		{args: a("rules", "chuche", "chinchon"), err: "rules takes at most one game: chuche or chinchon (got 2 arguments)"},
		{args: a("rules", "--explain"), err: "flag needs an argument: --explain"},
		{args: a("rules", "--explian", "CN-7"), err: "unknown flag: --explian"},
		{run: true, args: a("rules", "--explain", "cn7"), out: "CN-7 "},
		{run: true, args: a("--json", "rules", "--explain", "Cu-13"), out: `"id": "CU-13"`},
		{run: true, args: a("rules", "--rule", "limit=70"), err: "--preset and --rule need a game kind: chuche-ref rules chinchon --rule limit=70"},
		{run: true, args: a("rules", "--preset", "seventy"), err: "--preset and --rule need a game kind: chuche-ref rules chinchon --rule limit=70"},
		{run: true, args: a("rules", "--explain", "CN-7", "chinchon"), err: "--explain takes no game kind: chuche-ref rules --explain CN-7"},
		{run: true, args: a("rules", "--explain", "cn99"), err: `"cn99" is not a rule id; the rule book defines CU-1..CU-25, CN-1..CN-15, LG-1..LG-12`},
		{run: true, args: a("rules", "poker"), err: `unknown game "poker"; games are chuche, chinchon`},
		{run: true, args: a("rules", "chinchon", "--rule", "limit=x"), err: "house rule limit=x is not valid; limit accepts a number of points 1..1000"},
	})
}

func TestPlayFlags(t *testing.T) {
	t.Parallel()
	runFlagTable(t, []flagCase{
		{args: a("play"), cmd: "play", flags: map[string]string{"accessible": "false"}},
		{args: a("play", "--accessible", "--game", "Friday league"), cmd: "play", flags: map[string]string{"accessible": "true", "game": "Friday league"}},
		{args: a("play", "chinchon"), err: "play takes no arguments (got 1 arguments); see chuche-ref play --help"},
		{args: a("play", "--accesible"), err: "unknown flag: --accesible"},
		{run: true, args: a("play"), err: "play needs a terminal"}, // stdin is not one
	})
}

func TestExportFlags(t *testing.T) {
	t.Parallel()
	runFlagTable(t, []flagCase{
		{args: a("export"), cmd: "export", flags: map[string]string{"format": "json", "all": "false", "output": ""}},
		{args: a("export", "--all", "--format", "csv", "-o", "ledger.csv"), cmd: "export", flags: map[string]string{"all": "true", "format": "csv", "output": "ledger.csv"}},
		{args: a("export", "--game", "Friday", "--output=friday.json"), cmd: "export", flags: map[string]string{"game": "Friday", "output": "friday.json"}},
		{args: a("export", "-ofriday.json"), cmd: "export", flags: map[string]string{"output": "friday.json"}},
		{args: a("export", "friday.json"), err: "export takes no arguments (got 1 arguments); see chuche-ref export --help"},
		{args: a("export", "-o"), err: "flag needs an argument: 'o' in -o"},
		{args: a("export", "--format"), err: "flag needs an argument: --format"},
		{run: true, args: a("export", "--format", "xml"), err: `--format "xml": choose json or csv`},
		{run: true, args: a("export", "--format", "CSV", "--all"), err: `--format "CSV": choose json or csv`},
		{run: true, args: a("--game", "1", "export", "--all"), err: `--all and --game "1" disagree: export one game or all of them`},
	}, a("new", "chinchon", "--players", "Ana,Ben"))
}

func TestServeFlags(t *testing.T) {
	t.Parallel()
	runFlagTable(t, []flagCase{
		{args: a("serve"), cmd: "serve", flags: map[string]string{"addr": "127.0.0.1:8080", "key": "", "key-file": "", "wait": "false", "verbose": "false"}},
		{args: a("serve", "--addr", "127.0.0.1:0", "--key", "our-club-2026", "--verbose"), cmd: "serve",
			flags: map[string]string{"addr": "127.0.0.1:0", "key": "our-club-2026", "verbose": "true"}},
		{args: a("serve", "--addr=0.0.0.0:8080"), cmd: "serve", flags: map[string]string{"addr": "0.0.0.0:8080"}},
		{args: a("serve", "8080"), err: "serve takes no arguments (got 1 arguments); see chuche-ref serve --help"},
		{args: a("serve", "--port", "8080"), err: "unknown flag: --port"},
		{args: a("serve", "--key"), err: "flag needs an argument: --key"},
		{run: true, args: a("serve", "--key", "short"), err: "access key of 5 characters: give 8 to 128 letters, digits, or - . _ ~"},
		{run: true, args: a("serve", "--key", ""), err: "access key of 0 characters: give 8 to 128 letters, digits, or - . _ ~"}, // an empty --key is not "random"
		{run: true, args: a("serve", "--key", "our club 2026"), err: `access key: ' ' is not accepted; give 8 to 128 letters, digits, or - . _ ~`},
		{run: true, args: a("serve", "--addr", "127.0.0.1:99999"), err: "cannot listen on 127.0.0.1:99999: listen tcp: address 99999: invalid port"},
		{args: a("serve", "--key-file", "serve.key", "--wait"), cmd: "serve", flags: map[string]string{"key-file": "serve.key", "wait": "true", "key": ""}},
		{args: a("serve", "--key-file"), err: "flag needs an argument: --key-file"},
		{run: true, args: a("serve", "--key-file", "serve.key", "--key", "our-club-2026"), err: "give the access key once: --key or --key-file, not both"},
	}, a("new", "chinchon", "--players", "Ana,Ben"))
}

func TestBuybackTableFlags(t *testing.T) {
	t.Parallel()
	chinchon := a("new", "chinchon", "--players", "Ana,Ben", "--name", "club")
	runFlagTable(t, []flagCase{
		{args: a("buyback", "Ben"), cmd: "buyback", pos: a("Ben")},
		{args: a("buyback", "--game", "club", "Ben"), cmd: "buyback", pos: a("Ben"), flags: map[string]string{"game": "club"}},
		{args: a("buyback"), err: "buyback takes one PLAYER (got 0 arguments); see chuche-ref buyback --help"},
		{args: a("buyback", "Ana", "Ben"), err: "buyback takes one PLAYER (got 2 arguments); see chuche-ref buyback --help"},
		{run: true, args: a("buyback", "Zed"), err: `"Zed" is not a player of this game; players are Ana, Ben`},
		{run: true, args: a("table"), err: "table is a Chuche step; game #1 is Chinchón"},
	}, chinchon)
	runFlagTable(t, []flagCase{
		{run: true, args: a("buyback", "Ben"), err: "buy-backs are a Chinchón rule; game #1 is Chuche"},
		{run: true, args: a("table"), out: "No round in progress; Ben deals next"},
	}, a("new", "chuche", "--players", "Ana,Ben"))
}

func TestCheckFlags(t *testing.T) {
	t.Parallel()
	seven := a("5o", "6o", "7o", "12c", "12e", "12b", "8c")
	runFlagTable(t, []flagCase{
		{args: a("check", "capture", "--target", "8", "--play", "R3", "--take", "Y1,B4"), cmd: "check capture",
			flags: map[string]string{"target": "8", "play": "R3", "take": "Y1,B4", "joker": "", "table": ""}},
		{args: a("check", "capture", "--target=9", "--play", "R3", "--take", "Y1 B4", "--table", "Y1,B4,G2", "--joker", "+1", "--blocked", "G2", "--unblock", "G2"),
			cmd: "check capture", flags: map[string]string{"target": "9", "play": "R3", "take": "Y1 B4", "table": "Y1,B4,G2", "joker": "+1", "blocked": "G2", "unblock": "G2"}},
		{args: a("check", "capture", "--target", "7", "--play", "R3", "--take", "B4", "--joker", "-1", "--preset", "strict", "--rule", "solo_capture=true"),
			cmd: "check capture", flags: map[string]string{"target": "7", "play": "R3", "take": "B4", "joker": "-1", "preset": "strict", "rule": "[solo_capture=true]"}}, // -1 is --joker's value
		{args: a("check", "capture", "--target", "eight"), err: `--target "eight" is not a whole number in decimal digits 0-9 (a + or - may come first)`},
		{args: a("check", "capture", "--target", "010"), cmd: "check capture", flags: map[string]string{"target": "10"}}, // decimal, not octal 8
		{args: a("check", "capture", "--target", "08"), cmd: "check capture", flags: map[string]string{"target": "8"}},
		{args: a("check", "capture", "--target", "+8"), cmd: "check capture", flags: map[string]string{"target": "8"}},
		{args: a("check", "capture", "--target", "0x8"), err: `--target "0x8" is not a whole number in decimal digits 0-9 (a + or - may come first)`},
		{args: a("check", "capture", "--target", "0b1000"), err: `--target "0b1000" is not a whole number in decimal digits 0-9 (a + or - may come first)`},
		{args: a("check", "capture", "--target", "1_0"), err: `--target "1_0" is not a whole number in decimal digits 0-9 (a + or - may come first)`},
		{args: a("check", "capture", "--target", "99999999999999999999"), err: `--target "99999999999999999999" is too large a number`},
		{args: a("check", "capture", "--target", "8", "R3"), err: "capture takes flags only (got 1 arguments); see chuche-ref check capture --help"},
		{args: a("check", "capture", "--deck", "spanish-48"), err: "unknown flag: --deck"}, // Chinchón's
		{args: a("check", "capture", "--play"), err: "flag needs an argument: --play"},
		{run: true, args: a("check", "capture", "--target", "8", "--play", "R3", "--take", "Y1,B4", "--joker", "2"), err: `--joker "2": a Joker makes the sum one more or one less: +1 or -1 (CU-11)`},
		{run: true, args: a("check", "capture", "--target", "8", "--play", "R3", "--take", "Y1,B4", "--preset", "nosuch"), err: `unknown chuche preset "nosuch"; presets are classic, literal, strict, relaxed`},

		{args: append(a("check", "hand"), seven...), cmd: "check hand", pos: seven, flags: map[string]string{"deck": "", "jokers": "-1"}},
		{args: a("check", "hand", "--deck", "french-52", "--jokers", "2", "5h 6h 7h JK Kd Ks Kc"), cmd: "check hand", pos: a("5h 6h 7h JK Kd Ks Kc"),
			flags: map[string]string{"deck": "french-52", "jokers": "2"}},
		{args: a("check", "hand"), err: "check hand needs 7 cards, e.g. chuche-ref check hand 5o 6o 7o 12c 12e 12b 8c"},
		{args: append(a("check", "hand", "--jokers", "two"), seven...), err: `--jokers "two" is not a whole number in decimal digits 0-9 (a + or - may come first)`},
		{args: append(a("check", "hand", "--target", "8"), seven...), err: "unknown flag: --target"}, // Chuche's
		{run: true, args: append(a("check", "hand", "--deck", "poker"), seven...), err: "house rule deck=poker is not valid; deck accepts spanish-40, spanish-48, french-52"},
		{run: true, args: append(a("check", "hand", "--jokers", "3"), seven...), err: "house rule jokers=3 is not valid; jokers accepts 0, 1 or 2"},
		{run: true, args: a("check", "hand", "5o", "6o"), err: "2 cards given (5o 6o); a Chinchón hand here has 7"},

		{args: a("check", "meld", "--deck", "spanish-40", "6c", "7c", "10c"), cmd: "check meld", pos: a("6c", "7c", "10c"), flags: map[string]string{"deck": "spanish-40"}},
		{args: a("check", "meld", "--deck", "french-52", "Qh", "Kh", "Ah", "--rule", "ace_high=true"), cmd: "check meld", pos: a("Qh", "Kh", "Ah"),
			flags: map[string]string{"deck": "french-52", "rule": "[ace_high=true]"}},
		{args: a("check", "meld"), err: "check meld needs the cards of the meld, e.g. chuche-ref check meld 5o 6o 7o"},
		{args: a("check", "meld", "--jokers", "1.5", "5o"), err: `--jokers "1.5" is not a whole number in decimal digits 0-9 (a + or - may come first)`},

		{args: a("check", "ledger"), cmd: "check ledger"},
		{args: a("check", "ledger", "--json"), cmd: "check ledger", flags: map[string]string{"json": "true"}},
		{args: a("check", "ledger", "ledger.db"), err: "ledger takes no arguments (got 1 arguments); see chuche-ref check ledger --help"},
		{args: a("check", "ledger", "--repair"), err: "unknown flag: --repair"},
		{run: true, args: a("check", "ledger"), out: "no damage found"},
		// check and solve only group commands: an unknown one is refused (it printed the help with exit 0).
		{args: a("check", "card", "R3"), err: `unknown command "card" for "chuche-ref check"`},
		{args: a("check", "captur"), err: `unknown command "captur" for "chuche-ref check"`},
		{args: a("check", "captur", "--target", "8"), err: "unknown flag: --target"}, // check's flags are parsed first: exit 2 all the same
		{args: a("solve", "chinchón", "5o"), err: `unknown command "chinchón" for "chuche-ref solve"`},
		{args: a("completion", "tcsh"), err: `unknown command "tcsh" for "chuche-ref completion"`},
		{run: true, args: a("check"), out: "Available Commands:"}, // alone: the help, exit 0
	}, a("new", "chinchon", "--players", "Ana,Ben"))
}

func TestSolveChinchonFlags(t *testing.T) {
	t.Parallel()
	seven := a("5o", "6o", "7o", "12c", "12e", "12b", "8c")
	eight := append(slices.Clone(seven), "12o")
	solve := func(args ...string) []string { return append(append(a("solve", "chinchon"), seven...), args...) }
	runFlagTable(t, []flagCase{
		{args: solve(), cmd: "solve chinchon", pos: seven, flags: map[string]string{"limit": "20", "horizon": "0", "top": "", "seen": "", "jokers": "-1"}},
		{args: solve("--seen", "4o 9c", "--limit", "5", "--top", "7o", "--horizon", "2", "--deck", "spanish-48", "--jokers", "0"), cmd: "solve chinchon", pos: seven,
			flags: map[string]string{"seen": "4o 9c", "limit": "5", "top": "7o", "horizon": "2", "deck": "spanish-48", "jokers": "0"}},
		{args: solve("--limit", "0"), cmd: "solve chinchon", pos: seven, flags: map[string]string{"limit": "0"}},
		{args: a("solve", "chinchon"), err: "solve chinchon needs 7 or 8 cards, e.g. chuche-ref solve chinchon 5o 6o 7o 12c 12e 12b 8c 12o"},
		{args: solve("--limit", "x"), err: `--limit "x" is not a whole number in decimal digits 0-9 (a + or - may come first)`},
		{args: solve("--limit", "010"), cmd: "solve chinchon", pos: seven, flags: map[string]string{"limit": "10"}},
		{args: solve("--horizon", "two"), err: `--horizon "two" is not a whole number in decimal digits 0-9 (a + or - may come first)`},
		{args: solve("--horizon", "0x2"), err: `--horizon "0x2" is not a whole number in decimal digits 0-9 (a + or - may come first)`},
		{args: solve("--hand", "5o"), err: "unknown flag: --hand"},
		{run: true, args: solve("--limit", "-1"), err: "--limit -1: give 0 or more"},
		{run: true, args: append(a("solve", "chinchon", "--limit", "-1"), eight...), err: "--limit -1: give 0 or more"},
		{run: true, args: solve("--top", "7o", "--horizon", "3"), err: "--horizon 3: the horizon is 2 (the chance to cut within two blind draws)"},
		{run: true, args: solve("--horizon", "2"), err: "--horizon needs --top: the chance to cut within two blind draws leaves the top discard where it is"},
		{run: true, args: append(a("solve", "chinchon", "--top", "7o"), eight...), err: "--top is for 7 cards, before the draw; 8 cards given"},
		{run: true, args: append(a("solve", "chinchon", "--seen", "4o"), eight...), err: "--seen is for the 7-card draw analysis; with 8 cards every discard is ranked"},
		{run: true, args: solve("--top", "7x"), err: `--top: "7x" is not a card of the spanish-48 deck; suits are o c e b`},
		{run: true, args: solve("--limit", "1"), out: "cut"},
	})
}

// A flag name means one thing. Every flag defined on more
// than one command of the tree (the root's persistent flags included) has
// one type, one default and one shorthand, and its usages either agree word
// for word or all say what meaning[name] says it means.
func TestFlagVocabulary(t *testing.T) {
	t.Parallel()
	meaning := map[string]*regexp.Regexp{ // what a shared flag means, as each of its usages says it
		"target":  regexp.MustCompile(`^the target`),
		"table":   regexp.MustCompile(`face.up`), // every face-up card; deal: the 3 cards dealt face up
		"limit":   regexp.MustCompile(`^list at most this many .*\(0: none`),
		"dealer":  regexp.MustCompile(`who deals`),
		"player":  regexp.MustCompile(`this player|who plays`), // games: a filter; turn: who acts — both one name of the roster
		"all":     regexp.MustCompile(`every game`),
		"preset":  regexp.MustCompile(`preset|named set of house rules`),
		"rule":    regexp.MustCompile(`^a house rule key=value .*repeatable`),
		"seen":    regexp.MustCompile(`^cards (already seen|known to be out of play)`),
		"blocked": regexp.MustCompile(`^table cards other players have blocked`),
		"unblock": regexp.MustCompile(`freed with a Shield`),
		"play":    regexp.MustCompile(`^the hand card played$`),
		"take":    regexp.MustCompile(`^the table cards (taken|captured)$`),
	}
	// Deliberate exceptions, each in docs/cli.md.
	except := map[string]string{
		"joker":   "check capture/turn --joker +1|-1 names the Joker played; solve chuche --joker (a bool) says the player holds one (cli.md: `--joker` on `solve`)",
		"discard": "round/amend --discard is the hidden old spelling of --cut-discard (Chinchón); turn --discard (a bool) lays a Chuche card on the table (cli.md: Flags)",
		"won":     "turn --won is the hidden old spelling of --chuche-card; round/amend --won are a player's won cards (cli.md: Flags)",
		"hand":    "round/amend --hand NAME=CARDS (repeatable, one per player, Chinchón); solve chuche --hand CARDS the one player's hand (cli.md: Stateless checks)",
		"from":    "import --from LEDGER names another ledger to import; season new --from DATE is the season's first day (cli.md: The league)",
	}
	type use struct {
		cmd string
		fl  *pflag.Flag
	}
	uses := map[string][]use{}
	f := &Factory{IO: &IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, LookupEnv: func(string) (string, bool) { return "", false }}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.LocalFlags().VisitAll(func(fl *pflag.Flag) {
			if fl.Name != "help" {
				uses[fl.Name] = append(uses[fl.Name], use{c.CommandPath(), fl})
			}
		})
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	root := newRootCmd(f)
	walk(root)
	if len(uses["limit"]) < 3 || len(uses["target"]) < 3 {
		t.Fatalf("the walk missed commands: --limit on %d, --target on %d", len(uses["limit"]), len(uses["target"]))
	}
	for name, us := range uses {
		if len(us) < 2 {
			continue
		}
		if _, ok := except[name]; ok {
			continue
		}
		first := us[0]
		for _, u := range us[1:] {
			if u.fl.Value.Type() != first.fl.Value.Type() || u.fl.DefValue != first.fl.DefValue || u.fl.Shorthand != first.fl.Shorthand || u.fl.Hidden != first.fl.Hidden {
				t.Errorf("--%s: %s has %s (default %q, -%s), %s has %s (default %q, -%s)", name, first.cmd, first.fl.Value.Type(), first.fl.DefValue, first.fl.Shorthand,
					u.cmd, u.fl.Value.Type(), u.fl.DefValue, u.fl.Shorthand)
			}
		}
		same := true
		for _, u := range us[1:] {
			same = same && u.fl.Usage == first.fl.Usage
		}
		if same {
			continue
		}
		m, ok := meaning[name]
		if !ok {
			t.Errorf("--%s has different usages on %d commands; give it one usage, or say in meaning what it means everywhere", name, len(us))
			continue
		}
		for _, u := range us {
			if !m.MatchString(u.fl.Usage) {
				t.Errorf("--%s on %s: %q does not say %s, as on the other commands", name, u.cmd, u.fl.Usage, m)
			}
		}
	}
	for name, why := range except { // an exception nobody needs any more goes
		types := map[string]bool{}
		for _, u := range uses[name] {
			types[u.fl.Value.Type()+"/"+u.fl.Usage] = true
		}
		if len(types) < 2 {
			t.Errorf("--%s is no longer an exception (%s); drop it from except", name, why)
		}
	}
	for name := range meaning {
		if len(uses[name]) < 2 {
			t.Errorf("--%s is on %d command(s); drop it from meaning", name, len(uses[name]))
		}
	}
	// --limit, named in the issue: every one is an int, 20 by default.
	for _, u := range uses["limit"] {
		if got := u.fl.Value.Type() + "=" + u.fl.DefValue; got != "int=20" {
			t.Errorf("--limit on %s is %s, want int=20", u.cmd, got)
		}
	}
}

// Every integer flag of every command reads plain decimal (shell.Decimal):
// pflag's own integer flags read base 0, where --target 010 is octal 8.
// A flag added with IntVar, Int64Var, UintVar … fails here.
func TestIntegerFlagsAreDecimal(t *testing.T) {
	t.Parallel()
	f := &Factory{IO: &IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, LookupEnv: func(string) (string, bool) { return "", false }}
	integer := regexp.MustCompile(`^u?int(8|16|32|64)?$|^count$`)
	decimal := 0
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, fs := range []*pflag.FlagSet{c.LocalFlags(), c.PersistentFlags()} {
			fs.VisitAll(func(fl *pflag.Flag) {
				if _, ok := fl.Value.(*shell.Decimal); ok {
					decimal++
				} else if integer.MatchString(fl.Value.Type()) {
					t.Errorf("%s --%s is pflag's %s, read in base 0 (010 is 8); define it with shell.DecimalVar", c.CommandPath(), fl.Name, fl.Value.Type())
				}
			})
		}
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	walk(newRootCmd(f))
	if decimal < 9 {
		t.Errorf("the walk found %d decimal flags; --target, --limit, --pile, --horizon and --jokers are at least 9", decimal)
	}
}
