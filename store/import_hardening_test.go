package store_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// An archive's names pass the same rule as typed ones.
func TestImport_RefusesNamesTheCLIRefuses(t *testing.T) {
	t.Parallel()
	src := MustOpenDB(t)
	fillLedger(t, src)
	for _, c := range []struct {
		name  string
		spoil func(a *store.Archive)
		msg   string
	}{
		{"escape in roster", func(a *store.Archive) { a.Players[0].Name = "Ana\x1b[2J" }, "U+001B"},
		{"bidi in seat", func(a *store.Archive) { a.Games[0].Game.Players[1] = "Ben\u202e" }, "U+202E"},
		{"look-alikes seated", func(a *store.Archive) { a.Games[1].Game.Players = []string{"Sam", "ſam", "Cleo"} }, "same player"},
		{"game name", func(a *store.Archive) { a.Games[0].Game.Name = "Fri\x07day" }, "U+0007"},
		{"huge id", func(a *store.Archive) { a.Games[0].Game.ID = 1<<63 - 1 }, "not a game id"},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := mustExportAll(t, src)
			c.spoil(&a)
			_, err := MustOpenDB(t).Import(context.Background(), a, store.ImportOptions{})
			wantKind(t, err, fault.Invalid)
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("err = %v, want %q", err, c.msg)
			}
		})
	}
}

// Whether a game is finished is the summary's word, which
// import recomputes from the entries, not the file's finish time.
func TestImport_FinishedFollowsTheSummary(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	src := MustOpenDB(t)
	fillLedger(t, src)
	a := mustExportAll(t, src)
	when := time.Date(2025, 5, 1, 0, 0, 0, 0, time.UTC)
	a.Games[1].Game.FinishedAt = &when // in play, but the file says finished
	a.Games[0].Game.FinishedAt = nil   // finished, but the file says not
	dst := MustOpenDB(t)
	mustImport(t, dst, a)
	g1, _ := dst.Game(ctx, "1")
	g2, _ := dst.Game(ctx, "2")
	if g1.FinishedAt == nil || !g1.Summary.Finished {
		t.Errorf("game 1 (summary finished) imported unfinished")
	}
	if g2.FinishedAt != nil || g2.Summary.Finished {
		t.Errorf("game 2 (in play) imported finished at %v", g2.FinishedAt)
	}
	recs, _ := dst.PlayerRecords(ctx, time.Time{})
	for _, r := range recs {
		if r.Name == "Cleo" && r.Finished != 0 {
			t.Errorf("stats count Cleo's game in play as finished")
		}
	}
}

// An import cancelled (SIGINT) before it starts, between two games, after
// the last one (before the commit), or at a moment of the clock (inside a
// statement, most likely) leaves the ledger untouched and says it was
// cancelled.
func TestImport_CancelledLeavesLedgerUntouched(t *testing.T) {
	t.Parallel()
	src := MustOpenDB(t)
	fillLedger(t, src)
	a := mustExportAll(t, src)
	for i := 0; i < 300; i++ { // enough games that the import takes a while
		g := a.Games[0]
		g.Game.ID = int64(100 + i)
		g.Game.Name = "copy " + string(rune('A'+i%26)) + strings.Repeat("x", i/26)
		shift := time.Duration(i+1) * time.Hour
		g.Game.CreatedAt = g.Game.CreatedAt.Add(shift)
		g.Game.LastPlayedAt = g.Game.LastPlayedAt.Add(shift)
		if g.Game.FinishedAt != nil {
			finished := g.Game.FinishedAt.Add(shift) // a game finishes after it is created
			g.Game.FinishedAt = &finished
		}
		a.Games = append(a.Games, g)
	}
	dst := MustOpenDB(t)
	mustCreateGame(t, dst, store.NewGame{Name: "Mine", Players: []string{"Zed", "Eve"}})
	dst.Close()
	before, _ := os.ReadFile(dst.Path())

	for _, at := range []struct {
		name  string
		games int           // cancelled once this many games are in (0: before the import); -1: by the clock
		after time.Duration // with games -1
	}{
		{"before it starts", 0, 0},
		{"after the first game", 1, 0},
		{"halfway", len(a.Games) / 2, 0},
		{"after the last game", len(a.Games), 0},
		{"after 1ms", -1, time.Millisecond},
		{"after 5ms", -1, 5 * time.Millisecond},
		{"after 20ms", -1, 20 * time.Millisecond},
	} {
		db, err := store.Open(context.Background(), dst.Path())
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		var opts store.ImportOptions
		switch {
		case at.games == 0:
			cancel()
		case at.games > 0:
			opts.Progress = func(done, total int) {
				if done == at.games {
					cancel()
				}
			}
		default:
			time.AfterFunc(at.after, cancel)
		}
		_, err = db.Import(ctx, a, opts)
		cancel()
		games, _ := db.Games(context.Background(), store.GameFilter{All: true})
		db.Close()
		if err == nil && at.games < 0 {
			// The clock's cancel came after the commit: the import is whole.
			if len(games) != 1+len(a.Games) {
				t.Errorf("an import finished before its cancel %s left %d games, want %d", at.name, len(games), 1+len(a.Games))
			}
			t.Logf("the import finished before its cancel %s", at.name)
			if err := os.WriteFile(dst.Path(), before, 0o600); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if !errors.Is(err, context.Canceled) {
			t.Errorf("an import cancelled %s: %v, want context.Canceled", at.name, err)
		}
		if len(games) != 1 {
			t.Errorf("an import cancelled %s left %d games", at.name, len(games))
		}
		if now, _ := os.ReadFile(dst.Path()); !bytes.Equal(now, before) {
			t.Errorf("an import cancelled %s changed the ledger file", at.name)
		}
	}
}

// A failed import into a new ledger leaves no file.
func TestCloseUnused_RemovesANewLedgerLeftEmpty(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	src := MustOpenDB(t)
	fillLedger(t, src)
	a := mustExportAll(t, src)
	a.Games[0].Entries[1].Seq = 7
	path := filepath.Join(t.TempDir(), "new.db")
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Import(ctx, a, store.ImportOptions{}); err == nil {
		t.Fatal("a spoilt archive was imported")
	}
	if removed, err := db.CloseUnused(); !removed || err != nil {
		t.Errorf("CloseUnused = %v, %v", removed, err)
	}
	for _, s := range []string{"", "-wal", "-shm"} {
		if _, err := os.Stat(path + s); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s%s is left behind", path, s)
		}
	}
	// A ledger that existed before, or got a game, stays.
	kept := MustOpenPath(t, filepath.Join(t.TempDir(), "kept.db"))
	mustCreateGame(t, kept, store.NewGame{Players: []string{"Ana", "Ben"}})
	if removed, _ := kept.CloseUnused(); removed {
		t.Error("a ledger with a game was removed")
	}
}
