package scorer_test

import (
	"encoding/json"
	"maps"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// cuLedger is a Chuche game's ledger: entries are added only when the
// standings accept them, as the CLI does.
type cuLedger struct {
	t       *testing.T
	rules   variants.ChucheRules
	seats   []string
	entries []scorer.Entry
}

func cuNewLedger(t *testing.T, rules variants.ChucheRules, seats ...string) *cuLedger {
	return &cuLedger{t: t, rules: rules, seats: seats}
}

// try adds an entry when the match accepts it and returns the error if not.
func (l *cuLedger) try(kind, payload string) error {
	l.t.Helper()
	e := scorer.ChucheCodec().Entry(len(l.entries)+1, kind, json.RawMessage(payload), 0, 0)
	if _, err := scorer.ChucheStandings(l.seats, l.rules, append(slices.Clone(l.entries), e)); err != nil {
		return err
	}
	l.entries = append(l.entries, e)
	return nil
}

func (l *cuLedger) add(kind string, payloads ...string) {
	l.t.Helper()
	for _, p := range payloads {
		if err := l.try(kind, p); err != nil {
			l.t.Fatalf("%s %s refused: %v", kind, p, err)
		}
	}
}

func (l *cuLedger) stand() scorer.ChucheMatch {
	l.t.Helper()
	m, err := scorer.ChucheStandings(l.seats, l.rules, scorer.Effective(l.entries))
	if err != nil {
		l.t.Fatalf("standings: %v", err)
	}
	return m
}

func cuRefused(t *testing.T, err error, parts ...string) {
	t.Helper()
	if !fault.Is(err, fault.Refused) {
		t.Fatalf("error %T %v; want a refusal saying %q", err, err, parts)
	}
	cuSays(t, err, parts...)
}

func cuInput(t *testing.T, err error, parts ...string) {
	t.Helper()
	if !fault.Is(err, fault.Input) {
		t.Fatalf("error %T %v; want an input error saying %q", err, err, parts)
	}
	cuSays(t, err, parts...)
}

func cuSays(t *testing.T, err error, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Errorf("error %q does not say %q", err, p)
		}
	}
}

func cuTinyRules(threshold int) variants.ChucheRules {
	rules := variants.DefaultChucheRules()
	rules.Composition = [6]int{1, 1, 1, 0, 0, 0} // 12 cards with 2 players: a pile of 3 (CU-7)
	rules.Threshold = map[int]int{2: threshold, 3: threshold, 4: threshold, 5: threshold, 6: threshold}
	return rules
}

// cuTinyRound is a whole 2-player round on the 12-card deck, Ben dealing.
// Ana wins R3 R1 O1 Y1 G3 Y3 G1 (11 points) and a Steal (2): 13; Ben wins
// Y2 R2 O3 (5) and a Joker (2): 7; G2 and O2 are discarded (CU-21).
var cuTinyRound = []string{
	`{"player":"Ana","target":6,"play":"R3","take":["R1","O1","Y1"],"won":"steal"}`,
	`{"player":"Ben","target":7,"play":"O3","discard":true}`,
	`{"player":"Ana","target":8,"play":"R2","discard":true}`,
	`{"player":"Ben","play":"Y2","take":["O3","R2"],"won":"joker"}`,
	`{"player":"Ana","target":7,"play":"G1","discard":true,"steal":{"victim":"Ben","card":"Y3"}}`,
	`{"player":"Ben","target":7,"play":"G2","discard":true}`,
	`{"player":"Ana","target":7,"play":"G3","take":["Y3","G1"]}`,
	`{"player":"Ana","target":7,"play":"O2","discard":true}`,
}

