package main

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"runtime"
	"time"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/interrupt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
)

// Main runs chuche-ref with the given arguments and returns the exit code.
func Main(args []string, streams *IOStreams, lookupEnv func(string) (string, bool)) int {
	return MainIn("", args, streams, lookupEnv)
}

// MainIn is Main with relative paths read in the folder dir (Factory.Dir),
// as if the process had been started there: the transcripts run most
// commands in the test's own process, each in its script's folder.
func MainIn(dir string, args []string, streams *IOStreams, lookupEnv func(string) (string, bool)) int {
	out := failure.Watch(streams.Out)
	cmdStreams := *streams
	cmdStreams.Out = out
	f := &Factory{IO: &cmdStreams, LookupEnv: lookupEnv, Now: time.Now, Dir: dir}
	var prompter Prompter // one per process: it owns the terminal's input
	f.Prompter = func() Prompter {
		if prompter == nil {
			cfg, err := f.Config()
			prompter = newPromptUI(streams, err == nil && cfg.NoColor)
		}
		return prompter
	}
	defer f.close()
	defer func() { closePrompter(prompter) }() // the terminal's modes, as they were
	root := newRootCmd(f)
	speaker := shell.Speak(root, f.lang) // --help in the table's language
	if shell.Completing(args) {
		shell.Localize(root, shell.CompletionPrinter(args, lookupEnv))
	}
	ran := false
	markRuns(root, &ran)
	root.SetArgs(args)
	root.SetIn(streams.In)
	root.SetOut(out)
	root.SetErr(streams.ErrOut)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err := root.ExecuteContext(ctx)
	if err == nil {
		err = speaker.Err
	} else if !ran {
		shell.ParseLang(f.flags, args) // cobra's own errors in the language asked for
	}
	var sig *interrupt.Stopped
	if errors.As(err, &sig) && out.Failed() == nil {
		return sig.Code // stopped: what was kept is said already
	}
	explainRefusal(f, err)
	c, failed := outcome(err, ran, out)
	if !failed {
		return exitOK
	}
	return exitWith(c, streams.ErrOut, f.Printer())
}

func newRootCmd(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:           "chuche-ref",
		SilenceUsage:  true,
		SilenceErrors: true,
		// An unknown --lang, CHUCHE_REF_LANG or lang: is refused by every command.
		PersistentPreRunE: shell.CheckLang(f.lang),
	}
	root.SetUsageTemplate(shell.UsageTemplate(nil))
	root.Version = shell.VersionLine(nil, runtime.Version(), scorekeeper.SchemaVersion())
	root.SetVersionTemplate("{{.Version}}\n")
	shell.WordVersion(root, func() string { return shell.VersionLine(f.Printer(), runtime.Version(), scorekeeper.SchemaVersion()) })
	pf := root.PersistentFlags()
	pf.String("db", "", "ledger file (default $XDG_DATA_HOME/chuche-ref/ledger.db; env CHUCHE_REF_DB)")
	pf.String("config", "", "config file (default $XDG_CONFIG_HOME/chuche-ref/config.yaml)")
	pf.Bool("json", false, "machine-readable output: one JSON document on stdout")
	pf.String("game", "", "the game to act on, by id or name (default: the most recently played unfinished game)")
	pf.String("lang", "", "the table's language: en, de or es (default: the locale's, else en)")
	f.flags = pf
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return shell.CobraError(err) })

	root.AddCommand(
		newNewCmd(f), newGamesCmd(f, nil), shell.WithSubcommands(newPlayersCmd(f), newPlayersRenameCmd(f)), newUndoCmd(f), newHistoryCmd(f),
		newBackupCmd(f), newRulesCmd(f), newVariantsCmd(f), newConfigCmd(f), newVersionCmd(f),
		newCheckCmd(f), newSolveCmd(f), newRoundCmd(f, nil), newDealCmd(f, nil), newTurnCmd(f, nil), newTableCmd(f), newAmendCmd(f, nil), newBuyBackCmd(f), newStandingsCmd(f),
		newPlayCmd(f), newExportCmd(f), newImportCmd(f), newStatsCmd(f, nil),
		newEndCmd(f), newLeagueCmd(f), newSeasonCmd(f),
	)
	root.AddCommand(newServeCmd(f), &cobra.Command{Use: "man-pages DIR", Hidden: true,
		Args: exactArgs(1, "a folder"), RunE: func(_ *cobra.Command, args []string) error { return shell.ManPages(root, f.Path(args[0])) }})
	root.CompletionOptions.HiddenDefaultCmd = false
	// Before Organize makes cobra's completion command, which writes its
	// script where the root writes when it is made.
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)
	shell.Organize(root)
	shell.Complete(root, shell.Source{Config: f.Config, Ledger: f.ReadLedger, Printer: f.Printer})
	return root
}

// markRuns notes in ran when a command's own code starts: an error before
// that is cobra's (an unknown command, bad arguments), a usage error.
var markRuns = shell.MarkRuns

// exactArgs and maxArgs are cobra.ExactArgs and MaximumNArgs with an input
// error (exit 2).
var exactArgs, maxArgs = shell.ExactArgs, shell.MaxArgs
