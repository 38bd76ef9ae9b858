package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
)

type roundOptions struct {
	f        *Factory
	chinchon entry.ChinchonRoundFlags
	chuche   entry.ChucheRoundFlags
	amend    int // the round number being corrected (amend), 0 for a new round
}

// newRoundCmd is the command; runF, when set, runs instead of runRound with the
// parsed options (the flag-parsing tests).
func newRoundCmd(f *Factory, runF func(*cobra.Command, *roundOptions) error) *cobra.Command {
	if runF == nil {
		runF = runRound
	}
	opts := &roundOptions{f: f}
	cmd := &cobra.Command{
		Use: "round",
		Example: `  chuche-ref round --cut Ana --hand "Ana=1o 2o 3o 5c 5e 5b 4c" --hand "Ben=7o 7c 9e 10b 11b 12b 3c" --points Cleo=23
  chuche-ref round --chinchon Ana --hand "Ana=1c 2c 3c 4c 5c 6c 7c" --points Ben=30
  chuche-ref round --cut Ana --hand "Ana=3-6o 5ceb" --hand "Ben=1-3c 7oe Rb Sb" --points Cleo=12
  chuche-ref round --won "Ana=R5 R3 Y2 G1" --won "Ben=B5 O1" --chuche Ana=2`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error { return runF(cmd, opts) },
	}
	addRoundFlags(cmd, opts)
	return cmd
}

func addRoundFlags(cmd *cobra.Command, opts *roundOptions) {
	fs := cmd.Flags()
	fs.StringVar(&opts.chinchon.Cut, "cut", "", "Chinchón: the player who cut")
	fs.StringVar(&opts.chinchon.Chinchon, "chinchon", "", "Chinchón: the player who laid down a chinchón (CN-11)")
	fs.StringArrayVar(&opts.chinchon.Hands, "hand", nil, `Chinchón: NAME=CARDS, a player's 7 cards (repeatable)`)
	fs.StringArrayVar(&opts.chinchon.Points, "points", nil, "Chinchón: NAME=N, a player's points as entered, unchecked (repeatable)")
	fs.StringArrayVar(&opts.chinchon.Claims, "claim", nil, "Chinchón: NAME=N, the points a player counted, to compare (repeatable)")
	fs.StringVar(&opts.chinchon.Discard, "cut-discard", "", "Chinchón: the card the cutter discarded to cut, the 8th (CN-7)")
	// --discard is the old spelling: in `turn` it says the card is discarded.
	fs.StringVar(&opts.chinchon.Discard, "discard", "", "old spelling of --cut-discard")
	_ = fs.MarkHidden("discard")
	fs.StringArrayVar(&opts.chuche.Won, "won", nil, "Chuche: NAME=CARDS, a player's won cards (repeatable)")
	fs.StringArrayVar(&opts.chuche.Chuche, "chuche", nil, "Chuche: NAME=N, a player's Chuche cards (repeatable)")
}

func runRound(cmd *cobra.Command, opts *roundOptions) error {
	open := latestGame // a new round needs only the game as it stands
	if opts.amend > 0 {
		open = openGame // a correction weighs every entry after it
	}
	lg, err := open(cmd.Context(), opts.f)
	if err != nil {
		return err
	}
	replaces := 0
	if opts.amend > 0 {
		if replaces, err = roundEntrySeq(lg, opts.amend); err != nil {
			return err
		}
	}
	switch g := lg.(type) {
	case *scorekeeper.Chinchon:
		if opts.chuche.Used() {
			return fault.Inputf("--won and --chuche are for Chuche rounds; game #%#d is Chinchón (use --cut, --hand, --points)", lg.Info().ID)
		}
		return enterChinchonHand(cmd.Context(), g, opts.f, &opts.chinchon, replaces)
	case *scorekeeper.Chuche:
		if opts.chinchon.Used() {
			return fault.Inputf("--cut, --hand and --points are for Chinchón; game #%#d is Chuche (use --won, --chuche)", lg.Info().ID)
		}
		return runChucheRound(cmd, opts, g, replaces)
	}
	return fault.Internalf("game #%#d: unknown kind %q", lg.Info().ID, lg.Info().Kind)
}

// roundEntrySeq finds the ledger entry holding round n as it stands now.
// A round the game does not have is a refused entry, as an undo with
// nothing to undo is, not an input error: the number may have been right
// when it was typed, before another terminal's undo took the round.
func roundEntrySeq(lg scorekeeper.Game, n int) (int, error) {
	c, ok := lg.(*scorekeeper.Chinchon)
	if !ok {
		// Chuche rounds played turn by turn count too (chuche_round.go).
		return chucheRoundEntrySeq(lg.(*scorekeeper.Chuche), n)
	}
	rounds := 0
	for _, e := range c.Effective() {
		if e.Kind() == scorer.ChinchonKindHand {
			rounds++
			if rounds == n {
				return e.Seq, nil
			}
		}
	}
	return 0, fault.Refusedf("game #%#d has %s; there is no round %d to amend", lg.Info().ID, view.RoundCount(rounds), n)
}
