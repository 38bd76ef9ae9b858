package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/progress"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// TestMain puts this test binary on PATH as chuche-ref (and the two
// commands below) and runs Main when it is started under one of those names:
// the transcripts and the process tests run it without a second build.
func TestMain(m *testing.M) {
	commands := map[string]func(){
		"chuche-ref": func() { os.Exit(Main(os.Args[1:], SystemStreams(), os.LookupEnv)) },
		// chuche-ref drawing its progress line from the start, not after a
		// second: the terminal tests see it on a ledger of a few games.
		"chuche-ref-quickprogress": func() {
			progress.FirstLineAfter = 0
			os.Exit(Main(os.Args[1:], SystemStreams(), os.LookupEnv))
		},
		// Only the test binary has this one: crash_test.go kills it mid-write.
		"chuche-ref-writer": func() { os.Exit(crashWriterMain(os.Args[1:])) },
	}
	if _, command := commands[filepath.Base(os.Args[0])]; !command {
		// Most tests here wait on chuche-ref processes, on keys typed into a
		// pseudo-terminal or on a browser far more than they compute.
		vtest.WaitingParallel()
	}
	testscript.Main(m, commands)
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
