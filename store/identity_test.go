package store_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/chuche-ref/chuche-ref/store"
)

// A ledger's identity is made with it, kept for its life, and a new ledger
// at the same path has another.
func TestIdentity(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	first, err := db.Identity(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(first) {
		t.Fatalf("identity %q, want 32 hex digits", first)
	}
	db.Close()

	db, err = store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := db.Identity(ctx)
	db.Close()
	if again != first {
		t.Fatalf("identity changed on reopening: %q then %q", first, again)
	}

	for _, suffix := range []string{"", "-wal", "-shm"} {
		os.Remove(path + suffix)
	}
	db, err = store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	other, _ := db.Identity(ctx)
	if other == first {
		t.Fatal("a new ledger at the old path has the old ledger's identity")
	}
}
