package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

type turnOptions struct {
	f *Factory
	entry.TurnFlags
}

// newTurnCmd is the command; runF, when set, runs instead of runTurn with the
// parsed options (the flag-parsing tests).
func newTurnCmd(f *Factory, runF func(*cobra.Command, *turnOptions) error) *cobra.Command {
	if runF == nil {
		runF = runTurn
	}
	opts := &turnOptions{f: f}
	cmd := &cobra.Command{
		Use: "turn --target N --play CARD (--take CARDS | --discard)",
		Example: `  chuche-ref turn --target 8 --play R3 --take Y1,B4
  chuche-ref turn --player Ben --target 7 --play G6 --discard
  chuche-ref turn --target 9 --play R3 --take Y1,B4 --joker +1 --chuche-card steal
  chuche-ref turn --target 8 --play O2 --take G6 --steal Cleo=Y1 --block Ana=B4`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error { return runF(cmd, opts) },
	}
	fs := cmd.Flags()
	fs.StringVar(&opts.Player, "player", "", "who plays (default: whoever is next)")
	shell.DecimalVar(fs, &opts.Target, "target", 0, "the target on the top pile card, 6..10 (7 once the pile is empty, CU-8)")
	fs.StringVar(&opts.Play, "play", "", "the hand card played")
	fs.StringVar(&opts.Take, "take", "", "the table cards captured")
	fs.BoolVar(&opts.Discard, "discard", false, "the card is laid face up on the table instead (CU-13)")
	fs.StringVar(&opts.Joker, "joker", "", "a Joker used: +1 or -1 (CU-11)")
	fs.StringVar(&opts.Won, "chuche-card", "", "the Chuche card drawn on a CHUCHE (CU-14)")
	// --won is the old spelling: in `round` it is a player's won cards.
	fs.StringVar(&opts.Won, "won", "", "old spelling of --chuche-card")
	_ = fs.MarkHidden("won")
	fs.StringVar(&opts.Steal, "steal", "", "a Steal: VICTIM=CARD, or VICTIM with --shield (CU-16)")
	fs.BoolVar(&opts.Shield, "shield", false, "the Steal's victim defended with a Shield (CU-16, CU-19)")
	fs.StringArrayVar(&opts.Bomb, "bomb", nil, "a Bomb: NAME=CARD, each player's card put down (repeatable, CU-18)")
	fs.StringArrayVar(&opts.BombShields, "bomb-shield", nil, "a player who defended against the Bomb with a Shield (repeatable)")
	fs.StringArrayVar(&opts.Blocks, "block", nil, "a Blockade: NAME=CARD (repeatable, CU-17)")
	fs.StringVar(&opts.Unblock, "unblock", "", "a blocked card freed with a Shield for this capture (CU-17)")
	return cmd
}

func runTurn(cmd *cobra.Command, opts *turnOptions) error {
	c, err := loadChuche(cmd.Context(), opts.f, "turn")
	if err != nil {
		return err
	}
	before, _ := c.Match()
	if before.Current == nil {
		if before.Finished {
			if before.EndedEarly {
				return fault.Refusedf("the match is over: %s (CU-24)", before.Outcome())
			}
			return fault.Refusedf("the match is over: %s won (CU-24)", strings.Join(before.Winners, " and "))
		}
		return fault.Refusedf("no round in progress: deal first (chuche-ref deal --table …)")
	}
	t, err := entry.TurnFromFlags(c.Info().Players, c.Rules(), before.Current, &opts.TurnFlags)
	if err != nil {
		return err
	}
	// Judged as the next entry: neither a refusal nor an input error such
	// as a card already won (CU-5) names a future "entry N".
	j, err := c.ProbeTurn(t)
	if err != nil {
		return err
	}
	rec, err := c.Record(cmd.Context(), j)
	if err != nil {
		return err
	}
	after, _ := c.Match()
	return view.In(opts.f.Printer()).WriteTurn(opts.f.IO.Out, opts.f.JSON(), viewOf(c.Info()), after, t, rec.Outcome, enteredOf(rec.Entry))
}
