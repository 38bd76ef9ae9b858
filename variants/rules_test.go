package variants

import (
	"strings"
	"testing"
)

func TestChinchonRulesDefaultsAndJokersFollowDeck(t *testing.T) {
	r, err := NewChinchonRules(nil)
	if err != nil || r != DefaultChinchonRules() {
		t.Fatalf("defaults: %+v, %v", r, err)
	}
	r, _ = NewChinchonRules(map[string]string{"deck": "french-52"})
	if r.Jokers != 2 {
		t.Errorf("CN-1: french-52 defaults to 2 jokers, got %d", r.Jokers)
	}
	r, _ = NewChinchonRules(map[string]string{"deck": "french-52", "jokers": "0"})
	if r.Jokers != 0 {
		t.Errorf("explicit jokers=0 ignored")
	}
}

func TestBadRulesNameKeyAndAccepted(t *testing.T) {
	cases := []struct {
		game, key, value, want string
	}{
		{GameChinchon, "limit", "abc", "house rule limit=abc is not valid; limit accepts"},
		{GameChinchon, "limitt", "70", `unknown chinchon house rule "limitt"; keys are deck, jokers, limit`},
		{GameChinchon, "deck", "tarot", "house rule deck=tarot is not valid"},
		{GameChuche, "composition", "1,2,3", "house rule composition=1,2,3 is not valid"},
		{GameChuche, "colors", "blue,green", "red is always in play"},
		{GameChuche, "threshold", "2:abc", "house rule threshold=2:abc is not valid"},
		{GameChuche, "tie", "coin", "house rule tie=coin is not valid; tie accepts play_on or share"},
	}
	for _, c := range cases {
		err := CheckRules(c.game, map[string]string{c.key: c.value})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s=%s: got %v, want %q", c.game, c.key, c.value, err, c.want)
		}
	}
}

func TestChucheRulesThresholdAndColours(t *testing.T) {
	r, err := NewChucheRules(map[string]string{"threshold": "90", "colors": "R,Y,G"})
	if err != nil {
		t.Fatal(err)
	}
	if r.ThresholdFor(3) != 90 {
		t.Errorf("threshold 90 for every count, got %d", r.ThresholdFor(3))
	}
	if d := r.DeckFor(6); d.Size() != 27 {
		t.Errorf("3 colours × 9 cards = 27, got %d", d.Size())
	}
	r, _ = NewChucheRules(map[string]string{"threshold": "2:150"})
	if r.ThresholdFor(2) != 150 || r.ThresholdFor(4) != 100 {
		t.Errorf("partial threshold: %v", r.Threshold)
	}
}

// CN-3: card values with face_values and the joker penalty.
func TestChinchonPointsCN3(t *testing.T) {
	r := DefaultChinchonRules()
	cases := map[ChinchonCard]int{{1, Oros}: 1, {7, Copas}: 7, {10, Bastos}: 10, {12, Espadas}: 10, {13, Spades}: 10, {10, Hearts}: 10, Joker: 25}
	for c, want := range cases {
		if got := r.Points(c); got != want {
			t.Errorf("%s: %d, want %d", c, got, want)
		}
	}
	r.FaceValues = "rank"
	if r.Points(ChinchonCard{12, Copas}) != 12 || r.Points(ChinchonCard{13, Hearts}) != 13 {
		t.Error("face_values=rank")
	}
}

func TestPresetsAreValid(t *testing.T) {
	for _, p := range BuiltinPresets {
		if err := CheckRules(p.Game, p.Rules); err != nil {
			t.Errorf("preset %s/%s: %v", p.Game, p.Name, err)
		}
	}
	if _, err := FindPreset(BuiltinPresets, GameChinchon, "nope"); err == nil || !strings.Contains(err.Error(), "presets are classic") {
		t.Errorf("unknown preset: %v", err)
	}
}
