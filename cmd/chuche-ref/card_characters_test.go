package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// A hand typed as it is laid down: a typical 3-player Chinchón hand —
// each player a run of three, a set of three and a leftover card, the
// cutter's eighth card besides, like 1-3o 5ceb 4c — takes 38 card
// characters in the shortest shorthand (variants.ShortChinchonCards),
// 34 with the spaces left out where a line reads without them
// (variants.JoinedChinchonCards: 1-3o5ceb4c), where single cards take 68.
// Card characters are every character of the card tokens and the spaces
// between them; the Enter after each line, the names and the
// confirmations are not counted (the pty tests count those). The README
// states the medians and the single-card figure beside the keystroke
// table; this test holds it to them.

// typicalHand deals one typical hand from the deck, each player's cards in
// the order they are laid down: run, set, leftover (and for the cutter,
// seat 0, the eighth card). The cutter's leftover is 5 points or less, so
// the cut stands (CN-7).
func typicalHand(rng *rand.Rand, rules variants.ChinchonRules) [3][]variants.ChinchonCard {
	deck := rules.DeckInPlay()
	ranks, suits := deck.Ranks(), deck.Suits()
	for {
		used := map[variants.ChinchonCard]bool{}
		take := func(cs ...variants.ChinchonCard) bool {
			for _, c := range cs {
				if used[c] {
					return false
				}
			}
			for _, c := range cs {
				used[c] = true
			}
			return true
		}
		var hand [3][]variants.ChinchonCard
		ok := true
		for p := range hand {
			s, at := suits[rng.IntN(len(suits))], rng.IntN(len(ranks)-2)
			run := []variants.ChinchonCard{{Rank: ranks[at], Suit: s}, {Rank: ranks[at+1], Suit: s}, {Rank: ranks[at+2], Suit: s}}
			rank, order := ranks[rng.IntN(len(ranks))], rng.Perm(len(suits))
			set := []variants.ChinchonCard{{Rank: rank, Suit: suits[order[0]]}, {Rank: rank, Suit: suits[order[1]]}, {Rank: rank, Suit: suits[order[2]]}}
			left := variants.ChinchonCard{Rank: ranks[rng.IntN(len(ranks))], Suit: suits[rng.IntN(len(suits))]}
			if p == 0 && rules.Points(left) > rules.CutMax {
				ok = false
			}
			ok = ok && take(run...) && take(set...) && take(left)
			hand[p] = append(append(run, set...), left)
		}
		discard := variants.ChinchonCard{Rank: ranks[rng.IntN(len(ranks))], Suit: suits[rng.IntN(len(suits))]}
		if ok && take(discard) {
			hand[0] = append(hand[0], discard)
			return hand
		}
	}
}

// cardCharacters are a hand's card characters: each player's line, short,
// short with the spaces left out, or as single cards.
func cardCharacters(hand [3][]variants.ChinchonCard, rules variants.ChinchonRules) (short, joined, single int) {
	for _, cards := range hand {
		short += len([]rune(variants.ShortChinchonCards(cards, rules)))
		joined += len([]rune(variants.JoinedChinchonCards(cards, rules)))
		single += len([]rune(variants.ChinchonCards(cards).String()))
	}
	return short, joined, single
}

func median(xs []int) int {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

// The budgets a typical hand may take. With spaces between the words the
// example hand — three lines of 1-3o 5ceb 4c, 12 characters each — is 36
// before the cutter's eighth card (a space and a card: 3 more), so the
// spaced median is 38; with the spaces left out, as a quick table types,
// the median hand, the eighth card included, is within 36.
const (
	cardCharacterBudget       = 38
	joinedCardCharacterBudget = 36
)

func TestTypicalHandCardCharacters(t *testing.T) {
	t.Parallel()
	rules := variants.DefaultChinchonRules()
	rng := rand.New(rand.NewPCG(3, 36))
	var shorts, joins, singles, withoutEighth []int
	for range 2000 {
		hand := typicalHand(rng, rules)
		short, joined, single := cardCharacters(hand, rules)
		hand[0] = hand[0][:7]
		seven, _, _ := cardCharacters(hand, rules)
		shorts, joins, singles, withoutEighth = append(shorts, short), append(joins, joined), append(singles, single), append(withoutEighth, seven)
	}
	short, joined, single, seven := median(shorts), median(joins), median(singles), median(withoutEighth)
	t.Logf("typical 3-player hand: %d card characters short (%d to %d), %d joined (%d to %d), %d as single cards, %d short without the eighth card",
		short, slices.Min(shorts), slices.Max(shorts), joined, slices.Min(joins), slices.Max(joins), single, seven)
	if short > cardCharacterBudget {
		t.Errorf("a typical 3-player hand takes %d card characters in the shorthand; the budget is %d", short, cardCharacterBudget)
	}
	if joined > joinedCardCharacterBudget {
		t.Errorf("a typical 3-player hand takes %d card characters with the spaces left out; the budget is %d", joined, joinedCardCharacterBudget)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		fmt.Sprintf("**%d** card characters with the shorthand (%d as single cards)", short, single),
		fmt.Sprintf("**%d** with the spaces left out", joined),
		fmt.Sprintf("Without the eighth card it is\n**%d**", seven),
	} {
		if !strings.Contains(string(readme), want) {
			t.Errorf("README.md should say %q beside the keystroke table", want)
		}
	}
}

// The hands counted are what a table types: each recorded by round --hand
// (the lines play takes) as those cards, the referee throwing the cutter's
// best eighth card, spaced and with the spaces left out alike.
func TestTypicalHandsRecordAsTyped(t *testing.T) {
	t.Parallel()
	rules := variants.DefaultChinchonRules()
	rng := rand.New(rand.NewPCG(3, 36))
	dir := t.TempDir()
	seats := []string{"Ana", "Ben", "Cleo"}
	for i := range 12 {
		hand := typicalHand(rng, rules)
		write := variants.ShortChinchonCards
		if i%2 == 1 {
			write = variants.JoinedChinchonCards
		}
		game := fmt.Sprint("g", i)
		if code, _, errOut := ledgerRun(dir, "new", "chinchon", "--players", strings.Join(seats, ","), "--name", game); code != 0 {
			t.Fatalf("new: %s", errOut)
		}
		args := []string{"--game", game, "round", "--cut", "Ana"}
		for p, cards := range hand {
			args = append(args, "--hand", seats[p]+"="+write(cards, rules))
		}
		if code, _, errOut := ledgerRun(dir, args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		code, out, errOut := ledgerRun(dir, "--game", game, "--json", "history")
		if code != 0 {
			t.Fatalf("history: %s", errOut)
		}
		var doc struct {
			Entries []struct {
				Payload struct {
					Hands   map[string][]string `json:"hands"`
					Discard string              `json:"discard"`
				} `json:"payload"`
			} `json:"entries"`
		}
		if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc.Entries) != 1 {
			t.Fatalf("history --json: %v\n%s", err, out)
		}
		recorded := doc.Entries[0].Payload
		recorded.Hands["Ana"] = append(recorded.Hands["Ana"], recorded.Discard)
		for p, cards := range hand {
			want := strings.Fields(variants.ChinchonCards(cards).String())
			got := recorded.Hands[seats[p]]
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("hand %d, %s typed %s: recorded %v, want %v", i, seats[p], write(cards, rules), got, want)
			}
		}
	}
}
