package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

type dealOptions struct {
	f      *Factory
	dealer string
	table  string
}

// newDealCmd is the command; runF, when set, runs instead of runDeal with the
// parsed options (the flag-parsing tests).
func newDealCmd(f *Factory, runF func(*cobra.Command, *dealOptions) error) *cobra.Command {
	if runF == nil {
		runF = runDeal
	}
	opts := &dealOptions{f: f}
	cmd := &cobra.Command{
		Use:   "deal --table CARDS [--dealer NAME]",
		Short: "Chuche: start a round turn by turn — the 3 cards dealt face up",
		Long: `Start a Chuche round played turn by turn (CU-6, CU-7): 3 cards to each player
(unseen) and 3 face up on the table. The dealer defaults to the next seat
(house rule rotate_dealer); the player after the dealer plays first. Then
enter each turn with chuche-ref turn.`,
		Example: `  chuche-ref deal --table "R5 Y1 B4"
  chuche-ref deal --table R5,Y1,B4 --dealer Cleo`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error { return runF(cmd, opts) },
	}
	cmd.Flags().StringVar(&opts.dealer, "dealer", "", "who deals (default: the next dealer, CU-6)")
	cmd.Flags().StringVar(&opts.table, "table", "", "the 3 cards dealt face up")
	return cmd
}

func chucheGame(lg *scorekeeper.Game, what string) error {
	if lg.Info().Kind != variants.GameChuche {
		return usageError("%s is a Chuche step; game #%d is %s", what, lg.Info().ID, view.GameTitle(lg.Info().Kind))
	}
	return nil
}

// loadChuche reads the Chuche game a step acts on, its rules and the match
// its entries make so far.
func loadChuche(ctx context.Context, f *Factory, what string) (*scorekeeper.Game, variants.ChucheRules, scorer.ChucheMatch, error) {
	lg, err := openGame(ctx, f)
	if err != nil {
		return nil, variants.ChucheRules{}, scorer.ChucheMatch{}, err
	}
	if err := chucheGame(lg, what); err != nil {
		return nil, variants.ChucheRules{}, scorer.ChucheMatch{}, err
	}
	rules, err := scorekeeper.ChucheRules(lg.Info())
	if err != nil {
		return nil, rules, scorer.ChucheMatch{}, err
	}
	m, err := chucheOf(lg)
	return lg, rules, m, err
}

func runDeal(cmd *cobra.Command, opts *dealOptions) error {
	lg, rules, before, err := loadChuche(cmd.Context(), opts.f, "deal")
	if err != nil {
		return err
	}
	d := referee.ChucheDeal{Dealer: before.Dealer}
	if opts.dealer != "" {
		if d.Dealer, err = entry.SeatName(lg.Info().Players, opts.dealer); err != nil {
			return err
		}
	}
	if d.Table, err = entry.ParseChucheList(rules.DeckFor(len(lg.Info().Players)), "table", opts.table); err != nil {
		return err
	}
	payload, err := json.Marshal(d)
	if err != nil {
		return fmt.Errorf("encode deal: %w", err)
	}
	m, e, err := appendChuche(cmd.Context(), lg, store.Append{Kind: scorer.ChucheKindDeal, Payload: payload})
	if err != nil {
		return err
	}
	return writeDealt(opts.f, lg.Info(), m, e)
}

func writeDealt(f *Factory, g store.Game, m scorer.ChucheMatch, e store.Entry) error {
	out := f.IO.Out
	if f.JSON() {
		return view.WriteJSON(out, struct {
			Entry int                    `json:"entry"`
			Round int                    `json:"round"`
			State *view.ChucheRoundState `json:"state"`
		}{e.Seq, m.Round + 1, view.ChucheRoundStateOf(m.Current)})
	}
	fmt.Fprintf(out, "Round %d dealt by %s (entry #%d).\n", m.Round+1, m.Current.Dealer, e.Seq)
	view.WriteChucheState(out, m.Current)
	return nil
}
