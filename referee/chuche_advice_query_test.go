package referee_test

import (
	"reflect"
	"testing"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// TestChucheRound_DiscardQuery: during a round the safest discard sees the
// won piles as out of play and the table as it lies; the next target is 7
// only when this player's draw empties the pile (CU-8, CU-15).
func TestChucheRound_DiscardQuery(t *testing.T) {
	rules := variants.DefaultChucheRules()
	tb := cuHeld(t, rules, cuHeldScript)
	deck := tb.round.Deck()
	hand, err := deck.ParseCards("R3 G2 B5")
	if err != nil {
		t.Fatal(err)
	}
	q := tb.round.DiscardQuery("Ana", 8, hand, rules)
	won := 0
	for _, w := range tb.round.Won {
		won += len(w)
	}
	if len(q.Seen) != won || won == 0 {
		t.Fatalf("seen %d cards, the won piles hold %d", len(q.Seen), won)
	}
	if !reflect.DeepEqual(q.Table, tb.round.TableCards()) || q.PileEmpty || !reflect.DeepEqual(q.Deck, deck) {
		t.Fatalf("query %+v", q)
	}
	want := referee.SafestDiscards(referee.DiscardQuery{
		CaptureQuery: referee.CaptureQuery{Target: 8, Hand: hand, Table: tb.round.TableCards(), Rules: rules},
		Deck:         deck, Seen: q.Seen,
	})
	if got := referee.SafestDiscards(q); !reflect.DeepEqual(got, want) {
		t.Fatalf("round's advice %+v, by hand %+v", got, want)
	}
	last := tb.round.DeepCopy()
	last.Pile = 1 // Ana plays one and draws the last card
	if q := last.DiscardQuery("Ana", 8, hand, rules); !q.PileEmpty {
		t.Fatal("the pile empties with this draw: the next target is 7")
	}
	last.Pile = 2
	if q := last.DiscardQuery("Ana", 8, hand, rules); q.PileEmpty {
		t.Fatal("one card stays in the pile")
	}
}
