package scorer

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// CN-11: a chinchón wins at once, whatever the score; nobody counts after
// it, so the others' hands or points are not needed — and when they are
// entered, they count for the statistics.
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

	// Entered anyway: recorded for the statistics.
	tb = newCNTable(t, rules, "Ana", "Ben", "Cleo")
	tb.play(ChinchonHand{Cutter: "Ben", Chinchon: true,
		Hands:  map[string][]variants.ChinchonCard{"Ben": cnCards(t, chinchon), "Cleo": cnCards(t, "1o 2o 3o 5e 5b 5o 12e")},
		Points: map[string]int{"Ana": 14}})
	m = tb.mustStand()
	if got := cnTotals(m); got["Ana"] != 14 || got["Cleo"] != 10 {
		t.Errorf("totals %v, want Ana 14 Cleo 10", got)
	}
	for _, p := range m.Players {
		if p.Stats.Hands != 1 {
			t.Errorf("%s: %d hands, want 1", p.Name, p.Stats.Hands)
		}
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
