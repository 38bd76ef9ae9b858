package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

func TestPlayerGames(t *testing.T) {
	t.Parallel()
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
	wantKind(t, err, fault.NotFound)
}

// Every player's line follows the game: an entry moves the last-played time
// of all its players, and the summary that finishes it finishes it for
// players it does not name too.
func TestPlayerGames_FollowEveryEntry(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	g := mustCreateGame(t, db, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben", "Cleo"}})
	round := mustAppend(t, db, g.ID, store.Append{Kind: "hand"}) // no summary
	finish := mustAppend(t, db, g.ID, store.Append{ExpectSeq: 1, Summary: &store.Summary{Finished: true, Winners: []string{"Ana"},
		Players: []store.PlayerSummary{{Name: "Ana", Won: true}}}})
	if !finish.CreatedAt.After(round.CreatedAt) {
		t.Fatal("the clock did not move")
	}
	game, err := db.Game(ctx, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Ana", "Ben", "Cleo"} {
		games, err := db.PlayerGames(ctx, name, time.Time{})
		if err != nil || len(games) != 1 {
			t.Fatalf("%s: %+v, %v", name, games, err)
		}
		pg := games[0]
		if !pg.LastPlayedAt.Equal(finish.CreatedAt) || !pg.LastPlayedAt.Equal(game.LastPlayedAt) ||
			pg.FinishedAt == nil || !pg.FinishedAt.Equal(*game.FinishedAt) || !pg.CreatedAt.Equal(game.CreatedAt) ||
			pg.Name != game.Name || pg.Kind != "chinchon" || pg.Seats != 3 || pg.Player.Won != (name == "Ana") {
			t.Errorf("%s's line = %+v, game = %+v", name, pg, game)
		}
	}

	// An undo that leaves the game unfinished reopens it for everyone.
	mustAppend(t, db, g.ID, store.Append{ExpectSeq: 2, Kind: "undo", Voids: 2,
		Summary: &store.Summary{Players: []store.PlayerSummary{{Name: "Ana"}}}})
	records, err := db.PlayerRecords(ctx, finish.CreatedAt.Add(time.Second))
	if err != nil || len(records) != 3 {
		t.Fatalf("records = %+v, %v", records, err)
	}
	for _, r := range records {
		if r.Games != 1 || r.Finished != 0 || r.Wins != 0 {
			t.Errorf("after undo: %+v", r)
		}
	}
}
