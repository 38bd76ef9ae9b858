package storetest

import "testing"

// TestContract_PostgreSQL: a ledger in a PostgreSQL database passes the
// store's contract, each case in a fresh database of its own.
func TestContract_PostgreSQL(t *testing.T) {
	Server(t)
	Run(t, PostgreSQL)
}
