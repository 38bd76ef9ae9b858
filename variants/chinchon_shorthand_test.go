package variants

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

func shorthandRules(deck string, jokers int, aceHigh bool) ChinchonRules {
	r := DefaultChinchonRules()
	r.Deck, r.Jokers, r.AceHigh = deck, jokers, aceHigh
	return r
}

// A hand typed as it is laid down reads as the cards it stands for, in the
// order written, in each deck's own run order (CN-2).
func TestParseChinchonHandCardsShorthand(t *testing.T) {
	cases := []struct {
		deck    string
		aceHigh bool
		in      string
		want    string
	}{
		{Spanish48, false, "1-3o 5ceb 4c", "1o 2o 3o 5c 5e 5b 4c"},
		{Spanish48, false, "3-6o", "3o 4o 5o 6o"},
		{Spanish48, false, "7-10c,S-Rb", "7c 8c 9c 10c 10b 11b 12b"},
		{Spanish48, false, "10-Rc Cco", "10c 11c 12c 11c 11o"},
		{Spanish48, false, "5CEB 5ce 5ob", "5c 5e 5b 5c 5e 5o 5b"},
		{Spanish48, false, "aoc 12oceb Rob", "1o 1c 12o 12c 12e 12b 12o 12b"},
		{Spanish48, false, "1-Ro", "1o 2o 3o 4o 5o 6o 7o 8o 9o 10o 11o 12o"},
		{Spanish48, true, "11-1o 2-1e", "11o 12o 1o 2e 3e 4e 5e 6e 7e 8e 9e 10e 11e 12e 1e"},
		{Spanish40, false, "6-10o", "6o 7o 10o"},
		{Spanish40, false, "5-So 7ce", "5o 6o 7o 10o 7c 7e"},
		{Spanish40, false, "1-12b", "1b 2b 3b 4b 5b 6b 7b 10b 11b 12b"},
		{Spanish40, true, "C-1e", "11e 12e 1e"},
		{French52, false, "9-Qh", "9h 10h Jh Qh"},
		{French52, false, "A-3s 10hdc JK kcs", "As 2s 3s 10h 10d 10c JK Kc Ks"},
		{French52, false, "9-Q♥ 5♥♦♣ A-3♠", "9h 10h Jh Qh 5h 5d 5c As 2s 3s"},
		{French52, true, "Q-Ad J-1c", "Qd Kd Ad Jc Qc Kc Ac"},
		// single cards, spellings with spaces included, mixed freely
		{Spanish48, false, "5 de oros 1-3c rey de copas Cc", "5o 1c 2c 3c 12c 11c"},
		{French52, false, "K of spades 2-4d", "Ks 2d 3d 4d"},
	}
	for _, c := range cases {
		got, err := ParseChinchonHandCards(c.in, shorthandRules(c.deck, 2, c.aceHigh))
		if err != nil || FormatChinchonCards(got) != c.want {
			t.Errorf("%s ace_high=%v %q: got %q, %v; want %q", c.deck, c.aceHigh, c.in, FormatChinchonCards(got), err, c.want)
		}
	}
}

