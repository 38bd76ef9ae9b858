package referee

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cnCompareWithBaseline checks the fast arrangement against the previous
// search on one hand: the same key (CN-6: points, cards, jokers, melds) and,
// for 8 cards, the same ranking of discards (CN-7, CN-11) and the same best
// discard from the Arranger.
func cnCompareWithBaseline(t testing.TB, base *cnSolver, a *Arranger, hand []variants.ChinchonCard, rules variants.ChinchonRules) {
	// t.Helper where the check fails, not on entry: it walks the stack
	// under a lock, and this runs for every one of the random cases.
	want := cnBaseArrange(base, hand, rules)
	wantKey := base.best
	got := a.Arrange(hand, rules)
	if !a.a.fast {
		t.Helper()
		t.Fatalf("%s (%s): not taken by the fast path", variants.FormatChinchonCards(hand), rules.Deck)
	}
	cnCheckAsBefore(t, &a.a, hand, got)
	f := a.a.f.best
	if got.LeftoverPoints != want.LeftoverPoints || len(got.Leftover) != len(want.Leftover) ||
		cnFJokers(f) != base.leftoverJokers() || len(got.Melds) != len(want.Melds) {
		t.Helper()
		t.Fatalf("%s with %+v: fast %s, baseline %s (key %d)", variants.FormatChinchonCards(hand), rules,
			cnFormatArrangement(got), cnFormatArrangement(want), wantKey)
	}
	if len(hand) != 8 {
		return
	}
	wantOpts := cnBaseRankDiscards(base, hand, rules)
	gotOpts := RankDiscards(hand, rules)
	if len(gotOpts) != len(wantOpts) {
		t.Helper()
		t.Fatalf("%s: %d discards, baseline %d", variants.FormatChinchonCards(hand), len(gotOpts), len(wantOpts))
	}
	for i := range gotOpts {
		g, w := gotOpts[i], wantOpts[i]
		if g.Discard != w.Discard || g.LeftoverPoints != w.LeftoverPoints || g.CanCut != w.CanCut || g.Chinchon != w.Chinchon ||
			len(g.Arrangement.Leftover) != len(w.Arrangement.Leftover) {
			t.Helper()
			t.Fatalf("%s with %+v: discard %d is %+v, baseline %+v", variants.FormatChinchonCards(hand), rules, i, g, w)
		}
	}
	for _, o := range gotOpts {
		cnCheckShown(t, hand, o, rules)
	}
	best := a.BestDiscard(hand, rules)
	cnCheckAsBefore(t, &a.a, hand, best.Arrangement)
	cnCheckShown(t, hand, best, rules)
	w := wantOpts[0]
	if best.Discard != w.Discard || best.LeftoverPoints != w.LeftoverPoints || best.CanCut != w.CanCut || best.Chinchon != w.Chinchon ||
		len(best.Arrangement.Leftover) != len(w.Arrangement.Leftover) {
		t.Helper()
		t.Fatalf("%s with %+v: BestDiscard %+v, baseline %+v", variants.FormatChinchonCards(hand), rules, best, w)
	}
}

// cnCheckAsBefore: the arrangement the fast path just wrote is card for card
// the one the previous writer makes of the same search.
func cnCheckAsBefore(t testing.TB, a *cnArranger, hand []variants.ChinchonCard, got Arrangement) {
	want := cnPrevArrangement(&a.f, nil, nil)
	same := len(got.Melds) == len(want.Melds) && slices.Equal(got.Leftover, want.Leftover) && got.LeftoverPoints == want.LeftoverPoints
	for i := 0; same && i < len(got.Melds); i++ {
		g, w := got.Melds[i], want.Melds[i]
		same = g.Kind == w.Kind && slices.Equal(g.Cards, w.Cards) && cap(g.Cards) == len(g.Cards)
	}
	if !same || cap(got.Leftover) != len(got.Leftover) {
		t.Helper()
		t.Fatalf("%s: writes %s, before %s", variants.FormatChinchonCards(hand), cnFormatArrangement(got), cnFormatArrangement(want))
	}
}

