package scorer

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// A four-player game to 100 with every turn of CN-12…CN-14: an elimination
// and a buy-back at the highest total still in, two players out in one hand,
// refused buy-backs and hands, and the last player in winning.
func TestChinchonStandings_CN12_CN13_CN14_ScriptedMatch(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo", "Dani")

	h1 := cnCut(t, "Ana", cutClean, map[string]int{"Ben": 40, "Cleo": 30})
	h1.Hands["Dani"] = cnCards(t, "6c 7c 8c 12o 12c 12e 9b") // leaves 9
	tb.play(h1)
	tb.play(cnCut(t, "Ben", cutLeft2, map[string]int{"Ana": 50, "Cleo": 60, "Dani": 80}))
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 62, "Cleo": 5, "Dani": 3}))

	m := tb.mustStand()
	if want := map[string]int{"Ana": 30, "Ben": 104, "Cleo": 95, "Dani": 92}; !maps.Equal(cnTotals(m), want) {
		t.Fatalf("after hand 3 totals = %v, want %v", cnTotals(m), want)
	}
	if got := m.Hands[2].Eliminated; !slices.Equal(got, []string{"Ben"}) {
		t.Errorf("hand 3 eliminated %v, want Ben (104 > 100)", got)
	}

	tb.buyBack("Ben") // CN-13: at Cleo's 95, the highest still in
	m = tb.mustStand()
	if p := m.Players[1]; p.Total != 95 || p.Status != ChinchonIn || p.BuyBacks != 1 {
		t.Errorf("Ben after buy-back = %+v; want in at 95 with 1 buy-back", p)
	}

	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 1, "Cleo": 10, "Dani": 20}))
	m = tb.mustStand()
	if got := m.Hands[3].Eliminated; !slices.Equal(got, []string{"Cleo", "Dani"}) {
		t.Errorf("hand 4 eliminated %v, want Cleo and Dani together", got)
	}
	if m.Finished {
		t.Error("finished with Ana and Ben still in")
	}

	tb.buyBack("Cleo") // at Ben's 96
	tb.play(cnCut(t, "Cleo", cutClean, map[string]int{"Ana": 10, "Ben": 10}))

	wantRefused(t, tb.try(ChinchonBuyBackEntry(0, "Ben")), "entry 8", "Ben has used 1 of 1 buy-back", "buybacks=1")
	wantRefused(t, tb.try(ChinchonBuyBackEntry(0, "Dani")), "Dani went out in hand 4", "the chance to buy back ended when hand 5 began")
	wantRefused(t, tb.try(ChinchonBuyBackEntry(0, "Ana")), "Ana is still in")
	wantRefused(t, tb.try(ChinchonHandEntry(0, cnCut(t, "Ana", cutClean, map[string]int{"Cleo": 4, "Dani": 5}))),
		"Dani went out in hand 4 with 112")

	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Cleo": 90}))
	m = tb.mustStand()
	if !m.Finished || m.EndedBy != ChinchonEndedByLastIn || !slices.Equal(m.Winners, []string{"Ana"}) {
		t.Errorf("end: finished %v by %q winners %v; want Ana, the last one in", m.Finished, m.EndedBy, m.Winners)
	}
	if want := map[string]int{"Ana": 20, "Ben": 106, "Cleo": 176, "Dani": 112}; !maps.Equal(cnTotals(m), want) {
		t.Errorf("final totals = %v, want %v", cnTotals(m), want)
	}
	if m.Round != 6 || len(m.Hands) != 6 {
		t.Errorf("round %d with %d hands; want 6", m.Round, len(m.Hands))
	}
	wantRefused(t, tb.try(ChinchonHandEntry(0, cnCut(t, "Ana", cutClean, map[string]int{}))), "the game is over", "Ana won")
	wantRefused(t, tb.try(ChinchonBuyBackEntry(0, "Cleo")), "Cleo has used 1 of 1")

	wantEvents := []string{
		"Ben is out with 104", "Ben buys back at 95", "Cleo is out with 105", "Dani is out with 112",
		"Cleo buys back at 96", "Ben is out with 106", "Cleo is out with 176", "Ana wins as the only player still in",
	}
	if !slices.Equal(fault.Strings(m.Events), wantEvents) {
		t.Errorf("events:\n got %q\nwant %q", m.Events, wantEvents)
	}
	wantAna := ChinchonStats{Hands: 6, Cuts: 4, CleanCuts: 4, LeftoverSum: 60, BestHand: -10}
	if got := m.Players[0].Stats; got != wantAna {
		t.Errorf("Ana's stats = %+v, want %+v", got, wantAna)
	}
	wantBen := ChinchonStats{Hands: 5, Cuts: 1, BuyBacks: 1, Eliminations: 2, LeftoverSum: 115, BestHand: 1}
	if got := m.Players[1].Stats; got != wantBen {
		t.Errorf("Ben's stats = %+v, want %+v", got, wantBen)
	}
	if want := (ChinchonRejoin{Seq: 4, After: 3, Player: "Ben", From: 104, To: 95}); m.Rejoins[0] != want {
		t.Errorf("first rejoin = %+v, want %+v", m.Rejoins[0], want)
	}
	if got := m.Hands[2].TotalsAfter["Ben"]; got != 104 {
		t.Errorf("hand 3 TotalsAfter[Ben] = %d, want 104", got)
	}
}

