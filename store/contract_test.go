package store_test

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/store/storetest"
)

// TestContract_SQLite: the embedded engine passes the store's contract
// (storetest.Run); the PostgreSQL run is in storetest's own tests.
func TestContract_SQLite(t *testing.T) { storetest.Run(t, storetest.SQLite) }
