package referee

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cnCheckArrangement compares Arrange with the oracle and checks that the
// melds are melds (CN-5) and that melds and leftover are exactly the hand.
func cnCheckArrangement(t testing.TB, hand []variants.ChinchonCard, rules variants.ChinchonRules) {
	// t.Helper where the check fails, not on entry: it walks the stack
	// under a lock, and this runs for every one of the random cases.
	a := Arrange(hand, rules)
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s with %+v: %s\ngot %s", variants.FormatChinchonCards(hand), rules, fmt.Sprintf(format, args...), cnFormatArrangement(a))
	}
	want, _ := cnOracleArrange(hand, rules)
	got := cnOracleKey{points: a.LeftoverPoints, cards: len(a.Leftover), melds: len(a.Melds)}
	sum := 0
	for _, c := range a.Leftover {
		sum += rules.Points(c)
		if c.IsJoker() {
			got.jokers++
		}
	}
	if sum != a.LeftoverPoints {
		t.Helper()
		fail("LeftoverPoints %d, cards add up to %d", a.LeftoverPoints, sum)
	}
	if got != want {
		t.Helper()
		fail("key %+v, oracle %+v", got, want)
	}
	all := slices.Clone(a.Leftover)
	for _, m := range a.Melds {
		kind, err := CheckMeld(m.Cards, rules.DeckInPlay(), rules)
		if err != nil {
			t.Helper()
			fail("meld %s: %v", variants.FormatChinchonCards(m.Cards), err)
		}
		if kind != m.Kind {
			t.Helper()
			fail("meld %s is a %s, not a %s", variants.FormatChinchonCards(m.Cards), kind, m.Kind)
		}
		if m.Kind == MeldRun {
			if _, _, _, ok := cnRunWindow(m.Cards, cnGeomOf(rules.DeckInPlay(), rules.AceHigh)); !ok {
				t.Helper()
				fail("run %s is not in run order", variants.FormatChinchonCards(m.Cards))
			}
		}
		all = append(all, m.Cards...)
	}
	if !slices.Equal(cnSorted(nil, all), cnSorted(nil, hand)) {
		t.Helper()
		fail("melds and leftover are not the hand")
	}
}

func cnFormatArrangement(a Arrangement) string {
	s := ""
	for _, m := range a.Melds {
		s += "[" + variants.FormatChinchonCards(m.Cards) + "] "
	}
	return fmt.Sprintf("%sleftover [%s] = %d", s, variants.FormatChinchonCards(a.Leftover), a.LeftoverPoints)
}

// TestArrangeMatchesOracle_CN6 runs Arrange against the brute force on
// 120,000 random and clustered hands of 7 and 8 cards over the three decks,
// 0..2 jokers and random house rules.
func TestArrangeMatchesOracle_CN6(t *testing.T) {
	perDeck := 40000
	if testing.Short() {
		perDeck = 4000
	}
	for d, deck := range variants.ChinchonDeckNames {
		t.Run(deck, func(t *testing.T) {
			t.Parallel()
			r := rand.New(rand.NewPCG(uint64(d), 6))
			for i := range perDeck {
				rules := cnRandomRules(r)
				rules.Deck = deck
				jokers := i % 3
				rules = cnRulesWithJokers(rules, jokers)
				cnCheckArrangement(t, cnRandomHand(r, rules, 7+r.IntN(2), jokers), rules)
			}
		})
	}
}

// TestArrangeIgnoresOrder: the result depends on the cards only.
func TestArrangeIgnoresOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for range 3000 {
		rules := cnRandomRules(r)
		jokers := r.IntN(3)
		rules = cnRulesWithJokers(rules, jokers)
		hand := cnRandomHand(r, rules, 7, jokers)
		want := Arrange(hand, rules)
		r.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		if got := Arrange(hand, rules); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: %s, then %s", variants.FormatChinchonCards(hand), cnFormatArrangement(want), cnFormatArrangement(got))
		}
	}
}

