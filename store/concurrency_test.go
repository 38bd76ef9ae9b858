package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// Four sessions on one ledger, as four terminals at one table would be: the
// busy timeout and immediate transactions must serialise them without a
// single "locked" error, and conflicts on the shared game must be retried.
func TestConcurrentSessions(t *testing.T) {
	t.Parallel()
	const sessions, appends = 4, 50
	ctx := context.Background()
	first := MustOpenDB(t)
	shared := mustCreateGame(t, first, store.NewGame{Name: "shared", Players: []string{"Ana", "Ben"}})

	var wg sync.WaitGroup
	errs := make(chan error, sessions)
	for s := 0; s < sessions; s++ {
		db := MustOpenPath(t, first.Path())
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- session(ctx, db, s, appends, shared.ID)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}

	for s := 0; s < sessions; s++ {
		g, err := first.Game(ctx, fmt.Sprintf("session-%d", s))
		if err != nil {
			t.Fatal(err)
		}
		if g.Seq != appends || g.Summary.Round != appends {
			t.Errorf("%s: seq %d round %d, want %d", g.Name, g.Seq, g.Summary.Round, appends)
		}
	}
	entries, err := first.Entries(ctx, shared.ID)
	if err != nil {
		t.Fatal(err)
	}
	if want := sessions * appends / 5; len(entries) != want {
		t.Errorf("shared game has %d entries, want %d", len(entries), want)
	}
	for i, e := range entries {
		if e.Seq != i+1 {
			t.Fatalf("shared game entry %d has seq %d", i, e.Seq)
		}
	}
}

func session(ctx context.Context, db *store.DB, s, appends int, shared int64) error {
	g, err := db.CreateGame(ctx, store.NewGame{Kind: "chuche", Name: fmt.Sprintf("session-%d", s), Players: []string{"Ana", "Ben"}})
	if err != nil {
		return fmt.Errorf("session %d: create: %w", s, err)
	}
	for i := 0; i < appends; i++ {
		if err := appendWithRetry(ctx, db, g.ID, i+1); err != nil {
			return fmt.Errorf("session %d: own game: %w", s, err)
		}
		if i%5 == 0 {
			if err := appendWithRetry(ctx, db, shared, 0); err != nil {
				return fmt.Errorf("session %d: shared game: %w", s, err)
			}
		}
	}
	return nil
}

// appendWithRetry does what the CLI does on a conflict: read the game again
// and recompute. round 0 means "one more than now".
func appendWithRetry(ctx context.Context, db *store.DB, gameID int64, round int) error {
	for attempt := 0; attempt < 100; attempt++ {
		g, err := db.Game(ctx, fmt.Sprint(gameID))
		if err != nil {
			return err
		}
		r := round
		if r == 0 {
			r = g.Summary.Round + 1
		}
		_, err = db.Append(ctx, gameID, store.Append{ExpectSeq: g.Seq, Kind: "round", Summary: &store.Summary{Round: r}})
		if fault.StoreOf(err) == fault.Conflict {
			continue
		}
		return err
	}
	return fmt.Errorf("game %d: still conflicting after 100 attempts", gameID)
}

// Sessions started together on a ledger that does not exist yet: one
// creates it, the others wait for the schema instead of failing.
func TestConcurrentFirstOpen(t *testing.T) {
	t.Parallel()
	const sessions = 4
	path := filepath.Join(t.TempDir(), "new", "ledger.db")
	var wg sync.WaitGroup
	errs := make(chan error, sessions)
	for s := 0; s < sessions; s++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db, err := store.Open(context.Background(), path)
			if err == nil {
				_, err = db.CreateGame(context.Background(), store.NewGame{Kind: "chuche", Players: []string{"Ana"}})
				db.Close()
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	db := MustOpenPath(t, path)
	if games, err := db.Games(context.Background(), store.GameFilter{}); err != nil || len(games) != sessions {
		t.Errorf("%d games (%v), want %d", len(games), err, sessions)
	}
}
