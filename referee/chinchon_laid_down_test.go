package referee

import (
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// A cutter's line is the 7 laid down or the 8 held: of 8 the discard is the
// one named, else the best (RankDiscards' first); any other count is refused.
func TestCutterCards(t *testing.T) {
	rules := variants.DefaultChinchonRules()
	deck := rules.DeckInPlay()
	cards := func(s string) []variants.ChinchonCard {
		t.Helper()
		cs, err := deck.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	seven := cards("1o 2o 3o 5c 5e 5b 4c")
	if laid, d, err := CutterCards(seven, nil, rules); err != nil || d != nil || !slices.Equal(laid, seven) {
		t.Errorf("7 cards: %v %v %v", laid, d, err)
	}
	eight := cards("1o 2o 3o 12e 4o 5c 5e 5b") // 12e thrown: a clean cut
	laid, d, err := CutterCards(eight, nil, rules)
	if err != nil || d == nil || d.String() != "12e" || len(laid) != 7 || slices.Contains(laid, *d) {
		t.Errorf("8 cards: laid %v, discard %v, %v; want 12e thrown", laid, d, err)
	}
	if best := RankDiscards(eight, rules)[0].Discard; d != nil && best != *d {
		t.Errorf("discard %v is not RankDiscards' best %v", d, best)
	}
	named := cards("5b")[0]
	if laid, d, err := CutterCards(eight, &named, rules); err != nil || d == nil || *d != named || slices.Contains(laid, named) || len(laid) != 7 {
		t.Errorf("8 cards, 5b named: %v %v %v", laid, d, err)
	}
	for _, tc := range []struct {
		cards  string
		thrown *variants.ChinchonCard
		want   string
	}{
		{"1o 2o 3o 4o 5o 6o", nil, "6 cards"},
		{"1o 2o 3o 4o 5o 6o 7o 1c 2c", nil, "9 cards"},
		{"1o 2o 3o 12e 4o 5c 5e 5b", &seven[6], "9 cards"}, // 4c named, not among the 8: one card more
	} {
		if _, _, err := CutterCards(cards(tc.cards), tc.thrown, rules); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.cards, err, tc.want)
		}
	}
}
