package store

import "context"

// OpenSchema opens the ledger at path as a chuche-ref that knew only the
// first version schema steps would, creating it if need be: tests build
// ledgers as older releases wrote them and check they are brought up to
// date. Only raw SQL suits such a ledger; the DB's methods read the
// current schema.
func OpenSchema(ctx context.Context, path string, version int) (*DB, error) {
	return open(ctx, path, version)
}
