package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/store"
)

func TestPlayerGames(t *testing.T) {
	ctx := context.Background()
	db := MustOpenDB(t)
	g1 := mustCreateGame(t, db, store.NewGame{Kind: "chinchon", Name: "one", Players: []string{"Ana", "Ben", "Cleo"}})
	g2 := mustCreateGame(t, db, store.NewGame{Kind: "chuche", Name: "two", Players: []string{"Ben", "Ana"}})
	mustCreateGame(t, db, store.NewGame{Kind: "chuche", Name: "three", Players: []string{"Ben", "Cleo"}})
	mustAppend(t, db, g1.ID, store.Append{Summary: &store.Summary{Round: 3, Finished: true, Winners: []string{"Ana"},
		Players: []store.PlayerSummary{{Name: "Ana", Total: 12, Status: "in", Won: true, Stats: rawJSON(`{"chinchon":1}`)}}}})

	games, err := db.PlayerGames(ctx, "ANA", time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 {
		t.Fatalf("Ana has %d games, want 2: %+v", len(games), games)
	}
	one, two := games[0], games[1]
	if one.GameID != g1.ID || one.Kind != "chinchon" || one.Name != "one" || one.Seats != 3 || one.FinishedAt == nil ||
		one.Player.Name != "Ana" || one.Player.Total != 12 || !one.Player.Won || string(one.Player.Stats) != `{"chinchon":1}` {
		t.Errorf("first game = %+v", one)
	}
	if two.GameID != g2.ID || two.Seats != 2 || two.FinishedAt != nil || two.Player.Won || two.Player.Stats != nil {
		t.Errorf("second game = %+v", two)
	}

	// Game one was played last, after game two was created.
	games, err = db.PlayerGames(ctx, "ana", g2.CreatedAt.Add(time.Second))
	if err != nil || len(games) != 1 || games[0].GameID != g1.ID {
		t.Errorf("since: %+v, %v", games, err)
	}

	_, err = db.PlayerGames(ctx, "Zed", time.Time{})
	wantKind(t, err, store.KindNotFound)
}
