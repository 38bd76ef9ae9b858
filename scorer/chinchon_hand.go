package scorer

import (
	"slices"
	"strings"
	"sync/atomic"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChinchonHandResult is one Chinchón hand as the referee scored it.
// Every map is keyed by player name and holds only players still in.
type ChinchonHandResult struct {
	Seq      int    // ledger entry (set by ChinchonStandings)
	Round    int    // 1 for the first hand played (set by ChinchonStandings)
	Cutter   string // who cut
	Chinchon bool   // the cutter laid down a chinchón (CN-11)
	CleanCut bool   // the cutter's leftover is empty (CN-10)

	Cut          referee.CutVerdict             // the cutter's 7 judged (CN-7)
	Scores       map[string]int                 // this hand's score of every player still in (CN-10)
	Arrangements map[string]referee.Arrangement // best arrangement of each hand entered by cards (CN-6, CN-9)
	Unchecked    map[string]bool                // entered as points, not computed
	Missed       map[string]fault.Message       // claim vs. computed, e.g. "claimed 14, best arrangement leaves 4"
	LaidOff      map[string][]referee.LaidOff   // cards laid off on the cutter's melds (house rule lay_off)

	TotalsAfter map[string]int // every player's total after the hand (set by ChinchonStandings)
	Eliminated  []string       // who went out in this hand, seat order (set by ChinchonStandings)
}

// ScoreChinchonHand judges and scores one hand among the players still in,
// given in seat order. The cutter's 7 cards must make a valid cut (CN-7) —
// or a chinchón when one is declared (CN-11); everyone else is charged the
// leftover of their best arrangement whatever they claim (CN-9), or the
// points entered for them, flagged unchecked.
//
// Errors are faults of kind Input for entries that cannot be right whatever
// the game (unknown players, missing players, card counts, cards not in the
// deck or entered twice) and of kind Refused for what the rules forbid. On an
// invalid cut the result still carries Cut, so the caller can show the best
// arrangement and better discards (CN-8).
//
// Seq, Round, TotalsAfter and Eliminated depend on the match and are left
// for ChinchonStandings to fill.
func ScoreChinchonHand(h ChinchonHand, in []string, rules variants.ChinchonRules) (ChinchonHandResult, error) {
	if err := checkChinchonSeats(in); err != nil {
		return ChinchonHandResult{}, err
	}
	if err := checkChinchonNames(h, in, in, nil); err != nil {
		return ChinchonHandResult{}, err
	}
	return scoreChinchonHand(h, in, rules)
}

// checkChinchonSeats enforces CN-4's 2..6 players with distinct names.
func checkChinchonSeats(seats []string) error {
	return variants.CheckSeats(variants.GameChinchon, seats)
}

// checkChinchonNames checks who the hand names: every name must be a seat
// (input error) and still in (refused; whyOut says why, when known).
func checkChinchonNames(h ChinchonHand, seats, in []string, whyOut func(string) fault.Message) error {
	if h.Cutter == "" {
		return fault.Inputf("the hand names no cutter")
	}
	named := []string{h.Cutter}
	for _, m := range []map[string]int{h.Points, h.Claimed} {
		for n := range m {
			named = append(named, n)
		}
	}
	for n := range h.Hands {
		named = append(named, n)
	}
	slices.Sort(named)
	for _, n := range slices.Compact(named) {
		if !slices.Contains(seats, n) {
			return fault.Inputf("%q is not a player of this game", n).WithHint("players are %s", strings.Join(seats, ", "))
		}
	}
	for _, n := range seats {
		if slices.Contains(named, n) && !slices.Contains(in, n) {
			why := fault.M("%s is out of the game", n)
			if whyOut != nil {
				why = whyOut(n)
			}
			return fault.Refusedf("%s; a hand is played by the players still in: %s (CN-12)", why, strings.Join(in, ", "))
		}
	}
	return nil
}

// checkChinchonEntries checks that every player still in is entered once,
// by cards or by points, and that the cards could have been dealt (CN-4).
func checkChinchonEntries(h ChinchonHand, in []string, rules variants.ChinchonRules) error {
	for _, p := range in {
		_, byCards := h.Hands[p]
		pts, byPoints := h.Points[p]
		switch {
		case !byCards && !byPoints && h.Chinchon && p != h.Cutter:
			// CN-11: nobody counts after a chinchón; the others may be
			// entered for the statistics but are not needed.
		case byCards && byPoints:
			return fault.Inputf("%s is entered both by cards and by points", p).WithHint("give one of them")
		case !byCards && !byPoints:
			return fault.Inputf("%s is still in but has no cards or points entered", p).WithHint("every player still in needs a hand or points")
		case p == h.Cutter && !byCards:
			return fault.Inputf("%s cut, so the 7 cards %s laid down are needed, not points (CN-7)", p, p)
		case byPoints && pts < 0:
			return fault.Inputf("%s's points %d: a leftover is never negative", p, pts)
		case byPoints && pts > maxLeftover(rules):
			return fault.Inputf("%s's points %d: 7 cards of the %s deck leave at most %d (CN-3)", p, pts, rules.Deck, maxLeftover(rules))
		}
		if _, ok := h.Claimed[p]; ok && !byCards {
			return fault.Inputf("%s's claim needs %s's cards to compare with", p, p)
		}
	}

	return CheckChinchonDealt(h, in, rules)
}

// CheckChinchonDealt is CN-4 for a hand as far as it is entered: every hand
// entered holds 7 cards, and they and the cutter's discard could have been
// dealt from the deck in play (variants.ChinchonDeck.CheckDealt), taken in
// seat order. The prompts ask it line by line; a whole hand is judged with
// it too.
func CheckChinchonDealt(h ChinchonHand, seats []string, rules variants.ChinchonRules) error {
	var at []variants.CardsAt
	for _, p := range seats {
		cards, ok := h.Hands[p]
		if !ok {
			continue
		}
		if len(cards) != 7 {
			return fault.Inputf("%s's hand has %d cards; a hand has 7 (CN-4)", p, len(cards))
		}
		at = append(at, variants.CardsAt{Place: fault.M("%s's hand", p), Cards: cards})
	}
	if h.Discard != nil {
		at = append(at, variants.CardsAt{Place: fault.M("%s's discard", h.Cutter), Cards: []variants.ChinchonCard{*h.Discard}})
	}
	return rules.DeckInPlay().CheckDealt(at...)
}

// judgeCut is the cutter's 7 cards judged as a cut (CN-7), or as the
// chinchón declared (CN-11); the verdict is there on a refusal too, for
// CN-8's answer.
func judgeCut(h ChinchonHand, rules variants.ChinchonRules) (referee.CutVerdict, error) {
	cutter := h.Hands[h.Cutter]
	v := referee.JudgeCut(cutter, h.Discard, rules)
	if h.Chinchon && !v.Chinchon {
		if !rules.JokerChinchon && slices.ContainsFunc(cutter, variants.ChinchonCard.IsJoker) {
			return v, fault.Refusedf("%s declared chinchón, but %s is not seven cards in one run of one suit without a joker (house rule joker_chinchon=false) (CN-11)",
				h.Cutter, variants.ChinchonCards(cutter))
		}
		return v, fault.Refusedf("%s declared chinchón, but %s is not seven cards in one run of one suit (CN-11)", h.Cutter, variants.ChinchonCards(cutter))
	}
	if !v.Valid {
		return v, fault.Refusedf("invalid cut by %s: %s (CN-7)", h.Cutter, v.Why)
	}
	return v, nil
}

// scoreChinchonHand scores a hand whose names are known to be players in:
// the one judgement of a hand (HandJudgements counts it).
func scoreChinchonHand(h ChinchonHand, in []string, rules variants.ChinchonRules) (ChinchonHandResult, error) {
	handJudgements.Add(1)
	if err := checkChinchonEntries(h, in, rules); err != nil {
		return ChinchonHandResult{}, err
	}
	res := ChinchonHandResult{
		Cutter:       h.Cutter,
		Scores:       map[string]int{},
		Arrangements: map[string]referee.Arrangement{},
		Unchecked:    map[string]bool{},
		Missed:       map[string]fault.Message{},
		LaidOff:      map[string][]referee.LaidOff{},
	}
	var err error
	if res.Cut, err = judgeCut(h, rules); err != nil {
		return res, err
	}
	res.Chinchon = res.Cut.Chinchon // recognised even when not declared (CN-11)
	res.CleanCut = len(res.Cut.Arrangement.Leftover) == 0
	res.Scores[h.Cutter] = res.Cut.Score
	res.Arrangements[h.Cutter] = res.Cut.Arrangement

	for _, p := range in {
		if p == h.Cutter {
			continue
		}
		if pts, ok := h.Points[p]; ok {
			res.Scores[p] = pts
			res.Unchecked[p] = true
			continue
		}
		if _, ok := h.Hands[p]; !ok {
			continue // not entered after a chinchón (CN-11): no score, no statistics
		}
		var arr referee.Arrangement
		// CN-9: never onto a cut with an empty leftover. Each player lays off
		// onto the cutter's melds as laid down, not as extended by others.
		if rules.LayOff && !res.CleanCut {
			var laid []referee.LaidOff
			if arr, laid = referee.LayOff(h.Hands[p], res.Cut.Arrangement.Melds, rules); len(laid) > 0 {
				res.LaidOff[p] = laid
			}
		} else {
			arr = referee.Arrange(h.Hands[p], rules)
		}
		res.Arrangements[p] = arr
		res.Scores[p] = arr.LeftoverPoints
	}

	for _, p := range in {
		claimed, ok := h.Claimed[p]
		if left := res.Arrangements[p].LeftoverPoints; ok && claimed != left {
			missed := fault.M("claimed %d, best arrangement leaves %d", claimed, left)
			if n := len(res.LaidOff[p]); n > 0 {
				missed = fault.Plural(3, "claimed %d, best arrangement leaves %d after laying off %d card",
					"claimed %d, best arrangement leaves %d after laying off %d cards", claimed, left, n)
			}
			res.Missed[p] = missed
		}
	}
	return res, nil
}

// maxLeftover is the most 7 unmelded cards can be worth under the rules
// (CN-3): the 7 dearest cards of the deck in play. Points above it cannot
// have been counted from a real hand.
func maxLeftover(rules variants.ChinchonRules) int {
	var values []int
	for _, c := range rules.DeckInPlay().Cards() {
		values = append(values, rules.Points(c))
	}
	slices.Sort(values)
	slices.Reverse(values)
	total := 0
	for _, v := range values[:min(7, len(values))] {
		total += v
	}
	return total
}

// handJudgements counts the Chinchón hands judged in this process.
var handJudgements atomic.Int64

// HandJudgements is how many whole Chinchón hands this process has judged:
// a hand typed at the prompts is judged once to show it and recorded from
// that judgement, which tests count with this.
func HandJudgements() int64 { return handJudgements.Load() }
