package entry

import (
	"maps"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChinchonRoundFlags are `round`'s Chinchón flags (CLI.md).
type ChinchonRoundFlags struct {
	Cut      string
	Chinchon string
	Hands    []string
	Points   []string
	Claims   []string
	Discard  string
}

// Used reports whether any Chinchón flag was given.
func (fl *ChinchonRoundFlags) Used() bool {
	return fl.Cut != "" || fl.Chinchon != "" || len(fl.Hands) > 0 || len(fl.Points) > 0 || len(fl.Claims) > 0 || fl.Discard != ""
}

// ChinchonHandFromFlags builds the hand entry's payload; card and name
// errors are input errors (exit 2), before anything is judged. The cutter's
// --hand may hold the 8 cards held before the discard, as play takes them
// (referee.CutterCards): the 7 laid down are the others.
func ChinchonHandFromFlags(players []string, rules variants.ChinchonRules, fl *ChinchonRoundFlags) (scorer.ChinchonHand, error) {
	var h scorer.ChinchonHand
	cutter := fl.Cut
	if fl.Chinchon != "" {
		if fl.Cut != "" && !strings.EqualFold(fl.Cut, fl.Chinchon) {
			return h, fault.Inputf("--cut %s and --chinchon %s name different players; a chinchón is declared by the one who cuts", fl.Cut, fl.Chinchon)
		}
		cutter = fl.Chinchon
		h.Chinchon = true
	}
	if cutter == "" {
		return h, fault.Inputf("say who cut: --cut NAME (or --chinchon NAME)")
	}
	var err error
	if h.Cutter, err = SeatName(players, cutter); err != nil {
		return h, err
	}
	texts, err := seatAssignments(players, "hand", fl.Hands)
	if err != nil {
		return h, err
	}
	if fl.Discard != "" { // one card, never a run or set
		c, err := rules.DeckInPlay().ParseCard(fl.Discard)
		if err != nil {
			return h, fault.Wrapf(err, "--cut-discard")
		}
		h.Discard = &c
	}
	h.Hands = map[string][]variants.ChinchonCard{}
	for _, name := range slices.Sorted(maps.Keys(texts)) {
		cards, err := variants.ParseChinchonHandCards(texts[name], rules)
		if err != nil {
			return h, fault.Wrapf(err, "%s's hand", name)
		}
		if name == h.Cutter && len(cards) != 7 {
			// The 8 the cutter held, as play takes them: the discard is
			// the one --cut-discard names, else the referee's best (CN-7);
			// any other count is refused as play refuses it.
			if cards, h.Discard, err = referee.CutterCards(cards, h.Discard, rules); err != nil {
				return h, fault.Wrapf(err, "%s's hand", name)
			}
		}
		h.Hands[name] = cards
	}
	if h.Points, err = seatNumbers(players, "points", fl.Points); err != nil {
		return h, err
	}
	if h.Claimed, err = seatNumbers(players, "claim", fl.Claims); err != nil {
		return h, err
	}
	if len(h.Points) == 0 {
		h.Points = nil
	}
	if len(h.Claimed) == 0 {
		h.Claimed = nil
	}
	return h, nil
}
