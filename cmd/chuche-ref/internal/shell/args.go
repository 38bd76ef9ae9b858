package shell

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/fault"
)

// MarkRuns notes in ran when a command's own code starts: an error before
// that is cobra's (an unknown command, bad arguments), a usage error.
func MarkRuns(c *cobra.Command, ran *bool) {
	if run := c.RunE; run != nil {
		c.RunE = func(cmd *cobra.Command, args []string) error {
			*ran = true
			return run(cmd, args)
		}
	}
	for _, sub := range c.Commands() {
		MarkRuns(sub, ran)
	}
}

// ExactArgs is cobra.ExactArgs with an input error (exit 2); what says
// what the n arguments are ("a folder").
func ExactArgs(n int, what fault.Key) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return fault.Inputf("%s takes %s (got %d arguments); see chuche-ref %s --help", cmd.Name(), fault.M(what), len(args), commandName(cmd))
		}
		return nil
	}
}

// MaxArgs is cobra.MaximumNArgs with an input error (exit 2).
func MaxArgs(n int, what fault.Key) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return fault.Inputf("%s takes at most %s (got %d arguments)", cmd.Name(), fault.M(what), len(args))
		}
		return nil
	}
}

// commandName is the command as typed after chuche-ref: "check capture",
// "players rename" (the hint of a subcommand names its parent too).
func commandName(cmd *cobra.Command) string {
	return strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
}

// refuseUnknownSubcommands makes each command that only groups others
// (check, solve, completion) refuse an unknown subcommand as the root does:
// cobra would print its help and exit 0, so a typo in a script (check
// captur …) would read as a valid check.
func refuseUnknownSubcommands(root *cobra.Command) {
	walk(root, func(c *cobra.Command) {
		if !c.HasParent() || !c.HasSubCommands() || c.Runnable() {
			return
		}
		c.Args = func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return nil
			}
			e := fault.Inputf("unknown command %q for %q", args[0], cmd.CommandPath())
			if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
				e = e.WithHint("Did you mean this? %s", strings.Join(s, ", "))
			}
			return e
		}
		c.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
		if c.Annotations == nil {
			c.Annotations = map[string]string{}
		}
		c.Annotations["group"] = "true"
	})
}

// WithSubcommands adds subcommands to a command that also runs on its own
// (players, and players rename).
func WithSubcommands(cmd *cobra.Command, subs ...*cobra.Command) *cobra.Command {
	cmd.AddCommand(subs...)
	return cmd
}
