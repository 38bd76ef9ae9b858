package referee

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

func TestLayOff(t *testing.T) {
	on := cnRules("lay_off", "true", "jokers", "2")
	tests := []struct {
		name     string
		rules    variants.ChinchonRules
		cutter   []string // melds as laid
		hand     string
		laid     string // "card>meld" pairs
		leftover string
	}{
		{"CN-9 off by default", cnRules("jokers", "2"), []string{"5c 6c 7c"}, "4c 8c 1o 2e 3b 9o 11e", "", "1o 9o 4c 8c 2e 11e 3b"},
		{"CN-9 extend a run at both ends, complete a set", on, []string{"5c 6c 7c", "12o 12e 12b"}, "4c 8c 9c 12c 1o 2e 3b",
			"4c>0 8c>0 9c>0 12c>1", "1o 2e 3b"},
		{"CN-9 a joker where it stands blocks its card", on, []string{"5c 6c JK"}, "7c 8c 4c 1o 2e 3b 11e",
			"4c>0 8c>0", "1o 7c 2e 11e 3b"},
		{"CN-9 a full set takes nothing", on, []string{"7o 7c 7e 7b"}, "1o 2e 3b 5b 9o 10o 11e", "", "1o 9o 10o 2e 11e 3b 5b"},
		{"CN-9 a joker may be laid off", on, []string{"5c 6c 7c"}, "JK 1o 5e 9b 11o 2e 12b", "JK>0", "1o 11o 2e 5e 9b 12b"},
		{"CN-9 own melds are kept rather than laid off", on, []string{"5c 6c 7c"}, "8c 9c 10c 1o 2e 3b 11e", "", "1o 2e 11e 3b"},
		{"CN-2 CN-9 the ace closes a run only with ace_high", cnRules("lay_off", "true", "deck", "french-52", "ace_high", "true"), []string{"Jh Qh Kh"}, "Ah 3c 5d 7s 9c 2d 4s",
			"Ah>0", "2d 5d 3c 9c 4s 7s"},
		{"CN-2 CN-9 without ace_high the ace stays", cnRules("lay_off", "true", "deck", "french-52"), []string{"Jh Qh Kh"}, "Ah 3c 5d 7s 9c 2d 4s",
			"", "Ah 2d 5d 3c 9c 4s 7s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var melds []Meld
			for _, m := range tt.cutter {
				cards := cnParse(t, tt.rules, m)
				kind, err := CheckMeld(cards, tt.rules.DeckInPlay(), tt.rules)
				if err != nil {
					t.Fatal(err)
				}
				melds = append(melds, Meld{Kind: kind, Cards: cards})
			}
			a, laid := LayOff(cnParse(t, tt.rules, tt.hand), melds, tt.rules)
			var got []string
			for _, l := range laid {
				got = append(got, fmt.Sprintf("%s>%d", l.Card, l.Meld))
			}
			if fmt.Sprint(got) != fmt.Sprint(cnFields(tt.laid)) || variants.FormatChinchonCards(a.Leftover) != tt.leftover {
				t.Errorf("laid %v leftover [%s], want %v [%s]", got, variants.FormatChinchonCards(a.Leftover), tt.laid, tt.leftover)
			}
		})
	}
}

func cnFields(s string) []string {
	var out []string
	for _, f := range slices.Collect(func(yield func(string) bool) {
		start := -1
		for i, r := range s + " " {
			if r == ' ' && start >= 0 {
				if !yield(s[start:i]) {
					return
				}
				start = -1
			} else if r != ' ' && start < 0 {
				start = i
			}
		}
	}) {
		out = append(out, f)
	}
	return out
}

// cnOracleCanExtend reports whether laying cards on m leaves a meld of the
// same kind with m's cards where they stand (CN-9), by trying every split
// of the new cards between the two ends of a run.
func cnOracleCanExtend(m Meld, cards []variants.ChinchonCard, rules variants.ChinchonRules) bool {
	deck := rules.DeckInPlay()
	all := append(slices.Clone(m.Cards), cards...)
	if m.Kind == MeldSet {
		kind, err := CheckMeld(all, deck, rules)
		return err == nil && kind == MeldSet
	}
	for below := 0; below <= len(cards); below++ {
		// every order of the new cards: a run is checked as laid, in order
		for _, perm := range cnPermutations(cards) {
			run := append(append(slices.Clone(perm[:below]), m.Cards...), perm[below:]...)
			if cnOracleRunAsLaid(run, rules) {
				return true
			}
		}
	}
	return false
}

// cnOracleRunAsLaid: jokers stand for the card of their place; the whole
// must be a natural run once they are replaced.
func cnOracleRunAsLaid(run []variants.ChinchonCard, rules variants.ChinchonRules) bool {
	deck := rules.DeckInPlay()
	ranks := deck.Ranks()
	if len(run) > len(ranks) {
		return false
	}
	for _, high := range []bool{false, rules.AceHigh} {
		start := -100
		ok := true
		var suit variants.Suit
		for i, c := range run {
			if c.IsJoker() {
				continue
			}
			p := deck.RunPosition(c.Rank)
			if c.Rank == 1 && high {
				p = len(ranks)
			}
			if start == -100 {
				start, suit = p-i, c.Suit
			}
			ok = ok && p >= 0 && p-i == start && c.Suit == suit
		}
		top := len(ranks) - 1
		if high {
			top++
		}
		if ok && start != -100 && start >= 0 && start+len(run)-1 <= top {
			return true
		}
	}
	return false
}

