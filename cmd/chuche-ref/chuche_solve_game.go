package main

import (
	"context"

	"github.com/chuche-ref/chuche-ref/fault"
)

// solveInGame is solve chuche --game: the round in progress gives all but
// the hand and the target.
func solveInGame(opts *solveChucheOptions, cfgErr error) error {
	if cfgErr != nil {
		return cfgErr
	}
	if opts.table != "" || opts.blocked != "" || opts.pileSet || opts.joker || len(opts.rules.rules) > 0 || opts.rules.preset != "" {
		return fault.Inputf("with --game the ledger knows the table, the blocked cards, the pile, the Joker and the rules: leave --table, --blocked, --pile, --joker, --rule and --preset out")
	}
	fl := opts.flags()
	if err := fl.CheckSolve(); err != nil {
		return err
	}
	lg, err := readGame(context.Background(), opts.f)
	if err != nil {
		return err
	}
	c, err := chucheGame(lg, "solve chuche --game")
	if err != nil {
		return err
	}
	hand, seen, err := fl.HandAndSeen(c.Deck())
	if err != nil {
		return err
	}
	q, _, err := c.DiscardQuery(opts.target, hand, seen)
	if err != nil {
		return err
	}
	return writeSolveChuche(opts, q)
}
