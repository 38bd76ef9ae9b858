package store_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// A ledger last written and closed by chuche-ref is not read page by page
// again by the next process to write it: the verified stamp beside it
// says its files are as chuche-ref left them.
func TestStamp_NextProcessSkipsTheFullCheck(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	// The damage ledger, then a hand recorded in its third game and the
	// ledger closed: last written and closed by chuche-ref.
	copyTenByTwenty(t, path)
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Append(ctx, 3, store.Append{ExpectSeq: 20, Kind: "hand"}); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".verified"); err != nil {
		t.Fatalf("no stamp after a close: %v", err)
	}
	before := store.FullChecks()
	if err := tryWrite(ctx, path); err != nil {
		t.Fatal(err)
	}
	if n := store.FullChecks() - before; n != 0 {
		t.Fatalf("%d full checks on a ledger stamped sound, want 0", n)
	}
	// Another program's write, here a byte of padding appended, is not
	// stamped: the next write checks the whole file.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(make([]byte, 4096))
	f.Close()
	before = store.FullChecks()
	db, err = store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Append(ctx, 2, store.Append{ExpectSeq: 20, Kind: "hand"}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if n := store.FullChecks() - before; n != 1 {
		t.Fatalf("%d full checks after another program wrote, want 1", n)
	}
}

// Damage written in place, with the modification time put back as it was
// (touch -r), is still refused before any write: the change time moved.
func TestStamp_DamageBehindTouchIsRefused(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "ledger.db")
	// A ledger stamped sound: the damage ledger, checked whole by
	// chuche-ref (its stamp after a close is the test above's).
	copyTenByTwenty(t, path)
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.CheckLedger(ctx); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".verified"); err != nil {
		t.Fatalf("no stamp after a full check: %v", err)
	}
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	// A page whose damage only the whole check sees: with the stamp
	// trusted, a write would go through it (tried on a copy).
	pages, offsets, _ := btreeHeaders(t, good)
	scratch := filepath.Join(t.TempDir(), "ledger.db")
	var page, off int
	for i, p := range pages {
		damaged := append([]byte(nil), good...)
		damaged[offsets[i]] ^= 0xff
		if p <= 1 || !integrityFails(t, dir, damaged) {
			continue
		}
		os.Remove(scratch + ".verified")
		if err := os.WriteFile(scratch, damaged, 0o644); err != nil {
			t.Fatal(err)
		}
		store.StampAsSound(scratch)
		if tryWrite(ctx, scratch) == nil {
			page, off = p, offsets[i]
			break
		}
	}
	if page == 0 {
		t.Fatal("no page whose damage only the whole check sees")
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt([]byte{good[off] ^ 0xff}, int64(off)); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := os.Chtimes(path, info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
	// The refusal must come from the whole check the moved change time
	// asks for: the write's own reads may meet the damaged page too, and
	// would refuse it with the stamp still trusted.
	before := store.FullChecks()
	err = tryWrite(ctx, path)
	wantKind(t, err, fault.Corrupt)
	if store.FullChecks() == before {
		t.Error("no full check of a ledger whose change time moved")
	}
	after, _ := os.ReadFile(path)
	if string(after[off]) == string(good[off]) {
		t.Fatal("the damage is gone: the refused write changed the file")
	}
}
