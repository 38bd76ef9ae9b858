package referee_test

import (
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The referee lists what is legal now, so the prompts only ask: the Chuche
// cards a player may use, the victims of a Steal, who a Bomb hits, who may
// block, and which table cards are free, takeable or blocked.
func TestChucheRound_Legal(t *testing.T) {
	defaults := variants.DefaultChucheRules()

	t.Run("CU-12 CU-16 CU-18 Ana's turn holding a Steal and a Joker", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuHeldScript) // table B1; Ana: Steal, Joker; Ben: Blockade, Shield; Cleo: Shield, Bomb
		l := tb.round.Legal(referee.ChucheTurn{}, defaults)
		if l.Player != "Ana" {
			t.Fatalf("player %q, want Ana", l.Player)
		}
		if want := []variants.ChucheAction{variants.ActionJoker, variants.ActionSteal}; !slices.Equal(l.Helps, want) {
			t.Errorf("helps %v, want %v", l.Helps, want)
		}
		if want := []string{"Ben", "Cleo"}; !slices.Equal(l.Victims, want) || !slices.Equal(l.Bombed, want) {
			t.Errorf("victims %v, bombed %v; want %v", l.Victims, l.Bombed, want)
		}
		if want := []string{"Ben"}; !slices.Equal(l.Blockers, want) {
			t.Errorf("blockers %v, want %v", l.Blockers, want)
		}
		if want := []string{"Ben", "Cleo"}; !slices.Equal(l.Shields, want) {
			t.Errorf("shields %v, want %v", l.Shields, want)
		}
		b1 := variants.ChucheCard{Colour: variants.Blue, Value: 1}
		if !slices.Equal(l.Free, []variants.ChucheCard{b1}) || !slices.Equal(l.Take, []variants.ChucheCard{b1}) || len(l.Blocked) != 0 {
			t.Errorf("free %v, take %v, blocked %v; want B1 free and takeable", l.Free, l.Take, l.Blocked)
		}
	})

	t.Run("CU-12 one Chuche card per turn: none once the turn has its help", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuHeldScript)
		l := tb.round.Legal(referee.ChucheTurn{Player: "Ana", Joker: 1}, defaults)
		if len(l.Helps) != 0 {
			t.Errorf("helps %v after a Joker; want none", l.Helps)
		}
	})

	t.Run("CU-17 a Blockade entered: the card is Ben's, blocked for Ana, no other Blockade left", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuHeldScript)
		b1 := variants.ChucheCard{Colour: variants.Blue, Value: 1}
		turn := referee.ChucheTurn{Player: "Ana", Blockades: []referee.ChucheBlockade{{Player: "Ben", Card: b1}}}
		l := tb.round.Legal(turn, defaults)
		if len(l.Free) != 0 || len(l.Take) != 0 || !slices.Equal(l.Blocked, []variants.ChucheCard{b1}) {
			t.Errorf("free %v, take %v, blocked %v; want B1 blocked for Ana", l.Free, l.Take, l.Blocked)
		}
		if len(l.Blockers) != 0 {
			t.Errorf("blockers %v; Ben's one Blockade is entered and no free card is left", l.Blockers)
		}
		if slices.Contains(l.Helps, variants.ActionShield) {
			t.Error("Ana holds no Shield, yet may unblock")
		}
	})

	t.Run("CU-16 a Steal puts the stolen card on the table the play finds", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuHeldScript)
		o4 := variants.ChucheCard{Colour: variants.Orange, Value: 4}
		table := tb.round.TableAfter(referee.ChucheTurn{Player: "Ana", Steal: &referee.ChucheSteal{Victim: "Ben", Card: o4}})
		if got := cuTableKey(table); !slices.Equal(got, []string{"B1/", "O4/"}) {
			t.Errorf("table after the Steal %v; want B1 O4", got)
		}
		if len(tb.round.Table) != 1 {
			t.Errorf("TableAfter changed the round's table: %v", tb.round.Table)
		}
	})
}
