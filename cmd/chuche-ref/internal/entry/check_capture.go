package entry

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// CaptureCheckFlags are check capture's flags.
type CaptureCheckFlags struct {
	Target                                     int
	Play, Take, Table, Blocked, Unblock, Joker string
}

// CaptureCheckFromFlags reads a capture to judge (CU-10, CU-11, CU-17),
// every card in the full deck.
func CaptureCheckFromFlags(rules variants.ChucheRules, fl CaptureCheckFlags) (referee.CaptureCheck, error) {
	if err := CheckTarget(fl.Target); err != nil {
		return referee.CaptureCheck{}, err
	}
	if fl.Play == "" {
		return referee.CaptureCheck{}, fault.Inputf("say which hand card was played: --play R3")
	}
	deck := rules.DeckFor(0)
	play, err := deck.ParseCard(fl.Play)
	if err != nil {
		return referee.CaptureCheck{}, fault.Wrapf(err, "--play")
	}
	c := referee.CaptureCheck{Target: fl.Target, Play: play, Rules: rules}
	for _, l := range []struct {
		flag, text string
		into       *[]variants.ChucheCard
	}{{"take", fl.Take, &c.Take}, {"table", fl.Table, &c.Table}, {"blocked", fl.Blocked, &c.Blocked}, {"unblock", fl.Unblock, &c.Unblocked}} {
		if *l.into, err = ParseChucheList(deck, l.flag, l.text); err != nil {
			return referee.CaptureCheck{}, err
		}
	}
	if c.Joker, err = ParseJoker(fl.Joker); err != nil {
		return referee.CaptureCheck{}, err
	}
	// CU-5: the table and the played card together cannot hold more copies
	// than the deck; without a table, the capture's own cards.
	seen := append([]variants.ChucheCard{play}, c.Table...)
	if c.Table == nil {
		seen = append(seen, c.Take...)
	}
	if err := deck.CheckCounts(seen); err != nil {
		return referee.CaptureCheck{}, err
	}
	return c, nil
}
