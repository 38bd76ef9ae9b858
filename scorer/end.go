package scorer

// A game can be ended early: an evening stops before
// anyone wins. An "end" entry closes the game without a winner, in either
// game; undo voids it like any entry, and the game goes on where it was.
// Stats count an ended game as played and won by nobody.

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChinchonEndedEarly is ChinchonMatch.EndedBy after an "end" entry.
const ChinchonEndedEarly = "ended-early"

// EndEarly is the payload of an "end" entry. Rated is `end --rated`: the
// game is placed by the totals at that moment and a league rates it (LG-5);
// a plain end is not rated. An object, so that a note can be added later
// without a new kind.
//
//	{}
//	{"rated":true}
type EndEarly struct {
	Rated bool `json:"rated,omitempty"`
}

// EndEntry is an early end as the entry seq, for tests.
func EndEntry(seq int) Entry { return Entry{Seq: seq, Payload: EndEarly{}} }

// endedEarlyWords finishes "the game is over: …".
var endedEarly = fault.M("it was ended early, without a winner")

// CheckChinchonEnd says whether the game may be ended now: refused when it
// is over already (CN-11, CN-14).
func CheckChinchonEnd(m ChinchonMatch, rules variants.ChinchonRules) error {
	if m.Finished {
		return fault.Refusedf("the game is over already: %s", m.outcome(rules))
	}
	return nil
}

// endEarly closes the match with no winner; rated, it is placed by the
// totals at this moment (LG-5).
func (m *ChinchonMatch) endEarly(e EndEarly, rules variants.ChinchonRules) error {
	if err := CheckChinchonEnd(*m, rules); err != nil {
		return err
	}
	m.finish(ChinchonEndedEarly, []string{})
	m.EndedEarly, m.EndedRated = true, e.Rated
	if e.Rated {
		m.event(fault.M("the game is ended early, without a winner; the league places it by the totals now"))
	} else {
		m.event(fault.M("the game is ended early, without a winner"))
	}
	return nil
}

// CheckChucheEnd says whether the match may be ended now: refused when it
// is over already (CU-24). A round in progress may be ended: it is not
// scored.
func CheckChucheEnd(m ChucheMatch) error {
	if m.Finished {
		return fault.Refusedf("the match is over already: %s (CU-24)", m.outcome())
	}
	return nil
}

// endEarly closes the match with no winner; a round in progress is dropped
// unscored. Rated, the match is placed by the totals of the rounds scored
// (LG-5).
func (m *ChucheMatch) endEarly(e EndEarly) {
	event := fault.M("the match is ended early, without a winner")
	switch {
	case m.Current != nil && e.Rated:
		event = fault.M("the match is ended early, without a winner; round %d in progress is not scored; the league places it by the totals now", m.Round+1)
	case m.Current != nil:
		event = fault.M("the match is ended early, without a winner; round %d in progress is not scored", m.Round+1)
	case e.Rated:
		event = fault.M("the match is ended early, without a winner; the league places it by the totals now")
	}
	m.Finished, m.Winners, m.EndedEarly, m.EndedRated, m.Current = true, []string{}, true, e.Rated, nil
	m.event(event)
}

// Outcome says in words how a finished match ended: who won with what, or
// that it was ended early; "" while it is in play.
func (m ChucheMatch) Outcome() fault.Message {
	if !m.Finished {
		return fault.Message{}
	}
	return m.outcome()
}
