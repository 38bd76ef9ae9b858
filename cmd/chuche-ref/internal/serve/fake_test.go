package serve

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// fakeLedger is a Source over games kept in memory: a test creates a game
// or records an entry and the probe moves, as a write by another process
// would move SQLite's data_version. As in the ledger, a game's creation
// and each entry take the next ledger-wide id.
type fakeLedger struct {
	mu      sync.Mutex
	games   map[int64]*fakeGame
	seq     int64 // the last ledger-wide id taken
	lastID  int64 // last game created
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
	broken  bool  // its replay fails, as a damaged game's would
	created int64 // the ledger-wide id of its creation
	last    int64 // and of its latest event
}

func newFakeLedger() *fakeLedger { return &fakeLedger{games: map[int64]*fakeGame{}} }

func (f *fakeLedger) addGame(name string, players ...string) int64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lastID++
	f.seq++
	f.games[f.lastID] = &fakeGame{id: f.lastID, name: name, players: players, totals: map[string]int{}, created: f.seq, last: f.seq}
	f.version++
	return f.lastID
}

// addGameAt creates a game and returns the ledger-wide id of its creation.
func (f *fakeLedger) addGameAt(name string, players ...string) (game, id int64) {
	game = f.addGame(name, players...)
	f.mu.Lock()
	defer f.mu.Unlock()
	return game, f.games[game].created
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
	f.seq++
	g.last = f.seq
	f.version++
	return f.seq
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

func (f *fakeLedger) Changes(ctx context.Context, after int64, limit int) ([]Change, error) {
	f.changesCalls.Add(1)
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []Change
	for _, g := range f.games {
		if g.last > after {
			out = append(out, Change{Game: g.id, Created: g.created, ID: g.last})
		}
	}
	// In the order of the latest ids, as the ledger's.
	slices.SortFunc(out, func(a, b Change) int { return cmp.Compare(a.ID, b.ID) })
	if limit > 0 && len(out) > limit {
		out = out[len(out)-limit:]
	}
	return out, nil
}

func (f *fakeLedger) Head(ctx context.Context) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var head int64
	for _, g := range f.games {
		head = max(head, g.last)
	}
	return head, nil
}

func (f *fakeLedger) Version(ctx context.Context) (int64, error) {
	if f.versionCalls.Add(1) == 1 {
		time.Sleep(f.slowFirstProbe)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.version, nil
}
