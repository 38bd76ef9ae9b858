package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/store"
)

func runChucheRound(cmd *cobra.Command, opts *roundOptions, lg *scorekeeper.Game, replaces int) error {
	rules, err := scorekeeper.ChucheRules(lg.Info())
	if err != nil {
		return err
	}
	s, err := entry.ChucheRoundFromFlags(lg.Info().Players, rules, &opts.chuche)
	if err != nil {
		return err
	}
	payload, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("encode round: %w", err)
	}
	e, after, _, err := lg.Record(cmd.Context(), store.Append{Kind: scorekeeper.KindChucheRound, Payload: payload, Replaces: replaces})
	if err != nil {
		return err
	}
	return view.In(opts.f.Printer()).WriteChucheRoundEntered(opts.f.IO.Out, opts.f.JSON(), viewOf(lg.Info()), after.Chuche, enteredOf(e))
}

// chucheRoundEntrySeq finds the ledger entry holding round n of a Chuche
// game. Rounds are numbered as they were played, turn by turn or entered
// whole (CU-25), as standings and history number them; only a round entered
// whole can be replaced: one played turn by turn is corrected with undo.
func chucheRoundEntrySeq(lg *scorekeeper.Game, n int) (int, error) {
	m, err := lg.Chuche()
	if err != nil {
		return 0, err
	}
	if n > len(m.Rounds) {
		return 0, usageError("game #%#d has %s; there is no round %d to amend", lg.Info().ID, view.RoundCount(len(m.Rounds)), n)
	}
	if r := m.Rounds[n-1]; !r.ByTurns {
		return r.Seq, nil
	}
	return 0, failure.Inputf("round %d of game #%#d was played turn by turn: amend replaces only a round entered with --won", n, lg.Info().ID).WithHint("chuche-ref undo steps back one entry at a time")
}
