package main

import "github.com/spf13/cobra"

// withSubcommands adds subcommands to a command that also runs on its own
// (players, and players rename).
func withSubcommands(cmd *cobra.Command, subs ...*cobra.Command) *cobra.Command {
	cmd.AddCommand(subs...)
	return cmd
}
