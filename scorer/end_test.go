package scorer

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// An "end" entry closes a Chinchón game without a winner;
// voiding it (undo) re-opens the game where it was.
func TestChinchonEndedEarly(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	tb := newCNTable(t, rules, "Ana", "Ben")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 20}))
	tb.entries = append(tb.entries, EndEntry(tb.nextSeq()))
	m := tb.mustStand()
	if !m.Finished || !m.EndedEarly || m.EndedBy != ChinchonEndedEarly || len(m.Winners) != 0 || m.Winners == nil {
		t.Fatalf("finished %v early %v by %q winners %#v", m.Finished, m.EndedEarly, m.EndedBy, m.Winners)
	}
	raw, _ := json.Marshal(m)
	if !strings.Contains(string(raw), `"ended_early":true`) || !strings.Contains(string(raw), `"winners":[]`) {
		t.Errorf("JSON %s", raw)
	}
	if err := tb.try(cnEntry(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 3}))); !fault.Is(err, fault.Refused) || !strings.Contains(err.Error(), "ended early") {
		t.Errorf("a hand after the end: %v", err)
	}
	if err := tb.try(EndEntry(0)); !fault.Is(err, fault.Refused) || !strings.Contains(err.Error(), "over already") {
		t.Errorf("a second end: %v", err)
	}
	if err := CheckChinchonEnd(m, rules); err == nil {
		t.Error("CheckChinchonEnd accepts an ended game")
	}

	// undo: the game goes on where it was
	tb.entries = append(tb.entries, Entry{Seq: tb.nextSeq(), Payload: Undo{Voided: KindEnd, Seq: 2}, Voids: 2})
	m = tb.mustStand()
	if m.Finished || m.EndedEarly || m.EndedBy != "" || cnTotals(m)["Ben"] != 20 {
		t.Fatalf("after undo: finished %v early %v totals %v", m.Finished, m.EndedEarly, cnTotals(m))
	}
	tb.play(cnCut(t, "Ben", cutClean, map[string]int{"Ana": 5}))
}

func TestChinchonEndAfterAWinIsRefused(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	tb := newCNTable(t, rules, "Ana", "Ben")
	tb.play(ChinchonHand{Cutter: "Ben", Chinchon: true, Hands: map[string][]variants.ChinchonCard{"Ben": cnCards(t, "3c 4c 5c 6c 7c 8c 9c")}})
	err := tb.try(EndEntry(0))
	if err == nil || !strings.Contains(err.Error(), "Ben won with a chinchón") {
		t.Errorf("end after a chinchón: %v", err)
	}
}

// An ended Chuche match: no winner, the round in progress dropped unscored,
// no more deals.
func TestChucheEndedEarly(t *testing.T) {
	rules := variants.DefaultChucheRules()
	seats := []string{"Ana", "Ben"}
	deal := ChucheCodec().Entry(1, ChucheKindDeal, json.RawMessage(`{"table":["R1","Y1","G1"]}`), 0, 0)
	m, err := ChucheStandings(seats, rules, []Entry{deal, EndEntry(2)})
	if err != nil {
		t.Fatal(err)
	}
	if !m.Finished || !m.EndedEarly || len(m.Winners) != 0 || m.Current != nil {
		t.Fatalf("finished %v early %v winners %v current %v", m.Finished, m.EndedEarly, m.Winners, m.Current)
	}
	if got := m.Outcome().String(); got != "it was ended early, without a winner" {
		t.Errorf("Outcome() = %q", got)
	}
	next := ChucheCodec().Entry(3, ChucheKindDeal, json.RawMessage(`{"table":["R2","Y2","G2"]}`), 0, 0)
	if _, _, err := m.With(next, rules); !fault.Is(err, fault.Refused) || !strings.Contains(err.Error(), "ended early") {
		t.Errorf("a deal after the end: %v", err)
	}
	if err := CheckChucheEnd(m); err == nil {
		t.Error("CheckChucheEnd accepts an ended match")
	}
}

func cnEntry(h ChinchonHand) Entry { return ChinchonHandEntry(0, h) }
