package scoreboard

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/serve"
)

// Ledger is what serve reads, closed when it stops: a Source, or an
// Awaited one.
type Ledger interface {
	serve.Source
	Close() error
}

// Open is serve's Ledger at path, opened by open: the Source over it, or,
// when wait is set and there is no file at path yet, the ledger to come
// (Await), which open never creates.
// Settings are what serve's league reads of the config: the placement
// points (league_points, LG-11; nil: 3,2,1) and the clock the default
// season is read by (nil: time.Now).
type Settings struct {
	LeaguePoints []int
	Now          func() time.Time
}

func Open(ctx context.Context, path string, wait bool, open func(context.Context) (*scorekeeper.Ledger, error), set Settings) (Ledger, error) {
	if wait {
		if err := scorekeeper.CheckPath(path); err != nil {
			return nil, err
		}
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return Await(path, open, set), nil
		}
	}
	db, err := open(ctx)
	if err != nil {
		return nil, err
	}
	src, err := New(ctx, db)
	if err != nil {
		return nil, err
	}
	src.LeaguePoints, src.Now = set.LeaguePoints, set.Now
	return src, nil
}

// Waiting reports whether l is a ledger still to come.
func Waiting(l Ledger) bool {
	a, ok := l.(*Awaited)
	return ok && a.Waiting()
}
