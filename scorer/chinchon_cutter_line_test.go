package scorer

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

// The cutter's line is judged as the whole hand will judge it, before
// anyone else is entered, and judges no hand.
func TestJudgeCutterLine(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 3}))
	m := tb.mustStand()
	before := HandJudgements()

	h, v, err := JudgeCutterLine(m, ChinchonHand{Cutter: "Cleo"}, cnCards(t, "1o 2o 3o 12e 4o 5c 5e 5b"), tb.rules)
	if err != nil || !v.Valid || h.Discard == nil || h.Discard.String() != "12e" || len(h.Hands["Cleo"]) != 7 {
		t.Fatalf("8 cards held: %+v %+v %v", h, v, err)
	}
	_, v, err = JudgeCutterLine(m, ChinchonHand{Cutter: "Cleo"}, cnCards(t, noCut8), tb.rules)
	if !fault.Is(err, fault.Refused) || v.Valid || v.Why.IsZero() {
		t.Errorf("no cut: %v, %+v; want a refusal with CN-8's verdict", err, v)
	}
	_, _, err = JudgeCutterLine(m, ChinchonHand{Cutter: "Cleo", Chinchon: true}, cnCards(t, cutClean), tb.rules)
	wantRefused(t, err, "declared chinchón")
	_, _, err = JudgeCutterLine(m, ChinchonHand{Cutter: "Ben"}, cnCards(t, cutClean), tb.rules)
	wantRefused(t, err, "Ben went out in hand 1")
	discard := cnCard(t, "4o")
	_, _, err = JudgeCutterLine(m, ChinchonHand{Cutter: "Cleo", Discard: discard}, cnCards(t, cutClean), tb.rules)
	wantInput(t, err, "4o is entered twice: Cleo's hand and Cleo's discard (CN-4)")
	if _, _, err := JudgeCutterLine(m, ChinchonHand{Cutter: "Cleo"}, cnCards(t, "1o 2o 3o"), tb.rules); !fault.Is(err, fault.Input) || !strings.Contains(err.Error(), "3 cards") {
		t.Errorf("3 cards: %v", err)
	}
	if n := HandJudgements() - before; n != 0 {
		t.Errorf("judging the cutter's line judged %d hands", n)
	}
	// The whole hand is one judgement, however it was entered.
	if _, err := CheckChinchonHand(m, cnCut(t, "Cleo", cutClean, map[string]int{"Ana": 4}), tb.rules); err != nil {
		t.Fatal(err)
	}
	if n := HandJudgements() - before; n != 1 {
		t.Errorf("one hand judged %d times", n)
	}
}
