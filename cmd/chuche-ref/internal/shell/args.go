package shell

import (
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
func ExactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return fault.Inputf("%s takes %s (got %d arguments); see chuche-ref %s --help", cmd.Name(), fault.M(what), len(args), cmd.Name())
		}
		return nil
	}
}

// MaxArgs is cobra.MaximumNArgs with an input error (exit 2).
func MaxArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return fault.Inputf("%s takes at most %s (got %d arguments)", cmd.Name(), fault.M(what), len(args))
		}
		return nil
	}
}
