package scorer

import (
	"slices"
	"testing"
)

// Legal lists who may cut (the players in, CN-7), who may buy back (CN-13)
// and who deals (CN-4), as the match's own checks say.
func TestChinchonLegal_CN7_CN13_CN4(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	l := tb.mustStand().Legal(tb.rules)
	if !slices.Equal(l.Cutters, []string{"Ana", "Ben", "Cleo"}) || len(l.BuyBacks) != 0 || l.Dealer != "Cleo" {
		t.Fatalf("before the first hand: %+v", l)
	}
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 5, "Cleo": 101})) // Cleo goes out
	m := tb.mustStand()
	l = m.Legal(tb.rules)
	if !slices.Equal(l.Cutters, []string{"Ana", "Ben"}) {
		t.Errorf("cutters after Cleo went out = %v, want Ana, Ben", l.Cutters)
	}
	wantBuy := CheckChinchonBuyBack(m, "Cleo", tb.rules) == nil
	if !wantBuy {
		t.Fatal("the fixture should let Cleo buy back (CN-13)")
	}
	if got := slices.Contains(l.BuyBacks, "Cleo"); got != wantBuy || slices.Contains(l.BuyBacks, "Ana") {
		t.Errorf("buy-backs = %v; CheckChinchonBuyBack allows Cleo: %v", l.BuyBacks, wantBuy)
	}
	if l.Dealer != m.Dealer || l.Dealer == "" {
		t.Errorf("dealer = %q, match says %q", l.Dealer, m.Dealer)
	}
}
