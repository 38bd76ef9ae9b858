package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

type turnOptions struct {
	f           *Factory
	player      string
	target      int
	play        string
	take        string
	discard     bool
	joker       string
	won         string
	steal       string
	shield      bool
	bomb        []string
	bombShields []string
	blocks      []string
	unblock     string
}

func newTurnCmd(f *Factory) *cobra.Command {
	opts := &turnOptions{f: f}
	cmd := &cobra.Command{
		Use:   "turn --target N --play CARD (--take CARDS | --discard)",
		Short: "Chuche: enter one turn — a capture or a discard, with any Chuche card",
		Long: `Enter one turn of the Chuche round in progress (CU-9…CU-19). The referee checks
it is the player's turn, the target (CU-8), the capture's sum (CU-10, CU-11),
blocked cards (CU-17), that a discard had no capture (CU-13, forced_capture),
one helping Chuche card per turn (CU-12), then draws the player back to 3
(CU-15) and ends the round when nobody holds a card (CU-21). A refused turn
exits 1 and records nothing; a missed better capture (above all a missed
CHUCHE) is pointed out.

Chuche cards: --joker +1|-1; --steal VICTIM=CARD (the stolen card goes face
up on the table) or --steal VICTIM --shield (the victim defended); --bomb
NAME=CARD for each player's card put down, --bomb-shield NAME for each who
defended; --block NAME=CARD for each Blockade played during the turn (by
anyone); --unblock CARD to free a blocked card with a Shield; --won ACTION
for the Chuche card drawn on a CHUCHE (joker, steal, bomb, blockade, shield).`,
		Example: `  chuche-ref turn --target 8 --play R3 --take Y1,B4
  chuche-ref turn --player Ben --target 7 --play G6 --discard
  chuche-ref turn --target 9 --play R3 --take Y1,B4 --joker +1 --won steal
  chuche-ref turn --target 8 --play O2 --take G6 --steal Cleo=Y1 --block Ana=B4`,
		Args: exactArgs(0, "flags only"),
		RunE: func(cmd *cobra.Command, args []string) error { return runTurn(cmd, opts) },
	}
	fs := cmd.Flags()
	fs.StringVar(&opts.player, "player", "", "who plays (default: whoever is next)")
	fs.IntVar(&opts.target, "target", 0, "the target on the top pile card, 6..10 (7 once the pile is empty, CU-8)")
	fs.StringVar(&opts.play, "play", "", "the hand card played")
	fs.StringVar(&opts.take, "take", "", "the table cards captured")
	fs.BoolVar(&opts.discard, "discard", false, "the card is laid face up on the table instead (CU-13)")
	fs.StringVar(&opts.joker, "joker", "", "a Joker used: +1 or -1 (CU-11)")
	fs.StringVar(&opts.won, "won", "", "the Chuche card won on a CHUCHE (CU-14)")
	fs.StringVar(&opts.steal, "steal", "", "a Steal: VICTIM=CARD, or VICTIM with --shield (CU-16)")
	fs.BoolVar(&opts.shield, "shield", false, "the Steal's victim defended with a Shield (CU-16, CU-19)")
	fs.StringArrayVar(&opts.bomb, "bomb", nil, "a Bomb: NAME=CARD, each player's card put down (repeatable, CU-18)")
	fs.StringArrayVar(&opts.bombShields, "bomb-shield", nil, "a player who defended against the Bomb with a Shield (repeatable)")
	fs.StringArrayVar(&opts.blocks, "block", nil, "a Blockade: NAME=CARD (repeatable, CU-17)")
	fs.StringVar(&opts.unblock, "unblock", "", "a blocked card freed with a Shield for this capture (CU-17)")
	return cmd
}

func runTurn(cmd *cobra.Command, opts *turnOptions) error {
	lg, rules, before, err := loadChuche(cmd.Context(), opts.f, "turn")
	if err != nil {
		return err
	}
	if before.Current == nil {
		if before.Finished {
			if before.EndedEarly {
				return refused("the match is over: %s (CU-24)", before.Outcome())
			}
			return refused("the match is over: %s won (CU-24)", strings.Join(before.Winners, " and "))
		}
		return refused("no round in progress: deal first (chuche-ref deal --table …)")
	}
	t, err := turnFromFlags(lg.game, rules, before.Current, opts)
	if err != nil {
		return err
	}
	payload, err := json.Marshal(t)
	if err != nil {
		return fmt.Errorf("encode turn: %w", err)
	}
	a := store.Append{Kind: scorer.ChucheKindTurn, Payload: payload}
	// Judged before it is an entry (Seq 0): neither a refusal nor an input
	// error such as a card already won (CU-5) names a future "entry N".
	res, err := before.Apply(scorer.Entry{Kind: a.Kind, Payload: payload}, rules)
	if err != nil {
		return err
	}
	e, _, err := lg.appendChecked(cmd.Context(), a)
	if err != nil {
		return err
	}
	if res.Round != nil {
		res.Round.Seq = e.Seq // the turn that ended the round
	}
	return writeTurn(opts.f, lg.game, before, t, res, e)
}

