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
// on stdout (CN-8). The hand is judged once and recorded from that
// judgement.
func enterChinchonHand(ctx context.Context, c *scorekeeper.Chinchon, f *Factory, fl *entry.ChinchonRoundFlags, replaces int) error {
	h, err := entry.ChinchonHandFromFlags(c.Info().Players, c.Rules(), fl)
	if err != nil {
		return err
	}
	var j scorekeeper.Judgement
	if replaces > 0 {
		j, err = c.ProbeAmendHand(ctx, replaces, h)
	} else {
		j, err = c.ProbeHand(h)
	}
	var cr *scorekeeper.CutRefused
	if errors.As(err, &cr) {
		view.In(f.Printer()).ExplainRefusedCut(f.IO.Out, f.JSON(), cr.Hand, cr.Verdict)
		return failure.Explained(cr.Err) // the scorer's refusal, worded in the language
	}
	if err != nil {
		return err
	}
	rec, err := c.Record(ctx, j)
	if err != nil {
		return err
	}
	m, _ := c.Match()
	return view.In(f.Printer()).WriteChinchonHandEntered(f.IO.Out, f.JSON(), viewOf(c.Info()), m, enteredOf(rec.Entry))
}
