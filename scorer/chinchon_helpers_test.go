package scorer

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// Cutter hands of the spanish-48 deck with a known outcome (CN-6, CN-10):
// a run of cnThree oros and a set of cnThree; the seventh card is the leftover.
const (
	cutClean = "1o 2o 3o 4o 5c 5e 5b" // −10
	cutLeft2 = "1o 2o 3o 5c 5e 5b 2c" // 2
	cutLeft3 = "1o 2o 3o 5c 5e 5b 3c" // 3
	cutLeft4 = "1o 2o 3o 5c 5e 5b 4c" // 4
	cutLeft5 = "1o 2o 3o 7c 7e 7b 5e" // 5
	noCut8   = "1o 2o 3o 5c 5e 5b 8c" // leftover 8: no cut (CN-7)
)

// cnCards reads a card list in any notation; the scorer checks the deck.
func cnCards(t testing.TB, s string) []variants.ChinchonCard {
	t.Helper()
	cs, err := variants.ChinchonDeck{Name: variants.Spanish48, Jokers: 2}.ParseCards(s)
	if err != nil {
		t.Fatalf("cards %q: %v", s, err)
	}
	return cs
}

func cnCard(t testing.TB, s string) *variants.ChinchonCard {
	t.Helper()
	c := cnCards(t, s)[0]
	return &c
}

// cnCut is a hand cut by cutter with the given cards, everyone else by points.
func cnCut(t testing.TB, cutter, cutterCards string, points map[string]int) ChinchonHand {
	t.Helper()
	return ChinchonHand{
		Cutter: cutter,
		Hands:  map[string][]variants.ChinchonCard{cutter: cnCards(t, cutterCards)},
		Points: points,
	}
}

// cnTable writes a ledger the way the CLI would and reads standings back.
type cnTable struct {
	t       *testing.T
	seats   []string
	rules   variants.ChinchonRules
	entries []Entry
}

func newCNTable(t *testing.T, rules variants.ChinchonRules, seats ...string) *cnTable {
	return &cnTable{t: t, seats: seats, rules: rules}
}

func (tb *cnTable) nextSeq() int { return len(tb.entries) + 1 }

// play enters a hand that must be accepted and returns its seq.
func (tb *cnTable) play(h ChinchonHand) int {
	tb.t.Helper()
	seq := tb.nextSeq()
	tb.entries = append(tb.entries, ChinchonHandEntry(seq, h))
	tb.mustStand()
	return seq
}

// buyBack enters a buy-back that must be accepted and returns its seq.
func (tb *cnTable) buyBack(player string) int {
	tb.t.Helper()
	seq := tb.nextSeq()
	tb.entries = append(tb.entries, ChinchonBuyBackEntry(seq, player))
	tb.mustStand()
	return seq
}

// try enters an entry that the referee should refuse: it is checked, then
// left out of the ledger, as the CLI would.
func (tb *cnTable) try(e Entry) error {
	tb.t.Helper()
	e.Seq = tb.nextSeq()
	_, err := ChinchonStandings(tb.seats, tb.rules, Effective(append(tb.entries[:len(tb.entries):len(tb.entries)], e)))
	if err == nil {
		tb.t.Fatalf("entry %d (%s %+v) was accepted; want it refused", e.Seq, e.Kind(), e.Payload)
	}
	return err
}

func (tb *cnTable) amend(replaces int, h ChinchonHand) {
	a := ChinchonHandEntry(tb.nextSeq(), h)
	a.Replaces = replaces
	tb.entries = append(tb.entries, a)
}

func (tb *cnTable) standings() (ChinchonMatch, error) {
	return ChinchonStandings(tb.seats, tb.rules, Effective(tb.entries))
}

func (tb *cnTable) mustStand() ChinchonMatch {
	tb.t.Helper()
	m, err := tb.standings()
	if err != nil {
		tb.t.Fatalf("standings: %v", err)
	}
	return m
}

func cnTotals(m ChinchonMatch) map[string]int {
	out := map[string]int{}
	for _, p := range m.Players {
		out[p.Name] = p.Total
	}
	return out
}

func cnStatuses(m ChinchonMatch) string {
	var parts []string
	for _, p := range m.Players {
		parts = append(parts, p.Name+"="+p.Status)
	}
	return strings.Join(parts, " ")
}

// cnRoomyRules are the default rules with two jokers worth 100 each: the
// scripted matches enter a whole elimination's points in one hand, and CN-3
// caps points entered by hand at what 7 cards can be worth (250 here). The
// cards the tests enter hold no joker, so nothing else changes.
func cnRoomyRules() variants.ChinchonRules {
	r := variants.DefaultChinchonRules()
	r.Jokers, r.JokerPenalty = 2, 100
	return r
}
