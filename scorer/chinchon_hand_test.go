package scorer

import (
	"maps"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

var cnThree = []string{"Ana", "Ben", "Cleo"}

func TestScoreChinchonHand_CN10_CutterAddsLeftoverOthersTheirBestArrangement(t *testing.T) {
	h := cnCut(t, "Ana", cutLeft2, map[string]int{"Cleo": 23})
	h.Hands["Ben"] = cnCards(t, "6c 7c 8c 12o 12c 12e 9b") // run, set of reyes, 9 left over
	res, err := ScoreChinchonHand(h, cnThree, variants.DefaultChinchonRules())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"Ana": 2, "Ben": 9, "Cleo": 23}
	if !maps.Equal(res.Scores, want) {
		t.Errorf("Scores = %v, want %v", res.Scores, want)
	}
	if !res.Cut.Valid || res.CleanCut || res.Chinchon {
		t.Errorf("cut = valid %v clean %v chinchón %v; want a valid cut with a leftover", res.Cut.Valid, res.CleanCut, res.Chinchon)
	}
	if got := len(res.Arrangements["Ben"].Melds); got != 2 {
		t.Errorf("Ben's arrangement has %d melds, want 2", got)
	}
	if !res.Unchecked["Cleo"] || res.Unchecked["Ben"] || res.Unchecked["Ana"] {
		t.Errorf("Unchecked = %v; want only Cleo, entered by points", res.Unchecked)
	}
	if _, ok := res.Arrangements["Cleo"]; ok {
		t.Error("Cleo was entered by points but has an arrangement")
	}
}

func TestScoreChinchonHand_CN10_CleanCutScoresBonus(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	res, err := ScoreChinchonHand(cnCut(t, "Ben", cutClean, map[string]int{"Ana": 12, "Cleo": 0}), cnThree, rules)
	if err != nil {
		t.Fatal(err)
	}
	if !res.CleanCut || res.Scores["Ben"] != -10 {
		t.Errorf("clean cut %v scoring %d; want a clean cut at −10", res.CleanCut, res.Scores["Ben"])
	}
	rules.CleanCutBonus = -20 // house rule clean_cut_bonus
	res, err = ScoreChinchonHand(cnCut(t, "Ben", cutClean, map[string]int{"Ana": 12, "Cleo": 0}), cnThree, rules)
	if err != nil {
		t.Fatal(err)
	}
	if res.Scores["Ben"] != -20 {
		t.Errorf("clean cut with clean_cut_bonus=-20 scores %d", res.Scores["Ben"])
	}
}

func TestScoreChinchonHand_CN7_CN8_InvalidCutRefusedWithTheVerdict(t *testing.T) {
	h := cnCut(t, "Ana", noCut8, map[string]int{"Ben": 3, "Cleo": 4})
	h.Discard = cnCard(t, "12b")
	res, err := ScoreChinchonHand(h, cnThree, variants.DefaultChinchonRules())
	wantRefused(t, err, "invalid cut by Ana", "CN-7")
	if res.Cut.Valid || res.Cut.Arrangement.LeftoverPoints != 8 {
		t.Errorf("Cut = %+v; want the invalid verdict with leftover 8 to show (CN-8)", res.Cut)
	}
}

func TestScoreChinchonHand_CN9_ClaimedVersusComputed(t *testing.T) {
	h := cnCut(t, "Ana", cutLeft3, nil)
	h.Hands["Ben"] = cnCards(t, "6c 7c 8c 12o 12c 12e 9b")
	h.Hands["Cleo"] = cnCards(t, "10c 11o 12b 8e 9e 10e 11e") // the run 8e–11e leaves 30
	h.Claimed = map[string]int{"Ana": 3, "Ben": 9, "Cleo": 40}
	res, err := ScoreChinchonHand(h, cnThree, variants.DefaultChinchonRules())
	if err != nil {
		t.Fatal(err)
	}
	if res.Scores["Cleo"] != 30 {
		t.Errorf("Cleo is charged %d, want the computed 30 whatever she claims", res.Scores["Cleo"])
	}
	want := map[string]string{"Cleo": "claimed 40, best arrangement leaves 30"}
	if got := missedText(res.Missed); !maps.Equal(got, want) {
		t.Errorf("Missed = %q, want %q", res.Missed, want)
	}
}