func TestChinchonStandings_CN14_BuyBackReopensAFinishedGame(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101}))
	m := tb.mustStand()
	if !m.Finished || !slices.Equal(m.Winners, []string{"Ana"}) {
		t.Fatalf("finished %v winners %v; want Ana the last one in", m.Finished, m.Winners)
	}
	wantRefused(t, tb.try(ChinchonHandEntry(0, cnCut(t, "Ana", cutClean, map[string]int{}))), "Ben would re-open it")

	tb.buyBack("Ben")
	m = tb.mustStand()
	if m.Finished || len(m.Winners) != 0 || m.Winners == nil || m.EndedBy != "" {
		t.Errorf("after buy-back finished %v winners %#v ended by %q; want an open game", m.Finished, m.Winners, m.EndedBy)
	}
	if got := cnTotals(m)["Ben"]; got != -10 {
		t.Errorf("Ben rejoins at %d, want Ana's −10", got)
	}
	tb.play(cnCut(t, "Ben", cutLeft3, map[string]int{"Ana": 7}))
}

func TestChinchonStandings_CN13_BuyBackHouseRules(t *testing.T) {
	rules := cnRoomyRules()
	rules.Buyback = false
	tb := newCNTable(t, rules, "Ana", "Ben", "Cleo")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 3}))
	wantRefused(t, tb.try(ChinchonBuyBackEntry(0, "Ben")), "buyback=false")

	rules = cnRoomyRules()
	rules.Buybacks = 2
	tb = newCNTable(t, rules, "Ana", "Ben", "Cleo")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 3}))
	tb.buyBack("Ben") // at Cleo's 3
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 98, "Cleo": 3}))
	tb.buyBack("Ben") // the second of two
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 200, "Cleo": 3}))
	wantRefused(t, tb.try(ChinchonBuyBackEntry(0, "Ben")), "Ben has used 2 of 2 buy-backs")

	_, err := ChinchonStandings(tb.seats, rules, append(tb.entries, ChinchonBuyBackEntry(6, "Zoe")))
	wantInput(t, err, "entry 6", `"Zoe" is not a player`)
}

func TestChinchonStandings_CN12_OutAtReachOrExceed(t *testing.T) {
	for _, tt := range []struct {
		outAt    string
		finished bool
		status   string
	}{{"exceed", false, "Ana=in Ben=in"}, {"reach", true, "Ana=out Ben=in"}} {
		rules := cnRoomyRules()
		rules.OutAt = tt.outAt
		tb := newCNTable(t, rules, "Ana", "Ben")
		tb.play(cnCut(t, "Ben", cutClean, map[string]int{"Ana": 100})) // exactly the limit
		m := tb.mustStand()
		if m.Finished != tt.finished || cnStatuses(m) != tt.status {
			t.Errorf("out_at=%s at the limit: finished %v, %s; want %v, %s", tt.outAt, m.Finished, cnStatuses(m), tt.finished, tt.status)
		}
	}
}

