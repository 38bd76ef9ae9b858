package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
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
		Use:   "chuche --target N --hand CARDS --table CARDS",
		Short: "Chuche: every capture the hand can make, best first",
		Long: `List every distinct capture (CU-10) the hand can make on the table, best first:
those that clear the table (a CHUCHE, CU-14), then the most points (CU-22), then
the most cards. Two Y1 are the same card. --joker: the player holds a Joker and
may use it (CU-11). --blocked: table cards others have blocked (CU-17).

Then every hand card as a discard, safest first: its exposure is the exact
expected value of the next player's most valuable capture after it (3 cards
drawn from the unseen ones, a target of 6..10, or 7 with --pile 0; no Chuche
card's help). --seen: cards known to be out (won piles, discards).`,
		Example: `  chuche-ref solve chuche --target 8 --hand R3,G6 --table Y1,B4,G2
  chuche-ref solve chuche --target 7 --hand R5 --table Y1,B1,G2,O6 --joker --json`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.pileSet = cmd.Flags().Changed("pile")
			return runF(opts)
		},
	}
	fs := cmd.Flags()
	fs.IntVar(&opts.target, "target", 0, "the target, 6..10 (CU-8)")
	fs.StringVar(&opts.hand, "hand", "", "the cards in the player's hand")
	fs.StringVar(&opts.table, "table", "", "every face-up card, blocked ones included")
	fs.StringVar(&opts.blocked, "blocked", "", "table cards other players have blocked (CU-17)")
	fs.BoolVar(&opts.joker, "joker", false, "the player holds a Joker (±1) and may use it (CU-11)")
	fs.IntVar(&opts.limit, "limit", 20, "list at most this many captures (0: none; the count is of all)")
	fs.StringVar(&opts.seen, "seen", "", "cards known to be out of play for the safest discard: won piles, discards")
	fs.IntVar(&opts.pile, "pile", 0, "cards left in the pile once this player has drawn; 0: the next target is 7 (default: some are left)")
	opts.rules.addFlags(cmd, false)
	return cmd
}

func runSolveChuche(opts *solveChucheOptions) error {
	rules, err := opts.rules.chuche(opts.f)
	if err != nil {
		return err
	}
	if err := entry.CheckTarget(opts.target); err != nil {
		return err
	}
	if opts.limit < 0 {
		return usageError("--limit %d: give 0 or more", opts.limit)
	}
	deck := rules.DeckFor(0)
	q := referee.CaptureQuery{Target: opts.target, Joker: opts.joker, Rules: rules}
	if q.Hand, err = entry.ParseChucheList(deck, "hand", opts.hand); err != nil {
		return err
	}
	if len(q.Hand) == 0 {
		return usageError("say which cards are in the hand: --hand R3,G6")
	}
	if q.Table, err = entry.ParseChucheList(deck, "table", opts.table); err != nil {
		return err
	}
	if q.Blocked, err = entry.ParseChucheList(deck, "blocked", opts.blocked); err != nil {
		return err
	}
	seen, err := entry.ParseChucheList(deck, "seen", opts.seen)
	if err != nil {
		return err
	}
	if opts.pileSet && opts.pile < 0 {
		return usageError("--pile %d: give the cards left in the pile, 0 or more", opts.pile)
	}
	if err := deck.CheckCounts(append(append(q.Hand[:len(q.Hand):len(q.Hand)], q.Table...), seen...)); err != nil {
		return err
	}
	if err := entry.CheckBlockedOnTable(q.Blocked, q.Table); err != nil {
		return err
	}
	// The best capture does not depend on how many are listed.
	count, best := referee.SolveCaptures(q, max(opts.limit, 1))
	discards := referee.SafestDiscards(referee.DiscardQuery{CaptureQuery: q, Deck: deck, Seen: seen, PileEmpty: opts.pileSet && opts.pile == 0})
	return view.WriteSolveChuche(opts.f.IO.Out, opts.f.JSON(), opts.target, count, best, opts.limit, discards)
}