// A match to 30 on the tiny deck: a round played turn by turn, then one
// entered as won piles (CU-25), reaching the threshold (CU-24); the
// refusals a real table runs into on the way.
func TestChucheStandings_ScriptedMatch_CU21_CU24_CU25(t *testing.T) {
	l := cuNewLedger(t, cuTinyRules(30), "Ana", "Ben")
	cuRefused(t, l.try(scorer.ChucheKindTurn, cuTinyRound[0]), "entry 1: no round is in progress: enter the deal first (CU-7)")

	l.add(scorer.ChucheKindDeal, `{"dealer":"Ben","table":["R1","O1","Y1"]}`)
	l.add(scorer.ChucheKindTurn, cuTinyRound[:3]...)
	cuRefused(t, l.try(scorer.ChucheKindDeal, `{"dealer":"Ana","table":["R1","O1","Y1"]}`),
		"entry 5: round 1 is still in progress (3 turns played, Ben to play)", "(CU-21)")
	cuRefused(t, l.try(scorer.ChucheKindRound, `{"won":{"Ana":["R1"]}}`), "entry 5: round 1 is being played turn by turn", "(CU-25)")
	cuRefused(t, l.try(scorer.ChucheKindTurn, `{"player":"Ana","play":"Y2","take":["O3","R2"]}`), "entry 5: it is Ben's turn, not Ana's (CU-6)")
	cuInput(t, l.try(scorer.ChucheKindTurn, `{"player":"Ben","play":"B2","discard":true}`), "entry 5: B2 is not a card of the Chuche deck (R O Y G)")
	cuInput(t, l.try(scorer.ChucheKindTurn, `{"player":"Ben","play":"X9"}`), "entry 5:", `"X9" is not a Chuche card`)
	cuInput(t, l.try("hand", `{}`), `entry 5: "hand" is not a chuche ledger entry`)

	l.add(scorer.ChucheKindTurn, cuTinyRound[3:]...)
	m := l.stand()
	if m.Current != nil || m.Round != 1 || m.Finished {
		t.Fatalf("after the tiny round: current %v round %d finished %v", m.Current, m.Round, m.Finished)
	}
	if want := map[string]int{"Ana": 13, "Ben": 7}; !maps.Equal(m.Totals(), want) {
		t.Errorf("totals %v, want %v", m.Totals(), want)
	}
	r1 := m.Rounds[0]
	if !r1.ByTurns || r1.Dealer != "Ben" || r1.Turns != 8 || r1.Seq != 9 || variants.FormatChucheCards(r1.Discarded) != "G2 O2" {
		t.Errorf("round 1 = %+v", r1)
	}
	if m.Dealer != "Ana" {
		t.Errorf("next dealer %s; want Ana, the seat after Ben (CU-6)", m.Dealer)
	}

	// Round 2 by won piles: Ana R1 R2 R3 (9) and 3 Chuche cards (12).
	cuInput(t, l.try(scorer.ChucheKindRound, `{"won":{"Ana":["R1","R2"],"Ben":["R1"]}}`), "entry 10: the won piles together: R1 entered 2 times", "(CU-5, CU-25)")
	l.add(scorer.ChucheKindRound, `{"won":{"Ana":["R1","R2","R3"],"Ben":["G1","G2"]},"chuche":{"Ana":3}}`)
	m = l.stand()
	if !m.Finished || !slices.Equal(m.Winners, []string{"Ana"}) || m.Round != 2 {
		t.Fatalf("finished %v winners %v round %d; want Ana's win at 34 in round 2", m.Finished, m.Winners, m.Round)
	}
	if want := map[string]int{"Ana": 34, "Ben": 9}; !maps.Equal(m.Totals(), want) {
		t.Errorf("totals %v, want %v", m.Totals(), want)
	}
	wantEvents := []string{"Ben deals round 1", "Ana wins with 34 (threshold 30, CU-24)"}
	if !slices.Equal(fault.Strings(m.Events), wantEvents) {
		t.Errorf("events %q, want %q", m.Events, wantEvents)
	}
	wantAna := scorer.ChucheStats{Rounds: 2, Chuches: 1, ChucheCards: 4, Cards: 10, CardPoints: 20, RoundPoints: []int{13, 21}, BestRound: 21}
	if got := m.Players[0].Stats; !cuStatsEqual(got, wantAna) {
		t.Errorf("Ana's stats %+v, want %+v", got, wantAna)
	}
	wantBen := scorer.ChucheStats{Rounds: 2, Chuches: 1, ChucheCards: 1, Cards: 5, CardPoints: 7, RoundPoints: []int{7, 2}, BestRound: 7}
	if got := m.Players[1].Stats; !cuStatsEqual(got, wantBen) {
		t.Errorf("Ben's stats %+v, want %+v", got, wantBen)
	}
	for kind, payload := range map[string]string{
		scorer.ChucheKindDeal:  `{"table":["R1","O1","Y1"]}`,
		scorer.ChucheKindRound: `{"won":{}}`,
		scorer.ChucheKindTurn:  cuTinyRound[0],
	} {
		cuRefused(t, l.try(kind, payload), "entry 11: the match is over: Ana won with 34 (CU-24)")
	}

	// CN-15's ledger rules hold here too: undoing the last turn re-opens
	// round 1 and forgets what followed it.
	l.entries = append(l.entries, scorer.Entry{Seq: 11, Payload: scorer.Undo{Seq: 9}, Voids: 9})
	if _, err := scorer.ChucheStandings(l.seats, l.rules, scorer.Effective(l.entries)); err == nil {
		t.Fatal("a won-piles round while round 1 is open again: accepted")
	} else {
		cuRefused(t, err, "entry 10: round 1 is being played turn by turn")
	}
	l.entries = append(l.entries, scorer.Entry{Seq: 12, Payload: scorer.Undo{Seq: 10}, Voids: 10})
	m = l.stand()
	if m.Current == nil || m.Current.Next != "Ana" || m.Round != 0 || m.Current.Hands["Ana"] != 1 {
		t.Errorf("after undoing the last turn: round %d, current %+v", m.Round, m.Current)
	}
}