func cnPermutations(cards []variants.ChinchonCard) [][]variants.ChinchonCard {
	if len(cards) <= 1 {
		return [][]variants.ChinchonCard{slices.Clone(cards)}
	}
	var out [][]variants.ChinchonCard
	for i := range cards {
		rest := slices.Delete(slices.Clone(cards), i, i+1)
		for _, p := range cnPermutations(rest) {
			out = append(out, append([]variants.ChinchonCard{cards[i]}, p...))
		}
	}
	return out
}

// TestLayOffMatchesOracle tries every assignment of the hand's cards to the
// cutter's melds or the hand, by brute force (CN-9).
func TestLayOffMatchesOracle(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 200
	}
	r := rand.New(rand.NewPCG(13, 13))
	laidSome := 0
	for done := 0; done < n; {
		rules := cnRandomRules(r)
		rules.LayOff = true
		jokers := r.IntN(3)
		rules = cnRulesWithJokers(rules, jokers)
		all := cnRandomHand(r, rules, 14, jokers)
		cutter := Arrange(all[:7], rules)
		if len(cutter.Melds) == 0 {
			continue
		}
		done++
		hand := all[7:]
		got, laid := LayOff(hand, cutter.Melds, rules)
		if len(laid) > 0 {
			laidSome++
		}
		name := fmt.Sprintf("%s onto %v", variants.FormatChinchonCards(hand), cutter.Melds)

		// What LayOff did must be allowed, and the rest arranged at best.
		byMeld := make([][]variants.ChinchonCard, len(cutter.Melds))
		rest := slices.Clone(hand)
		for _, l := range laid {
			byMeld[l.Meld] = append(byMeld[l.Meld], l.Card)
			i := slices.Index(rest, l.Card)
			if i < 0 {
				t.Fatalf("%s: laid %s it does not hold", name, l.Card)
			}
			rest = slices.Delete(rest, i, i+1)
		}
		for k, cards := range byMeld {
			if len(cards) > 0 && !cnOracleCanExtend(cutter.Melds[k], cards, rules) {
				t.Fatalf("%s: %s cannot go on meld %d", name, variants.FormatChinchonCards(cards), k)
			}
		}
		if want := Arrange(rest, rules); !slices.Equal(want.Leftover, got.Leftover) {
			t.Fatalf("%s: leftover %s, Arrange of the rest %s", name, got.Leftover, want.Leftover)
		}

		// Nothing better exists: every card that could go anywhere, tried
		// on every meld.
		wantKey, wantLaid := cnOracleLayOff(hand, cutter.Melds, rules)
		gotKey, _ := cnOracleArrange(rest, rules)
		if gotKey != wantKey || len(laid) != wantLaid {
			t.Fatalf("%s: %+v laying %d, oracle %+v laying %d", name, gotKey, len(laid), wantKey, wantLaid)
		}
	}
	if laidSome < n/10 {
		t.Errorf("only %d of %d hands laid anything off: the deal tests too little", laidSome, n)
	}
}

func cnOracleLayOff(hand []variants.ChinchonCard, melds []Meld, rules variants.ChinchonRules) (cnOracleKey, int) {
	where := make([]int, len(hand)) // -1 keeps the card
	best, bestLaid := cnOracleKey{points: 1 << 30}, 0
	var try func(i int)
	try = func(i int) {
		if i == len(hand) {
			var rest []variants.ChinchonCard
			byMeld := make([][]variants.ChinchonCard, len(melds))
			for j, w := range where {
				if w < 0 {
					rest = append(rest, hand[j])
				} else {
					byMeld[w] = append(byMeld[w], hand[j])
				}
			}
			for k, cards := range byMeld {
				if len(cards) > 0 && !cnOracleCanExtend(melds[k], cards, rules) {
					return
				}
			}
			key, _ := cnOracleArrange(rest, rules)
			laid := len(hand) - len(rest)
			if cnOracleLayOffLess(key, laid, best, bestLaid) {
				best, bestLaid = key, laid
			}
			return
		}
		for w := -1; w < len(melds); w++ {
			if w >= 0 && !cnOracleMayJoin(hand[i], melds[w]) {
				continue
			}
			where[i] = w
			try(i + 1)
		}
	}
	try(0)
	return best, bestLaid
}

// cnOracleMayJoin prunes the brute force: only a joker or a card sharing
// the meld's suit (run) or rank (set) can join it.
func cnOracleMayJoin(c variants.ChinchonCard, m Meld) bool {
	if c.IsJoker() {
		return true
	}
	for _, d := range m.Cards {
		if !d.IsJoker() {
			return m.Kind == MeldRun && d.Suit == c.Suit || m.Kind == MeldSet && d.Rank == c.Rank
		}
	}
	return false
}

// cnOracleLayOffLess orders lay-offs: the CN-6 key of what is kept, then
// fewer cards laid off, then fewer melds kept.
func cnOracleLayOffLess(a cnOracleKey, laidA int, b cnOracleKey, laidB int) bool {
	ma, mb := a.melds, b.melds
	a.melds, b.melds = 0, 0
	switch {
	case a != b:
		return a.less(b)
	case laidA != laidB:
		return laidA < laidB
	}
	return ma < mb
}