func TestScoreChinchonHand_CN9_LayOff(t *testing.T) {
	ben := "4o 5o 9c 9e 9b 11c 7b" // 4o and 5o extend Ana's 1o 2o 3o
	rules := variants.DefaultChinchonRules()
	score := func(rules variants.ChinchonRules, cutter string) ChinchonHandResult {
		t.Helper()
		h := cnCut(t, "Ana", cutter, map[string]int{"Cleo": 5})
		h.Hands["Ben"] = cnCards(t, ben)
		h.Claimed = map[string]int{"Ben": 26}
		res, err := ScoreChinchonHand(h, cnThree, rules)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}

	if res := score(rules, cutLeft2); res.Scores["Ben"] != 26 || len(res.LaidOff) != 0 {
		t.Errorf("without lay_off Ben scores %d laying off %v; want 26, nothing laid off", res.Scores["Ben"], res.LaidOff)
	}

	rules.LayOff = true
	res := score(rules, cutLeft2)
	if res.Scores["Ben"] != 17 {
		t.Errorf("with lay_off Ben scores %d, want 17 (11c and 7b left)", res.Scores["Ben"])
	}
	if len(res.LaidOff["Ben"]) != 2 {
		t.Errorf("Ben laid off %v; want 4o and 5o", res.LaidOff["Ben"])
	}
	if want := "claimed 26, best arrangement leaves 17 after laying off 2 cards"; res.Missed["Ben"].String() != want {
		t.Errorf("Missed = %q, want %q", res.Missed["Ben"], want)
	}

	// Never onto a cut with an empty leftover.
	if res := score(rules, "1o 2o 3o 6c 6e 6b 6o"); res.Scores["Ben"] != 26 || len(res.LaidOff) != 0 {
		t.Errorf("lay-off onto a clean cut: Ben scores %d laying off %v; want 26, nothing", res.Scores["Ben"], res.LaidOff)
	}
}

func TestScoreChinchonHand_CN11_Chinchon(t *testing.T) {
	run := "1o 2o 3o 4o 5o 6o 7o"
	for _, declared := range []bool{true, false} {
		h := cnCut(t, "Cleo", run, map[string]int{"Ana": 40, "Ben": 2})
		h.Chinchon = declared
		res, err := ScoreChinchonHand(h, cnThree, variants.DefaultChinchonRules())
		if err != nil {
			t.Fatal(err)
		}
		if !res.Chinchon || !res.CleanCut || res.Scores["Cleo"] != -10 || res.Scores["Ana"] != 40 {
			t.Errorf("declared=%v: chinchón %v, scores %v; want a chinchón, scores still recorded", declared, res.Chinchon, res.Scores)
		}
	}
}

func TestScoreChinchonHand_CN11_DeclaredChinchonMustBeOne(t *testing.T) {
	h := cnCut(t, "Ana", cutClean, map[string]int{"Ben": 1, "Cleo": 1})
	h.Chinchon = true
	_, err := ScoreChinchonHand(h, cnThree, variants.DefaultChinchonRules())
	wantRefused(t, err, "Ana declared chinchón", "CN-11")
}

func TestScoreChinchonHand_CN11_JokerChinchonHouseRule(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	rules.Jokers = 2
	withJoker := "1o 2o 3o JK 5o 6o 7o"

	h := cnCut(t, "Ana", withJoker, map[string]int{"Ben": 1, "Cleo": 1})
	h.Chinchon = true
	_, err := ScoreChinchonHand(h, cnThree, rules)
	wantRefused(t, err, "joker_chinchon=false")

	h.Chinchon = false // as a cut it is clean, but no chinchón
	res, err := ScoreChinchonHand(h, cnThree, rules)
	if err != nil {
		t.Fatal(err)
	}
	if res.Chinchon || !res.CleanCut {
		t.Errorf("run with a joker: chinchón %v clean %v; want a clean cut only", res.Chinchon, res.CleanCut)
	}

	rules.JokerChinchon = true
	h.Chinchon = true
	if res, err = ScoreChinchonHand(h, cnThree, rules); err != nil || !res.Chinchon {
		t.Errorf("joker_chinchon=true: chinchón %v, err %v; want a chinchón", res.Chinchon, err)
	}
}

