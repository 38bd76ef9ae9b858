package store

import "context"

// Identity is the ledger's own identity: a random token made with the
// ledger, kept for its life, never exported. What is kept outside the
// ledger on its behalf (play's drafts) is keyed by it.
func (db *DB) Identity(ctx context.Context) (_ string, err error) {
	defer func() { err = translate(db.path, err) }()
	var id string
	err = db.queryRow(ctx, `SELECT id FROM ledger_identity WHERE one = 1`).Scan(&id)
	return id, err
}
