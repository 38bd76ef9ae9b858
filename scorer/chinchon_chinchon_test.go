package scorer

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// CN-11: a chinchón wins at once, whatever the score; nobody counts after
// it, so the others' hands or points are not needed — and when they are
// entered, they count for the statistics only: their totals stay, and
// nobody goes out in that hand.
func TestChinchonNeedsNoOtherHandsCN11(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	chinchon := "3c 4c 5c 6c 7c 8c 9c"

	tb := newCNTable(t, rules, "Ana", "Ben", "Cleo")
	tb.play(ChinchonHand{Cutter: "Ben", Chinchon: true, Hands: map[string][]variants.ChinchonCard{"Ben": cnCards(t, chinchon)}})
	m := tb.mustStand()
	if !m.Finished || m.EndedBy != ChinchonEndedByChinchon || strings.Join(m.Winners, ",") != "Ben" {
		t.Fatalf("finished %v by %q winners %v", m.Finished, m.EndedBy, m.Winners)
	}
	if got := cnTotals(m); got["Ana"] != 0 || got["Cleo"] != 0 || got["Ben"] != -10 {
		t.Errorf("totals %v", got)
	}
	for _, p := range m.Players {
		if want := map[string]int{"Ben": 1}[p.Name]; p.Stats.Hands != want {
			t.Errorf("%s played %d hands, want %d: a player not entered played none", p.Name, p.Stats.Hands, want)
		}
	}
	if _, ok := m.Hands[0].Scores["Ana"]; ok {
		t.Errorf("Ana was not entered but has a score: %v", m.Hands[0].Scores)
	}

	// Entered anyway: recorded for the statistics, not the totals — not
	// even points over the limit put a player out (CN-12 needs a count).
	limit50 := rules
	limit50.Limit = 50
	tb = newCNTable(t, limit50, "Ana", "Ben", "Cleo")
	tb.play(cnCut(t, "Ana", cutLeft5, map[string]int{"Ben": 20, "Cleo": 45}))
	tb.play(ChinchonHand{Cutter: "Ben", Chinchon: true,
		Hands:  map[string][]variants.ChinchonCard{"Ben": cnCards(t, chinchon), "Cleo": cnCards(t, "1o 2o 3o 5e 5b 5o 12e")},
		Points: map[string]int{"Ana": 14}})
	m = tb.mustStand()
	if got := cnTotals(m); got["Ana"] != 5 || got["Ben"] != 10 || got["Cleo"] != 45 {
		t.Errorf("totals %v, want Ana 5 Ben 10 Cleo 45: nobody counts after a chinchón", got)
	}
	if h := m.Hands[1]; h.Scores["Ana"] != 14 || h.Scores["Cleo"] != 10 || len(h.Eliminated) != 0 || h.TotalsAfter["Cleo"] != 45 {
		t.Errorf("hand scores %v, out %v, totals after %v", h.Scores, h.Eliminated, h.TotalsAfter)
	}
	for _, p := range m.Players {
		if p.Stats.Hands != 2 || p.Status != ChinchonIn {
			t.Errorf("%s: %d hands, %s; want 2 and in", p.Name, p.Stats.Hands, p.Status)
		}
	}
	if s := m.Players[2].Stats; s.LeftoverSum != 55 {
		t.Errorf("Cleo's leftover sum %d, want 45+10", s.LeftoverSum)
	}
}

// A cut that is no chinchón still needs everyone still in (CN-9), and a
// declared chinchón that is not one is refused, others entered or not.
func TestChinchonOthersStillNeededWithoutAChinchon(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	tb := newCNTable(t, rules, "Ana", "Ben", "Cleo")
	err := tb.try(ChinchonHandEntry(0, ChinchonHand{Cutter: "Ben", Hands: map[string][]variants.ChinchonCard{"Ben": cnCards(t, cutLeft2)}}))
	if !fault.Is(err, fault.Input) || !strings.Contains(err.Error(), "Ana is still in but has no cards or points entered") {
		t.Errorf("a cut without the others: %v", err)
	}
	err = tb.try(ChinchonHandEntry(0, ChinchonHand{Cutter: "Ben", Chinchon: true, Hands: map[string][]variants.ChinchonCard{"Ben": cnCards(t, cutClean)}}))
	if !fault.Is(err, fault.Refused) || !strings.Contains(err.Error(), "declared chinchón, but") {
		t.Errorf("a false chinchón without the others: %v", err)
	}
}
