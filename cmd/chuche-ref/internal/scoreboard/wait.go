package scoreboard

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"sync"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/serve"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Awaited is serve's Source for a ledger that does not exist yet (serve
// --wait: the TV is set up before the evening's first `new`). Until the
// file is there it is an empty ledger — no games, nothing changed — and
// then the Source over it; the watcher sees its probe move and tells the
// pages. It never creates or writes the ledger: open is called only once
// a file is at path, and a ledger is linked into place whole, so that
// file is a finished ledger that open reads as it is.
type Awaited struct {
	path string
	open func(context.Context) (*scorekeeper.Ledger, error)
	set  Settings

	mu  sync.Mutex
	src *Source
}

// Await waits for the ledger at path, opened by open once it is there.
func Await(path string, open func(context.Context) (*scorekeeper.Ledger, error), set Settings) *Awaited {
	return &Awaited{path: path, open: open, set: set}
}

// notYet is the probe's version before the ledger exists: SQLite's
// data_version is never negative, so the first real one differs.
const notYet = -1

// source is the Source over the ledger once it is there; nil (and no
// error) while there is no file.
func (a *Awaited) source(ctx context.Context) (*Source, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.src != nil {
		return a.src, nil
	}
	if _, err := os.Stat(a.path); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	db, err := a.open(ctx)
	if err != nil {
		return nil, err
	}
	src, err := New(ctx, db)
	if err != nil {
		return nil, err
	}
	src.LeaguePoints, src.Now = a.set.LeaguePoints, a.set.Now
	a.src = src
	return src, nil
}

// Waiting reports whether the ledger is still to come.
func (a *Awaited) Waiting() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.src == nil
}

// Close closes the Source, once there is one; the ledger is its opener's.
func (a *Awaited) Close() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.src == nil {
		return nil
	}
	return a.src.Close()
}

func (a *Awaited) Games(ctx context.Context) (any, error) {
	src, err := a.source(ctx)
	if src == nil || err != nil {
		return []gameview.GameJSON{}, err
	}
	return src.Games(ctx)
}

func (a *Awaited) Standings(ctx context.Context, id int64) (any, error) {
	return a.game(ctx, id, (*Source).Standings)
}

func (a *Awaited) History(ctx context.Context, id int64) (any, error) {
	return a.game(ctx, id, (*Source).History)
}

func (a *Awaited) Rounds(ctx context.Context, id int64) (any, error) {
	return a.game(ctx, id, (*Source).Rounds)
}

// League is the league of the ledger once it is there; before, no season
// has a game, and the league is not found.
func (a *Awaited) League(ctx context.Context, game, season string) (any, error) {
	src, err := a.source(ctx)
	if err != nil {
		return nil, err
	}
	if src == nil {
		return nil, fault.Inputf("no game in the ledger yet")
	}
	return src.League(ctx, game, season)
}

func (a *Awaited) Table(ctx context.Context, id int64) (any, error) {
	return a.game(ctx, id, (*Source).Table)
}

func (a *Awaited) game(ctx context.Context, id int64, read func(*Source, context.Context, int64) (any, error)) (any, error) {
	src, err := a.source(ctx)
	if err != nil {
		return nil, err
	}
	if src == nil {
		return nil, fault.Wrapf(serve.ErrUnknownGame, "game %d", id)
	}
	return read(src, ctx, id)
}

func (a *Awaited) Changes(ctx context.Context, after int64, limit int) ([]serve.Change, error) {
	src, err := a.source(ctx)
	if src == nil || err != nil {
		return nil, err
	}
	return src.Changes(ctx, after, limit)
}

func (a *Awaited) Head(ctx context.Context) (int64, error) {
	src, err := a.source(ctx)
	if src == nil || err != nil {
		return 0, err
	}
	return src.Head(ctx)
}

func (a *Awaited) Version(ctx context.Context) (int64, error) {
	src, err := a.source(ctx)
	if err != nil {
		return notYet, err
	}
	if src == nil {
		return notYet, nil
	}
	return src.Version(ctx)
}
