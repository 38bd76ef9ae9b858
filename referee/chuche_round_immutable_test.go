package referee_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// A round is a value: Apply returns the round after the turn and leaves the
// one it was applied to as it was — its table (blockers included), hands,
// pile, whose turn it is, won piles and Chuche cards held — whatever the
// turn did with Chuche cards. Two turns applied to one round (a probe, then
// another) do not see each other.
func TestChucheRound_ApplyLeavesTheRound(t *testing.T) {
	defaults := variants.DefaultChucheRules()
	cases := []struct {
		name   string
		script []string
		turn   string
		other  string // another turn applied to the same round afterwards
	}{
		{"a discard", cuHeldScript,
			`{"player":"Ana","target":9,"play":"G6","discard":true}`,
			`{"player":"Ana","target":7,"play":"G6","take":["B1"]}`},
		{"a Joker's CHUCHE", cuHeldScript,
			`{"player":"Ana","target":8,"play":"G6","take":["B1"],"joker":1,"won":"steal"}`,
			`{"player":"Ana","target":7,"play":"G6","take":["B1"],"won":"blockade"}`},
		{"a Steal", cuHeldScript,
			`{"player":"Ana","target":7,"play":"G2","take":["B1","O4"],"steal":{"victim":"Ben","card":"O4"}}`,
			`{"player":"Ana","target":7,"play":"G6","take":["B1"],"steal":{"victim":"Ben","shield":true},"won":"shield"}`},
		{"a Blockade and a Shield to unblock", cuCleoScript,
			`{"player":"Cleo","target":9,"play":"G2","take":["R4","Y3"],"blockades":[{"player":"Ben","card":"R4"}],"unblock":["R4"]}`,
			`{"player":"Cleo","target":9,"play":"G2","take":["R4","Y3"],"blockades":[{"player":"Ben","card":"B1"}],"won":"joker"}`},
		{"a Bomb", cuCleoScript,
			`{"player":"Cleo","target":9,"play":"B5","take":["R4"],"bomb":{"cards":{"Ana":"O4"},"shields":["Ben"]}}`,
			`{"player":"Cleo","target":9,"play":"G2","take":["R4","Y3"]}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := cuHeld(t, defaults, c.script)
			r := tb.round
			before := r.DeepCopy()
			seen := cuObserve(r)

			after, res, err := r.Apply(cuTurn(t, c.turn), defaults)
			if err != nil {
				t.Fatalf("turn refused: %v", err)
			}
			if after == r {
				t.Fatal("Apply returned the round it was given")
			}
			if got := cuObserve(r); got != seen || !reflect.DeepEqual(r, before) {
				t.Errorf("the round applied to changed:\n now %s\nwas  %s", got, seen)
			}
			if cuObserve(after) == seen {
				t.Errorf("the turn changed nothing: %+v", res)
			}
			// A second turn on the same round leaves both rounds as they were.
			afterSeen, afterCopy := cuObserve(after), after.DeepCopy()
			other, _, err := r.Apply(cuTurn(t, c.other), defaults)
			if err != nil {
				t.Fatalf("other turn refused: %v", err)
			}
			if got := cuObserve(r); got != seen || !reflect.DeepEqual(r, before) {
				t.Errorf("the other turn changed the round:\n now %s\nwas  %s", got, seen)
			}
			if got := cuObserve(after); got != afterSeen || !reflect.DeepEqual(after, afterCopy) {
				t.Errorf("the other turn changed the first turn's round:\n now %s\nwas  %s", got, afterSeen)
			}
			// And the round after goes on from where it is, leaving r as well.
			otherSeen := cuObserve(other)
			if _, _, err := after.Apply(cuTurn(t, `{"player":"`+after.Next+`","target":9,"play":"Y6","discard":true}`), defaults); err != nil {
				t.Logf("a discard after the turn: %v", err) // may be refused (forced capture): still no change
			}
			if cuObserve(after) != afterSeen || cuObserve(other) != otherSeen || cuObserve(r) != seen {
				t.Errorf("applying to the round after changed another round")
			}
		})
	}
}

// A refused turn returns the round it was given, unchanged.
func TestChucheRound_RefusedApplyReturnsTheRound(t *testing.T) {
	tb := cuHeld(t, variants.DefaultChucheRules(), cuCleoScript)
	r := tb.round
	before := r.DeepCopy()
	// The Bomb and a Blockade are spent before the capture is refused (R4 Y3 = 7, not 9 with B5).
	after, _, err := r.Apply(cuTurn(t, `{"player":"Cleo","target":9,"play":"B5","take":["R4","Y3"],"bomb":{"cards":{"Ana":"O4"},"shields":["Ben"]}}`), variants.DefaultChucheRules())
	if err == nil {
		t.Fatal("accepted")
	}
	if after != r || !reflect.DeepEqual(r, before) {
		t.Errorf("a refused turn changed the round or returned another")
	}
}

func cuTurn(t *testing.T, payload string) referee.ChucheTurn {
	t.Helper()
	var tu referee.ChucheTurn
	cuUnmarshal(t, payload, &tu)
	return tu
}

// cuObserve is what the table sees of a round, as text: the table with its
// blockers, the hands, the pile, whose turn, the won piles, the Chuche cards.
func cuObserve(r *referee.ChucheRound) string {
	b, err := json.Marshal(struct {
		Table   []referee.ChucheTableCard
		Hands   map[string]int
		Pile    int
		Next    string
		Turns   int
		Won     map[string][]variants.ChucheCard
		Actions map[string][]referee.ChucheHeld
		Chuches map[string]int
		Left    int
		Disc    []variants.ChucheCard
	}{r.Table, r.Hands, r.Pile, r.Next, r.Turns, r.Won, r.Actions, r.Chuches, r.ActionsLeft, r.Discarded})
	if err != nil {
		panic(err)
	}
	return string(b)
}
