package i18n

import (
	"os"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/store"
)

// TestMain shortens the store's wait for a busy ledger, so that the test of
// the message that reports it waits a fifth of a second, not five.
func TestMain(m *testing.M) {
	store.BusyTimeout = 200 * time.Millisecond
	os.Exit(m.Run())
}
