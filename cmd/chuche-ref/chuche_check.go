package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
)

type checkCaptureOptions struct {
	f       *Factory
	rules   statelessRules
	target  int
	play    string
	take    string
	table   string
	blocked string
	unblock string
	joker   string
}

func newCheckCaptureCmd(f *Factory) *cobra.Command {
	opts := &checkCaptureOptions{f: f}
	cmd := &cobra.Command{
		Use: "capture --target N --play CARD --take CARDS",
		Example: `  chuche-ref check capture --target 8 --play R3 --take Y1,B4
  chuche-ref check capture --target 8 --play R3 --take Y1,B4 --table Y1,B4,G2
  chuche-ref check capture --target 9 --play R3 --take Y1,B4 --joker +1`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error { return runCheckCapture(opts) },
	}
	fs := cmd.Flags()
	shell.DecimalVar(fs, &opts.target, "target", 0, "the target, 6..10 (CU-8)")
	fs.StringVar(&opts.play, "play", "", "the hand card played")
	fs.StringVar(&opts.take, "take", "", "the table cards taken")
	fs.StringVar(&opts.table, "table", "", "every face-up card, blocked ones included")
	fs.StringVar(&opts.blocked, "blocked", "", "table cards other players have blocked (CU-17)")
	fs.StringVar(&opts.unblock, "unblock", "", "blocked cards freed with a Shield for this capture, one per Shield (CU-17)")
	fs.StringVar(&opts.joker, "joker", "", "a Joker played: +1 or -1 (CU-11)")
	opts.rules.addFlags(cmd, false)
	return cmd
}

func runCheckCapture(opts *checkCaptureOptions) error {
	rules, err := opts.rules.chuche(opts.f)
	if err != nil {
		return err
	}
	c, err := entry.CaptureCheckFromFlags(rules, entry.CaptureCheckFlags{Target: opts.target, Play: opts.play, Take: opts.take,
		Table: opts.table, Blocked: opts.blocked, Unblock: opts.unblock, Joker: opts.joker})
	if err != nil {
		return err
	}
	v := referee.CheckCapture(c)
	if err := view.In(opts.f.Printer()).WriteCheckCapture(opts.f.IO.Out, opts.f.JSON(), opts.target, v); err != nil {
		return err
	}
	if !v.Valid {
		return silentInvalid
	}
	return nil
}
