package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

type solveChinchonOptions struct {
	f       *Factory
	rules   statelessRules
	seen    string
	limit   int
	top     string
	horizon int
}

func newSolveChinchonCmd(f *Factory) *cobra.Command {
	opts := &solveChinchonOptions{f: f}
	cmd := &cobra.Command{
		Use: "chinchon CARDS...",
		Example: `  chuche-ref solve chinchon 5o 6o 7o 12c 12e 12b 8c 12o
  chuche-ref solve chinchon 5o 6o 7o 12c 12e 12b 8c --seen "4o 9c"
  chuche-ref solve chinchon 5o 6o 1c 2e 3b 9c 12b --top 7o --horizon 2`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fault.Inputf("solve chinchon needs 7 or 8 cards, e.g. chuche-ref solve chinchon 5o 6o 7o 12c 12e 12b 8c 12o")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runSolveChinchon(opts, args) },
	}
	opts.rules.addFlags(cmd, true)
	cmd.Flags().StringVar(&opts.seen, "seen", "", "cards already seen in this hand (not drawable), for the 7-card draw analysis")
	shell.DecimalVar(cmd.Flags(), &opts.limit, "limit", 20, "list at most this many draws (0: none; the count is of all)")
	cmd.Flags().StringVar(&opts.top, "top", "", "the top card of the discard pile: take it or draw blind? (7 cards)")
	shell.DecimalVar(cmd.Flags(), &opts.horizon, "horizon", 0, "with --top: 2 adds the chance to cut within two blind draws")
	return cmd
}

func runSolveChinchon(opts *solveChinchonOptions, args []string) error {
	rules, err := opts.rules.chinchon(opts.f)
	if err != nil {
		return err
	}
	cards, err := entry.ParseChinchonHand(rules, strings.Join(args, " "), 7, 8)
	if err != nil {
		return err
	}
	var seen []variants.ChinchonCard
	if opts.seen != "" {
		if len(cards) == 8 {
			return fault.Inputf("--seen is for the 7-card draw analysis; with 8 cards every discard is ranked")
		}
		// Single cards only: seen cards lie scattered in the discard pile
		// and other hands, not laid down as runs or sets (CLI.md "Cards").
		if seen, err = rules.DeckInPlay().ParseCards(opts.seen); err != nil {
			return fault.Wrapf(err, "--seen")
		}
	}
	tops, err := entry.TakeOrDraw(rules, cards, opts.top, opts.horizon)
	if err != nil {
		return err
	}
	td := view.TakeOrDrawQuery{Top: tops, Horizon: opts.horizon}
	if err := rules.DeckInPlay().CheckCounts(append(append(append([]variants.ChinchonCard(nil), cards...), td.Top...), seen...)); err != nil {
		return err
	}
	if opts.limit < 0 { // refused with 8 cards too, where it lists nothing
		return fault.Inputf("--limit %d: give 0 or more", opts.limit)
	}
	if len(cards) == 8 {
		return view.In(opts.f.Printer()).SolveEight(opts.f.IO.Out, opts.f.JSON(), cards, rules)
	}
	return view.In(opts.f.Printer()).SolveSeven(opts.f.IO.Out, opts.f.JSON(), cards, seen, rules, opts.limit, td)
}
