package scoreboard

import (
	"context"
	"errors"
	"io/fs"
	"os"

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
func Open(ctx context.Context, path string, wait bool, open func(context.Context) (*scorekeeper.Ledger, error)) (Ledger, error) {
	if wait {
		if err := scorekeeper.CheckPath(path); err != nil {
			return nil, err
		}
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return Await(path, open), nil
		}
	}
	db, err := open(ctx)
	if err != nil {
		return nil, err
	}
	return New(ctx, db)
}

// Waiting reports whether l is a ledger still to come.
func Waiting(l Ledger) bool {
	a, ok := l.(*Awaited)
	return ok && a.Waiting()
}