func TestScoreChinchonHand_CN4_InputErrors(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	tests := []struct {
		name  string
		edit  func(h *ChinchonHand)
		rules func(r *variants.ChinchonRules)
		want  []string
	}{
		{"card in two hands", func(h *ChinchonHand) {
			h.Hands["Ben"] = cnCards(t, "1o 6c 7c 8c 12o 12c 12e")
			delete(h.Points, "Ben")
		}, nil, []string{"1o is entered twice", "Ana's hand and Ben's hand"}},
		{"discard also in a hand", func(h *ChinchonHand) { h.Discard = cnCard(t, "4o") }, nil,
			[]string{"4o is entered twice", "Ana's discard"}},
		{"card not in the deck", func(h *ChinchonHand) {
			h.Hands["Ben"] = cnCards(t, "8c 9c 10c 11c 12c 6e 7e")
			delete(h.Points, "Ben")
		}, func(r *variants.ChinchonRules) { r.Deck = variants.Spanish40 }, []string{"Ben's hand has 8c", "spanish-40"}},
		{"joker without jokers", func(h *ChinchonHand) {
			h.Hands["Ben"] = cnCards(t, "JK 9c 10c 11c 12c 6e 7e")
			delete(h.Points, "Ben")
		}, nil, []string{"Ben's hand has a joker", "house rule jokers"}},
		{"cnThree jokers", func(h *ChinchonHand) {
			h.Hands["Ben"] = cnCards(t, "JK JK JK 11c 12c 6e 7e")
			delete(h.Points, "Ben")
		}, func(r *variants.ChinchonRules) { r.Jokers = 2 }, []string{"3 jokers"}},
		{"six cards", func(h *ChinchonHand) { h.Hands["Ana"] = h.Hands["Ana"][:6] }, nil,
			[]string{"Ana's hand has 6 cards"}},
		{"both cards and points", func(h *ChinchonHand) {
			h.Hands["Ben"] = cnCards(t, "6c 7c 8c 12o 12c 12e 9b")
		}, nil, []string{"Ben is entered both"}},
		{"a player still in missing", func(h *ChinchonHand) { delete(h.Points, "Cleo") }, nil,
			[]string{"Cleo is still in"}},
		{"not a player", func(h *ChinchonHand) { h.Points["Zoe"] = 4 }, nil, []string{`"Zoe" is not a player`}},
		{"cutter by points", func(h *ChinchonHand) { delete(h.Hands, "Ana"); h.Points["Ana"] = 3 }, nil,
			[]string{"Ana cut", "7 cards"}},
		{"no cutter", func(h *ChinchonHand) { h.Cutter = "" }, nil, []string{"no cutter"}},
		{"negative points", func(h *ChinchonHand) { h.Points["Ben"] = -4 }, nil, []string{"never negative"}},
		{"claim without cards", func(h *ChinchonHand) { h.Claimed = map[string]int{"Ben": 4} }, nil,
			[]string{"Ben's claim"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := cnCut(t, "Ana", cutClean, map[string]int{"Ben": 10, "Cleo": 20})
			tt.edit(&h)
			r := rules
			if tt.rules != nil {
				tt.rules(&r)
			}
			_, err := ScoreChinchonHand(h, cnThree, r)
			wantInput(t, err, tt.want...)
		})
	}
}

func TestScoreChinchonHand_CN4_Seats(t *testing.T) {
	h := cnCut(t, "Ana", cutClean, nil)
	for _, in := range [][]string{{"Ana"}, {"Ana", "Ben", "Ana"}, {"Ana", ""}, {"A", "B", "C", "D", "E", "F", "G"}} {
		_, err := ScoreChinchonHand(h, in, variants.DefaultChinchonRules())
		wantInput(t, err)
	}
}

// CN-3: points entered by hand cannot exceed what 7 unmelded cards are worth.
func TestScoreChinchonHand_CN3_PointsBeyondAnyHandRefused(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	if got := maxLeftover(rules); got != 70 {
		t.Fatalf("spanish-48, face cards 10: max leftover %d, want 70", got)
	}
	french, _ := variants.NewChinchonRules(map[string]string{"deck": "french-52", "face_values": "rank"})
	if got := maxLeftover(french); got != 2*25+4*13+12 {
		t.Fatalf("french-52 with two jokers, face values by rank: %d, want %d", got, 2*25+4*13+12)
	}
	h := ChinchonHand{Cutter: "Ana", Hands: map[string][]variants.ChinchonCard{"Ana": cnCards(t, "1o 2o 3o 5c 5e 5b 4c")}, Points: map[string]int{"Ben": 500}}
	_, err := ScoreChinchonHand(h, []string{"Ana", "Ben"}, rules)
	wantInput(t, err, "Ben's points 500", "at most 70")
	h.Points["Ben"] = 70
	if _, err := ScoreChinchonHand(h, []string{"Ana", "Ben"}, rules); err != nil {
		t.Fatalf("70 points refused: %v", err)
	}
}

// missedText is Missed in English.
func missedText(m map[string]fault.Message) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[k] = v.String()
	}
	return out
}