func cuStatsEqual(a, b scorer.ChucheStats) bool { return reflect.DeepEqual(a, b) }

// CU-6: the dealer moves one seat a round under rotate_dealer, starting
// with the last seat so that the first seat plays first; an explicit first
// dealer is taken as entered and the rotation goes on from them; later
// deals by anyone else are refused.
func TestChucheStandings_CU6_DealerRotation(t *testing.T) {
	rules := cuTinyRules(1000)
	l := cuNewLedger(t, rules, "Ana", "Ben", "Cleo")
	// 3 players play 5 colours (CU-2): with one 1, 2 and 3 each, 15 cards.
	m := l.stand()
	if m.Dealer != "Cleo" {
		t.Fatalf("first dealer %s, want Cleo (the last seat)", m.Dealer)
	}
	l.add(scorer.ChucheKindDeal, `{"table":["R1","O1","Y1"]}`)
	m = l.stand()
	if m.Current.Dealer != "Cleo" || m.Current.Next != "Ana" || m.Dealer != "Ana" {
		t.Errorf("round 1 dealt by %s, %s first, next dealer %s", m.Current.Dealer, m.Current.Next, m.Dealer)
	}

	fixed := rules
	fixed.RotateDealer = false
	l = cuNewLedger(t, fixed, "Ana", "Ben", "Cleo")
	l.add(scorer.ChucheKindRound, `{"won":{}}`)
	l.add(scorer.ChucheKindDeal, `{"table":["R1","O1","Y1"]}`)
	if m := l.stand(); m.Current.Dealer != "Cleo" || m.Dealer != "Cleo" {
		t.Errorf("rotate_dealer=false: dealt by %s, next %s; want Cleo both times", m.Current.Dealer, m.Dealer)
	}

	// The table chooses the first dealer; the rotation goes on from them.
	l = cuNewLedger(t, rules, "Ana", "Ben", "Cleo")
	l.add(scorer.ChucheKindDeal, `{"dealer":"Ana","table":["R1","O1","Y1"]}`)
	if m := l.stand(); m.Current.Dealer != "Ana" || m.Current.Next != "Ben" || m.Dealer != "Ben" {
		t.Errorf("explicit dealer Ana: dealt by %s, %s first, next dealer %s", m.Current.Dealer, m.Current.Next, m.Dealer)
	}
	// After that the deal is not anyone's to take (CU-6).
	l = cuNewLedger(t, rules, "Ana", "Ben", "Cleo")
	l.add(scorer.ChucheKindRound, `{"won":{}}`, `{"won":{}}`)
	cuRefused(t, l.try(scorer.ChucheKindDeal, `{"dealer":"Ana","table":["R1","O1","Y1"]}`), "Ben deals round 3, not Ana", "(CU-6, house rule rotate_dealer)")
	l = cuNewLedger(t, fixed, "Ana", "Ben", "Cleo")
	l.add(scorer.ChucheKindRound, `{"won":{}}`)
	cuRefused(t, l.try(scorer.ChucheKindDeal, `{"dealer":"Ben","table":["R1","O1","Y1"]}`), "Cleo deals every round, not Ben")
	l = cuNewLedger(t, rules, "Ana", "Ben", "Cleo")
	cuInput(t, l.try(scorer.ChucheKindDeal, `{"dealer":"Zoe","table":["R1","O1","Y1"]}`), `entry 1: "Zoe" is not a player of this game`)
}