// A run or set that cannot be read is an input error naming the token and
// what would be accepted.
func TestParseChinchonHandCardsRefusals(t *testing.T) {
	cases := []struct {
		deck    string
		aceHigh bool
		in      string
		want    string
	}{
		{Spanish40, false, "1o 7-10o", `"7-10o" is only 2 cards in the spanish-40 deck; a run needs 3 or more`},
		{Spanish48, false, "3-4o", `"3-4o" is only 2 cards in the spanish-48 deck; a run needs 3 or more`},
		{Spanish48, true, "12-1o", `"12-1o" is only 2 cards in the spanish-48 deck`},
		{Spanish48, false, "5-5o", `"5-5o" starts and ends on the same card; a run needs 3 or more`},
		{Spanish48, false, "11-1o", `"11-1o" closes the run with the ace above the top rank; the ace is low only (house rule ace_high is off)`},
		{French52, false, "J-Ah", `"J-Ah" closes the run with the ace above the top rank`},
		{Spanish48, true, "12-2o", `"12-2o" runs downwards; a run is written from its lowest card up, like 2-12o`},
		{French52, false, "Q-9h", `"Q-9h" runs downwards; a run is written from its lowest card up, like 9-Qh`},
		{Spanish40, false, "5-9o", `"5-9o" is not a run of the spanish-40 deck; ranks are 1..7 and 10 11 12 (sota caballo rey; no 8 or 9)`},
		{Spanish48, false, "3-13o", `"3-13o" is not a run of the spanish-48 deck; ranks are 1..12`},
		{Spanish48, false, "3-6x", `"3-6x" is not a run of the spanish-48 deck; suits are o c e b`},
		{Spanish48, false, "3-6oc", `"3-6oc" is not a run of the spanish-48 deck; a run is its first rank, a dash and its last card, like 3-6o`},
		{French52, false, "3-6o", `"3-6o" is not a run of the french-52 deck; suits are h d c s`},
		{Spanish48, false, "3o-6o", `"3o-6o" is not a run of the spanish-48 deck; a run is its first rank, a dash and its last card, like 3-6o`},
		{Spanish48, false, "3-6", `"3-6" is not a run of the spanish-48 deck; a run is its first rank, a dash and its last card`},
		{Spanish48, false, "3-4-6o", `"3-4-6o" is not a run of the spanish-48 deck`},
		{Spanish48, false, "-", `"-" is not a run of the spanish-48 deck`},
		{French52, false, "9-JKh", `"9-JKh" puts a joker inside a run; a joker is written on its own, as JK`},
		{French52, false, "JK-3h", `"JK-3h" puts a joker inside a run`},
		{Spanish48, false, "5cc", `"5cc" repeats the suit c; a set is one rank in different suits`},
		{French52, false, "Kdhd", `"Kdhd" repeats the suit d`},
		{Spanish40, false, "8ceb", `"8ceb" is not a set of the spanish-40 deck; ranks are 1..7 and 10 11 12`},
		{Spanish48, false, "13ceb", `"13ceb" is not a set of the spanish-48 deck; ranks are 1..12`},
		// a word that is neither a card nor written as a run or set keeps the card's error
		{Spanish48, false, "5cx", `"5cx" is not a card of the spanish-48 deck; suits are o c e b`},
		{French52, false, "5ceb", `"5ceb" is not a card of the french-52 deck; suits are h d c s`},
		{Spanish48, false, "3 de orso", `"3 de orso" is not a card of the spanish-48 deck; suits are o c e b`},
		{Spanish48, false, "JK 1-3o", `"JK" is not a card of the spanish-48 deck; this game plays without jokers`},
	}
	for _, c := range cases {
		jokers := 0
		if c.deck == French52 {
			jokers = 2
		}
		_, err := ParseChinchonHandCards(c.in, shorthandRules(c.deck, jokers, c.aceHigh))
		var fe *fault.Error
		if !errors.As(err, &fe) || fe.Kind != fault.Input || !strings.HasPrefix(fe.Error(), c.want) {
			t.Errorf("%s ace_high=%v %q: got %v, want prefix %q", c.deck, c.aceHigh, c.in, err, c.want)
		}
	}
	_, err := ParseChinchonHandCards("7-10o", shorthandRules(Spanish40, 0, false))
	if fe, _ := fault.As(err); fe == nil || fe.Hint.String() != "a run looks like 3-6o, a set like 5ceb" {
		t.Errorf("hint: %v", err)
	}
}

// The shorthand never changes how a list the single-card parser reads is
// read: random lists of every spelling of every card, spaces included,
// parse to the same cards either way.
func TestShorthandKeepsSingleCardReadings(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 17))
	seps := []string{" ", ", ", ",", ";", "  ", "\t"}
	for _, name := range ChinchonDeckNames {
		deck := ChinchonDeck{Name: name, Jokers: 2}
		all := deck.Cards()
		for _, aceHigh := range []bool{false, true} {
			rules := shorthandRules(name, 2, aceHigh)
			for range 2000 {
				var b strings.Builder
				for j := range rng.IntN(9) {
					if j > 0 {
						b.WriteString(seps[rng.IntN(len(seps))])
					}
					sp := chinchonSpellings(all[rng.IntN(len(all))])
					b.WriteString(sp[rng.IntN(len(sp))])
				}
				sameReading(t, b.String(), deck, rules)
			}
		}
	}
}

// Every short word over the notation's characters reads the same with the
// shorthand as without, when the single-card parser reads it at all.
func TestShorthandKeepsShortWordReadings(t *testing.T) {
	alphabet := []string{"1", "2", "0", "o", "c", "e", "b", "h", "d", "s", "a", "r", "j", "q", "k", "-", "*", "♥", " "}
	for _, name := range ChinchonDeckNames {
		deck := ChinchonDeck{Name: name, Jokers: 2}
		rules := shorthandRules(name, 2, true)
		var words func(prefix string, n int)
		words = func(prefix string, n int) {
			sameReading(t, prefix, deck, rules)
			if n == 0 {
				return
			}
			for _, a := range alphabet {
				words(prefix+a, n-1)
			}
		}
		words("", 4)
	}
}

func sameReading(t *testing.T, text string, deck ChinchonDeck, rules ChinchonRules) {
	t.Helper()
	old, oerr := deck.ParseCards(text)
	if oerr != nil {
		return
	}
	got, err := ParseChinchonHandCards(text, rules)
	if err != nil || !slices.Equal(got, old) {
		t.Fatalf("%s %q: single cards read %s; with the shorthand %s, %v", deck.Name, text, FormatChinchonCards(old), FormatChinchonCards(got), err)
	}
}

