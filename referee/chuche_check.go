package referee

import (
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/chuche-ref/chuche-ref/variants"
)

// CheckCapture judges a capture as entered (check capture): the sum with the
// declared Joker (CU-10, CU-11), at most one helping Chuche card (CU-12),
// taken cards on the table and usable (CU-17), solo_capture, and whether it
// clears the table (CU-14). Deck counts (CU-5) are the caller's to check
// with variants.ChucheDeck.CheckCounts. Every problem found is in Why.
func CheckCapture(c CaptureCheck) CaptureVerdict {
	take := cuSorted(c.Take)
	v := CaptureVerdict{
		Capture: Capture{Play: c.Play, Take: take, Joker: c.Joker, Points: cuPoints(append([]variants.ChucheCard{c.Play}, take...)...)},
		Better:  []Capture{},
		Taken:   slices.Clone(c.Take),
	}
	v.Capture.Sum = int(c.Play.Value)
	for _, t := range take {
		v.Capture.Sum += int(t.Value)
	}
	if reason := cuMalformed(c); !reason.IsZero() {
		v.Why = reason
		if c.Table != nil {
			v.ClearsTable = new(bool)
		}
		return v
	}
	var problems []fault.Message
	if c.Joker != 0 && len(c.Unblocked) > 0 {
		problems = append(problems, fault.M("a Joker and a Shield in one turn: at most one Chuche card may help (CU-12)"))
	} else if len(c.Unblocked) > 1 {
		problems = append(problems, fault.M("%d Shields in one turn: at most one Chuche card may help (CU-12)", len(c.Unblocked)))
	}
	if len(take) == 0 && !c.Rules.SoloCapture {
		problems = append(problems, fault.M("no table card taken: a capture takes at least one (CU-10, house rule solo_capture is off)"))
	}
	problems = append(problems, cuTakeProblems(c, take)...)
	sumText, sumProblem := cuSumText(c.Target, v.Capture)
	if sumProblem {
		problems = append([]fault.Message{sumText}, problems...)
	}
	v.Valid = len(problems) == 0

	// A lawful Shield (CU-12: alone) makes its card usable for Better too.
	stillBlocked := c.Blocked
	if c.Joker == 0 && len(c.Unblocked) == 1 {
		stillBlocked = cuMinus(c.Blocked, c.Unblocked)
	}
	if c.Table != nil {
		clears := v.Valid && ClearsTable(c.Table, stillBlocked, take, c.Rules)
		v.ClearsTable, v.Capture.ClearsTable = &clears, clears
	}
	switch {
	case !v.Valid:
		v.Why = cuJoin(problems)
	case v.Capture.ClearsTable:
		v.Why = fault.M("%s, and the table is cleared: a Chuche card is won (CU-14)", sumText)
	default:
		v.Why = sumText
	}
	if v.Valid && len(c.Unblocked) == 1 {
		v.Why = fault.M("%s (%s unblocked with a Shield, CU-17)", v.Why, c.Unblocked[0])
	}
	if c.Table != nil {
		v.BetterCount, v.Better = cuBetter(c, v, stillBlocked)
	}
	return v
}

// cuBetter lists captures with the same hand card ranking above the entered
// one on clearing the table, then points; every one for a refused capture.
func cuBetter(c CaptureCheck, v CaptureVerdict, stillBlocked []variants.ChucheCard) (int, []Capture) {
	q := CaptureQuery{Target: c.Target, Table: c.Table, Blocked: stillBlocked, Joker: c.Joker != 0, Rules: c.Rules}
	floor := cuNoFloor
	if v.Valid {
		floor = cuRank(v.Capture.ClearsTable, v.Capture.Points, 0) >> cuRankPointsShift
	}
	limit := c.Limit
	if limit == 0 {
		limit = DefaultBetterLimit
	}
	count, better := cuSolve(q, []variants.ChucheCard{c.Play}, limit, floor)
	if better == nil {
		better = []Capture{}
	}
	return count, better
}

