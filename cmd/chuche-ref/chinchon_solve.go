package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
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
		Use:   "chinchon CARDS...",
		Short: "Chinchón: rank every discard of 8 cards, or the draws that let 7 cards cut",
		Long: `With 8 cards (just drawn): every discard, best first, with the leftover it
leaves and whether it allows a cut or a chinchón (CN-7, CN-11).
With 7 cards: the best arrangement, and which unseen cards would allow a cut on
the next draw and how many there are. --seen names cards known to be out of
reach (the discard pile, a cutter's hand) so they are not counted.
--top CARD (7 cards): take the top discard or draw blind? The best outcome with
the card taken (it is not thrown back), whether it completes a meld, the share
of unseen cards that would allow a cut and the expected leftover after a blind
draw, and the advice. --horizon 2 adds the chance to cut within two blind draws.`,
		Example: `  chuche-ref solve chinchon 5o 6o 7o 12c 12e 12b 8c 12o
  chuche-ref solve chinchon 5o 6o 7o 12c 12e 12b 8c --seen "4o 9c"
  chuche-ref solve chinchon 5o 6o 1c 2e 3b 9c 12b --top 7o --horizon 2`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageError("solve chinchon needs 7 or 8 cards, e.g. chuche-ref solve chinchon 5o 6o 7o 12c 12e 12b 8c 12o")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runSolveChinchon(opts, args) },
	}
	opts.rules.addFlags(cmd, true)
	cmd.Flags().StringVar(&opts.seen, "seen", "", "cards already seen in this hand (not drawable), for the 7-card draw analysis")
	cmd.Flags().IntVar(&opts.limit, "limit", 20, "list at most this many draws (0: none; the count is of all)")
	cmd.Flags().StringVar(&opts.top, "top", "", "the top card of the discard pile: take it or draw blind? (7 cards)")
	cmd.Flags().IntVar(&opts.horizon, "horizon", 0, "with --top: 2 adds the chance to cut within two blind draws")
	return cmd
}

type solve8JSON struct {
	BestDiscard variants.ChinchonCard `json:"best_discard"`
	Hand        view.HandJSON         `json:"hand"`
	Discards    []view.DiscardJSON    `json:"discards"`
}

type drawJSON struct {
	Draw           variants.ChinchonCard `json:"draw"`
	Discard        variants.ChinchonCard `json:"discard"`
	LeftoverPoints int                   `json:"leftover_points"`
	Chinchon       bool                  `json:"chinchon"`
	Copies         int                   `json:"copies"`
}

type drawsJSON struct {
	Unseen int        `json:"unseen"`
	Count  int        `json:"count"`
	Cards  []drawJSON `json:"cards"`
}

type solve7JSON struct {
	view.HandJSON
	Draws drawsJSON `json:"draws"`
	takeOrDrawJSON
}

func runSolveChinchon(opts *solveChinchonOptions, args []string) error {
	rules, err := opts.rules.chinchon(opts.f)
	if err != nil {
		return err
	}
	cards, err := parseChinchonHand(rules, strings.Join(args, " "), 7, 8)
	if err != nil {
		return err
	}
	var seen []variants.ChinchonCard
	if opts.seen != "" {
		if len(cards) == 8 {
			return usageError("--seen is for the 7-card draw analysis; with 8 cards every discard is ranked")
		}
		if seen, err = rules.DeckInPlay().ParseCards(opts.seen); err != nil {
			return fmt.Errorf("--seen: %w", err)
		}
	}
	td, err := parseTakeOrDraw(rules, cards, opts.top, opts.horizon)
	if err != nil {
		return err
	}
	if err := rules.DeckInPlay().CheckCounts(append(append(append([]variants.ChinchonCard(nil), cards...), td.top...), seen...)); err != nil {
		return err
	}
	if len(cards) == 8 {
		return solveEight(opts.f, cards, rules)
	}
	if opts.limit < 0 {
		return usageError("--limit %d: give 0 or more", opts.limit, td)
	}
	return solveSeven(opts.f, cards, seen, rules, opts.limit, td)
}

