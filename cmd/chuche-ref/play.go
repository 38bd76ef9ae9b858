package main

// `chuche-ref play`: the interactive prompt flow. This file starts a session
// — a terminal is required, a game is resumed or created — and hands it to
// the flow for the game's kind (play_chinchon*.go, play_chuche*.go). A
// flow writes each hand as one ledger transaction only after the table
// confirms it, so stopping at any prompt (Ctrl-C, Ctrl-D) loses nothing
// that was confirmed.

import (
	"context"
	"errors"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/houserules"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/interrupt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/play"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

type playOptions struct {
	f          *Factory
	accessible bool
}

func newPlayCmd(f *Factory) *cobra.Command {
	opts := &playOptions{f: f}
	cmd := &cobra.Command{
		Use: "play",
		Example: `  chuche-ref play
  chuche-ref play --game "Friday league"`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error { return runPlay(cmd.Context(), opts) },
	}
	cmd.Flags().BoolVar(&opts.accessible, "accessible", false, "plain questions, answers read line by line (env CHUCHE_REF_ACCESSIBLE=1)")
	return cmd
}

func runPlay(ctx context.Context, opts *playOptions) error {
	f := opts.f
	env, _ := f.LookupEnv("CHUCHE_REF_ACCESSIBLE")
	accessible := opts.accessible || env == "1" || strings.EqualFold(env, "true")
	if !f.IO.CanPrompt() && !accessible {
		return fault.Inputf("play needs a terminal").WithHint(`enter rounds with chuche-ref round --cut NAME --hand "NAME=cards" … (Chinchón) or deal/turn (Chuche); or play --accessible to answer plain questions from stdin`)
	}
	// SIGTERM and SIGHUP stop play as Ctrl-C does — the prompt in progress
	// ends, what was typed is kept as a draft — and it exits as shells
	// expect of the signal.
	ctx, stopSignals := interrupt.OnSignals(ctx)
	defer stopSignals()
	// The prompter first: the terminal's prompter takes its modes at once,
	// so keys typed while the ledger opens are not echoed over the screen.
	var ask Prompter
	if accessible {
		ask = newAccessiblePrompter(ctx, f.IO)
	} else {
		ask = f.Prompter()
	}
	prompt.StopOn(ask, ctx.Done())
	db, err := f.NewLedger(ctx)
	if err != nil {
		return err
	}
	start, err := playStartFor(f)
	if err != nil {
		return err
	}
	prompt.SetPrinter(ask, f.Printer()) // the prompter's own words: [J/n], Refused
	s := &play.Session{Ctx: ctx, Out: f.IO.Out, Ask: play.StopWhenDone(ctx, ask, errQuit), DB: db, Plain: accessible, P: f.Printer(),
		Columns: func() int { return prompt.Columns(ask) }, Now: f.Now,
		Drafts: play.DraftsOf(ctx, f.LookupEnv, db)}
	err = play.Run(s, start)
	var notKept *play.DraftNotKept
	if errors.As(err, &notKept) {
		s.SayStopped()
		return fault.Internalf("the draft could not be kept: %s", notKept.Err)
	}
	if errors.Is(err, errQuit) || errors.Is(err, play.ErrQuitMenu) || errors.Is(err, context.Canceled) {
		s.SayStopped()
		return interrupt.Status(ctx, err)
	}
	return err
}

// playStartFor is what play needs of the config to choose or create a game.
func playStartFor(f *Factory) (play.Start, error) {
	cfg, err := f.Config()
	if err != nil {
		return play.Start{}, err
	}
	st := play.Start{GameRef: cfg.Game, Players: cfg.Players, ClubRules: map[string]bool{}, ConfigFile: cfg.File,
		Presets: houserules.Presets(f.Config), RuleSummary: func(game string, values []variants.RuleValue, players int) string {
			return houserules.Summary(f.Printer(), game, values, players)
		}, CheckSeats: checkSeats}
	for game, rules := range cfg.Rules {
		st.ClubRules[game] = len(rules) > 0
	}
	st.Rules = func(game, preset string, players int) ([]variants.RuleValue, error) {
		settings, err := houserules.Settings(f.Config, game, preset, nil)
		if err != nil {
			return nil, err
		}
		return houserules.Resolve(game, settings, players)
	}
	return st, nil
}
