package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/progress"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
	"github.com/chuche-ref/chuche-ref/internal/testtmp"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/store/storetest"
	"github.com/chuche-ref/chuche-ref/variants"
)

// testCommands are the commands this test binary is besides the test:
// TestMain puts it on PATH under each name and runs the command when it
// is started under one of them, so the transcripts and the process tests
// run the real chuche-ref without a second build.
var testCommands = map[string]func() int{
	"chuche-ref": func() int { return Main(os.Args[1:], SystemStreams(), os.LookupEnv) },
	// chuche-ref drawing its progress line from the start, not after a
	// second: the terminal tests see it on a ledger of a few games.
	"chuche-ref-quickprogress": func() int {
		progress.FirstLineAfter = 0
		return Main(os.Args[1:], SystemStreams(), os.LookupEnv)
	},
	// Only the test binary has this one: crash_test.go kills it mid-write.
	"chuche-ref-writer": func() int { return crashWriterMain(os.Args[1:]) },
}

func TestMain(m *testing.M) {
	if command, ok := testCommands[filepath.Base(os.Args[0])]; ok {
		os.Exit(command())
	}
	// Most tests here wait on chuche-ref processes, on keys typed into a
	// pseudo-terminal or on a browser far more than they compute.
	vtest.WaitingParallel()
	os.Exit(runWithCommandsOnPath(m))
}

// runWithCommandsOnPath runs the tests with a folder of testCommands
// first on PATH, each a link to this binary (testscript.Main would do the
// same, but it also makes "chuche-ref" without exec run a process: here
// that word is the in-process command, inProcess).
func runWithCommandsOnPath(m *testing.M) int {
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "cannot find the test binary:", err)
		return 1
	}
	bin, err := os.MkdirTemp("", "chuche-ref-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(bin)
	for name := range testCommands {
		if err := linkOrCopy(self, filepath.Join(bin, name)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	os.Setenv("PATH", bin+string(filepath.ListSeparator)+os.Getenv("PATH"))
	// The folder of links stays beside the test binary (a link cannot
	// cross to another file system); the tests' own files go to memory.
	return testtmp.Run(m)
}

// linkOrCopy makes to the same program as from: a hard link, else a copy
// (a link is not possible across file systems).
func linkOrCopy(from, to string) error {
	if os.Link(from, to) == nil {
		return nil
	}
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o755)
}

// TestScripts runs the transcripts in testdata/*.txtar: chuche-ref's Main
// in this process (the inProcess command), or as a process of its own
// where a line says exec; a real ledger file in the script's own
// temporary folder. Unless -short, each transcript that types a Chinchón
// hand also runs rewritten in the shorthand (NAME.short), and its two
// runs must make the same ledgers (the shorthand round trip).
func TestScripts(t *testing.T) {
	t.Parallel()
	dir, cmds := "testdata", customCommands()
	if !testing.Short() {
		var check func() roundTrips
		dir, cmds, check = scriptsWithRoundTrips(t, allTranscripts(t), variants.ShortChinchonCards)
		t.Cleanup(func() { checkRoundTrips(t, check()) })
	}
	runScripts(t, dir, cmds)
}

// runScripts runs the transcripts in dir on a ledger file, with cmds.
func runScripts(t *testing.T, dir string, cmds map[string]func(*testscript.TestScript, bool, []string)) {
	testscript.Run(t, testscript.Params{
		WorkdirRoot: t.TempDir(), // removed once every script has run
		Dir:         dir,
		Setup:       transcriptSetup,
		Condition:   engineCondition(false),
		Cmds:        cmds,
	})
}

// transcriptSetup gives a transcript a home of its own in its folder.
func transcriptSetup(env *testscript.Env) error {
	home := env.WorkDir
	env.Setenv("HOME", home)
	env.Setenv("XDG_DATA_HOME", filepath.Join(home, ".local", "share"))
	env.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	env.Setenv("NO_COLOR", "1")
	return nil
}

// pgScripts are the transcripts that also run with the ledger in a
// PostgreSQL database: every command that reads or writes games, the
// moves in and out, and the scoreboard.
var pgScripts = []string{
	"new", "round_chinchon_match", "chuche_round", "chuche_match", "turn_json", "undo_history", "amend",
	"end_early", "standings_chart", "stats", "export_import", "import_big", "dealer_chinchon",
	"ledger_postgres", "import_from", "import_leftovers", "league", "league_odds", "season", "end_rated",
}

// TestScriptsPostgreSQL runs pgScripts with CHUCHE_REF_DB naming a fresh
// database on the test server (storetest.Server): the same transcripts,
// the other engine. [pg] marks the lines that differ.
func TestScriptsPostgreSQL(t *testing.T) {
	t.Parallel()
	server := storetest.Server(t)
	var files []string
	for _, name := range pgScripts {
		files = append(files, filepath.Join("testdata", name+".txtar"))
	}
	testscript.Run(t, testscript.Params{
		WorkdirRoot: t.TempDir(), // removed once every script has run
		Files:       files,
		Setup: func(env *testscript.Env) error {
			if err := transcriptSetup(env); err != nil {
				return err
			}
			loc, drop, err := storetest.CreateDB(server)
			if err != nil {
				return err
			}
			env.Defer(func() {
				if err := drop(); err != nil {
					env.T().Fatal(err)
				}
			})
			// The club's ledger is made once, as the default file is on
			// first use; an empty database is made by freshdb.
			db, err := store.Open(context.Background(), loc)
			if err != nil {
				return err
			}
			if err := db.Close(); err != nil {
				return err
			}
			env.Setenv("CHUCHE_REF_DB", loc)
			return nil
		},
		Condition: engineCondition(true),
		Cmds:      pgCommands(server),
	})
}

// pgCommands are customCommands and freshdb VAR, which sets VAR to the
// URL of a new, empty database, dropped when the transcript ends.
func pgCommands(server string) map[string]func(ts *testscript.TestScript, neg bool, args []string) {
	cmds := customCommands()
	cmds["freshdb"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 1 {
			ts.Fatalf("usage: freshdb VAR")
		}
		loc, drop, err := storetest.CreateDB(server)
		ts.Check(err)
		ts.Defer(func() { ts.Check(drop()) })
		ts.Setenv(args[0], loc)
	}
	return cmds
}

// engineCondition answers [pg]: whether the transcript's ledger is a
// PostgreSQL database.
func engineCondition(pg bool) func(string) (bool, error) {
	return func(cond string) (bool, error) {
		if cond == "pg" {
			return pg, nil
		}
		return false, fmt.Errorf("unknown condition %q", cond)
	}
}