func turnFromFlags(g store.Game, rules variants.ChucheRules, r *referee.ChucheRound, opts *turnOptions) (referee.ChucheTurn, error) {
	deck := rules.DeckFor(len(g.Players))
	t := referee.ChucheTurn{Player: r.Next, Target: opts.target, Discard: opts.discard}
	var err error
	if opts.player != "" {
		if t.Player, err = seatName(g.Players, opts.player); err != nil {
			return t, err
		}
	}
	if t.Target == 0 {
		if t.Target = r.NextTarget(); t.Target == 0 {
			return t, usageError("say the target on the top pile card: --target 6..10 (CU-8)")
		}
	}
	if opts.play == "" {
		return t, usageError("say which card was played: --play R3")
	}
	if t.Play, err = deck.ParseCard(opts.play); err != nil {
		return t, fmt.Errorf("--play: %w", err)
	}
	if t.Take, err = parseChucheList(deck, "take", opts.take); err != nil {
		return t, err
	}
	if opts.discard == (len(t.Take) > 0) {
		if opts.discard {
			return t, usageError("a discard takes nothing: give --take or --discard, not both")
		}
		if !rules.SoloCapture {
			return t, usageError("say what was captured (--take CARDS) or that the card was discarded (--discard)")
		}
	}
	if t.Joker, err = parseJoker(opts.joker); err != nil {
		return t, err
	}
	if opts.won != "" {
		if t.Won, err = variants.ParseChucheAction(opts.won); err != nil {
			return t, err
		}
	}
	if t.Steal, err = stealFromFlags(g, deck, opts); err != nil {
		return t, err
	}
	if t.Bomb, err = bombFromFlags(g, deck, opts); err != nil {
		return t, err
	}
	for _, b := range opts.blocks {
		name, card, err := splitAssignment("block", b)
		if err != nil {
			return t, err
		}
		var bl referee.ChucheBlockade
		if bl.Player, err = seatName(g.Players, name); err != nil {
			return t, err
		}
		if bl.Card, err = deck.ParseCard(card); err != nil {
			return t, fmt.Errorf("--block: %w", err)
		}
		t.Blockades = append(t.Blockades, bl)
	}
	if t.Unblock, err = parseChucheList(deck, "unblock", opts.unblock); err != nil {
		return t, err
	}
	return t, nil
}

func stealFromFlags(g store.Game, deck variants.ChucheDeck, opts *turnOptions) (*referee.ChucheSteal, error) {
	if opts.steal == "" {
		if opts.shield {
			return nil, usageError("--shield answers a Steal: give --steal VICTIM --shield")
		}
		return nil, nil
	}
	victim, card, _ := strings.Cut(opts.steal, "=")
	s := &referee.ChucheSteal{Shield: opts.shield}
	var err error
	if s.Victim, err = seatName(g.Players, victim); err != nil {
		return nil, err
	}
	switch {
	case opts.shield && card != "":
		return nil, usageError("a Steal stopped by a Shield moves no card: give --steal %s --shield", s.Victim)
	case !opts.shield && card == "":
		return nil, usageError("say which card was stolen: --steal %s=CARD (or --shield if %s defended)", s.Victim, s.Victim)
	case card != "":
		if s.Card, err = deck.ParseCard(card); err != nil {
			return nil, fmt.Errorf("--steal: %w", err)
		}
	}
	return s, nil
}

func bombFromFlags(g store.Game, deck variants.ChucheDeck, opts *turnOptions) (*referee.ChucheBomb, error) {
	if len(opts.bomb) == 0 && len(opts.bombShields) == 0 {
		return nil, nil
	}
	b := &referee.ChucheBomb{Cards: map[string]variants.ChucheCard{}}
	texts, err := seatAssignments(g.Players, "bomb", opts.bomb)
	if err != nil {
		return nil, err
	}
	for name, text := range texts {
		if b.Cards[name], err = deck.ParseCard(text); err != nil {
			return nil, fmt.Errorf("--bomb %s: %w", name, err)
		}
	}
	for _, s := range opts.bombShields {
		name, err := seatName(g.Players, s)
		if err != nil {
			return nil, err
		}
		b.Shields = append(b.Shields, name)
	}
	return b, nil
}