// CU-24: the threshold by player count, reached (not exceeded) ends the match.
func TestChucheStandings_CU24_ThresholdByPlayers(t *testing.T) {
	rules := variants.DefaultChucheRules()
	for players, threshold := range map[int]int{2: 140, 3: 120, 4: 100, 5: 80, 6: 60} {
		seats := []string{"Ana", "Ben", "Cleo", "Dani", "Eva", "Fede"}[:players]
		l := cuNewLedger(t, rules, seats...)
		if m := l.stand(); m.Threshold != threshold {
			t.Errorf("%d players: threshold %d, want %d", players, m.Threshold, threshold)
		}
		// Ana: 12 Chuche cards a round = 48 points; G1 once for 1 more.
		left := threshold
		for left > 48 {
			l.add(scorer.ChucheKindRound, `{"won":{},"chuche":{"Ana":12}}`)
			left -= 48
		}
		if m := l.stand(); m.Finished {
			t.Fatalf("%d players: finished at %d", players, m.Players[0].Total)
		}
		// One point short, then exactly the threshold.
		won := cuWonWorth(t, rules.DeckFor(players), left-1)
		l.add(scorer.ChucheKindRound, `{"won":{"Ana":`+won+`}}`)
		if m := l.stand(); m.Finished || m.Players[0].Total != threshold-1 {
			t.Fatalf("%d players: total %d, finished %v", players, m.Players[0].Total, m.Finished)
		}
		l.add(scorer.ChucheKindRound, `{"won":{"Ana":["G1"]}}`)
		if m := l.stand(); !m.Finished || m.Players[0].Total != threshold || !slices.Equal(m.Winners, []string{"Ana"}) {
			t.Errorf("%d players: total %d, finished %v, winners %v; want Ana at exactly %d", players, m.Players[0].Total, m.Finished, m.Winners, threshold)
		}
	}
	custom, err := variants.NewChucheRules(map[string]string{"threshold": "3:50"})
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := scorer.ChucheStandings([]string{"Ana", "Ben", "Cleo"}, custom, nil); m.Threshold != 50 {
		t.Errorf("threshold=3:50 gives %d", m.Threshold)
	}
}

// cuWonWorth is a JSON won pile from deck worth exactly points (CU-22).
func cuWonWorth(t *testing.T, deck variants.ChucheDeck, points int) string {
	t.Helper()
	var cards []string
	for _, c := range deck.Cards() {
		if points == 0 {
			break
		}
		if c.Points() > points {
			continue
		}
		cards = append(cards, c.String())
		points -= c.Points()
	}
	if points != 0 {
		t.Fatalf("the deck cannot make %d more points", points)
	}
	b, _ := json.Marshal(cards)
	return string(b)
}

