package main

import (
	"context"
	"time"

	"github.com/spf13/pflag"

	"github.com/chuche-ref/chuche-ref/config"
	"github.com/chuche-ref/chuche-ref/store"
)

// Factory wires the dependencies every command may need, once, lazily (after
// cli/cli's pkg/cmdutil/factory.go): the streams, the effective config and
// the ledger. A command that never touches the ledger never opens it.
type Factory struct {
	IO        *IOStreams
	LookupEnv func(string) (string, bool)
	Now       func() time.Time
	Prompter  func() Prompter

	flags  *pflag.FlagSet // the root's persistent flags, parsed by cobra
	cfg    *config.Config
	ledger *store.DB
}

// Config loads the effective configuration: defaults < file < env < flags.
func (f *Factory) Config() (*config.Config, error) {
	if f.cfg != nil {
		return f.cfg, nil
	}
	cfg, err := config.Load(f.flags, f.LookupEnv)
	if err != nil {
		return nil, err
	}
	f.cfg = cfg
	return cfg, nil
}

// Ledger opens the ledger named by the config, creating it on first use.
func (f *Factory) Ledger(ctx context.Context) (*store.DB, error) {
	if f.ledger != nil {
		return f.ledger, nil
	}
	cfg, err := f.Config()
	if err != nil {
		return nil, err
	}
	db, err := store.Open(ctx, cfg.DB)
	if err != nil {
		return nil, err
	}
	if f.Now != nil {
		db.Now = f.Now
	}
	f.ledger = db
	return db, nil
}

// JSON reports whether --json (or CHUCHE_REF_JSON) asks for machine output.
func (f *Factory) JSON() bool {
	cfg, err := f.Config()
	return err == nil && cfg.JSON
}

// Game resolves --game, or the most recently played unfinished game.
func (f *Factory) Game(ctx context.Context) (*store.DB, store.Game, error) {
	db, err := f.Ledger(ctx)
	if err != nil {
		return nil, store.Game{}, err
	}
	cfg, _ := f.Config()
	var g store.Game
	if cfg.Game != "" {
		g, err = db.Game(ctx, cfg.Game)
	} else {
		g, err = db.CurrentGame(ctx)
		if store.KindOf(err) == store.KindNotFound {
			// No game is being played: the last one played is still the one
			// a table asks about (its final standings, a buy-back that
			// re-opens it, CN-14).
			recent, lerr := db.Games(ctx, store.GameFilter{Limit: 1})
			if lerr != nil {
				return nil, g, lerr
			}
			if len(recent) == 0 {
				return nil, g, &exitError{Code: exitInput, Msg: "no game in the ledger yet", Hint: "start one with chuche-ref new chinchon --players Ana,Ben"}
			}
			g, err = recent[0], nil
		}
	}
	return db, g, err
}

func (f *Factory) close() {
	if f.ledger != nil {
		f.ledger.Close()
	}
}