// TestArrangerMatchesArrange: the reusable Arranger agrees with Arrange.
func TestArrangerMatchesArrange(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	var a Arranger
	for range 3000 {
		rules := cnRandomRules(r)
		jokers := r.IntN(3)
		rules = cnRulesWithJokers(rules, jokers)
		hand := cnRandomHand(r, rules, 7+r.IntN(2), jokers)
		want := Arrange(hand, rules)
		if got := a.Arrange(hand, rules); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: Arrange %s, Arranger %s", variants.FormatChinchonCards(hand), cnFormatArrangement(want), cnFormatArrangement(got))
		}
	}
}

func cnParse(t testing.TB, rules variants.ChinchonRules, s string) []variants.ChinchonCard {
	t.Helper()
	cards, err := rules.DeckInPlay().ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cards
}

func cnRules(settings ...string) variants.ChinchonRules {
	m := map[string]string{}
	for i := 0; i+1 < len(settings); i += 2 {
		m[settings[i]] = settings[i+1]
	}
	rules, err := variants.NewChinchonRules(m)
	if err != nil {
		panic(err)
	}
	return rules
}

func TestArrangeTable(t *testing.T) {
	tests := []struct {
		name     string
		rules    variants.ChinchonRules
		hand     string
		melds    []string // each meld as Arrange lays it out
		leftover string
		points   int
	}{
		{"CN-6 worked example: run, three kings, lone 8", cnRules(), "5c 6c 7c 12o 12e 12b 8o",
			[]string{"12o 12e 12b", "5c 6c 7c"}, "8o", 8},
		{"CN-2 spanish-40 7 and sota are neighbours", cnRules("deck", "spanish-40"), "6o 7o 10o 11o 3c 3e 5b",
			[]string{"6o 7o 10o 11o"}, "3c 3e 5b", 11},
		{"CN-2 spanish-48 7 and sota are not", cnRules(), "6o 7o 10o 11o 3c 3e 5b",
			nil, "6o 7o 10o 11o 3c 3e 5b", 44},
		{"CN-2 ace_high closes Q-K-A", cnRules("deck", "french-52", "jokers", "0", "ace_high", "true"), "Qh Kh Ah 2c 3c 4c 9d",
			[]string{"Qh Kh Ah", "2c 3c 4c"}, "9d", 9},
		{"CN-2 ace low only by default", cnRules("deck", "french-52", "jokers", "0"), "Qh Kh Ah 2c 3c 4c 9d",
			[]string{"2c 3c 4c"}, "Ah Qh Kh 9d", 30},
		{"CN-2 no wrap-around K-A-2", cnRules("deck", "french-52", "jokers", "0", "ace_high", "true"), "Kh Ah 2h 5c 5d 9s 9d",
			nil, "Ah 2h Kh 5d 9d 5c 9s", 41},
		{"CN-5 joker fills a gap", cnRules("jokers", "1"), "5o 6o 8o 1c 2e 3b JK",
			[]string{"5o 6o JK 8o"}, "1c 2e 3b", 6},
		{"CN-5 joker extends the end", cnRules("jokers", "1"), "5o 6o 1c 2e 3b 4b JK",
			[]string{"5o 6o JK"}, "1c 2e 3b 4b", 10},
		{"CN-5 joker extends below the top", cnRules("jokers", "1"), "11o 12o 1c 2e 3b 4b JK",
			[]string{"JK 11o 12o"}, "1c 2e 3b 4b", 10},
		{"CN-5 joker completes a set", cnRules("jokers", "1"), "9o 9c 1c 2e 3b 4b JK",
			[]string{"9o 9c JK"}, "1c 2e 3b 4b", 10},
		{"CN-5 a card fits a run or a set: the set saves more", cnRules(), "5o 6o 7o 7c 7e 1b 2b",
			[]string{"7o 7c 7e"}, "5o 6o 1b 2b", 14},
		{"CN-5 a card fits a run or a set: the run saves more", cnRules(), "5o 6o 7o 5c 5e 1b 2b",
			[]string{"5o 6o 7o"}, "5c 5e 1b 2b", 13},
		{"CN-5 the shared 7 goes to the set when the run can do without it", cnRules(), "4o 5o 6o 7o 7c 7e 2b",
			[]string{"4o 5o 6o", "7o 7c 7e"}, "2b", 2},
		{"CN-6 one joker, two melds to fill: the larger saving wins", cnRules("jokers", "1"), "11o 12o 9c 9e 2b 3b JK",
			[]string{"JK 11o 12o"}, "9c 9e 2b 3b", 23},
		{"CN-6 a joker fills a set or a run, whichever saves more", cnRules("jokers", "1"), "4o 5o 12c 12e 1b 2b JK",
			[]string{"12c 12e JK"}, "4o 5o 1b 2b", 12},
		{"CN-6 two jokers make a meld of one card", cnRules("jokers", "2"), "12o 1c 2e 3b 4b JK JK",
			[]string{"12o JK JK"}, "1c 2e 3b 4b", 10},
		{"CN-6 chinchón shows as one run", cnRules(), "1o 2o 3o 4o 5o 6o 7o",
			[]string{"1o 2o 3o 4o 5o 6o 7o"}, "", 0},
		{"CN-3 face_values rank", cnRules("face_values", "rank"), "11o 12c 1e 2e 3b 5b 9c",
			nil, "11o 9c 12c 1e 2e 3b 5b", 43},
		{"CN-3 joker_penalty 0: a joker with nothing to meld costs nothing", cnRules("jokers", "1", "joker_penalty", "0"), "1o 12o 4c 3e 7e 10b JK",
			nil, "1o 12o 4c 3e 7e 10b JK", 35},
		{"CN-3 a joker left unmelded costs 25", cnRules("jokers", "1"), "1o 12o 4c 3e 7e 10b JK",
			nil, "1o 12o 4c 3e 7e 10b JK", 60},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Arrange(cnParse(t, tt.rules, tt.hand), tt.rules)
			var melds []string
			for _, m := range a.Melds {
				melds = append(melds, variants.FormatChinchonCards(m.Cards))
			}
			if !slices.Equal(melds, tt.melds) || variants.FormatChinchonCards(a.Leftover) != tt.leftover || a.LeftoverPoints != tt.points {
				t.Errorf("got %s, want melds %q leftover [%s] = %d", cnFormatArrangement(a), tt.melds, tt.leftover, tt.points)
			}
			cnCheckArrangement(t, cnParse(t, tt.rules, tt.hand), tt.rules)
		})
	}
}

