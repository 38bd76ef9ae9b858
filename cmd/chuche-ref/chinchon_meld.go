package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

func newCheckMeldCmd(f *Factory) *cobra.Command {
	var rules statelessRules
	cmd := &cobra.Command{
		Use:   "meld CARDS...",
		Short: `Chinchón: "that's not a meld" — is this a set or a run?`,
		Long: `Check whether cards laid down together form a meld (CN-5): a set of 3 or 4
cards of one rank in different suits, or a run of 3 or more consecutive cards
of one suit (spanish-40: the sota follows the 7, CN-2; the ace is low unless
ace_high), a joker standing for any one missing card, at least one natural
card. Exit 0 when it is a meld, 1 when not (stdout says why).`,
		Example: `  chuche-ref check meld 5o 6o 8o
  chuche-ref check meld --deck spanish-40 6c 7c 10c
  chuche-ref check meld --deck french-52 Qh Kh Ah --rule ace_high=true`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fault.Inputf("check meld needs the cards of the meld, e.g. chuche-ref check meld 5o 6o 7o")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runCheckMeld(f, &rules, args) },
	}
	rules.addFlags(cmd, true)
	return cmd
}

func runCheckMeld(f *Factory, sr *statelessRules, args []string) error {
	rules, err := sr.chinchon(f)
	if err != nil {
		return err
	}
	cards, err := variants.ParseChinchonHandCards(strings.Join(args, " "), rules)
	if err != nil {
		return err
	}
	kind, err := referee.CheckMeld(cards, rules.DeckInPlay(), rules)
	me, _ := fault.As(err)
	if err != nil && fault.CodeOf(err) != referee.NotAMeld {
		return err // a card the deck cannot hold: input (CN-4)
	}
	if werr := view.In(f.Printer()).WriteCheckMeld(f.IO.Out, f.JSON(), cards, kind, me); werr != nil {
		return werr
	}
	if err != nil {
		return silentInvalid
	}
	return nil
}
