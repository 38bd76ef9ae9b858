package store_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/store"
)

// BenchmarkOpenSmall is what every command that reads a ledger pays before
// it reads anything of its own: Open, the game, Close, on a ledger of one
// game with a few entries whose files are stamped sound (the everyday
// case: the last process to close it was a chuche-ref).
func BenchmarkOpenSmall(b *testing.B) {
	ctx := context.Background()
	path := filepath.Join(b.TempDir(), "ledger.db")
	db, err := store.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	db.Now = newClock()
	g := mustCreateGame(b, db, store.NewGame{Name: "Friday", Players: []string{"Ana", "Ben", "Cleo"}})
	for i := range 5 {
		mustAppend(b, db, g.ID, store.Append{ExpectSeq: i})
	}
	if err := db.Close(); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		db, err := store.Open(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := db.Game(ctx, "Friday"); err != nil {
			b.Fatal(err)
		}
		if err := db.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