func TestChinchonStandings_CN14_EveryoneOutTogetherLowestWins(t *testing.T) {
	tests := []struct {
		name    string
		ben     int
		winners []string
	}{
		{"one lowest", 5, []string{"Ana"}},          // Ana 101, Ben 104, Cleo 110
		{"equal lowest", 2, []string{"Ana", "Ben"}}, // Ana 101, Ben 101
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
			tb.play(cnCut(t, "Cleo", cutClean, map[string]int{"Ana": 97, "Ben": 99}))
			tb.play(cnCut(t, "Ana", cutLeft4, map[string]int{"Ben": tt.ben, "Cleo": 120})) // the cutter goes out too
			m := tb.mustStand()
			if !m.Finished || m.EndedBy != ChinchonEndedByAllOut || !slices.Equal(m.Winners, tt.winners) {
				t.Errorf("finished %v by %q winners %v; want %v", m.Finished, m.EndedBy, m.Winners, tt.winners)
			}
			wantRefused(t, tb.try(ChinchonBuyBackEntry(0, "Ana")), "nobody can buy back")
		})
	}
}

func TestChinchonStandings_CN14_AllOutLowestAmongThoseGoingOut(t *testing.T) {
	rules := cnRoomyRules()
	rules.Buyback = false
	tb := newCNTable(t, rules, "Ana", "Ben", "Cleo", "Dani")
	tb.play(cnCut(t, "Ana", cutLeft5, map[string]int{"Ben": 96, "Cleo": 98, "Dani": 101})) // Dani out at 101
	tb.play(cnCut(t, "Ben", cutLeft5, map[string]int{"Ana": 100, "Cleo": 10}))             // Ana 105, Ben 101, Cleo 108
	m := tb.mustStand()
	if !slices.Equal(m.Winners, []string{"Ben"}) {
		t.Errorf("winners %v; want Ben (101 in the last hand; Dani's 101 came earlier and is tied, but she was out)", m.Winners)
	}
}

func TestChinchonStandings_CN11_ChinchonWinsAtOnce(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 99})) // Ben out at 101
	h := cnCut(t, "Cleo", "1o 2o 3o 4o 5o 6o 7o", map[string]int{"Ana": 30})
	h.Chinchon = true
	tb.play(h)
	m := tb.mustStand()
	if !m.Finished || m.EndedBy != ChinchonEndedByChinchon || !slices.Equal(m.Winners, []string{"Cleo"}) {
		t.Errorf("finished %v by %q winners %v; want Cleo by chinchón", m.Finished, m.EndedBy, m.Winners)
	}
	// Nobody counts after a chinchón: Ana's 30 go to the statistics only.
	if want := map[string]int{"Ana": -10, "Ben": 101, "Cleo": 89}; !maps.Equal(cnTotals(m), want) {
		t.Errorf("totals %v, want %v (nobody counts after a chinchón, CN-11)", cnTotals(m), want)
	}
	if got := m.Hands[1].TotalsAfter["Ana"]; got != -10 || m.Hands[1].Scores["Ana"] != 30 || m.Players[0].Stats.LeftoverSum != 30 {
		t.Errorf("Ana after the chinchón: total %d, hand score %d, leftover sum %d; want -10, 30 and 30",
			got, m.Hands[1].Scores["Ana"], m.Players[0].Stats.LeftoverSum)
	}
	if m.Players[2].Stats.Chinchons != 1 {
		t.Errorf("Cleo's chinchóns = %d", m.Players[2].Stats.Chinchons)
	}
	wantRefused(t, tb.try(ChinchonBuyBackEntry(0, "Ben")), "chinchón")
	wantRefused(t, tb.try(ChinchonHandEntry(0, cnCut(t, "Ana", cutClean, map[string]int{"Cleo": 1}))), "Cleo won with a chinchón")
}

