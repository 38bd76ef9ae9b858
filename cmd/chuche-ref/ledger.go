package main

import (
	"context"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// openGame resolves --game (or the current game) and opens it: its entries
// read once and replayed once.
func openGame(ctx context.Context, f *Factory) (scorekeeper.Game, error) {
	l, err := f.Ledger(ctx)
	if err != nil {
		return nil, err
	}
	cfg, _ := f.Config()
	return scorekeeper.Open(ctx, l, cfg.Game)
}

// readGame is openGame on a ledger opened read-only (Factory.ReadLedger):
// for the commands that only show a game.
func readGame(ctx context.Context, f *Factory) (scorekeeper.Game, error) {
	l, err := f.ReadLedger(ctx)
	if err != nil {
		return nil, err
	}
	cfg, _ := f.Config()
	return scorekeeper.Open(ctx, l, cfg.Game)
}

// latestGame opens the game to record its next entry, from the snapshot its
// summary carries (scorekeeper.Latest): for commands that only add.
func latestGame(ctx context.Context, f *Factory) (scorekeeper.Game, error) {
	l, err := f.Ledger(ctx)
	if err != nil {
		return nil, err
	}
	cfg, _ := f.Config()
	return scorekeeper.Latest(ctx, l, cfg.Game)
}

// viewOf is the game as the views show it.
func viewOf(g scorekeeper.GameInfo) view.Game { return gameview.Of(g) }

// enteredOf is a recorded entry as the views report it.
func enteredOf(e scorekeeper.Entry) view.LedgerEntry {
	return view.LedgerEntry{Seq: e.Seq, Replaces: e.Replaces}
}
