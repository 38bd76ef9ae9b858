package i18n

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The core's refusals come out in the table's language with the cards
// named its way, and in English exactly as before: a refused Chinchón cut
// (CN-7), a wrong Chuche sum (CU-8, CU-10) refused by the referee, and a
// set that is no meld (CN-5).
func TestCoreRefusalsNameTheirCards(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	deck := rules.DeckInPlay()
	hand, err := deck.ParseCards("1o 2o 3o 12c 11e 7b 6c")
	if err != nil {
		t.Fatal(err)
	}
	cut := referee.JudgeCut(hand, nil, rules)
	if cut.Valid {
		t.Fatal("the cut is allowed")
	}

	seats := []string{"Ana", "Ben"}
	chuche := variants.DefaultChucheRules()
	round, err := referee.NewChucheRound(seats, referee.ChucheDeal{Dealer: "Ben", Table: []variants.ChucheCard{
		{Colour: variants.Yellow, Value: 1}, {Colour: variants.Red, Value: 3}, {Colour: variants.Yellow, Value: 2},
	}}, chuche)
	if err != nil {
		t.Fatal(err)
	}
	_, _, sumErr := round.Apply(referee.ChucheTurn{Player: "Ana", Target: 8,
		Play: variants.ChucheCard{Colour: variants.Red, Value: 5},
		Take: []variants.ChucheCard{{Colour: variants.Yellow, Value: 1}}}, chuche)
	if sumErr == nil {
		t.Fatal("a sum of 6 for a target of 8 is accepted")
	}

	meld, _ := deck.ParseCards("5o 5c 6e")
	_, meldErr := referee.CheckMeld(meld, deck, rules)

	for _, tt := range []struct {
		lang Lang
		got  string
		want []string
	}{
		{En, English.Message(cut.Why), []string{cut.Why.String(), "rey of copas", "a cut needs 5 or less"}},
		{De, New(De).Message(cut.Why), []string{"Rest ", "Copas Rey", "zum Schneiden dürfen höchstens 5 übrig bleiben"}},
		{Es, New(Es).Message(cut.Why), []string{"sobran ", "rey de copas", "para cortar deben sobrar 5 o menos"}},
		{En, English.Error(sumErr), []string{sumErr.Error(), "R5 + Y1 = 6, the target is 8"}},
		{De, New(De).Error(sumErr), []string{"Rot 5 + Gelb 1 = 6, die Zielsumme ist 8"}},
		{Es, New(Es).Error(sumErr), []string{"5 rojo + 1 amarillo = 6, la suma objetivo es 8"}},
		{En, English.Error(meldErr), []string{"5o 5c 6e is not a meld: a set needs one rank and a run one suit"}},
		{De, New(De).Error(meldErr), []string{"Oros 5, Copas 5, Espadas 6 ist keine Meldung: ein Satz braucht einen Rang"}},
		{Es, New(Es).Error(meldErr), []string{"5 de oros, 5 de copas, 6 de espadas no es una combinación"}},
	} {
		for _, w := range tt.want {
			if !strings.Contains(tt.got, w) {
				t.Errorf("%s: %q does not say %q", tt.lang, tt.got, w)
			}
		}
	}
	if English.Said(cut.Why) != cut.Why.String() || English.Message(cut.Why) != cut.Why.String() {
		t.Errorf("English: said %q, printed %q, core %q", English.Said(cut.Why), English.Message(cut.Why), cut.Why.String())
	}
}

// A refusal found replaying the ledger names its entry in every language,
// and a player's cards in the entry are named the language's way.
func TestScorerRefusalAtEntry(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	hand, _ := rules.DeckInPlay().ParseCards("1o 2o 3o 4o 5o 6o 12c")
	e := scorer.ChinchonHandEntry(7, scorer.ChinchonHand{Cutter: "Ana", Chinchon: true,
		Hands: map[string][]variants.ChinchonCard{"Ana": hand}, Points: map[string]int{"Ben": 20}})
	e.Seq = 7
	_, err := scorer.ChinchonStandings([]string{"Ana", "Ben"}, rules, []scorer.Entry{e})
	if err == nil {
		t.Fatal("a false chinchón is accepted")
	}
	for lang, want := range map[Lang]string{
		En: "entry 7: Ana declared chinchón, but 1o 2o 3o 4o 5o 6o 12c is not seven cards",
		De: "Eintrag 7: Ana hat Chinchón angesagt, aber Oros Ass, Oros 2,",
		Es: "entrada 7: Ana cantó chinchón, pero as de oros, 2 de oros,",
	} {
		if got := New(lang).Error(err); !strings.Contains(got, want) {
			t.Errorf("%s: %q does not say %q", lang, got, want)
		}
	}
}
