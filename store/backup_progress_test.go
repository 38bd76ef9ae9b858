package store

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// watchCopy tells progress the copy's size as it grows, against the
// ledger's size, until stopped.
func TestWatchCopy(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(t.TempDir(), "ledger.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tmp := filepath.Join(t.TempDir(), "copy.part")
	if err := os.WriteFile(tmp, make([]byte, 3000), 0o600); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var done, total int64
	stop := db.watchCopy(ctx, tmp, func(d, tot int64) {
		mu.Lock()
		defer mu.Unlock()
		done, total = d, tot
	})
	deadline := time.Now().Add(10 * time.Second)
	for {
		mu.Lock()
		d, tot := done, total
		mu.Unlock()
		if d == 3000 {
			if tot < d {
				t.Errorf("total %d below the copy's %d bytes", tot, d)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no progress in 10 s (last %d of %d)", d, tot)
		}
		time.Sleep(20 * time.Millisecond)
	}
	stop()
	mu.Lock()
	last := done
	mu.Unlock()
	os.WriteFile(tmp, make([]byte, 9000), 0o600)
	time.Sleep(250 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if done != last {
		t.Errorf("progress after stop: %d", done)
	}
}