// CU-24: an exact tie for the highest total plays on, or shares the win.
func TestChucheStandings_CU24_Tie(t *testing.T) {
	tie := `{"won":{"Ana":["R5"],"Ben":["R1","O1","Y1"],"Cleo":["G1"]}}` // 5, 5, 1
	for _, c := range []struct {
		rule     string
		finished bool
		winners  []string
		event    string
	}{
		{"play_on", false, []string{}, "Ana and Ben tie for the lead with 5: another round is played (tie=play_on, CU-24)"},
		{"share", true, []string{"Ana", "Ben"}, "Ana and Ben share the win with 5 (tie=share, CU-24)"},
	} {
		rules, err := variants.NewChucheRules(map[string]string{"threshold": "5", "tie": c.rule})
		if err != nil {
			t.Fatal(err)
		}
		l := cuNewLedger(t, rules, "Ana", "Ben", "Cleo")
		l.add(scorer.ChucheKindRound, tie)
		m := l.stand()
		if m.Finished != c.finished || !slices.Equal(m.Winners, c.winners) || !slices.Contains(fault.Strings(m.Events), c.event) {
			t.Errorf("tie=%s: finished %v winners %v events %q", c.rule, m.Finished, m.Winners, m.Events)
		}
		if c.finished {
			cuRefused(t, l.try(scorer.ChucheKindRound, tie), "the match is over: Ana and Ben share the win with 5 (CU-24)")
			continue
		}
		// Another tie, then Ben ahead: the highest total wins, not the
		// first to reach the threshold.
		l.add(scorer.ChucheKindRound, tie, `{"won":{"Ben":["G1"]}}`)
		if m := l.stand(); !m.Finished || !slices.Equal(m.Winners, []string{"Ben"}) || m.Round != 3 {
			t.Errorf("after the tie: finished %v winners %v round %d; want Ben in round 3", m.Finished, m.Winners, m.Round)
		}
	}
}

// CU-25: a scoring-only round is checked against the deck in play and the
// 12 Chuche cards; its scores are CU-22 and CU-23's.
func TestChucheStandings_CU25_ScoringOnlyChecks(t *testing.T) {
	rules := variants.DefaultChucheRules()
	for _, c := range []struct{ payload, want string }{
		{`{"won":{"Ana":["R5"],"Ben":["R5"]}}`, "the won piles together: R5 entered 2 times; the Chuche deck (R O Y G B) holds 1 (CU-5, CU-25)"},
		{`{"won":{"Ana":["V1"]}}`, "Ana's won pile holds V1, which is not a card of the Chuche deck (R O Y G B) (CU-2, CU-5)"},
		{`{"won":{"Zoe":["R1"]}}`, `"Zoe" is not a player of this game`},
		{`{"won":{},"chuche":{"Zoe":1}}`, `"Zoe" is not a player of this game`},
		{`{"won":{},"chuche":{"Ana":7,"Ben":6}}`, "13 Chuche cards won in all; there are 12 (CU-4, CU-25)"},
		{`{"won":{},"chuche":{"Ana":-1}}`, "Ana won -1 Chuche cards"},
		{`{"won":{"Ana":["R7"]}}`, `"R7" is not a Chuche card; values are 1..6`},
	} {
		l := cuNewLedger(t, rules, "Ana", "Ben", "Cleo")
		cuInput(t, l.try(scorer.ChucheKindRound, c.payload), "entry 1: "+c.want)
	}
	l := cuNewLedger(t, rules, "Ana", "Ben", "Cleo")
	l.add(scorer.ChucheKindRound, `{"won":{"Ana":["R5","O5","R3","Y2"],"Ben":["G1"]},"chuche":{"Ana":3,"Ben":1,"Cleo":0}}`)
	m := l.stand()
	if want := map[string]int{"Ana": 5 + 4 + 3 + 1 + 12, "Ben": 1 + 2, "Cleo": 0}; !maps.Equal(m.Totals(), want) {
		t.Errorf("totals %v, want %v", m.Totals(), want)
	}
	if r := m.Rounds[0]; r.ByTurns || r.Dealer != "" || r.ChucheCards["Ana"] != 3 || len(r.Won["Cleo"]) != 0 || r.Won["Cleo"] == nil {
		t.Errorf("round = %+v", r)
	}
}

