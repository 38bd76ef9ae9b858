package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

func runChucheRound(cmd *cobra.Command, opts *roundOptions, c *scorekeeper.Chuche, replaces int) error {
	s, err := entry.ChucheRoundFromFlags(c.Info().Players, c.Rules(), &opts.chuche)
	if err != nil {
		return err
	}
	var j scorekeeper.Judgement
	if replaces > 0 {
		j, err = c.ProbeAmendWonPiles(cmd.Context(), replaces, s)
	} else {
		j, err = c.ProbeWonPiles(s)
	}
	if err != nil {
		return err
	}
	rec, err := c.Record(cmd.Context(), j)
	if err != nil {
		return err
	}
	m, _ := c.Match()
	return view.In(opts.f.Printer()).WriteChucheRoundEntered(opts.f.IO.Out, opts.f.JSON(), viewOf(c.Info()), m, enteredOf(rec.Entry))
}

// chucheRoundEntrySeq finds the ledger entry holding round n of a Chuche
// game. Rounds are numbered as they were played, turn by turn or entered
// whole (CU-25), as standings and history number them; only a round entered
// whole can be replaced: one played turn by turn is corrected with undo.
func chucheRoundEntrySeq(c *scorekeeper.Chuche, n int) (int, error) {
	m, err := c.Match()
	if err != nil {
		return 0, err
	}
	if n > len(m.Rounds) {
		return 0, fault.Refusedf("game #%#d has %s; there is no round %d to amend", c.Info().ID, view.RoundCount(len(m.Rounds)), n)
	}
	if r := m.Rounds[n-1]; !r.ByTurns {
		return r.Seq, nil
	}
	return 0, fault.Inputf("round %d of game #%#d was played turn by turn: amend replaces only a round entered with --won", n, c.Info().ID).WithHint("chuche-ref undo steps back one entry at a time")
}