// cnCheckShown: a discard option's arrangement is the seven kept cards in
// valid melds (CN-5) and a leftover worth what it says.
func cnCheckShown(t testing.TB, hand8 []variants.ChinchonCard, o DiscardOption, rules variants.ChinchonRules) {
	i := slices.Index(hand8, o.Discard)
	kept := slices.Delete(slices.Clone(hand8), i, i+1)
	all := slices.Clone(o.Arrangement.Leftover)
	for _, m := range o.Arrangement.Melds {
		if kind, err := CheckMeld(m.Cards, rules.DeckInPlay(), rules); err != nil || kind != m.Kind {
			t.Helper()
			t.Fatalf("%s discard %s: meld %s is %v (%v), not a %s", variants.FormatChinchonCards(hand8), o.Discard,
				variants.FormatChinchonCards(m.Cards), kind, err, m.Kind)
		}
		all = append(all, m.Cards...)
	}
	points := 0
	for _, c := range o.Arrangement.Leftover {
		points += rules.Points(c)
	}
	if !slices.Equal(cnSorted(nil, all), cnSorted(nil, kept)) || points != o.Arrangement.LeftoverPoints {
		t.Helper()
		t.Fatalf("%s discard %s: shows %s", variants.FormatChinchonCards(hand8), o.Discard, cnFormatArrangement(o.Arrangement))
	}
}

// TestFastArrangeMatchesBaseline_CN6 runs the fast arrangement against the
// previous search on 120,000 random and clustered hands of 7 and 8 cards,
// every deck, 0..2 jokers and random house rules (ace_high, face_values,
// joker_penalty, cut_max, joker_chinchon).
func TestFastArrangeMatchesBaseline_CN6(t *testing.T) {
	t.Parallel()
	n := 120000
	if testing.Short() {
		n = 12000
	}
	inStreams(t, n, 61, func(t *testing.T, r *rand.Rand, cases []int) {
		var base cnSolver
		var a Arranger
		for _, i := range cases {
			rules := cnRandomRules(r)
			jokers := i % 3
			rules = cnRulesWithJokers(rules, jokers)
			cnCompareWithBaseline(t, &base, &a, cnRandomHand(r, rules, 7+r.IntN(2), jokers), rules)
		}
	})
}

// TestFastArrangementAsBefore: on random hands of every size the fast path
// takes, 0..16 cards with 0..2 jokers, every deck and random house rules,
// Arrange writes what the previous writer wrote, card for card, from the
// key (CN-6) the previous search finds.
func TestFastArrangementAsBefore(t *testing.T) {
	n := 40000
	if testing.Short() {
		n = 4000
	}
	r := rand.New(rand.NewPCG(61, 16))
	var base cnSolver
	var a Arranger
	for i := range n {
		rules := cnRulesWithJokers(cnRandomRules(r), i%3)
		hand := cnRandomHand(r, rules, i%3+r.IntN(17-i%3), i%3)
		got := a.Arrange(hand, rules)
		if !a.a.fast {
			t.Fatalf("%s (%s): not taken by the fast path", variants.FormatChinchonCards(hand), rules.Deck)
		}
		cnCheckAsBefore(t, &a.a, hand, got)
		want := cnBaseArrange(&base, hand, rules)
		if got.LeftoverPoints != want.LeftoverPoints || len(got.Leftover) != len(want.Leftover) ||
			cnFJokers(a.a.f.best) != base.leftoverJokers() || len(got.Melds) != len(want.Melds) {
			t.Fatalf("%s with %+v: fast %s, baseline %s", variants.FormatChinchonCards(hand), rules, cnFormatArrangement(got), cnFormatArrangement(want))
		}
	}
}

