package referee

import (
	"reflect"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// SameRound tells a round from one that differs in any one field, and
// knows every field there is: a field added to ChucheRound fails this test
// until SameRound compares it.
func TestSameRoundSeesEveryField(t *testing.T) {
	card := variants.ChucheCard{Colour: variants.Red, Value: 3}
	base := func() *ChucheRound {
		return &ChucheRound{
			Seats: []string{"Ana", "Ben"}, Dealer: "Ben", Next: "Ana",
			Table: []ChucheTableCard{{Card: card}}, Pile: 20,
			Hands: map[string]int{"Ana": 3, "Ben": 3}, Won: map[string][]variants.ChucheCard{"Ana": {card}},
			Actions: map[string][]ChucheHeld{"Ana": {{Action: 1}}}, Chuches: map[string]int{"Ana": 1},
			ActionsLeft: 11, Discarded: []variants.ChucheCard{card}, Target: 7, Turns: 4,
			deck: variants.ChucheDeck{Colours: []variants.Colour{variants.Red}, Composition: [6]int{1, 1, 1, 1, 1, 1}},
		}
	}
	changes := map[string]func(r *ChucheRound){
		"Seats":       func(r *ChucheRound) { r.Seats = []string{"Ben", "Ana"} },
		"Dealer":      func(r *ChucheRound) { r.Dealer = "Ana" },
		"Next":        func(r *ChucheRound) { r.Next = "Ben" },
		"Table":       func(r *ChucheRound) { r.Table = []ChucheTableCard{{Card: card, BlockedBy: "Ben"}} },
		"Pile":        func(r *ChucheRound) { r.Pile-- },
		"Hands":       func(r *ChucheRound) { r.Hands["Ben"] = 2 },
		"Won":         func(r *ChucheRound) { r.Won["Ana"] = append(r.Won["Ana"], card) },
		"Actions":     func(r *ChucheRound) { r.Actions["Ana"][0].Used = true },
		"Chuches":     func(r *ChucheRound) { r.Chuches["Ben"] = 1 },
		"ActionsLeft": func(r *ChucheRound) { r.ActionsLeft-- },
		"Discarded":   func(r *ChucheRound) { r.Discarded = nil },
		"Target":      func(r *ChucheRound) { r.Target = 8 },
		"Turns":       func(r *ChucheRound) { r.Turns++ },
		"Ended":       func(r *ChucheRound) { r.Ended = true },
		"deck":        func(r *ChucheRound) { r.deck.Composition[0] = 2 },
		"owned":       func(r *ChucheRound) { r.owned = 1 },
	}
	var fields []string
	for f := range reflect.TypeFor[ChucheRound]().Fields() {
		fields = append(fields, f.Name)
		if changes[f.Name] == nil {
			t.Errorf("SameRound does not know ChucheRound.%s: compare it there and change it here", f.Name)
		}
	}
	if !SameRound(base(), base()) || !reflect.DeepEqual(base(), base()) {
		t.Fatal("a round is not the same as itself")
	}
	for name, change := range changes {
		if !slices.Contains(fields, name) {
			t.Errorf("ChucheRound has no field %s any more", name)
			continue
		}
		r := base()
		change(r)
		if SameRound(base(), r) {
			t.Errorf("SameRound misses a change of %s", name)
		}
		if reflect.DeepEqual(base(), r) {
			t.Errorf("the change of %s is no change", name)
		}
	}
}