func TestShortChinchonCards(t *testing.T) {
	cases := []struct {
		deck    string
		aceHigh bool
		in      string
		want    string
	}{
		{Spanish48, false, "1o 2o 3o 5c 5e 5b 4c", "1-3o 5ceb 4c"},
		{Spanish48, false, "4c 1o 2o 3o 5b 5e 5c", "4c 1-3o 5ceb"},
		{Spanish48, false, "12c 12e 12b 10o 11o", "Rceb So Co"},
		{Spanish48, false, "5o 6o 7o 12c 12e 12b 12o", "5-7o Roceb"},
		// the 4o in the run of oros or in the set of fours: the shorter
		{Spanish48, false, "2o 3o 4o 4c 4e", "2-4o 4ce"},
		{Spanish48, false, "3o 4o 4c 4e", "3o 4oce"},
		{Spanish40, false, "6o 7o 10o 11o", "6-Co"},
		{Spanish40, false, "7o 10o", "7o So"},
		{Spanish48, false, "11o 12o 1o", "Co Ro 1o"},
		{Spanish48, true, "11o 12o 1o", "C-1o"},
		{Spanish48, true, "1o 2o 3o 12o 11o 10o", "1-3o S-Ro"},
		{French52, false, "9h 10h Jh Qh JK", "9-Qh JK"},
		{French52, true, "Qs Ks As 2s", "Q-As 2s"},
		{French52, true, "Js Qs Ks As 2s 3s", "J-Ks A-3s"},
		{French52, false, "10h 10d 10c 10s", "10hdcs"},
		// one ace given twice: a run cannot take it at both ends (1-1o is no run)
		{Spanish48, true, "1o 1o 2o 3o 4o 5o 6o 7o 8o 9o 10o 11o 12o", "2-1o 1o"},
		{French52, false, "", ""},
	}
	for _, c := range cases {
		rules := shorthandRules(c.deck, 2, c.aceHigh)
		cards, err := rules.DeckInPlay().ParseCards(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := ShortChinchonCards(cards, rules); got != c.want {
			t.Errorf("%s ace_high=%v %s: got %q, want %q", c.deck, c.aceHigh, c.in, got, c.want)
		}
	}
}

// Random hands of distinct cards written short read back as the same
// cards, and no writing of them is shorter: the partitions of the hand
// into runs, sets and single cards are all tried.
func TestShortChinchonCardsIsShortestAndReadsBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 6))
	for _, name := range ChinchonDeckNames {
		for _, aceHigh := range []bool{false, true} {
			rules := shorthandRules(name, 2, aceHigh)
			deck := rules.DeckInPlay()
			for range 150 {
				hand := randomHand(rng, deck, rng.IntN(9))
				short := ShortChinchonCards(hand, rules)
				back, err := ParseChinchonHandCards(short, rules)
				if err != nil || !sameCards(back, hand) {
					t.Fatalf("%s ace_high=%v %s → %q → %s, %v", name, aceHigh, FormatChinchonCards(hand), short, FormatChinchonCards(back), err)
				}
				if want := shortestByPartitions(hand, rules); len(short) != want {
					t.Fatalf("%s ace_high=%v %s → %q (%d characters); %d is possible", name, aceHigh, FormatChinchonCards(hand), short, len(short), want)
				}
			}
		}
	}
}

