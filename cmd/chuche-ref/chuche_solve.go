package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
)

type solveChucheOptions struct {
	f       *Factory
	rules   statelessRules
	target  int
	hand    string
	table   string
	blocked string
	joker   bool
	limit   int
	seen    string
	pile    int
	pileSet bool
}

// newSolveChucheCmd is the command; runF, when set, runs instead of
// runSolveChuche with the parsed options (the flag-parsing tests).
func newSolveChucheCmd(f *Factory, runF func(*solveChucheOptions) error) *cobra.Command {
	if runF == nil {
		runF = runSolveChuche
	}
	opts := &solveChucheOptions{f: f}
	cmd := &cobra.Command{
		Use: "chuche --target N --hand CARDS --table CARDS",
		Example: `  chuche-ref solve chuche --target 8 --hand R3,G6 --table Y1,B4,G2
  chuche-ref solve chuche --target 7 --hand R5 --table Y1,B1,G2,O6 --joker --json
  chuche-ref solve chuche --game Friday --target 8 --hand R3,G6,B2`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.pileSet = cmd.Flags().Changed("pile")
			return runF(opts)
		},
	}
	fs := cmd.Flags()
	shell.DecimalVar(fs, &opts.target, "target", 0, "the target, 6..10 (CU-8)")
	fs.StringVar(&opts.hand, "hand", "", "the cards in the player's hand")
	fs.StringVar(&opts.table, "table", "", "every face-up card, blocked ones included")
	fs.StringVar(&opts.blocked, "blocked", "", "table cards other players have blocked (CU-17)")
	fs.BoolVar(&opts.joker, "joker", false, "the player holds a Joker (±1) and may use it (CU-11)")
	shell.DecimalVar(fs, &opts.limit, "limit", 20, "list at most this many captures (0: none; the count is of all)")
	fs.StringVar(&opts.seen, "seen", "", "cards known to be out of play for the safest discard: won piles, discards")
	shell.DecimalVar(fs, &opts.pile, "pile", 0, "cards left in the pile once this player has drawn; 0: the next target is 7 (default: some are left)")
	opts.rules.addFlags(cmd, false)
	return cmd
}

func runSolveChuche(opts *solveChucheOptions) error {
	if cfg, err := opts.f.Config(); err != nil || cfg.Game != "" {
		return solveInGame(opts, err)
	}
	rules, err := opts.rules.chuche(opts.f)
	if err != nil {
		return err
	}
	q, err := entry.ChucheSolveQuery(rules, opts.flags())
	if err != nil {
		return err
	}
	return writeSolveChuche(opts, q)
}

func (o *solveChucheOptions) flags() entry.ChucheSolveFlags {
	return entry.ChucheSolveFlags{Target: o.target, Hand: o.hand, Table: o.table, Blocked: o.blocked, Seen: o.seen,
		Joker: o.joker, Limit: o.limit, Pile: o.pile, PileSet: o.pileSet}
}

// writeSolveChuche answers q: the captures (the best does not depend on how
// many are listed), then the discards, safest first.
func writeSolveChuche(opts *solveChucheOptions, q referee.DiscardQuery) error {
	count, best := referee.SolveCaptures(q.CaptureQuery, max(opts.limit, 1))
	return view.In(opts.f.Printer()).WriteSolveChuche(opts.f.IO.Out, opts.f.JSON(), opts.target, count, best, opts.limit, referee.SafestDiscards(q))
}
