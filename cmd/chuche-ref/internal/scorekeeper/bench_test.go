package scorekeeper

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// cleanCut is hand n of a game where Ana and Ben take turns to cut clean
// (-10) while the other scores 10: nobody ever goes out.
func cleanCut(t testing.TB, n int) store.Append {
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
	h := scorer.ChinchonHand{Cutter: cutter, Hands: map[string][]variants.ChinchonCard{cutter: cards}, Points: map[string]int{other: 10}}
	payload, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	return store.Append{Kind: scorer.ChinchonKindHand, Payload: payload}
}

// gameOf is a ledger file holding one Chinchón game of n hands.
func gameOf(t testing.TB, n int) (*store.DB, store.Game) {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, filepath.Join(t.TempDir(), "ledger.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	k, err := NewGame(ctx, db, store.NewGame{Kind: variants.GameChinchon, Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= n; i++ {
		if _, _, _, err := k.Record(ctx, cleanCut(t, i)); err != nil {
			t.Fatalf("hand %d: %v", i, err)
		}
	}
	return db, k.Info()
}

func BenchmarkLoad(b *testing.B) {
	for _, n := range []int{1, 300} {
		b.Run(fmt.Sprint(n, "hands"), func(b *testing.B) {
			db, g := gameOf(b, n)
			for b.Loop() {
				if _, err := Load(context.Background(), db, g); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
