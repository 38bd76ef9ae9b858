package store_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

func TestCreateGame(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)

	first := mustCreateGame(t, db, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben", "Óscar"},
		Rules: rawJSON(`{ "limit": 100 }`)})
	if first.Name != fmt.Sprintf("chinchon-%d", first.ID) {
		t.Errorf("generated name = %q", first.Name)
	}
	if string(first.Rules) != `{"limit":100}` {
		t.Errorf("rules = %s", first.Rules)
	}
	if !first.CreatedAt.Equal(first.LastPlayedAt) || first.FinishedAt != nil || first.Seq != 0 {
		t.Errorf("new game times/seq = %+v", first)
	}

	// The roster is shared and case-blind, Unicode included: these are the
	// same three people, seated in a new order with their roster spelling.
	second := mustCreateGame(t, db, store.NewGame{Kind: "chuche", Name: "Friday  night",
		Players: []string{"óscar", " ana ", "BEN", "Cleo"}})
	if want := []string{"Óscar", "Ana", "Ben", "Cleo"}; !reflect.DeepEqual(second.Players, want) {
		t.Errorf("players = %q, want %q", second.Players, want)
	}
	if second.Name != "Friday night" || string(second.Rules) != "{}" {
		t.Errorf("game = %q rules %s", second.Name, second.Rules)
	}
	for i, p := range second.Summary.Players {
		if p.Name != second.Players[i] || p.Total != 0 || p.Won {
			t.Errorf("summary seat %d = %+v", i, p)
		}
	}
	players, err := db.Players(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(players) != 4 {
		t.Errorf("roster has %d players, want 4: %+v", len(players), players)
	}

	for _, ref := range []string{fmt.Sprint(second.ID), "friday night", "FRIDAY NIGHT"} {
		got, err := db.Game(ctx, ref)
		if err != nil {
			t.Fatalf("Game(%q): %v", ref, err)
		}
		if !reflect.DeepEqual(got, second) {
			t.Errorf("Game(%q) = %+v, want %+v", ref, got, second)
		}
	}

	refusals := []struct {
		game store.NewGame
		kind fault.Store
	}{
		{store.NewGame{Kind: "chuche", Name: "friday NIGHT", Players: []string{"Ana"}}, fault.Exists},
		{store.NewGame{Kind: "chuche", Players: []string{"Ana", "ANA"}}, fault.Invalid},
		{store.NewGame{Kind: "chuche"}, fault.Invalid},
		{store.NewGame{Kind: "chuche", Players: []string{"Ana", " "}}, fault.Invalid},
		{store.NewGame{Kind: "chuche", Name: "42", Players: []string{"Ana"}}, fault.Invalid},
		{store.NewGame{Kind: "chuche", Players: []string{"Ana"}, Rules: rawJSON(`[1]`)}, fault.Invalid},
		{store.NewGame{Kind: "chuche", Players: []string{"Ana"}, Rules: rawJSON(`{`)}, fault.Invalid},
	}
	for _, r := range refusals {
		_, err := db.CreateGame(ctx, r.game)
		wantKind(t, err, r.kind)
	}
}

func TestCreateGame_GeneratedNameAvoidsChosenOne(t *testing.T) {
	t.Parallel()
	db := MustOpenDB(t)
	mustCreateGame(t, db, store.NewGame{Kind: "chuche", Name: "chuche-2", Players: []string{"Ana"}})
	g := mustCreateGame(t, db, store.NewGame{Kind: "chuche", Players: []string{"Ana"}})
	if g.ID != 2 || g.Name != "chuche-2-2" {
		t.Errorf("game %d named %q, want 2 chuche-2-2", g.ID, g.Name)
	}
}

func TestGame_NotFound(t *testing.T) {
	t.Parallel()
	db := MustOpenDB(t)
	for _, ref := range []string{"7", "sunday"} {
		_, err := db.Game(context.Background(), ref)
		wantKind(t, err, fault.NotFound)
		if want := fmt.Sprintf("no game %q in the ledger", ref); err.Error() != want {
			t.Errorf("error = %q, want %q", err, want)
		}
	}
}

func TestCurrentGame(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	_, err := db.CurrentGame(ctx)
	wantKind(t, err, fault.NotFound)
	if err.Error() != "no unfinished game" {
		t.Errorf("error = %q", err)
	}

	a := mustCreateGame(t, db, store.NewGame{Name: "a", Players: []string{"Ana"}})
	b := mustCreateGame(t, db, store.NewGame{Name: "b", Players: []string{"Ana"}})
	wantCurrent(t, db, b.ID)

	mustAppend(t, db, a.ID, store.Append{}) // playing a makes it current again
	wantCurrent(t, db, a.ID)

	finished := &store.Summary{Finished: true, Winners: []string{"ana"}}
	mustAppend(t, db, a.ID, store.Append{ExpectSeq: 1, Summary: finished})
	wantCurrent(t, db, b.ID)

	mustAppend(t, db, b.ID, store.Append{Summary: finished})
	_, err = db.CurrentGame(ctx)
	wantKind(t, err, fault.NotFound)
}

