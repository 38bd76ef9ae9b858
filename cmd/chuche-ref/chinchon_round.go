package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// chinchonRoundFlags are `round`'s Chinchón flags (CLI.md).
type chinchonRoundFlags struct {
	cut      string
	chinchon string
	hands    []string
	points   []string
	claims   []string
	discard  string
}

func (fl *chinchonRoundFlags) used() bool {
	return fl.cut != "" || fl.chinchon != "" || len(fl.hands) > 0 || len(fl.points) > 0 || len(fl.claims) > 0 || fl.discard != ""
}

// chinchonHandFromFlags builds the hand entry's payload; card and name
// errors are input errors (exit 2), before anything is judged.
func chinchonHandFromFlags(g store.Game, rules variants.ChinchonRules, fl *chinchonRoundFlags) (scorer.ChinchonHand, error) {
	var h scorer.ChinchonHand
	cutter := fl.cut
	if fl.chinchon != "" {
		if fl.cut != "" && !strings.EqualFold(fl.cut, fl.chinchon) {
			return h, usageError("--cut %s and --chinchon %s name different players; a chinchón is declared by the one who cuts", fl.cut, fl.chinchon)
		}
		cutter = fl.chinchon
		h.Chinchon = true
	}
	if cutter == "" {
		return h, usageError("say who cut: --cut NAME (or --chinchon NAME)")
	}
	var err error
	if h.Cutter, err = seatName(g.Players, cutter); err != nil {
		return h, err
	}
	texts, err := seatAssignments(g.Players, "hand", fl.hands)
	if err != nil {
		return h, err
	}
	h.Hands = map[string][]variants.ChinchonCard{}
	for _, name := range sortedKeys(texts) {
		cards, err := rules.DeckInPlay().ParseCards(texts[name])
		if err != nil {
			return h, fmt.Errorf("%s's hand: %w", name, err)
		}
		h.Hands[name] = cards
	}
	if h.Points, err = seatNumbers(g.Players, "points", fl.points); err != nil {
		return h, err
	}
	if h.Claimed, err = seatNumbers(g.Players, "claim", fl.claims); err != nil {
		return h, err
	}
	if len(h.Points) == 0 {
		h.Points = nil
	}
	if len(h.Claimed) == 0 {
		h.Claimed = nil
	}
	if fl.discard != "" {
		c, err := rules.DeckInPlay().ParseCard(fl.discard)
		if err != nil {
			return h, fmt.Errorf("--cut-discard: %w", err)
		}
		h.Discard = &c
	}
	return h, nil
}

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
