package main

import (
	"context"
	"path/filepath"
	"time"

	"github.com/spf13/pflag"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/ledgerfile"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/config"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Factory wires the dependencies every command may need, once, lazily (after
// cli/cli's pkg/cmdutil/factory.go): the streams, the effective config and
// the ledger. A command that never touches the ledger never opens it.
type Factory struct {
	IO        *IOStreams
	LookupEnv func(string) (string, bool)
	Now       func() time.Time
	Prompter  func() Prompter
	// Dir is the folder the relative paths a command reads (--db, --config,
	// files it reads or writes) are read in: "" is the process's working
	// directory. Main leaves it so; a transcript that runs a command
	// in-process (MainIn) names its own folder.
	Dir string

	flags   *pflag.FlagSet // the root's persistent flags, parsed by cobra
	cfg     *config.Config
	ledger  *scorekeeper.Ledger
	printer *i18n.Printer
}

// Printer words messages in the table's language (i18n.Resolve): --lang,
// CHUCHE_REF_LANG or the config's lang:, else the locale. When the config
// cannot be read, the flag and the variable still decide.
func (f *Factory) Printer() *i18n.Printer { p, _ := f.lang(); return p }

// lang is Printer, and the error of a language chuche-ref does not speak
// (English is spoken then).
func (f *Factory) lang() (*i18n.Printer, error) {
	if f.printer != nil {
		return f.printer, nil
	}
	named := ""
	if cfg, err := f.Config(); err == nil {
		named = cfg.Lang
	} else if fe, ok := fault.As(err); ok && fe.Message.Key == "unknown language %q" {
		return i18n.New(i18n.FromLocale(f.LookupEnv)), err
	} else if fl := f.flags.Lookup("lang"); fl != nil && fl.Changed {
		named = fl.Value.String()
	} else if v, ok := f.LookupEnv("CHUCHE_REF_LANG"); ok {
		named = v
	}
	l, err := i18n.Resolve(named, f.LookupEnv)
	if err != nil {
		return i18n.New(i18n.FromLocale(f.LookupEnv)), err
	}
	f.printer = i18n.New(l)
	return f.printer, nil
}

// Config loads the effective configuration: defaults < file < env < flags.
func (f *Factory) Config() (*config.Config, error) {
	if f.cfg != nil {
		return f.cfg, nil
	}
	cfg, err := config.LoadIn(f.Dir, f.flags, f.LookupEnv)
	if err != nil {
		return nil, err
	}
	if _, err := i18n.Resolve(cfg.Lang, f.LookupEnv); err != nil {
		return nil, err // an unknown --lang, CHUCHE_REF_LANG or lang:
	}
	f.cfg = cfg
	return cfg, nil
}

// Ledger opens the ledger named by the config. Only the default ledger is
// created by any command (on first use); one named with --db or
// CHUCHE_REF_DB that does not exist is most likely a typo, so commands that
// only read or change games refuse it rather than show an empty ledger.
func (f *Factory) Ledger(ctx context.Context) (*scorekeeper.Ledger, error) {
	return f.openLedger(ctx, ledgerfile.Change)
}

// NewLedger opens the ledger, creating it wherever it is named: for the
// commands that start something (new, import, play).
func (f *Factory) NewLedger(ctx context.Context) (*scorekeeper.Ledger, error) {
	return f.openLedger(ctx, ledgerfile.Create)
}

// ReadLedger opens the ledger for reading only (ledgerfile.Read): for the
// commands that only read, so a read-only or full ledger still serves them.
func (f *Factory) ReadLedger(ctx context.Context) (*scorekeeper.Ledger, error) {
	return f.openLedger(ctx, ledgerfile.Read)
}

func (f *Factory) openLedger(ctx context.Context, mode ledgerfile.Mode) (*scorekeeper.Ledger, error) {
	if f.ledger != nil {
		return f.ledger, nil
	}
	cfg, err := f.Config()
	if err != nil {
		return nil, err
	}
	db, err := ledgerfile.Open(ctx, cfg, mode, f.Now, f.IO.ErrOut, f.Printer())
	if err != nil {
		return nil, err
	}
	f.ledger = db
	return db, nil
}

// Path is a file's path named on the command line, read in Dir; "-"
// (stdin or stdout) and "" (none) stay as they are.
func (f *Factory) Path(p string) string {
	if f.Dir == "" || p == "" || p == "-" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(f.Dir, p)
}

// JSON reports whether --json (or CHUCHE_REF_JSON) asks for machine output.
func (f *Factory) JSON() bool {
	cfg, err := f.Config()
	return err == nil && cfg.JSON
}

// Game resolves --game, or the most recently played unfinished game.
func (f *Factory) Game(ctx context.Context) (*scorekeeper.Ledger, scorekeeper.GameInfo, error) {
	return f.game(ctx, f.Ledger)
}

// ReadGame is Game on a ledger opened read-only.
func (f *Factory) ReadGame(ctx context.Context) (*scorekeeper.Ledger, scorekeeper.GameInfo, error) {
	return f.game(ctx, f.ReadLedger)
}

func (f *Factory) game(ctx context.Context, open func(context.Context) (*scorekeeper.Ledger, error)) (*scorekeeper.Ledger, scorekeeper.GameInfo, error) {
	db, err := open(ctx)
	if err != nil {
		return nil, scorekeeper.GameInfo{}, err
	}
	cfg, _ := f.Config()
	g, err := scorekeeper.Resolve(ctx, db, cfg.Game)
	return db, g, err
}

func (f *Factory) close() {
	if f.ledger != nil {
		f.ledger.CloseUnused() // a ledger this command created and left empty goes
	}
}
