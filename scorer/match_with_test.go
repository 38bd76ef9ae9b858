package scorer

import (
	"encoding/json"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// With plays an entry onto a match and returns the match after it; the
// match it was called on is left exactly as it was (a probe never clones).
func TestChinchonMatch_WithLeavesTheMatch(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	m, err := ChinchonStandings([]string{"Ana", "Ben"}, rules, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := cnCut(t, "Ana", "1o 2o 3o 5c 5e 5b 4c", map[string]int{"Ben": 70})
	next, res, err := m.With(Entry{Seq: 1, Payload: h}, rules)
	if err != nil {
		t.Fatal(err)
	}
	if res.Hand == nil || res.Hand.Seq != 1 || next.Round != 1 || next.Players[1].Total != 70 {
		t.Fatalf("after the hand: %+v, round %d, players %+v", res, next.Round, next.Players)
	}
	if m.Round != 0 || len(m.Hands) != 0 || m.Players[0].Total != 0 || m.Players[1].Total != 0 || m.Players[1].Stats.Hands != 0 {
		t.Errorf("With changed the match it was called on: %+v", m)
	}
	// Ben goes out in the next hand (CN-12): the game is over, and the
	// match of one hand is still as it was.
	out, res, err := next.With(Entry{Seq: 2, Payload: h}, rules)
	if err != nil || !res.Finished || out.Players[1].Status != ChinchonOut {
		t.Fatalf("second hand: %v, %+v", err, out.Players)
	}
	if next.Finished || len(next.Events) != 0 || next.Players[1].Status != ChinchonIn || len(next.Hands) != 1 {
		t.Errorf("the second hand changed the match of one: %+v", next)
	}
	// A refused entry returns the match unchanged, and an error.
	again, _, err := out.With(Entry{Payload: h}, rules)
	if err == nil || again.Round != 2 {
		t.Errorf("a hand after the end: %v, round %d", err, again.Round)
	}
}

func TestChucheMatch_WithLeavesTheMatch(t *testing.T) {
	rules := variants.DefaultChucheRules()
	m, err := ChucheStandings([]string{"Ana", "Ben"}, rules, nil)
	if err != nil {
		t.Fatal(err)
	}
	dealt, _, err := m.With(ChucheCodec().Entry(1, ChucheKindDeal, json.RawMessage(`{"dealer":"Ben","table":["O1","G1","Y2"]}`), 0, 0), rules)
	if err != nil || dealt.Current == nil || m.Current != nil {
		t.Fatalf("deal: %v; dealt round %v, the match before %v", err, dealt.Current, m.Current)
	}
	turn := ChucheCodec().Entry(0, ChucheKindTurn, json.RawMessage(`{"player":"Ana","target":6,"play":"R3","take":["O1","Y2"]}`), 0, 0)
	if res, err := dealt.Probe(turn, rules); err != nil || res.Turn == nil || dealt.Current.Turns != 0 {
		t.Fatalf("probe: %v, %+v; the round after it has %d turns", err, res, dealt.Current.Turns)
	}
	turn.Seq = 2
	played, res, err := dealt.With(turn, rules)
	if err != nil || res.Turn == nil || played.Current.Turns != 1 {
		t.Fatalf("turn: %v, %+v", err, res)
	}
	if r := dealt.Current; r.Turns != 0 || len(r.Table) != 3 || r.Hands["Ana"] != 3 || len(r.Won["Ana"]) != 0 {
		t.Errorf("With changed the round it was called on: %+v", r)
	}
}
