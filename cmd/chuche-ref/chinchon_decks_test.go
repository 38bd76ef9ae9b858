package main

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// Every card of every Chinchón deck goes through `round`
// into the ledger, is replayed from it and shown by `history` as the card
// that was entered — the French clubs too, whose notation "5c" is also the
// Spanish 5 of copas.
func TestEveryCardOfEveryDeckRoundTrips(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	seats := []string{"Ana", "Ben", "Cleo", "Dani", "Eva"}
	for id, name := range variants.ChinchonDeckNames {
		deck := variants.ChinchonDeck{Name: name, Jokers: 2}
		bin.mustRun(t, "new", "chinchon", "--players", strings.Join(seats, ","),
			"--rule", "deck="+name, "--rule", "jokers=2", "--rule", "limit=1000")
		cut, deals := everyCardDeals(deck, len(seats))
		for _, deal := range deals {
			args := []string{"round", "--cut", "Ana", "--hand", "Ana=" + variants.FormatChinchonCards(cut)}
			for i, hand := range deal {
				args = append(args, "--hand", seats[i+1]+"="+variants.FormatChinchonCards(hand))
			}
			bin.mustRun(t, args...)
		}
		history := bin.mustRun(t, "history", "--game", strconv.Itoa(id+1))
		blocks := regexp.MustCompile(`(?m)^\s*hand \d+: `).Split(history, -1)[1:]
		if len(blocks) != len(deals) {
			t.Fatalf("%s: history shows %d hands, want %d:\n%s", name, len(blocks), len(deals), history)
		}
		seen := map[string]bool{}
		for h, block := range blocks {
			for i, hand := range append([][]variants.ChinchonCard{cut}, deals[h]...) {
				line := playerLine(block, seats[i])
				var want []string
				for _, c := range hand {
					want = append(want, c.String())
					seen[c.String()] = true
				}
				if got := cardTokens(line); !sameStrings(got, want) {
					t.Errorf("%s hand %d: %s shows %q, entered %q\n%s", name, h+1, seats[i], got, want, line)
				}
			}
		}
		for _, c := range deck.Cards() {
			if !seen[c.String()] {
				t.Errorf("%s: %s was never entered", name, c)
			}
		}
	}
}

// everyCardDeals deals every card of deck to the players after the cutter,
// hand after hand; the cutter (seat 1) lays down the same clean cut each
// hand, a run 1..4 of the first suit and three 5s. The last hand is filled
// up with cards dealt before.
func everyCardDeals(deck variants.ChinchonDeck, players int) (cut []variants.ChinchonCard, deals [][][]variants.ChinchonCard) {
	s := deck.Suits()
	cut = []variants.ChinchonCard{{Rank: 1, Suit: s[0]}, {Rank: 2, Suit: s[0]}, {Rank: 3, Suit: s[0]}, {Rank: 4, Suit: s[0]},
		{Rank: 5, Suit: s[1]}, {Rank: 5, Suit: s[2]}, {Rank: 5, Suit: s[3]}}
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
				var c variants.ChinchonCard
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

// playerLine is the line of one hand's block that starts with the player,
// after the block's heading ("Ana cut").
func playerLine(block, player string) string {
	for _, l := range strings.Split(block, "\n")[1:] {
		if f := strings.Fields(l); len(f) > 0 && f[0] == player {
			return l
		}
	}
	return ""
}

var cardToken = regexp.MustCompile(`^(JK|(?:[0-9]{1,2}|[AJQK])[ocebhdcs])$`)

// cardTokens picks the cards out of a history line: "[2h 3h 4h]  leftover 10d Kd = 20".
func cardTokens(line string) []string {
	var cards []string
	for _, f := range strings.Fields(strings.NewReplacer("[", " ", "]", " ").Replace(line)) {
		if cardToken.MatchString(f) {
			cards = append(cards, f)
		}
	}
	return cards
}

func sameStrings(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