// CU-22, CU-23.
func TestScoreChucheRound_CU22_CU23(t *testing.T) {
	for n, want := range map[int]int{-1: 0, 0: 0, 1: 2, 2: 4, 3: 12, 4: 16, 12: 48} {
		if got := scorer.ChucheCardPoints(n); got != want {
			t.Errorf("ChucheCardPoints(%d) = %d, want %d", n, got, want)
		}
	}
	deck := variants.DefaultChucheRules().DeckFor(6)
	won := map[string][]variants.ChucheCard{}
	for _, s := range []struct{ name, cards string }{{"Ana", "R5 O5 V5 R1 R6"}, {"Ben", "G1 B6 Y3"}, {"Cleo", ""}} {
		cards, err := deck.ParseCards(s.cards)
		if err != nil {
			t.Fatal(err)
		}
		won[s.name] = cards
	}
	got := scorer.ScoreChucheRound(won, map[string]int{"Ana": 2, "Ben": 3, "Dani": 1})
	want := map[string]int{"Ana": 5 + 4 + 4 + 3 + 3 + 4, "Ben": 3 + 12, "Cleo": 0, "Dani": 2}
	if !maps.Equal(got, want) {
		t.Errorf("scores %v, want %v", got, want)
	}
}

// A whole round from the ledger, turn by turn (the fixture): the round ends
// with every card accounted for, and its scores are the won piles'.
func TestChucheStandings_FixtureRound(t *testing.T) {
	rules, err := variants.NewChucheRules(map[string]string{"composition": "3,3,3,1,1,1"})
	if err != nil {
		t.Fatal(err)
	}
	entries := cuFixtureEntries()
	m, err := scorer.ChucheStandings(cuFixtureSeats, rules, entries)
	if err != nil {
		t.Fatal(err)
	}
	if m.Round != 1 || m.Current != nil || len(m.Rounds) != 1 {
		t.Fatalf("round %d, current %v", m.Round, m.Current)
	}
	r := m.Rounds[0]
	cards := len(r.Discarded)
	for _, p := range cuFixtureSeats {
		cards += len(r.Won[p])
		if want := scorer.ScoreChucheRound(map[string][]variants.ChucheCard{p: r.Won[p]}, map[string]int{p: r.ChucheCards[p]})[p]; r.Scores[p] != want {
			t.Errorf("%s scored %d, want %d", p, r.Scores[p], want)
		}
	}
	if cards != 72 || r.Turns != len(entries)-1 || r.Dealer != "Ben" || m.Dealer != "Cleo" {
		t.Errorf("%d cards accounted for (want 72), %d turns, dealer %s, next dealer %s", cards, r.Turns, r.Dealer, m.Dealer)
	}
	// Replaying any prefix leaves a round in progress, consistent with the last step.
	mid, err := scorer.ChucheStandings(cuFixtureSeats, rules, entries[:40])
	if err != nil || mid.Current == nil || mid.Current.Turns != 39 {
		t.Errorf("prefix of 40 entries: %v, %+v", err, mid.Current)
	}
}

func cuFixtureEntries() []scorer.Entry {
	entries := []scorer.Entry{scorer.ChucheCodec().Entry(1, scorer.ChucheKindDeal, json.RawMessage(cuFixture[0]), 0, 0)}
	for i, p := range cuFixture[1:] {
		entries = append(entries, scorer.ChucheCodec().Entry(i+2, scorer.ChucheKindTurn, json.RawMessage(p), 0, 0))
	}
	return entries
}