func solveEight(f *Factory, cards []variants.ChinchonCard, rules variants.ChinchonRules) error {
	options := referee.RankDiscards(cards, rules)
	best := options[0]
	kept := without(cards, best.Discard)
	hand, v := view.JudgeHand(kept, rules)
	doc := solve8JSON{BestDiscard: best.Discard, Hand: hand}
	for _, o := range options {
		doc.Discards = append(doc.Discards, view.DiscardJSON{Discard: o.Discard, LeftoverPoints: o.LeftoverPoints, CanCut: o.CanCut, Chinchon: o.Chinchon})
	}
	out := f.IO.Out
	if f.JSON() {
		return view.WriteJSON(out, doc)
	}
	fmt.Fprintf(out, "Best discard: %s → %s\n", best.Discard, view.FormatArrangement(v.Arrangement))
	fmt.Fprintln(out, view.CutLine(hand))
	fmt.Fprintln(out)
	t := view.NewTable(out, "DISCARD", "LEFTOVER", "CUT?", "MELDS")
	for _, o := range options {
		cut := "no"
		switch {
		case o.Chinchon:
			cut = "CHINCHÓN"
		case o.CanCut:
			cut = "yes"
		}
		t.Row(o.Discard.String(), fmt.Sprint(o.LeftoverPoints), cut, view.FormatArrangement(o.Arrangement))
	}
	return t.Flush()
}

func solveSeven(f *Factory, cards, seen []variants.ChinchonCard, rules variants.ChinchonRules, limit int, td takeOrDrawQuery) error {
	hand, v := view.JudgeHand(cards, rules)
	// The top discard, when given, is seen: it is not in the talon.
	report := referee.AnalyzeDraws(cards, slices.Concat(seen, td.top), rules)
	doc := solve7JSON{HandJSON: hand, Draws: drawsJSON{Unseen: report.Unseen, Count: report.Count, Cards: []drawJSON{}}}
	doc.takeOrDrawJSON = td.run(cards, seen, rules)
	for i, d := range report.Cuts {
		if i >= limit {
			break
		}
		doc.Draws.Cards = append(doc.Draws.Cards, drawJSON{d.Draw, d.Discard, d.LeftoverPoints, d.Chinchon, d.Copies})
	}
	out := f.IO.Out
	if f.JSON() {
		return view.WriteJSON(out, doc)
	}
	fmt.Fprintf(out, "Hand:  %s (%s)\n", variants.FormatChinchonCards(cards), rules.Deck)
	fmt.Fprintf(out, "Best:  %s\n", view.FormatArrangement(v.Arrangement))
	fmt.Fprintln(out, view.CutLine(hand))
	fmt.Fprintf(out, "\n%s of the %d unseen cards would allow a cut on the next draw", view.Plural(report.Count, "card", "cards"), report.Unseen)
	if report.Unseen > 0 {
		fmt.Fprintf(out, " (%.0f%%)", 100*float64(report.Count)/float64(report.Unseen))
	}
	fmt.Fprintln(out)
	if len(doc.Draws.Cards) > 0 {
		t := view.NewTable(out, "DRAW", "DISCARD", "LEFTOVER")
		for _, d := range doc.Draws.Cards {
			cells := []string{d.Draw.String(), d.Discard.String(), fmt.Sprint(d.LeftoverPoints)}
			if d.Chinchon {
				cells = append(cells, "CHINCHÓN")
			}
			t.Row(cells...)
		}
		if err := t.Flush(); err != nil {
			return err
		}
	}
	writeTakeOrDraw(out, doc.takeOrDrawJSON)
	return nil
}

// without removes one copy of a card.
func without(cards []variants.ChinchonCard, c variants.ChinchonCard) []variants.ChinchonCard {
	out := make([]variants.ChinchonCard, 0, len(cards))
	removed := false
	for _, x := range cards {
		if x == c && !removed {
			removed = true
			continue
		}
		out = append(out, x)
	}
	return out
}
