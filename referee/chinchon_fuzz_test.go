package referee

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cnHandFromBytes turns fuzz input into rules and a hand of 7 or 8 distinct
// cards of the deck in play: byte 0 picks the deck, jokers and rule flags,
// byte 1 the size, and each further byte the next card among those left.
func cnHandFromBytes(data []byte) ([]variants.ChinchonCard, variants.ChinchonRules) {
	at := func(i int) int {
		if i < len(data) {
			return int(data[i])
		}
		return 0
	}
	b := at(0)
	rules := variants.DefaultChinchonRules()
	rules.Deck = variants.ChinchonDeckNames[b%3]
	rules.Jokers = b / 3 % 3
	rules.AceHigh = b&0x10 != 0
	if b&0x20 != 0 {
		rules.FaceValues = "rank"
	}
	if b&0x40 != 0 {
		rules.JokerPenalty = at(1) % 8
	}
	rules.JokerChinchon = b&0x80 != 0
	n := 7 + at(1)&1
	pool := rules.DeckInPlay().Cards()
	hand := make([]variants.ChinchonCard, 0, n)
	for i := range n {
		k := at(2+i) % len(pool)
		hand = append(hand, pool[k])
		pool = append(pool[:k], pool[k+1:]...)
	}
	return hand, rules
}

// FuzzArrange compares Arrange with the brute force on any hand (CN-6) and
// makes sure nothing built on it panics.
func FuzzArrange(f *testing.F) {
	f.Add([]byte{0, 0, 4, 4, 4, 0, 9, 9, 7})              // spanish-40
	f.Add([]byte{1, 1, 4, 4, 4, 9, 9, 9, 30, 40})         // spanish-48, 8 cards
	f.Add([]byte{2 + 6, 0, 4, 4, 4, 4, 4, 50, 49})        // french-52, two jokers
	f.Add([]byte{2 + 6 + 0x10, 1, 9, 9, 9, 9, 9, 49, 49}) // ace high, two jokers, 8 cards
	f.Add([]byte{5 + 0x40 + 0x20, 3, 1, 1, 1, 1, 1, 1, 1})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		hand, rules := cnHandFromBytes(data)
		cnCheckArrangement(t, hand, rules)
		if len(hand) == 8 {
			opts := RankDiscards(hand, rules)
			JudgeCut(hand[:7], &hand[7], rules)
			if len(opts) == 0 {
				t.Fatal("no discard options")
			}
		} else {
			IsChinchon(hand, rules)
			JudgeCut(hand, nil, rules)
		}
	})
}