// The `standings --json` contract of CLI.md.
func TestChucheMatchJSON_StandingsContract(t *testing.T) {
	m, err := scorer.ChucheStandings([]string{"Ana", "Ben"}, variants.DefaultChucheRules(), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"round", "finished", "winners", "players", "threshold"} {
		if _, ok := got[k]; !ok {
			t.Errorf("standings JSON lacks %q: %s", k, b)
		}
	}
	if !strings.Contains(string(b), `"winners":[]`) || got["threshold"] != float64(140) {
		t.Errorf("standings JSON %s", b)
	}
	p := got["players"].([]any)[0].(map[string]any)
	if p["name"] != "Ana" || p["total"] != float64(0) || p["status"] != "in" || p["buybacks"] != float64(0) {
		t.Errorf("player JSON %v", p)
	}
}

// CU-24 against a brute-force reading of the rule, over random matches of
// scoring-only rounds dealt from a shuffled deck (CU-25).
func TestChucheStandings_Property_CU24(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 25))
	for range 300 {
		players := 2 + r.IntN(5)
		rules := variants.DefaultChucheRules()
		if r.IntN(2) == 0 {
			rules.Tie = "share"
		}
		seats := []string{"Ana", "Ben", "Cleo", "Dani", "Eva", "Fede"}[:players]
		deck := rules.DeckFor(players)
		var entries []scorer.Entry
		totals := map[string]int{}
		var done bool
		for round := 1; !done; round++ {
			cards := deck.Cards()
			r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
			s := scorer.ChucheRoundScore{Won: map[string][]variants.ChucheCard{}, Chuche: map[string]int{}}
			left := variants.ChucheActionTotal
			for _, c := range cards[:r.IntN(len(cards))] {
				p := seats[r.IntN(players)]
				s.Won[p] = append(s.Won[p], c)
			}
			for _, p := range seats {
				n := r.IntN(min(left, 4) + 1)
				s.Chuche[p], left = n, left-n
			}
			entries = append(entries, scorer.ChucheRoundEntry(round, s))
			m, err := scorer.ChucheStandings(seats, rules, entries)
			if err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
			best, leaders := 0, []string{}
			for _, p := range seats {
				for _, c := range s.Won[p] {
					totals[p] += c.Points()
				}
				totals[p] += scorer.ChucheCardPoints(s.Chuche[p])
				switch {
				case totals[p] > best:
					best, leaders = totals[p], []string{p}
				case totals[p] == best:
					leaders = append(leaders, p)
				}
			}
			want := best >= m.Threshold && (len(leaders) == 1 || rules.Tie == "share")
			if !maps.Equal(m.Totals(), totals) || m.Finished != want || (want && !slices.Equal(m.Winners, leaders)) {
				t.Fatalf("round %d: totals %v finished %v winners %v; want %v %v %v", round, m.Totals(), m.Finished, m.Winners, totals, want, leaders)
			}
			done = want
		}
		next := scorer.ChucheRoundEntry(len(entries)+1, scorer.ChucheRoundScore{})
		if _, err := scorer.ChucheStandings(seats, rules, append(entries, next)); err == nil {
			t.Fatal("a round after the end was accepted (CU-24)")
		}
	}
}

// BenchmarkChucheStandingsRound replays a whole 68-turn round from the
// ledger, as every command does before it shows or adds anything.
func BenchmarkChucheStandingsRound(b *testing.B) {
	rules, err := variants.NewChucheRules(map[string]string{"composition": "3,3,3,1,1,1"})
	if err != nil {
		b.Fatal(err)
	}
	entries := cuFixtureEntries()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scorer.ChucheStandings(cuFixtureSeats, rules, entries); err != nil {
			b.Fatal(err)
		}
	}
}
