package variants

import (
	"errors"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Every card of every deck prints canonically and parses back to itself,
// whatever the spelling (CLI.md "Cards").
func TestChinchonNotationRoundTrip(t *testing.T) {
	for _, name := range ChinchonDeckNames {
		deck := ChinchonDeck{Name: name, Jokers: 2}
		for _, c := range deck.Cards() {
			for _, spelling := range chinchonSpellings(c) {
				got, err := deck.ParseCard(spelling)
				if err != nil {
					t.Fatalf("%s: parse %q: %v", name, spelling, err)
				}
				if got != c || got.String() != c.String() {
					t.Fatalf("%s: %q parsed as %s, want %s", name, spelling, got, c)
				}
			}
		}
	}
}

// chinchonSpellings lists accepted spellings of a card besides the canonical one.
func chinchonSpellings(c ChinchonCard) []string {
	s := c.String()
	out := []string{s, strings.ToLower(s), strings.ToUpper(s), " " + s + " ", c.Words()}
	if c.IsJoker() {
		return append(out, "*", "joker", "comodín", "Comodin")
	}
	if c.IsFrench() {
		sym := map[Suit]string{Hearts: "♥", Diamonds: "♦", Clubs: "♣", Spades: "♠"}[c.Suit]
		return append(out, frenchRankName(c.Rank)+sym, frenchRankName(c.Rank)+" of "+c.Suit.Name())
	}
	out = append(out, strings.TrimSuffix(s, c.Suit.Letter())+" de "+c.Suit.Name())
	if c.Rank >= 10 {
		letter := map[uint8]string{10: "S", 11: "C", 12: "R"}[c.Rank]
		word := map[uint8]string{10: "sota", 11: "caballo", 12: "rey"}[c.Rank]
		out = append(out, letter+c.Suit.Letter(), word+" de "+c.Suit.Name())
	}
	return out
}

func TestChucheNotationRoundTrip(t *testing.T) {
	deck := ChucheDeck{Colours: AllColours, Composition: DefaultComposition}
	german := []string{"rot", "orange", "gelb", "grün", "blau", "violett"}
	for _, c := range deck.Cards() {
		v := string('0' + rune(c.Value))
		for _, spelling := range []string{c.String(), v + c.Colour.Letter(), strings.ToLower(c.String()),
			german[c.Colour] + v, german[c.Colour] + " " + v, c.Colour.Name() + " " + v, c.Words()} {
			got, err := deck.ParseCard(spelling)
			if err != nil {
				t.Fatalf("parse %q: %v", spelling, err)
			}
			if got != c || got.String() != c.String() {
				t.Fatalf("%q parsed as %s, want %s", spelling, got, c)
			}
		}
	}
}

func TestParseListsJoinWords(t *testing.T) {
	deck := ChinchonDeck{Name: Spanish48}
	got, err := deck.ParseCards("5 de oros, 6o 7 de oros Rc,sota de bastos")
	if err != nil {
		t.Fatal(err)
	}
	if s := FormatChinchonCards(got); s != "5o 6o 7o 12c 10b" {
		t.Fatalf("got %q", s)
	}
	cu := ChucheDeck{Colours: AllColours, Composition: DefaultComposition}
	cards, err := cu.ParseCards("gelb 2, R5 5r red 3;grün3")
	if err != nil {
		t.Fatal(err)
	}
	if s := FormatChucheCards(cards); s != "Y2 R5 R5 R3 G3" {
		t.Fatalf("got %q", s)
	}
}

func TestUnknownCardsNameTokenAndDeck(t *testing.T) {
	cases := []struct {
		deck ChinchonDeck
		tok  string
		want string
	}{
		{ChinchonDeck{Name: Spanish48}, "8x", `"8x" is not a card of the spanish-48 deck; suits are o c e b`},
		{ChinchonDeck{Name: Spanish40}, "8o", `"8o" is not a card of the spanish-40 deck; ranks are`},
		{ChinchonDeck{Name: Spanish48}, "13o", `"13o" is not a card of the spanish-48 deck; ranks are 1..12`},
		{ChinchonDeck{Name: Spanish48}, "JK", `"JK" is not a card of the spanish-48 deck; this game plays without jokers`},
		{ChinchonDeck{Name: French52, Jokers: 2}, "5o", `"5o" is not a card of the french-52 deck; suits are h d c s`},
		{ChinchonDeck{Name: Spanish48}, "Kd", `"Kd" is not a card of the spanish-48 deck`},
	}
	for _, c := range cases {
		_, err := c.deck.ParseCard(c.tok)
		var ie *fault.Error
		if !(errors.As(err, &ie) && ie.Kind == fault.Input) || !strings.HasPrefix(ie.Error(), c.want) {
			t.Errorf("%s %q: got %v, want prefix %q", c.deck.Name, c.tok, err, c.want)
		}
	}
	cu := ChucheDeck{Colours: DefaultColours(2), Composition: DefaultComposition}
	for tok, want := range map[string]string{
		"R7":  `"R7" is not a Chuche card; values are 1..6`,
		"X3":  `"X3" is not a Chuche card; colours are`,
		"B3":  `"B3" is not a card of the Chuche deck (R O Y G); blue is not in play`,
		"abc": `"abc" is not a Chuche card`,
	} {
		_, err := cu.ParseCard(tok)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: got %v, want prefix %q", tok, err, want)
		}
	}
}

