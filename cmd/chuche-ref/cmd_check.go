package main

import "github.com/spf13/cobra"

func newCheckCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use: "check",
	}
	cmd.AddCommand(newCheckHandCmd(f), newCheckMeldCmd(f), newCheckCaptureCmd(f), newCheckLedgerCmd(f))
	return cmd
}

func newSolveCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use: "solve",
	}
	cmd.AddCommand(newSolveChinchonCmd(f), newSolveChucheCmd(f, nil))
	return cmd
}
