package scoreboard_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scoreboard"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/serve"
	"github.com/chuche-ref/chuche-ref/variants"
)

// serve --wait: before the ledger exists the scoreboard reads an empty
// one and creates nothing; once `new` has made it, the probe moves (so
// the watcher tells the pages) and the games are there.
func TestAwaitedLedger(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "club", "ledger.db")
	var opened *scorekeeper.Ledger
	a := scoreboard.Await(path, func(ctx context.Context) (*scorekeeper.Ledger, error) {
		db, err := scorekeeper.OpenLedger(ctx, path)
		opened = db
		return db, err
	}, scoreboard.Settings{})
	defer func() {
		a.Close()
		if opened != nil {
			opened.Close()
		}
	}()
	var src serve.Source = a
	for range 3 {
		if v, err := src.Version(ctx); v != -1 || err != nil {
			t.Fatalf("Version before the ledger: %d %v", v, err)
		}
		games, err := src.Games(ctx)
		if list, ok := games.([]gameview.GameJSON); err != nil || !ok || len(list) != 0 {
			t.Fatalf("Games before the ledger: %#v %v; want an empty list", games, err)
		}
		if h, err := src.Head(ctx); h != 0 || err != nil {
			t.Fatalf("Head before the ledger: %d %v", h, err)
		}
		if _, err := src.Standings(ctx, 1); !errors.Is(err, serve.ErrUnknownGame) {
			t.Fatalf("Standings before the ledger: %v; want unknown game", err)
		}
	}
	if !a.Waiting() {
		t.Error("not waiting before the ledger")
	}
	if _, err := os.Stat(filepath.Dir(path)); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("waiting made the ledger's folder: %v", err)
	}

	// Another process: chuche-ref new.
	db, err := scorekeeper.OpenLedger(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := scorekeeper.Create(ctx, db, scorekeeper.NewGame{Kind: variants.GameChinchon, Name: "mesa-1", Players: []string{"Ana", "Ben"}}); err != nil {
		t.Fatal(err)
	}
	db.Close()

	if v, err := src.Version(ctx); v == -1 || err != nil {
		t.Fatalf("Version once the ledger is there: %d %v; want it moved", v, err)
	}
	if a.Waiting() {
		t.Error("still waiting with the ledger there")
	}
	games, err := src.Games(ctx)
	if list, ok := games.([]gameview.GameJSON); err != nil || !ok || len(list) != 1 || list[0].Name != "mesa-1" {
		t.Fatalf("Games once the ledger is there: %#v %v", games, err)
	}
	if h, err := src.Head(ctx); h != 1 || err != nil {
		t.Errorf("Head: %d %v; want 1, the game's creation", h, err)
	}
	if c, err := src.Changes(ctx, 0, 0); len(c) != 1 || c[0] != (serve.Change{Game: 1, Created: 1, ID: 1}) || err != nil {
		t.Errorf("Changes: %+v %v; want game 1's creation", c, err)
	}
	if _, err := src.Standings(ctx, 1); err != nil {
		t.Errorf("Standings of mesa-1: %v", err)
	}
	if _, err := src.Table(ctx, 1); !errors.Is(err, serve.ErrNoTable) {
		t.Errorf("the table of a Chinchón game: %v; want ErrNoTable", err)
	}
}
