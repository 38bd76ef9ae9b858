package main

import (
	"context"
	"errors"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// enterChinchonHand records the hand the flags give (or, with replaces > 0,
// the correction of an earlier one) and says so; a refused cut is explained
// on stdout (CN-8).
func enterChinchonHand(ctx context.Context, lg *scorekeeper.Game, f *Factory, fl *entry.ChinchonRoundFlags, replaces int) error {
	rules, err := scorekeeper.ChinchonRules(lg.Info())
	if err != nil {
		return err
	}
	h, err := entry.ChinchonHandFromFlags(lg.Info().Players, rules, fl)
	if err != nil {
		return err
	}
	e, s, _, err := lg.RecordHand(ctx, h, replaces)
	var cr *scorekeeper.CutRefused
	if errors.As(err, &cr) {
		view.In(f.Printer()).ExplainRefusedCut(f.IO.Out, f.JSON(), cr.Hand, cr.Verdict)
		return failure.Explained(cr.Err) // the scorer's refusal, worded in the language
	}
	if err != nil {
		return err
	}
	return view.In(f.Printer()).WriteChinchonHandEntered(f.IO.Out, f.JSON(), viewOf(lg.Info()), s.Chinchon, enteredOf(e))
}