func TestChinchonStandings_CN15_AmendmentReversesAnElimination(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben")
	tb.play(cnCut(t, "Ana", cutLeft2, map[string]int{"Ben": 60}))
	second := tb.play(cnCut(t, "Ana", cutLeft3, map[string]int{"Ben": 45}))
	if m := tb.mustStand(); !m.Finished || cnStatuses(m) != "Ana=in Ben=out" {
		t.Fatalf("before the amendment: finished %v, %s", m.Finished, cnStatuses(m))
	}

	tb.amend(second, cnCut(t, "Ana", cutLeft3, map[string]int{"Ben": 25})) // Ben had 25, not 45
	m := tb.mustStand()
	if m.Finished || len(m.Winners) != 0 || cnStatuses(m) != "Ana=in Ben=in" || cnTotals(m)["Ben"] != 85 {
		t.Errorf("after the amendment: finished %v winners %v, %s, totals %v; want Ben in at 85",
			m.Finished, m.Winners, cnStatuses(m), cnTotals(m))
	}
	if len(m.Events) != 0 {
		t.Errorf("events %q remain from the amended hand", m.Events)
	}
	if m.Hands[1].Seq != second {
		t.Errorf("the amended hand has seq %d, want the original %d", m.Hands[1].Seq, second)
	}
}

func TestChinchonStandings_CN15_AmendmentRecomputesALaterBuyBack(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	first := tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 40}))
	tb.buyBack("Ben") // at Cleo's 40
	tb.amend(first, cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 50}))
	m := tb.mustStand()
	if got := cnTotals(m)["Ben"]; got != 50 {
		t.Errorf("Ben's buy-back total after the amendment = %d, want Cleo's corrected 50", got)
	}
}

func TestChinchonStandings_CN15_AmendmentMakingALaterBuyBackImpossible(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	tb.play(cnCut(t, "Ana", cutLeft2, map[string]int{"Ben": 60, "Cleo": 20}))
	second := tb.play(cnCut(t, "Cleo", cutClean, map[string]int{"Ana": 10, "Ben": 45}))
	buyback := tb.buyBack("Ben")
	tb.play(cnCut(t, "Ben", cutLeft3, map[string]int{"Ana": 10, "Cleo": 10}))

	tb.amend(second, cnCut(t, "Cleo", cutClean, map[string]int{"Ana": 10, "Ben": 35})) // Ben stays in at 95
	m, err := tb.standings()
	r := wantRefused(t, err, "Ben is still in")
	if r.Seq != buyback {
		t.Errorf("refusal names entry %d, want the buy-back's %d", r.Seq, buyback)
	}
	if m.Round != 2 || cnTotals(m)["Ben"] != 95 {
		t.Errorf("match before the failing entry: round %d, Ben %d; want round 2, Ben 95", m.Round, cnTotals(m)["Ben"])
	}
}

func TestChinchonStandings_CN15_AmendmentMakingALaterHandImpossible(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	first := tb.play(cnCut(t, "Ana", cutLeft2, map[string]int{"Ben": 60, "Cleo": 20}))
	later := tb.play(cnCut(t, "Cleo", cutClean, map[string]int{"Ana": 10, "Ben": 20}))
	tb.amend(first, cnCut(t, "Ana", cutLeft2, map[string]int{"Ben": 160, "Cleo": 20})) // Ben out after hand 1
	_, err := tb.standings()
	r := wantRefused(t, err, "Ben went out in hand 1 with 160")
	if r.Seq != later {
		t.Errorf("refusal names entry %d, want %d", r.Seq, later)
	}
}

func TestChinchonStandings_CN15_UndoOfTheEliminatingHand(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben")
	seq := tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 120}))
	tb.entries = append(tb.entries, Entry{Seq: tb.nextSeq(), Payload: Undo{Voided: ChinchonKindHand, Seq: seq}, Voids: seq})
	m := tb.mustStand()
	if m.Round != 0 || m.Finished || cnTotals(m)["Ben"] != 0 {
		t.Errorf("after undo: round %d finished %v totals %v; want a fresh game", m.Round, m.Finished, cnTotals(m))
	}
}

