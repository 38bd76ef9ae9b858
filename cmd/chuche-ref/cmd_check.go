package main

import "github.com/spf13/cobra"

func newCheckCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "check",
		Short: "Settle a dispute with no game at all: is this capture or hand right?",
	}
	cmd.AddCommand(newCheckHandCmd(f), newCheckMeldCmd(f), newCheckCaptureCmd(f), newCheckLedgerCmd(f))
	return cmd
}

func newSolveCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "solve",
		Short: "What did I miss? Every capture, discard or draw, best first",
	}
	cmd.AddCommand(newSolveChinchonCmd(f), newSolveChucheCmd(f, nil))
	return cmd
}