// TestArrangeOddHands: hands the CLI would refuse (CN-4) are still judged
// without a panic, every card accounted for.
func TestArrangeOddHands(t *testing.T) {
	rules := cnRules("deck", "spanish-40", "jokers", "2")
	tests := []struct {
		name string
		hand []variants.ChinchonCard
	}{
		{"empty", nil},
		{"one card", []variants.ChinchonCard{{Rank: 5, Suit: variants.Oros}}},
		{"a card twice", cnParse(t, cnRules(), "5o 5o 6o 7o 5c 5e 5o")},
		{"an 8 in spanish-40", []variants.ChinchonCard{{Rank: 8, Suit: variants.Oros}, {Rank: 7, Suit: variants.Oros}, {Rank: 10, Suit: variants.Oros}, {Rank: 8, Suit: variants.Copas}, {Rank: 8, Suit: variants.Espadas}}},
		{"a French card in a Spanish game", []variants.ChinchonCard{{Rank: 5, Suit: variants.Hearts}, {Rank: 6, Suit: variants.Hearts}, {Rank: 7, Suit: variants.Hearts}}},
		{"three jokers", []variants.ChinchonCard{{}, {}, {}, {Rank: 3, Suit: variants.Oros}}},
		{"sixteen cards", cnParse(t, cnRules(), "1o 2o 3o 4o 5o 6o 7o 8o 9o 10o 11o 12o 1c 1e 1b 2c")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Arrange(tt.hand, rules)
			all := slices.Clone(a.Leftover)
			for _, m := range a.Melds {
				all = append(all, m.Cards...)
			}
			if !slices.Equal(cnSorted(nil, all), cnSorted(nil, tt.hand)) {
				t.Errorf("got %s", cnFormatArrangement(a))
			}
		})
	}
}
