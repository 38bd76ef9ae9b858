package scorer

import (
	"strings"
	"testing"
)

// CN-4: the first dealer defaults to the last seat, so the first seat plays
// first (as CU-6 in Chuche); the deal then passes one seat each hand.
func TestChinchonDealer_CN4_DefaultIsLastSeatThenPasses(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	if m := tb.mustStand(); m.Dealer != "Cleo" {
		t.Fatalf("before the first hand Dealer = %q, want Cleo (the last seat)", m.Dealer)
	}
	for _, want := range []string{"Ana", "Ben", "Cleo", "Ana"} {
		tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 1, "Cleo": 1}))
		if m := tb.mustStand(); m.Dealer != want {
			t.Fatalf("after hand %d Dealer = %q, want %q", m.Round, m.Dealer, want)
		}
	}
}

// CN-4: the table chooses the first dealer; the deal skips players who are
// out, and a buy-back puts the player back in the rotation.
func TestChinchonDealer_CN4_SkipsThoseOutAndBuyBackRejoins(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo", "Dani")
	stand := func(entries []Entry) ChinchonMatch {
		t.Helper()
		m, err := ChinchonStandingsDealt(tb.seats, "ben", tb.rules, Effective(entries))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	if m := stand(nil); m.Dealer != "Ben" {
		t.Fatalf("first dealer = %q, want Ben (named ignoring case)", m.Dealer)
	}
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 5, "Cleo": 101, "Dani": 5})) // Ben deals; Cleo goes out
	if m := stand(tb.entries); m.Dealer != "Dani" || m.DealtLast != "Ben" {
		t.Fatalf("after hand 1 Dealer = %q (dealt last %q), want Dani: Cleo, next after Ben, is out", m.Dealer, m.DealtLast)
	}
	tb.buyBack("Cleo")
	if m := stand(tb.entries); m.Dealer != "Cleo" {
		t.Fatalf("after Cleo's buy-back Dealer = %q, want Cleo back in the rotation", m.Dealer)
	}
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 1, "Cleo": 1, "Dani": 1}))
	if m := stand(tb.entries); m.Dealer != "Dani" {
		t.Fatalf("after hand 2 Dealer = %q, want Dani", m.Dealer)
	}
	if _, err := ChinchonStandingsDealt(tb.seats, "Zoe", tb.rules, nil); err == nil || !strings.Contains(err.Error(), `"Zoe" is not a player`) {
		t.Fatalf("first dealer Zoe: err = %v, want not a player", err)
	}
}