// cuMalformed rejects what cannot be judged at all: a target outside CU-8,
// a card no deck holds, a Joker other than ±1 (CU-11).
func cuMalformed(c CaptureCheck) fault.Message {
	if err := variants.CheckTarget(c.Target); err != nil {
		if fe, ok := fault.As(err); ok {
			return fe.Message
		}
		return fault.M("%s", err)
	}
	lists := [][]variants.ChucheCard{{c.Play}, c.Take, c.Table, c.Blocked, c.Unblocked}
	for _, list := range lists {
		for _, card := range list {
			if _, ok := cuIndex(card); !ok {
				return fault.M("%s is not a Chuche card: colours R O Y G B V, values 1..6 (CU-1)", cuCardText(card))
			}
		}
	}
	if c.Joker < -1 || c.Joker > 1 {
		return fault.M("joker %+d is not -1, 0 or +1 (CU-11)", c.Joker)
	}
	return fault.Message{}
}

// cuSumText is "R3 + Y1 + B3 = 7, the target is 8" and whether the sum is
// wrong, saying what the Joker needed to do when that is the trouble.
func cuSumText(target int, c Capture) (fault.Message, bool) {
	text := fault.M("%s = %d", c.Cards(), c.Sum)
	if c.Joker != 0 {
		text = fault.M("%s, Joker %+d = %d", text, c.Joker, c.Sum+c.Joker)
	}
	if c.Sum+c.Joker == target {
		return text, false
	}
	text = fault.M("%s, the target is %d", text, target)
	need := target - c.Sum
	switch {
	case c.Joker == 0 && (need == 1 || need == -1):
		text = fault.M("%s; only with a Joker (%+d) (CU-11)", text, need)
	case c.Joker != 0 && need == 0:
		text = fault.M("%s; the cards already make the target, no Joker is needed (CU-11)", text)
	case c.Joker != 0 && need == -c.Joker:
		text = fault.M("%s; the Joker would have to count %+d, not %+d (CU-11)", text, need, c.Joker)
	}
	return text, true
}

// cuJoin is problems one after the other, with "; " between them.
func cuJoin(problems []fault.Message) fault.Message {
	if len(problems) == 1 {
		return problems[0]
	}
	return fault.M("%s; %s", problems[0], cuJoin(problems[1:]))
}

// cuTakeProblems checks that every taken card is on the table and usable by
// the capturer (CU-10, CU-17), and that Shields only unblock blocked cards
// this capture takes.
func cuTakeProblems(c CaptureCheck, take []variants.ChucheCard) []fault.Message {
	var onTable, blocked, unblocked, taken [cuKinds]int
	count := func(n *[cuKinds]int, cards []variants.ChucheCard) {
		for _, card := range cards {
			i, _ := cuIndex(card)
			n[i]++
		}
	}
	count(&onTable, c.Table)
	count(&blocked, c.Blocked)
	count(&unblocked, c.Unblocked)
	count(&taken, take)
	copies := c.Rules.Composition
	if copies == ([6]int{}) {
		copies = variants.DefaultComposition
	}
	var problems []fault.Message
	for i := range cuKinds {
		card := cuCardAt(i)
		known := c.Table != nil
		switch {
		case known && blocked[i] > onTable[i]:
			problems = append(problems, fault.M("blocked card %s is not on the table", card))
		case unblocked[i] > blocked[i]:
			problems = append(problems, fault.M("%s is not blocked: a Shield only unblocks a blocked card (CU-17)", card))
		case unblocked[i] > taken[i]:
			problems = append(problems, fault.M("%s is unblocked but not taken: a Shield unblocks a card for this capture (CU-17)", card))
		}
		if taken[i] == 0 {
			continue
		}
		free := onTable[i] - blocked[i] + unblocked[i]
		if !known {
			// Unknown table: only copies the deck cannot hold apart from
			// the blocked ones must be blocked ones.
			free = copies[i%6] - blocked[i] + unblocked[i]
		}
		switch {
		case known && onTable[i] == 0:
			problems = append(problems, fault.M("%s is not on the table", card))
		case known && taken[i] > onTable[i]:
			problems = append(problems, fault.M("%s is taken %d times, the table holds %d", card, taken[i], onTable[i]))
		case taken[i] > free:
			problems = append(problems, fault.M("%s is blocked by another player (CU-17): only a Shield unblocks it", card))
		}
	}
	return problems
}

// cuMinus is the multiset a minus b.
func cuMinus(a, b []variants.ChucheCard) []variants.ChucheCard {
	if len(b) == 0 {
		return a
	}
	drop := map[variants.ChucheCard]int{}
	for _, c := range b {
		drop[c]++
	}
	var out []variants.ChucheCard
	for _, c := range a {
		if drop[c] > 0 {
			drop[c]--
			continue
		}
		out = append(out, c)
	}
	return out
}
