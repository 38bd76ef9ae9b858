package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/progress"
)

// TestMain lets testscript run this very binary as "chuche-ref".
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"chuche-ref": func() { os.Exit(Main(os.Args[1:], SystemStreams(), os.LookupEnv)) },
		// chuche-ref drawing its progress line from the start, not after a
		// second: the terminal tests see it on a ledger of a few games.
		"chuche-ref-quickprogress": func() {
			progress.FirstLineAfter = 0
			os.Exit(Main(os.Args[1:], SystemStreams(), os.LookupEnv))
		},
		// Only the test binary has this one: crash_test.go kills it mid-write.
		"chuche-ref-writer": func() { os.Exit(crashWriterMain(os.Args[1:])) },
	})
}

// TestScripts runs the transcripts in testdata/*.txtar: the real binary, a
// real ledger file in the script's own temporary folder.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata",
		Setup: func(env *testscript.Env) error {
			home := env.WorkDir
			env.Setenv("HOME", home)
			env.Setenv("XDG_DATA_HOME", filepath.Join(home, ".local", "share"))
			env.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
			env.Setenv("NO_COLOR", "1")
			return nil
		},
		Cmds:                customCommands(),
		RequireExplicitExec: false,
	})
}
