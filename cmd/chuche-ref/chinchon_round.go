package main

import (
	"context"
	"errors"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// enterChinchonHand judges a hand and appends it (or, with replaces > 0,
// the correction of an earlier one). A refused cut is explained on stdout.
func enterChinchonHand(ctx context.Context, lg *scorekeeper.Game, f *Factory, h scorer.ChinchonHand, replaces int) (scorer.ChinchonMatch, store.Entry, error) {
	e, s, _, err := lg.RecordHand(ctx, h, replaces)
	var cr *scorekeeper.CutRefused
	if errors.As(err, &cr) {
		view.ExplainRefusedCut(f.IO.Out, f.JSON(), cr.Hand, cr.Verdict)
		return s.Chinchon, e, failure.Explained(err)
	}
	return s.Chinchon, e, err
}
