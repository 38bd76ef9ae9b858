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
		Use: "meld CARDS...",
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
