package scorekeeper

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// cleanCut is hand n of a game where Ana and Ben take turns to cut clean
// (-10) while the other scores 10: nobody ever goes out.
func cleanCut(t testing.TB, n int) scorer.ChinchonHand {
	t.Helper()
	deck, err := variants.NewChinchonDeck("spanish-48", 0)
	if err != nil {
		t.Fatal(err)
	}
	cards, err := deck.ParseCards("1o 2o 3o 5c 5e 5b 5o")
	if err != nil {
		t.Fatal(err)
	}
	cutter, other := "Ana", "Ben"
	if n%2 == 0 {
		cutter, other = other, cutter
	}
	return scorer.ChinchonHand{Cutter: cutter, Hands: map[string][]variants.ChinchonCard{cutter: cards}, Points: map[string]int{other: 10}}
}

// newLedger is a ledger file in a test's folder.
func newLedger(t testing.TB) *Ledger {
	t.Helper()
	l, err := OpenLedger(context.Background(), filepath.Join(t.TempDir(), "ledger.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// gameOf is a ledger file holding one Chinchón game of n hands.
func gameOf(t testing.TB, n int) (*Ledger, GameInfo) {
	t.Helper()
	ctx := context.Background()
	l := newLedger(t)
	k, err := Create(ctx, l, NewGame{Kind: variants.GameChinchon, Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= n; i++ {
		if _, err := ProbeRecord(ctx, k, cleanCut(t, i)); err != nil {
			t.Fatalf("hand %d: %v", i, err)
		}
	}
	return l, k.Info()
}

func BenchmarkLoad(b *testing.B) {
	for _, n := range []int{1, 300} {
		b.Run(fmt.Sprint(n, "hands"), func(b *testing.B) {
			l, g := gameOf(b, n)
			for b.Loop() {
				if _, err := Load(context.Background(), l, g); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Opening a long game from its snapshot and judging its next hand costs
// about what it costs in a short one: the entries are read and decoded,
// not judged again.
func BenchmarkLatestProbe(b *testing.B) {
	for _, n := range []int{1, 300} {
		b.Run(fmt.Sprint(n, "hands"), func(b *testing.B) {
			l, g := gameOf(b, n)
			next := cleanCut(b, n+1)
			for b.Loop() {
				k, err := Latest(context.Background(), l, g.Name)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := k.Probe(next); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
