package serve

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// fakeLedger is a Source over games kept in memory: a test records an
// entry and the probe moves, as a write by another process would move
// SQLite's data_version.
type fakeLedger struct {
	mu      sync.Mutex
	games   map[int64]*fakeGame
	entries []Change // every entry, ledger-wide id = index + 1
	lastID  int64    // last game created
	version int64

	changesCalls atomic.Int64 // reads of the changes: the watcher's, and resumes
	versionCalls atomic.Int64

	// slowFirstProbe delays the first Version, as a watcher that starts
	// late on a busy machine reads the probe late.
	slowFirstProbe time.Duration

	// down fails every read of the games as the store does while the
	// ledger's server cannot be reached.
	down bool
}

type fakeGame struct {
	id      int64
	name    string
	players []string
	totals  map[string]int
	round   int
	broken  bool // its replay fails, as a damaged game's would
}

func newFakeLedger() *fakeLedger { return &fakeLedger{games: map[int64]*fakeGame{}} }

func (f *fakeLedger) addGame(name string, players ...string) int64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lastID++
	f.games[f.lastID] = &fakeGame{id: f.lastID, name: name, players: players, totals: map[string]int{}}
	f.version++
	return f.lastID
}

// record adds a round to a game and returns its ledger-wide id.
func (f *fakeLedger) record(game int64, scores map[string]int) int64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	g := f.games[game]
	g.round++
	for name, s := range scores {
		g.totals[name] += s
	}
	f.entries = append(f.entries, Change{Game: game, ID: int64(len(f.entries) + 1)})
	f.version++
	return int64(len(f.entries))
}

type fakeStandings struct {
	ID      int64          `json:"id"`
	Name    string         `json:"name"`
	Game    string         `json:"game"`
	Round   int            `json:"round"`
	Totals  map[string]int `json:"totals"`
	Players []string       `json:"players"`
	Note    string         `json:"note"`
}

func (f *fakeLedger) Games(ctx context.Context) (any, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.down {
		return nil, fmt.Errorf("games: %w", fault.Ledgerf("cannot reach the server of ledger %s", "postgres://club/cards").Of(fault.Unreachable))
	}
	list := []map[string]any{}
	for id := int64(1); id <= f.lastID; id++ {
		list = append(list, map[string]any{"id": id, "name": f.games[id].name})
	}
	return list, nil
}

func (f *fakeLedger) Standings(ctx context.Context, id int64) (any, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	g, ok := f.games[id]
	if !ok {
		return nil, fmt.Errorf("game %d: %w", id, ErrUnknownGame)
	}
	if g.broken {
		return nil, fmt.Errorf("game %d: entry 1 cannot be replayed", id)
	}
	totals := map[string]int{}
	for k, v := range g.totals {
		totals[k] = v
	}
	return fakeStandings{ID: id, Name: g.name, Game: "chinchon", Round: g.round, Totals: totals, Players: g.players, Note: "<b>&</b>"}, nil
}

func (f *fakeLedger) History(ctx context.Context, id int64) (any, error) {
	if _, err := f.Standings(ctx, id); err != nil {
		return nil, err
	}
	return map[string]any{"id": id, "entries": []any{}}, nil
}

func (f *fakeLedger) Rounds(ctx context.Context, id int64) (any, error) {
	if _, err := f.Standings(ctx, id); err != nil {
		return nil, err
	}
	return map[string]any{"id": id, "rounds": []any{}}, nil
}

// Table: every game of the fake ledger is Chinchón, which has no table.
func (f *fakeLedger) Table(ctx context.Context, id int64) (any, error) {
	if _, err := f.Standings(ctx, id); err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("game %d: %w", id, ErrNoTable)
}

func (f *fakeLedger) Changes(ctx context.Context, after int64) ([]Change, error) {
	f.changesCalls.Add(1)
	f.mu.Lock()
	defer f.mu.Unlock()
	last := map[int64]int64{}
	var order []int64
	for _, e := range f.entries {
		if e.ID <= after {
			continue
		}
		if _, seen := last[e.Game]; !seen {
			order = append(order, e.Game)
		}
		last[e.Game] = e.ID
	}
	out := make([]Change, 0, len(order))
	for _, g := range order {
		out = append(out, Change{Game: g, ID: last[g]})
	}
	// In the order of the latest ids, as the ledger's.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].ID < out[j-1].ID; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out, nil
}

func (f *fakeLedger) Head(ctx context.Context) (Head, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return Head{Entry: int64(len(f.entries)), Game: f.lastID}, nil
}

func (f *fakeLedger) Version(ctx context.Context) (int64, error) {
	if f.versionCalls.Add(1) == 1 {
		time.Sleep(f.slowFirstProbe)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.version, nil
}
