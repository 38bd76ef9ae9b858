package variants

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// A hand typed with the spaces left out reads as its pieces; a word that
// reads today keeps its reading; a word that cannot be cut keeps its error.
func TestParseChinchonHandCardsJoined(t *testing.T) {
	cases := []struct {
		deck string
		in   string
		want string // "" when refused
	}{
		{Spanish48, "1-3o5ceb4c", "1o 2o 3o 5c 5e 5b 4c"},
		{Spanish48, "1-3o5ceb4c7o", "1o 2o 3o 5c 5e 5b 4c 7o"},
		{Spanish48, "1o2o3o", "1o 2o 3o"},
		{Spanish48, "12o1o", "12o 1o"},
		{Spanish48, "5cSo", "5c 10o"},       // S is the sota, not a suit
		{Spanish48, "5ocb", "5o 5c 5b"},     // a set today, a set still
		{Spanish48, "5ocb4c", ""},           // 5ocb 4c or 5o Cb 4c
		{Spanish48, "5o Cb4c", "5o 11b 4c"}, // a space says where
		{Spanish48, "S-RoJK", "10o 11o 12o JK"},
		{Spanish48, "JK1-3o", "JK 1o 2o 3o"}, // a joker, then a run
		{Spanish48, "*1-3o5ce", "JK 1o 2o 3o 5c 5e"},
		{Spanish48, "5 de oros1-3c", ""}, // a spelling with spaces is not cut
		{Spanish48, "5ceb4", ""},
		{Spanish48, "5cce", ""},  // a set that repeats a suit, not 5c Ce
		{Spanish48, "6-3o", ""},  // a run written downwards
		{Spanish48, "3-JKo", ""}, // a joker inside a run
		{Spanish40, "7-10o", ""}, // two cards in spanish-40
		{Spanish48, "1-3o5ceb4x", ""},
		{Spanish40, "6-10o7ce", "6o 7o 10o 7c 7e"},
		{French52, "9-QhAs", "9h 10h Jh Qh As"},
		{French52, "9-Q♥5♥♦♣", "9h 10h Jh Qh 5h 5d 5c"},
		{French52, "10hdcKs", "10h 10d 10c Ks"},
	}
	for _, c := range cases {
		got, err := ParseChinchonHandCards(c.in, shorthandRules(c.deck, 2, false))
		switch {
		case c.want == "" && err == nil:
			t.Errorf("%s %q: read as %s, want it refused", c.deck, c.in, FormatChinchonCards(got))
		case c.want != "" && (err != nil || FormatChinchonCards(got) != c.want):
			t.Errorf("%s %q: got %q, %v; want %q", c.deck, c.in, FormatChinchonCards(got), err, c.want)
		}
	}
	// A word that cannot be cut is refused as it was before the spaces
	// could be left out: the same error, naming the whole word; one cut
	// more than one way names two of its readings.
	_, err := ParseChinchonHandCards("5ceb4", shorthandRules(Spanish48, 0, false))
	if err == nil || !strings.Contains(err.Error(), `"5ceb4" is not a card`) {
		t.Errorf("5ceb4: %v, want the word named", err)
	}
	_, err = ParseChinchonHandCards("5ocb4c", shorthandRules(Spanish48, 0, false))
	if err == nil || !strings.Contains(err.Error(), `"5ocb4c" reads more than one way (5ocb 4c, 5o cb 4c)`) {
		t.Errorf("5ocb4c: %v, want both readings named", err)
	}
}

// everyCut is the oracle for the cutting: every way of cutting the word
// into pieces that read, each piece's cards.
func everyCut(d ChinchonDeck, word string, aceHigh bool) [][]ChinchonCard {
	var all [][]ChinchonCard
	var walk func(at int, cards []ChinchonCard)
	walk = func(at int, cards []ChinchonCard) {
		if at == len(word) {
			all = append(all, slices.Clone(cards))
			return
		}
		for end := at + 1; end <= len(word); end++ {
			if !isPieceStart(word, end) {
				continue
			}
			if piece, ok := d.readPiece(word[at:end], aceHigh); ok {
				walk(end, append(cards, piece...))
			}
		}
	}
	walk(0, nil)
	return all
}

// Random hands run together, and random words of card characters, are
// read when exactly one cut of them reads, as that cut, and refused as
// reading more than one way when several do, on every deck.
func TestReadJoinedMatchesEveryCut(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 10))
	var cuts [3]int // words that no, one and several cuts read
	alphabet := []string{"1", "2", "3", "5", "0", "-", "o", "c", "e", "b", "s", "r", "h", "d", "k", "q", "a", "j", "♥"}
	for _, name := range ChinchonDeckNames {
		for _, aceHigh := range []bool{false, true} {
			rules := shorthandRules(name, 2, aceHigh)
			deck := rules.DeckInPlay()
			for range 300 {
				var word string
				if rng.IntN(2) == 0 {
					word = strings.ReplaceAll(ShortChinchonCards(randomHand(rng, deck, 1+rng.IntN(4)), rules), " ", "")
				} else {
					for range 1 + rng.IntN(10) {
						word += alphabet[rng.IntN(len(alphabet))]
					}
				}
				got, ok, err := deck.readJoined(word, aceHigh)
				all := everyCut(deck, word, aceHigh)
				switch {
				case len(all) == 0 && (ok || err != nil):
					t.Fatalf("%s %q: no cut reads, but read as %s, %v", name, word, FormatChinchonCards(got), err)
				case len(all) == 1 && (!ok || err != nil || !slices.Equal(got, all[0])):
					t.Fatalf("%s %q: the one cut reads %s; got %s, %v", name, word, FormatChinchonCards(all[0]), FormatChinchonCards(got), err)
				case len(all) > 1 && (err == nil || !strings.Contains(err.Error(), "more than one way")):
					t.Fatalf("%s %q: %d cuts read, but got %s, %v", name, word, len(all), FormatChinchonCards(got), err)
				}
				cuts[min(len(all), 2)]++
			}
		}
	}
	if cuts[0] == 0 || cuts[1] == 0 || cuts[2] == 0 {
		t.Errorf("words that no, one and several cuts read: %v; the test should see each", cuts)
	}
}

// The joined writing reads back as the same cards in the same order as the
// short one, and is never longer.
func TestJoinedChinchonCardsReadsBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for _, name := range ChinchonDeckNames {
		for _, aceHigh := range []bool{false, true} {
			rules := shorthandRules(name, 2, aceHigh)
			deck := rules.DeckInPlay()
			for range 200 {
				hand := randomHand(rng, deck, rng.IntN(9))
				short, joined := ShortChinchonCards(hand, rules), JoinedChinchonCards(hand, rules)
				want, err := ParseChinchonHandCards(short, rules)
				if err != nil {
					t.Fatal(err)
				}
				got, err := ParseChinchonHandCards(joined, rules)
				if err != nil || !slices.Equal(got, want) || len(joined) > len(short) {
					t.Fatalf("%s ace_high=%v %q joined %q: %s, %v; want %s", name, aceHigh, short, joined,
						FormatChinchonCards(got), err, FormatChinchonCards(want))
				}
			}
		}
	}
	if got := JoinedChinchonCards(mustCards(t, "1o 2o 3o 5c 5e 5b 4c"), DefaultChinchonRules()); got != "1-3o5ceb4c" {
		t.Errorf("the typical hand joined: %q, want 1-3o5ceb4c", got)
	}
}

func mustCards(t *testing.T, s string) []ChinchonCard {
	t.Helper()
	cards, err := DefaultChinchonRules().DeckInPlay().ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cards
}
