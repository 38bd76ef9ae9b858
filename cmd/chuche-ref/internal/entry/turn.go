package entry

import (
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// TurnFlags are `turn`'s flags, one per step of a turn at the table.
type TurnFlags struct {
	Player      string
	Target      int
	Play        string
	Take        string
	Discard     bool
	Joker       string
	Won         string
	Steal       string
	Shield      bool
	Bomb        []string
	BombShields []string
	Blocks      []string
	Unblock     string
}

// TurnFromFlags builds the turn entry from `turn`'s flags; r is the round
// in progress, for who is next and the target once the pile is empty.
func TurnFromFlags(players []string, rules variants.ChucheRules, r *referee.ChucheRound, opts *TurnFlags) (referee.ChucheTurn, error) {
	deck := rules.DeckFor(len(players))
	t := referee.ChucheTurn{Player: r.Next, Target: opts.Target, Discard: opts.Discard}
	var err error
	if opts.Player != "" {
		if t.Player, err = SeatName(players, opts.Player); err != nil {
			return t, err
		}
	}
	if t.Target == 0 {
		if t.Target = r.NextTarget(); t.Target == 0 {
			return t, fault.Inputf("say the target on the top pile card: --target 6..10 (CU-8)")
		}
	}
	if opts.Play == "" {
		return t, fault.Inputf("say which card was played: --play R3")
	}
	if t.Play, err = deck.ParseCard(opts.Play); err != nil {
		return t, fault.Wrapf(err, "--play")
	}
	if t.Take, err = ParseChucheList(deck, "take", opts.Take); err != nil {
		return t, err
	}
	if opts.Discard == (len(t.Take) > 0) {
		if opts.Discard {
			return t, fault.Inputf("a discard takes nothing: give --take or --discard, not both")
		}
		if !rules.SoloCapture {
			return t, fault.Inputf("say what was captured (--take CARDS) or that the card was discarded (--discard)")
		}
	}
	if t.Joker, err = ParseJoker(opts.Joker); err != nil {
		return t, err
	}
	if opts.Won != "" {
		if t.Won, err = variants.ParseChucheAction(opts.Won); err != nil {
			return t, err
		}
	}
	if t.Steal, err = stealFromFlags(players, deck, opts); err != nil {
		return t, err
	}
	if t.Bomb, err = bombFromFlags(players, deck, opts); err != nil {
		return t, err
	}
	for _, b := range opts.Blocks {
		name, card, err := splitAssignment("block", b)
		if err != nil {
			return t, err
		}
		var bl referee.ChucheBlockade
		if bl.Player, err = SeatName(players, name); err != nil {
			return t, err
		}
		if bl.Card, err = deck.ParseCard(card); err != nil {
			return t, fault.Wrapf(err, "--block")
		}
		t.Blockades = append(t.Blockades, bl)
	}
	if t.Unblock, err = ParseChucheList(deck, "unblock", opts.Unblock); err != nil {
		return t, err
	}
	return t, nil
}

func stealFromFlags(players []string, deck variants.ChucheDeck, opts *TurnFlags) (*referee.ChucheSteal, error) {
	if opts.Steal == "" {
		if opts.Shield {
			return nil, fault.Inputf("--shield answers a Steal: give --steal VICTIM --shield")
		}
		return nil, nil
	}
	victim, card, _ := strings.Cut(opts.Steal, "=")
	s := &referee.ChucheSteal{Shield: opts.Shield}
	var err error
	if s.Victim, err = SeatName(players, victim); err != nil {
		return nil, err
	}
	switch {
	case opts.Shield && card != "":
		return nil, fault.Inputf("a Steal stopped by a Shield moves no card: give --steal %s --shield", s.Victim)
	case !opts.Shield && card == "":
		return nil, fault.Inputf("say which card was stolen: --steal %s=CARD (or --shield if %s defended)", s.Victim, s.Victim)
	case card != "":
		if s.Card, err = deck.ParseCard(card); err != nil {
			return nil, fault.Wrapf(err, "--steal")
		}
	}
	return s, nil
}

func bombFromFlags(players []string, deck variants.ChucheDeck, opts *TurnFlags) (*referee.ChucheBomb, error) {
	if len(opts.Bomb) == 0 && len(opts.BombShields) == 0 {
		return nil, nil
	}
	b := &referee.ChucheBomb{Cards: map[string]variants.ChucheCard{}}
	texts, err := seatAssignments(players, "bomb", opts.Bomb)
	if err != nil {
		return nil, err
	}
	for name, text := range texts {
		if b.Cards[name], err = deck.ParseCard(text); err != nil {
			return nil, fault.Wrapf(err, "--bomb %s", name)
		}
	}
	for _, s := range opts.BombShields {
		name, err := SeatName(players, s)
		if err != nil {
			return nil, err
		}
		b.Shields = append(b.Shields, name)
	}
	return b, nil
}