// TestFastLoadReadsAsWritten: the fast path's card reader takes exactly the
// hands the plain reader takes, with the same suits and jokers, among hands
// of every deck's cards, jokers and cards of no deck (rank 0 or 13..255 of
// any suit, a joker with a rank, suits of the other deck and past them),
// some entered twice, up to 18 cards.
func TestFastLoadReadsAsWritten(t *testing.T) {
	var pool []variants.ChinchonCard
	for r := range 20 {
		for s := range 12 {
			pool = append(pool, variants.ChinchonCard{Rank: uint8(r), Suit: variants.Suit(s)})
		}
	}
	pool = append(pool, variants.ChinchonCard{Rank: 255, Suit: 255}, variants.ChinchonCard{Rank: 1, Suit: 16}, variants.ChinchonCard{Rank: 16, Suit: 1})
	r := rand.New(rand.NewPCG(61, 18))
	var f cnFast
	for i := range 200000 {
		rules := cnRandomRules(r)
		if i%50 == 0 {
			rules.JokerPenalty = []int{-1, 1001, 1000, 0}[i/50%4]
		}
		var hand []variants.ChinchonCard
		for range r.IntN(19) {
			switch k := r.IntN(10); {
			case k < 6: // a card of the deck
				d := rules.DeckInPlay().Cards()
				hand = append(hand, d[r.IntN(len(d))])
			case k < 8:
				hand = append(hand, variants.Joker)
			default:
				hand = append(hand, pool[r.IntN(len(pool))])
			}
		}
		suits, nJk, ok := cnPlainLoad(hand, rules)
		got := f.load(hand, &rules)
		if got != ok || ok && (f.suits != suits || f.nJk != nJk) {
			t.Fatalf("%v with %s: reads %v %v %d, the plain reader %v %v %d", hand, rules.Deck, got, f.suits, f.nJk, ok, suits, nJk)
		}
	}
}

// TestFastArrangeEveryOneSuitHand: every hand of 3..9 cards of one suit,
// with 0..2 jokers, on every deck and ace_high: the run tables' corners.
func TestFastArrangeEveryOneSuitHand(t *testing.T) {
	t.Parallel()
	var base cnSolver
	var a Arranger
	for _, deck := range variants.ChinchonDeckNames {
		for _, aceHigh := range []bool{false, true} {
			rules := cnRules("deck", deck, "jokers", "2")
			rules.AceHigh = aceHigh
			ranks := rules.DeckInPlay().Ranks()
			suit := rules.DeckInPlay().Suits()[1]
			for m := 1; m < 1<<len(ranks); m++ {
				var hand []variants.ChinchonCard
				for p, rk := range ranks {
					if m&(1<<p) != 0 {
						hand = append(hand, variants.ChinchonCard{Rank: rk, Suit: suit})
					}
				}
				for jk := range 3 {
					if len(hand)+jk < 3 || len(hand)+jk > 9 {
						continue
					}
					h := append(hand[:len(hand):len(hand)], make([]variants.ChinchonCard, jk)...)
					cnCompareWithBaseline(t, &base, &a, h, rules)
				}
			}
		}
	}
}

// FuzzFastArrange compares the fast arrangement with the previous search on
// any valid hand of 7 or 8 cards.
func FuzzFastArrange(f *testing.F) {
	f.Add([]byte{0, 0, 4, 4, 4, 0, 9, 9, 7})
	f.Add([]byte{2 + 6 + 0x10, 1, 9, 9, 9, 9, 9, 49, 49})
	f.Add([]byte{5 + 0x40 + 0x20, 3, 1, 1, 1, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		hand, rules := cnHandFromBytes(data)
		var base cnSolver
		var a Arranger
		cnCompareWithBaseline(t, &base, &a, hand, rules)
	})
}

// TestArrangerAllocatesNothing: once warmed up, the Arranger's Arrange and
// BestDiscard allocate nothing for valid hands (0 allocs).
func TestArrangerAllocatesNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 1))
	rules := cnRules("deck", "french-52")
	var hands [][]variants.ChinchonCard
	for i := range 64 {
		hands = append(hands, cnRandomHand(r, rules, 8, i%3))
	}
	var a Arranger
	i := 0
	if n := testing.AllocsPerRun(500, func() {
		h := hands[i%len(hands)]
		a.Arrange(h[:7], rules)
		a.BestDiscard(h, rules)
		i++
	}); n != 0 {
		t.Fatalf("%v allocations per run", n)
	}
}
