package scorer

import (
	"reflect"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// deckHands deals every card of a deck into hands of 7 for the players
// after the cutter, hand after hand; the cutter always lays down the same
// clean cut: a run 1..4 in the first suit and three 5s of the others. The
// last hand is filled up with cards dealt before (a new hand, a new deal).
func deckHands(deck variants.ChinchonDeck, players int) (cut []variants.ChinchonCard, deals [][][]variants.ChinchonCard) {
	suits := deck.Suits()
	cut = []variants.ChinchonCard{
		{Rank: 1, Suit: suits[0]}, {Rank: 2, Suit: suits[0]}, {Rank: 3, Suit: suits[0]}, {Rank: 4, Suit: suits[0]},
		{Rank: 5, Suit: suits[1]}, {Rank: 5, Suit: suits[2]}, {Rank: 5, Suit: suits[3]},
	}
	var rest []variants.ChinchonCard
	for _, c := range deck.Cards() {
		if !slices.Contains(cut, c) {
			rest = append(rest, c)
		}
	}
	all := slices.Clone(rest)
	for len(rest) > 0 {
		var deal [][]variants.ChinchonCard
		used := slices.Clone(cut)
		for p := 1; p < players; p++ {
			var hand []variants.ChinchonCard
			for len(hand) < 7 {
				c := variants.Joker
				if len(rest) > 0 {
					c, rest = rest[0], rest[1:]
				} else {
					c = all[slices.IndexFunc(all, func(c variants.ChinchonCard) bool { return !c.IsJoker() && !slices.Contains(used, c) })]
				}
				hand = append(hand, c)
				used = append(used, c)
			}
			deal = append(deal, hand)
		}
		deals = append(deals, deal)
	}
	return cut, deals
}

// Every card of every deck goes into the ledger as text and
// comes back the same card, decoded by the game's own deck: the French 5 of
// clubs is "5c" like the Spanish 5 of copas.
func TestChinchonEntriesDecodeByTheGamesDeck(t *testing.T) {
	for _, name := range variants.ChinchonDeckNames {
		t.Run(name, func(t *testing.T) {
			rules, err := variants.NewChinchonRules(map[string]string{"deck": name, "jokers": "2", "limit": "1000"})
			if err != nil {
				t.Fatal(err)
			}
			seats := []string{"Ana", "Ben", "Cleo", "Dani", "Eva"}
			cut, deals := deckHands(rules.DeckInPlay(), len(seats))
			var entries []Entry
			seen := map[variants.ChinchonCard]bool{}
			for _, deal := range deals {
				h := ChinchonHand{Cutter: "Ana", Hands: map[string][]variants.ChinchonCard{"Ana": cut}}
				for i, hand := range deal {
					h.Hands[seats[i+1]] = hand
				}
				raw, err := Encode(h)
				if err != nil {
					t.Fatal(err)
				}
				e := ChinchonCodec(rules.DeckInPlay()).Entry(len(entries)+1, ChinchonKindHand, raw, 0, 0)
				got := e.Payload
				if u, ok := got.(Unread); ok {
					t.Fatalf("decode %s: %v", raw, u.Err)
				}
				if !reflect.DeepEqual(got, h) {
					t.Fatalf("decoded\n%v\nwant\n%v", got, h)
				}
				for _, cards := range h.Hands {
					for _, c := range cards {
						seen[c] = true
					}
				}
				entries = append(entries, e)
			}
			for _, c := range rules.DeckInPlay().Cards() {
				if !seen[c] {
					t.Errorf("%s was never dealt", c)
				}
			}
			m, err := ChinchonStandings(seats, rules, Effective(entries))
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			if m.Round != len(deals) {
				t.Errorf("%d hands replayed, want %d", m.Round, len(deals))
			}
			for i, res := range m.Hands {
				for p, hand := range deals[i] {
					arr := res.Arrangements[seats[p+1]]
					var cards []variants.ChinchonCard
					for _, meld := range arr.Melds {
						cards = append(cards, meld.Cards...)
					}
					cards = append(cards, arr.Leftover...)
					if !sameCards(cards, hand) {
						t.Errorf("hand %d: %s arranged %v from %v", i+1, seats[p+1], cards, hand)
					}
				}
			}
		})
	}
}

func sameCards(a, b []variants.ChinchonCard) bool {
	key := func(c variants.ChinchonCard) int { return int(c.Suit)*16 + int(c.Rank) }
	x, y := slices.Clone(a), slices.Clone(b)
	slices.SortFunc(x, func(p, q variants.ChinchonCard) int { return key(p) - key(q) })
	slices.SortFunc(y, func(p, q variants.ChinchonCard) int { return key(p) - key(q) })
	return slices.Equal(x, y)
}
