package scorer

import (
	"slices"

	"github.com/chuche-ref/chuche-ref/variants"
)

// Both games have the same shape: a match is a value, and With plays one
// more typed entry onto it and returns the match after it and what the
// entry did, leaving the receiver as it was — so a caller can judge a
// candidate entry (probe) and keep the match it had, with no cloning of its
// own. The error names e.Seq when it is set, as the standings functions do.

// With plays e onto the match (CN-10…CN-15) and returns the match after it;
// m is not changed. On error the returned match is m; a hand refused for
// its cut still has its Hand in the outcome, carrying the cut's verdict for
// CN-8's answer.
func (m ChinchonMatch) With(e Entry, rules variants.ChinchonRules) (ChinchonMatch, Outcome, error) {
	next := m.fork()
	out, err := next.play(e, rules)
	if err != nil {
		if e.Seq > 0 {
			err = atEntry(e.Seq, err)
		}
		return m, Outcome{Hand: out.Hand}, err
	}
	return next, out, nil
}

// fork is a copy of m that play may change without touching m: the seats
// are copied, the lists clipped so that appending to them copies too.
func (m ChinchonMatch) fork() ChinchonMatch {
	m.Players = slices.Clone(m.Players)
	m.Winners = slices.Clip(m.Winners)
	m.Hands = slices.Clip(m.Hands)
	m.Rejoins = slices.Clip(m.Rejoins)
	m.Events = slices.Clip(m.Events)
	return m
}

// With plays e onto the match (CU-6…CU-25) and returns the match after it;
// m — its round in progress included — is not changed. On error the
// returned match is m.
func (m ChucheMatch) With(e Entry, rules variants.ChucheRules) (ChucheMatch, Outcome, error) {
	next := m.fork()
	out, err := next.play(e, rules)
	if err != nil {
		return m, Outcome{}, err
	}
	return next, out, nil
}

// fork is a copy of m that play may change without touching m. The round
// in progress is shared as it is: a round never changes, play replaces it
// with the one referee.ChucheRound.Apply returns.
func (m ChucheMatch) fork() ChucheMatch {
	m.Winners = slices.Clip(m.Winners)
	m.Events = slices.Clip(m.Events)
	m.Rounds = slices.Clip(m.Rounds)
	m.Players = slices.Clone(m.Players)
	for i := range m.Players {
		m.Players[i].Stats.RoundPoints = slices.Clip(m.Players[i].Stats.RoundPoints)
	}
	return m
}

// Probe judges e as the next entry of the match without playing it: what
// With would say, the match left as it is.
func (m ChinchonMatch) Probe(e Entry, rules variants.ChinchonRules) (Outcome, error) {
	_, out, err := m.With(e, rules)
	return out, err
}

// Probe judges e as the next entry of the match without playing it: what
// With would say, the match — its round in progress included — left as it
// is.
func (m ChucheMatch) Probe(e Entry, rules variants.ChucheRules) (Outcome, error) {
	_, out, err := m.With(e, rules)
	return out, err
}
