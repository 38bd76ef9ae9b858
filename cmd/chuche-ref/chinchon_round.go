package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/referee"
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
			return h, fmt.Errorf("--discard: %w", err)
		}
		h.Discard = &c
	}
	return h, nil
}

// enterChinchonHand judges a hand and appends it (or, with replaces > 0,
// the correction of an earlier one). A refused cut is explained on stdout.
func enterChinchonHand(ctx context.Context, lg *loadedGame, f *Factory, h scorer.ChinchonHand, replaces int) (scorer.ChinchonMatch, store.Entry, error) {
	rules, err := gameChinchonRules(lg.game)
	if err != nil {
		return scorer.ChinchonMatch{}, store.Entry{}, err
	}
	if replaces == 0 {
		before, err := chinchonMatch(lg.game, lg.scorerEntries(nil))
		if err != nil {
			return before, store.Entry{}, err
		}
		res, err := scorer.CheckChinchonHand(before, h, rules)
		if err != nil {
			var re *scorer.RefusedError
			if errors.As(err, &re) && !res.Cut.Valid && res.Cut.Reason != "" {
				explainRefusedCut(f, h, res.Cut)
				return before, store.Entry{}, explainedError{err}
			}
			return before, store.Entry{}, err
		}
	}
	payload, err := json.Marshal(h)
	if err != nil {
		return scorer.ChinchonMatch{}, store.Entry{}, fmt.Errorf("encode hand: %w", err)
	}
	a := store.Append{Kind: scorer.ChinchonKindHand, Payload: payload, Replaces: replaces}
	e, r, err := lg.appendChecked(ctx, a)
	return r.chinchon, e, err
}

// explainRefusedCut prints CN-8's answer: why, the best arrangement, and the
// discards that would have allowed a cut.
func explainRefusedCut(f *Factory, h scorer.ChinchonHand, v referee.CutVerdict) {
	if f.JSON() {
		doc := map[string]any{
			"valid": false, "cutter": h.Cutter, "reason": v.Reason,
			"melds": meldCards(v.Arrangement.Melds), "leftover": orEmpty(v.Arrangement.Leftover),
			"leftover_points": v.Arrangement.LeftoverPoints,
		}
		var better []discardJSON
		for _, o := range v.BetterDiscards {
			better = append(better, discardJSON{o.Discard, o.LeftoverPoints, o.CanCut, o.Chinchon})
		}
		doc["better_discards"] = orEmpty(better)
		_ = writeJSON(f.IO.Out, doc)
		return
	}
	out := f.IO.Out
	fmt.Fprintf(out, "Cut refused for %s: %s\n", safetext.Escape(h.Cutter), safetext.Escape(v.Reason))
	fmt.Fprintf(out, "  best arrangement: %s\n", formatArrangement(v.Arrangement))
	writeBetterDiscards(out, h, v)
	fmt.Fprintln(out, "Nothing was recorded.")
}

func writeBetterDiscards(out io.Writer, h scorer.ChinchonHand, v referee.CutVerdict) {
	switch {
	case h.Discard == nil:
		fmt.Fprintln(out, "  (give --discard CARD to learn whether another discard would have allowed a cut)")
	case len(v.BetterDiscards) == 0:
		fmt.Fprintf(out, "  no discard from these 8 cards would have allowed a cut\n")
	default:
		var opts []string
		for _, o := range v.BetterDiscards {
			opts = append(opts, fmt.Sprintf("%s (leftover %d)", o.Discard, o.LeftoverPoints))
		}
		fmt.Fprintf(out, "  discarding %s instead would have allowed a cut\n", strings.Join(opts, " or "))
	}
}
