package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

type checkHandOptions struct {
	f     *Factory
	rules statelessRules
}

func newCheckHandCmd(f *Factory) *cobra.Command {
	opts := &checkHandOptions{f: f}
	cmd := &cobra.Command{
		Use: "hand CARDS...",
		Example: `  chuche-ref check hand 5o 6o 7o 12c 12e 12b 8c
  chuche-ref check hand 1-3o 5ceb 4c
  chuche-ref check hand --deck french-52 "5h 6h 7h JK Kd Ks Kc"`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fault.Inputf("check hand needs 7 cards, e.g. chuche-ref check hand 5o 6o 7o 12c 12e 12b 8c")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runCheckHand(opts, args) },
	}
	opts.rules.addFlags(cmd, true)
	return cmd
}

func runCheckHand(opts *checkHandOptions, args []string) error {
	rules, err := opts.rules.chinchon(opts.f)
	if err != nil {
		return err
	}
	cards, err := entry.ParseChinchonHand(rules, strings.Join(args, " "), 7)
	if err != nil {
		return err
	}
	return view.In(opts.f.Printer()).WriteCheckHand(opts.f.IO.Out, opts.f.JSON(), cards, rules)
}
