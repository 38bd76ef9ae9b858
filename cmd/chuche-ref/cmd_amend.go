package main

import (
	"strconv"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/spf13/cobra"
)

// newAmendCmd is the command; runF, when set, runs instead of runRound with
// the parsed options (the flag-parsing tests).
func newAmendCmd(f *Factory, runF func(*cobra.Command, *roundOptions) error) *cobra.Command {
	if runF == nil {
		runF = runRound
	}
	opts := &roundOptions{f: f}
	cmd := &cobra.Command{
		Use: "amend ROUND [round flags]",
		Example: `  chuche-ref amend 2 --cut Ben --hand "Ben=5o 6o 7o 12c 12e 12b 12o" --points Ana=25 --points Cleo=20
  chuche-ref amend 1 --won "Ana=R5 R3" --won "Ben=Y1 G2" --chuche Ben=1`,
		Args: exactArgs(1, "the ROUND number to replace"),
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := strconv.Atoi(args[0])
			if err != nil || n < 1 {
				return fault.Inputf("amend: %q is not a round number (1, 2, …; see chuche-ref history)", args[0])
			}
			opts.amend = n
			return runF(cmd, opts)
		},
	}
	addRoundFlags(cmd, opts)
	return cmd
}