func TestChinchonStandings_BadEntries(t *testing.T) {
	rules := cnRoomyRules()
	seats := []string{"Ana", "Ben"}
	codec := ChinchonCodec(rules.DeckInPlay())
	_, err := ChinchonStandings(seats, rules, []Entry{codec.Entry(3, "capture", json.RawMessage(`{}`), 0, 0)})
	wantInput(t, err, "entry 3", `"capture" is not a chinchón ledger entry`)

	_, err = ChinchonStandings(seats, rules, []Entry{codec.Entry(4, "hand", json.RawMessage(`{"cutter":"Ana","hands":{"Ana":["5z"]}}`), 0, 0)})
	wantInput(t, err, "entry 4", "5z")

	_, err = ChinchonStandings(seats, rules, []Entry{codec.Entry(5, "hand", json.RawMessage(`[1]`), 0, 0)})
	wantInput(t, err, "entry 5", "cannot be read")

	_, err = ChinchonStandings(seats, rules, []Entry{codec.Entry(6, "buyback", json.RawMessage(`{"player":"Ana","why":1}`), 0, 0)})
	wantInput(t, err, "entry 6", "the buyback entry cannot be read", "unknown field")

	_, err = ChinchonStandings([]string{"Ana"}, rules, nil)
	wantInput(t, err, "2 to 6 players")
}

func TestChinchonCheckHand_CN12_EliminatedPlayerRefused(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 3}))
	m := tb.mustStand()
	if !slices.Equal(m.In(), []string{"Ana", "Cleo"}) {
		t.Errorf("In() = %v", m.In())
	}
	_, err := CheckChinchonHand(m, cnCut(t, "Ben", cutClean, map[string]int{"Ana": 1, "Cleo": 1}), tb.rules)
	wantRefused(t, err, "Ben went out in hand 1 with 101", "players still in: Ana, Cleo")
	if _, err := CheckChinchonHand(m, cnCut(t, "Cleo", cutClean, map[string]int{"Ana": 1}), tb.rules); err != nil {
		t.Errorf("a hand of the players still in: %v", err)
	}
}

func TestChinchonPayloadFieldNames(t *testing.T) {
	h := ChinchonHand{
		Cutter:   "Ana",
		Chinchon: true,
		Discard:  cnCard(t, "8c"),
		Hands:    map[string][]variants.ChinchonCard{"Ana": cnCards(t, "1o 2o 3o 4o 5o 6o 7o")},
		Points:   map[string]int{"Ben": 12},
		Claimed:  map[string]int{"Ana": 0},
	}
	want := `{"cutter":"Ana","chinchon":true,"discard":"8c","hands":{"Ana":["1o","2o","3o","4o","5o","6o","7o"]},"points":{"Ben":12},"claimed":{"Ana":0}}`
	if got := string(mustEncode(t, h)); got != want {
		t.Errorf("hand payload\n got %s\nwant %s", got, want)
	}
	var back ChinchonHand
	if err := json.Unmarshal([]byte(want), &back); err != nil || back.Discard == nil || *back.Discard != *h.Discard {
		t.Errorf("round trip: %+v, %v", back, err)
	}
	if got := string(mustEncode(t, ChinchonBuyBack{Player: "Ben"})); got != `{"player":"Ben"}` {
		t.Errorf("buy-back payload %s", got)
	}
}

func TestChinchonMatchJSON_StandingsContract(t *testing.T) {
	m, err := ChinchonStandings([]string{"Ana", "Ben"}, cnRoomyRules(), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{`"round":0`, `"finished":false`, `"winners":[]`, `"limit":100`,
		`{"name":"Ana","total":0,"status":"in","buybacks":0,`} {
		if !strings.Contains(string(b), field) {
			t.Errorf("standings JSON %s lacks %s", b, field)
		}
	}
}

func mustEncode(t *testing.T, p Payload) []byte {
	t.Helper()
	raw, err := Encode(p)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}