func wantCurrent(t *testing.T, db *store.DB, id int64) {
	t.Helper()
	g, err := db.CurrentGame(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if g.ID != id {
		t.Errorf("current game = %d %q, want %d", g.ID, g.Name, id)
	}
}

func TestGames_OrderFilterLimit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	var ids []int64
	for i := 0; i < 25; i++ {
		kind, players := "chuche", []string{"Ana", "Ben"}
		if i%5 == 0 {
			kind, players = "chinchon", []string{"Cleo", "ana"}
		}
		ids = append(ids, mustCreateGame(t, db, store.NewGame{Kind: kind, Players: players}).ID)
	}
	mustAppend(t, db, ids[3], store.Append{}) // the oldest played last comes first

	list := func(f store.GameFilter) []int64 {
		t.Helper()
		games, err := db.Games(ctx, f)
		if err != nil {
			t.Fatalf("Games(%+v): %v", f, err)
		}
		got := make([]int64, len(games))
		for i, g := range games {
			got[i] = g.ID
		}
		return got
	}
	recent := []int64{ids[3]}
	for i := len(ids) - 1; i >= 0; i-- {
		if i != 3 {
			recent = append(recent, ids[i])
		}
	}

	if got := list(store.GameFilter{}); !reflect.DeepEqual(got, recent[:20]) {
		t.Errorf("default page = %v, want %v", got, recent[:20])
	}
	if got := list(store.GameFilter{Limit: 3}); !reflect.DeepEqual(got, recent[:3]) {
		t.Errorf("limit 3 = %v", got)
	}
	if got := list(store.GameFilter{All: true}); !reflect.DeepEqual(got, recent) {
		t.Errorf("all = %v", got)
	}
	if got := list(store.GameFilter{All: true, Kind: "chinchon"}); !reflect.DeepEqual(got, []int64{ids[20], ids[15], ids[10], ids[5], ids[0]}) {
		t.Errorf("chinchon = %v", got)
	}
	if got := list(store.GameFilter{All: true, Player: "CLEO"}); len(got) != 5 {
		t.Errorf("Cleo's games = %v", got)
	}
	if got := list(store.GameFilter{Player: "ana"}); len(got) != 20 {
		t.Errorf("Ana's default page has %d games", len(got))
	}
	// ids[24] was created at epoch+25s; the append to ids[3] came after it.
	if got := list(store.GameFilter{Since: epoch.Add(25 * time.Second)}); !reflect.DeepEqual(got, []int64{ids[3], ids[24]}) {
		t.Errorf("since = %v", got)
	}

	_, err := db.Games(ctx, store.GameFilter{Player: "Zed"})
	wantKind(t, err, fault.NotFound)
	if !strings.Contains(err.Error(), `no player "Zed"`) {
		t.Errorf("error = %q", err)
	}
}

func TestPlayers(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	mustCreateGame(t, db, store.NewGame{Players: []string{"ben", "Ana"}})
	mustCreateGame(t, db, store.NewGame{Players: []string{"cleo", "ANA"}})

	players, err := db.Players(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range players {
		got = append(got, fmt.Sprintf("%s:%d", p.Name, p.Games))
		if p.CreatedAt.Before(epoch) {
			t.Errorf("%s created at %v", p.Name, p.CreatedAt)
		}
	}
	if want := "Ana:2 ben:1 cleo:1"; strings.Join(got, " ") != want {
		t.Errorf("players = %q, want %q", strings.Join(got, " "), want)
	}
}

// A list carries seat names; the players' summary lines only when asked.
func TestGames_Lines(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	g := mustCreateGame(t, db, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})
	mustAppend(t, db, g.ID, store.Append{Summary: &store.Summary{Round: 1, Players: []store.PlayerSummary{
		{Name: "Ana", Total: 7, Status: "in"}, {Name: "Ben", Total: 12, Status: "in"}}}})
	for _, lines := range []bool{false, true} {
		games, err := db.Games(ctx, store.GameFilter{Lines: lines})
		if err != nil || len(games) != 1 {
			t.Fatalf("Games(Lines=%v): %v, %v", lines, games, err)
		}
		got := games[0]
		if strings.Join(got.Players, ",") != "Ana,Ben" || got.Summary.Round != 1 {
			t.Errorf("Lines=%v: players %v, round %d", lines, got.Players, got.Summary.Round)
		}
		if lines && (len(got.Summary.Players) != 2 || got.Summary.Players[1].Total != 12) {
			t.Errorf("Lines=true: summary lines %+v", got.Summary.Players)
		}
		if !lines && got.Summary.Players != nil {
			t.Errorf("Lines=false: summary lines %+v, want none", got.Summary.Players)
		}
	}
}