// CN-4 and CU-5: a card entered more often than the deck holds is rejected.
func TestCheckCountsCN4CU5(t *testing.T) {
	d := ChinchonDeck{Name: Spanish48, Jokers: 1}
	if err := d.CheckCounts([]ChinchonCard{{5, Oros}, {5, Oros}}); err == nil || !strings.Contains(err.Error(), "5o entered twice") {
		t.Errorf("duplicate 5o: %v", err)
	}
	if err := d.CheckCounts([]ChinchonCard{Joker, Joker}); err == nil {
		t.Error("two jokers in a one-joker deck accepted")
	}
	cu := ChucheDeck{Colours: DefaultColours(4), Composition: DefaultComposition}
	r5 := ChucheCard{Red, 5}
	if err := cu.CheckCounts([]ChucheCard{r5, r5}); err == nil {
		t.Error("second red 5 accepted (CU-5)")
	}
	y1 := ChucheCard{Yellow, 1}
	if err := cu.CheckCounts([]ChucheCard{y1, y1}); err != nil {
		t.Errorf("two Y1 refused: %v", err)
	}
}

func TestDeckSizes(t *testing.T) {
	for name, want := range map[string]int{Spanish40: 40, Spanish48: 48, French52: 52} {
		if got := (ChinchonDeck{Name: name}).Size(); got != want {
			t.Errorf("%s: %d cards, want %d", name, got, want)
		}
	}
	// CU-1, CU-2: 36, 45 and 54 number cards for 2, 3-4 and 5-6 players.
	for players, want := range map[int]int{2: 36, 3: 45, 4: 45, 5: 54, 6: 54} {
		d := DefaultChucheRules().DeckFor(players)
		if got := d.Size(); got != want {
			t.Errorf("%d players: %d cards, want %d", players, got, want)
		}
	}
}

// FuzzParseCard: the parsers never panic, and whatever they accept prints
// canonically and parses back to the same card.
func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"5o", "12c", "Rc", "5 de oros", "10h", "K♦", "JK", "*", "R5", "5R", "gelb 2", "grün3", "8x", "", "  ", "de", "13", "♠", "0o", "R0", "rot", "violett6"} {
		f.Add(s)
	}
	decks := []ChinchonDeck{{Name: Spanish40, Jokers: 2}, {Name: Spanish48}, {Name: French52, Jokers: 2}}
	cu := ChucheDeck{Colours: AllColours, Composition: DefaultComposition}
	f.Fuzz(func(t *testing.T, s string) {
		for _, d := range decks {
			c, err := d.ParseCard(s)
			if err != nil {
				var ie *fault.Error
				if !(errors.As(err, &ie) && ie.Kind == fault.Input) || ie.Error() == "" {
					t.Fatalf("%q: error %v is not an InputError", s, err)
				}
				continue
			}
			if !d.Contains(c) {
				t.Fatalf("%s: %q parsed to %v, not in the deck", d.Name, s, c)
			}
			back, err := d.ParseCard(c.String())
			if err != nil || back != c {
				t.Fatalf("%s: %q → %s → %v, %v", d.Name, s, c, back, err)
			}
			if _, err := d.ParseCards(s); err != nil {
				t.Fatalf("%s: %q parses as a card but not as a list: %v", d.Name, s, err)
			}
		}
		if c, err := cu.ParseCard(s); err == nil {
			if back, err := cu.ParseCard(c.String()); err != nil || back != c {
				t.Fatalf("chuche: %q → %s → %v, %v", s, c, back, err)
			}
		}
	})
}
