package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ReadLedger opens the ledger for reading only (store.OpenReadOnly): a
// read-only ledger, one on a full disk or a damaged one can still be read,
// exported and backed up, and the command can never write into it. The
// default ledger, missing, is created as for any first use.
func (f *Factory) ReadLedger(ctx context.Context) (*store.DB, error) {
	if f.ledger != nil {
		return f.ledger, nil
	}
	cfg, err := f.Config()
	if err != nil {
		return nil, err
	}
	if err := store.CheckPath(cfg.DB); err != nil {
		return nil, err
	}
	if _, statErr := os.Stat(cfg.DB); errors.Is(statErr, fs.ErrNotExist) {
		if !ledgerNamed(cfg) {
			return f.Ledger(ctx)
		}
		return nil, failure.Ledgerf("no ledger at %s", cfg.DB).
			WithHint("check --db or CHUCHE_REF_DB; chuche-ref new … starts a ledger there")
	}
	db, err := store.OpenReadOnly(ctx, cfg.DB)
	if err != nil {
		return nil, err
	}
	reportRenamed(f, db)
	f.ledger = db
	return db, nil
}

// reportRenamed tells, once, the names the schema migration of this open
// changed (issue 9 item 7: names that became one under the new folding).
func reportRenamed(f *Factory, db *store.DB) {
	for _, r := range db.Renamed() {
		fmt.Fprintf(f.IO.ErrOut, "chuche-ref: the %s %s is now %s: its name and that of an earlier %s are the same under Unicode case folding; chuche-ref players rename can choose another\n",
			r.What, variants.QuoteToken(r.Old), variants.QuoteToken(r.New), r.What)
	}
}

// withSubcommands adds subcommands to a command that also runs on its own
// (players, and players rename).
func withSubcommands(cmd *cobra.Command, subs ...*cobra.Command) *cobra.Command {
	cmd.AddCommand(subs...)
	return cmd
}