// randomHand is n distinct cards of the deck (jokers as the deck holds
// them), in random order; runs and sets are made likely by drawing from a
// few ranks and suits at a time.
func randomHand(rng *rand.Rand, deck ChinchonDeck, n int) []ChinchonCard {
	pool := deck.Cards()
	if rng.IntN(2) == 0 { // a crowded corner of the deck
		lo := rng.IntN(len(deck.Ranks()) - 4)
		pool = slices.DeleteFunc(pool, func(c ChinchonCard) bool {
			p := deck.RunPosition(c.Rank)
			return !c.IsJoker() && (p < lo || p > lo+4) && p != 0 && p != len(deck.Ranks())-1
		})
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return slices.Clone(pool[:min(n, len(pool))])
}

func sameCards(a, b []ChinchonCard) bool {
	key := func(c ChinchonCard) int { return int(c.Suit)*16 + int(c.Rank) }
	x, y := slices.Clone(a), slices.Clone(b)
	slices.SortFunc(x, func(p, q ChinchonCard) int { return key(p) - key(q) })
	slices.SortFunc(y, func(p, q ChinchonCard) int { return key(p) - key(q) })
	return slices.Equal(x, y)
}

// shortestByPartitions is the oracle: the fewest characters over every
// partition of the hand into words, each a single card, a set (one rank,
// two or more suits) or a run (one suit, 3 or more consecutive ranks, the
// ace above the top rank under ace_high).
func shortestByPartitions(hand []ChinchonCard, rules ChinchonRules) int {
	if len(hand) == 0 {
		return 0
	}
	best := -1
	var blocks [][]ChinchonCard
	var place func(i int)
	place = func(i int) {
		if i == len(hand) {
			total := len(blocks) - 1
			for _, b := range blocks {
				c := wordCost(b, rules)
				if c < 0 {
					return
				}
				total += c
			}
			if best < 0 || total < best {
				best = total
			}
			return
		}
		for j := range blocks {
			blocks[j] = append(blocks[j], hand[i])
			place(i + 1)
			blocks[j] = blocks[j][:len(blocks[j])-1]
		}
		blocks = append(blocks, []ChinchonCard{hand[i]})
		place(i + 1)
		blocks = blocks[:len(blocks)-1]
	}
	place(0)
	return best
}

// wordCost is the length of the shortest word writing exactly these
// cards, -1 when no word does.
func wordCost(cards []ChinchonCard, rules ChinchonRules) int {
	deck := rules.DeckInPlay()
	french := deck.French()
	rankLen := func(r uint8) int { return len(shortRankText(r, french)) }
	if len(cards) == 1 {
		if cards[0].IsJoker() {
			return 2
		}
		return rankLen(cards[0].Rank) + 1
	}
	sameRank, sameSuit := true, true
	for _, c := range cards {
		if c.IsJoker() {
			return -1
		}
		sameRank = sameRank && c.Rank == cards[0].Rank
		sameSuit = sameSuit && c.Suit == cards[0].Suit
	}
	if sameRank {
		return rankLen(cards[0].Rank) + len(cards)
	}
	if !sameSuit || len(cards) < 3 {
		return -1
	}
	best := -1
	top := len(deck.Ranks())
	for _, aceAbove := range []bool{false, true} {
		if aceAbove && !rules.AceHigh {
			continue
		}
		pos := make([]int, len(cards))
		for i, c := range cards {
			pos[i] = deck.RunPosition(c.Rank)
			if aceAbove && pos[i] == 0 {
				pos[i] = top
			}
		}
		slices.Sort(pos)
		if pos[len(pos)-1]-pos[0] != len(pos)-1 {
			continue
		}
		lo, hi := deck.Ranks()[pos[0]%top], deck.Ranks()[pos[len(pos)-1]%top]
		if c := rankLen(lo) + rankLen(hi) + 2; best < 0 || c < best {
			best = c
		}
	}
	return best
}

// FuzzParseChinchonHandCards: the parser never panics and refuses only
// with input errors; a list the single-card parser reads it reads the same;
// whatever it accepts prints canonically, and both the canonical and the
// short writing read back as the same cards.
func FuzzParseChinchonHandCards(f *testing.F) {
	for _, s := range []string{"1-3o 5ceb 4c", "3-6o", "7-10o", "11-1o", "9-Qh", "5hdc JK", "5 de oros 1-Ro",
		"Cco", "5cc", "3-JKo", "-", "3--6o", "1-12b", "Q-A♠", "8ceb", "K of spades", "", "a-1o", "0-0o"} {
		f.Add(s, uint8(0), false)
		f.Add(s, uint8(2), true)
	}
	f.Fuzz(func(t *testing.T, s string, d uint8, aceHigh bool) {
		name := ChinchonDeckNames[int(d)%len(ChinchonDeckNames)]
		rules := shorthandRules(name, int(d/3)%3, aceHigh)
		deck := rules.DeckInPlay()
		cards, err := ParseChinchonHandCards(s, rules)
		if old, oerr := deck.ParseCards(s); oerr == nil && (err != nil || !slices.Equal(cards, old)) {
			t.Fatalf("%s %q: single cards read %s; with the shorthand %s, %v", name, s, FormatChinchonCards(old), FormatChinchonCards(cards), err)
		}
		if err != nil {
			var fe *fault.Error
			if !errors.As(err, &fe) || fe.Kind != fault.Input || fe.Error() == "" {
				t.Fatalf("%q: error %v is not an input error", s, err)
			}
			return
		}
		canonical, err := deck.ParseCards(FormatChinchonCards(cards))
		if err != nil || !slices.Equal(canonical, cards) {
			t.Fatalf("%s %q → %s → %s, %v", name, s, FormatChinchonCards(cards), FormatChinchonCards(canonical), err)
		}
		short := ShortChinchonCards(cards, rules)
		back, err := ParseChinchonHandCards(short, rules)
		if err != nil || !sameCards(back, cards) {
			t.Fatalf("%s %q → %s → %q → %s, %v", name, s, FormatChinchonCards(cards), short, FormatChinchonCards(back), err)
		}
	})
}
