package scorer_test

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/scorer"
)

// A rematch's first dealer is the seat after the one who dealt the last
// hand, whoever of them is out: everyone is in again (CN-4). In Chuche it
// is the next round's dealer (CU-6).
func TestNextGameDealer(t *testing.T) {
	m := scorer.ChinchonMatch{Players: []scorer.ChinchonPlayer{{Name: "Ana"}, {Name: "Ben", Status: scorer.ChinchonOut}, {Name: "Cleo"}},
		Dealer: "Cleo", DealtLast: "Ana"}
	if got := m.NextGameDealer(); got != "Ben" {
		t.Errorf("after Ana's deal, with Ben out: %q, want Ben", got)
	}
	m.DealtLast = "Cleo"
	if got := m.NextGameDealer(); got != "Ana" {
		t.Errorf("after Cleo's deal: %q, want Ana (the deal goes round)", got)
	}
	m.DealtLast = ""
	if got := m.NextGameDealer(); got != "Cleo" {
		t.Errorf("before any hand: %q, want the game's dealer Cleo", got)
	}
	if got := (scorer.ChucheMatch{Dealer: "Ben"}).NextGameDealer(); got != "Ben" {
		t.Errorf("Chuche: %q, want the next round's dealer Ben", got)
	}
}
