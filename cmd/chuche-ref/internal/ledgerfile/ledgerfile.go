// Package ledgerfile opens the ledger the config names, the one way every
// command does: checks on the path, a named ledger that does not exist
// refused as a likely typo, and the names a schema migration changed told
// once on stderr.
package ledgerfile

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/config"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Mode is how a command opens the ledger.
type Mode int

const (
	// Change opens an existing ledger (or the default one, created on
	// first use) to read and write.
	Change Mode = iota
	// Create opens the ledger, creating it wherever it is named: for the
	// commands that start something (new, import, play).
	Create
	// Read opens an existing ledger to read: as Change while it can be
	// written, else read-only (store.OpenReadOnly), so a read-only ledger
	// or one on a full disk can still be read, exported and backed up.
	Read
)

// Open opens the ledger of cfg in the given mode; now, when not nil, is the
// ledger's clock; stderr hears of names the migration changed, in p's
// language (nil: English).
func Open(ctx context.Context, cfg *config.Config, mode Mode, now func() time.Time, stderr io.Writer, p *i18n.Printer) (*scorekeeper.Ledger, error) {
	if err := CheckPath(cfg.DB); err != nil {
		return nil, err
	}
	if store.IsURL(cfg.DB) {
		return openURL(ctx, cfg, mode, now, stderr, p)
	}
	_, statErr := os.Stat(cfg.DB)
	missing := errors.Is(statErr, fs.ErrNotExist)
	if missing && mode != Create && Named(cfg) {
		return nil, fault.Ledgerf("no ledger at %s", cfg.DB).
			WithHint("check --db or CHUCHE_REF_DB; chuche-ref new … starts a ledger there")
	}
	var l *scorekeeper.Ledger
	var err error
	switch {
	case mode == Read && !missing && !writable(cfg.DB):
		l, err = scorekeeper.OpenLedgerReadOnly(ctx, cfg.DB)
	default:
		// The default ledger, missing, is created as for any first use.
		l, err = scorekeeper.OpenLedger(ctx, cfg.DB)
		if k := fault.StoreOf(err); mode == Read && !missing && (k == fault.IO || k == fault.Corrupt) {
			// A read-only folder or a full disk (SQLite cannot set up its
			// -wal and -shm files to write), or a damaged ledger that is
			// never written into: it can still be read.
			l, err = scorekeeper.OpenLedgerReadOnly(ctx, cfg.DB)
		}
	}
	if err != nil {
		return nil, err
	}
	if now != nil {
		l.SetClock(now)
	}
	ReportRenamed(stderr, p, l)
	return l, nil
}

// openURL opens a ledger in a PostgreSQL database: new, import and play
// make its tables in an empty database; every other command needs them
// there. A password typed into --db is seen by anyone who lists the
// machine's processes, which the user is told.
func openURL(ctx context.Context, cfg *config.Config, mode Mode, now func() time.Time, stderr io.Writer, p *i18n.Printer) (*scorekeeper.Ledger, error) {
	if store.URLHasPassword(cfg.DB) && source(cfg) == config.SourceFlag {
		p.Line(stderr, "chuche-ref: warning: the password in --db can be read by other users of this machine (ps); keep it in PGPASSFILE or PGPASSWORD instead")
	}
	var l *scorekeeper.Ledger
	var err error
	switch mode {
	case Create:
		l, err = scorekeeper.OpenLedger(ctx, cfg.DB)
	case Read:
		l, err = scorekeeper.OpenLedgerReadOnly(ctx, cfg.DB)
	default:
		l, err = scorekeeper.OpenLedgerExisting(ctx, cfg.DB)
	}
	if err != nil {
		return nil, err
	}
	if now != nil {
		l.SetClock(now)
	}
	return l, nil
}

// source is where the db setting came from.
func source(cfg *config.Config) config.Source {
	for _, s := range cfg.Settings {
		if s.Key == "db" {
			return s.Source
		}
	}
	return config.SourceDefault
}

// CheckPath refuses a ledger path no ledger can have: store.CheckPath's
// message, which says so when the path is empty (--db "").
func CheckPath(path string) error { return scorekeeper.CheckPath(path) }

// Named reports whether the user chose the ledger's path, rather than
// taking the default.
func Named(cfg *config.Config) bool { return source(cfg) != config.SourceDefault }

// ReportRenamed tells, once, the names the schema migration of this open
// changed (names that became one under the new folding).
func ReportRenamed(w io.Writer, p *i18n.Printer, l *scorekeeper.Ledger) {
	for _, r := range l.Renamed() {
		old, new := variants.QuoteToken(r.Old), variants.QuoteToken(r.New)
		if r.What == "game" {
			p.Line(w, "chuche-ref: the game %s is now %s: its name and that of an earlier game are the same under Unicode case folding; chuche-ref players rename can choose another", old, new)
			continue
		}
		p.Line(w, "chuche-ref: the player %s is now %s: its name and that of an earlier player are the same under Unicode case folding; chuche-ref players rename can choose another", old, new)
	}
}
