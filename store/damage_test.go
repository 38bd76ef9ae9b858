package store_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// buildTenByTwenty writes the damage ledger: 10 games of 20
// hands each, closed so that every page is in the main file.
func buildTenByTwenty(tb testing.TB, path string) {
	tb.Helper()
	db, err := store.Open(context.Background(), path)
	if err != nil {
		tb.Fatal(err)
	}
	db.Now = newClock()
	for g := 0; g < 10; g++ {
		game := mustCreateGame(tb, db, store.NewGame{Name: fmt.Sprintf("Night %d", g+1), Players: []string{"Ana", "Ben", "Cleo"},
			Rules: rawJSON(`{"limit":100,"deck":"spanish-40"}`)})
		for h := 0; h < 20; h++ {
			payload := fmt.Sprintf(`{"cutter":"Ana","hands":{"Ana":"1o 2o 3o 4o 5o 6o 7o","Ben":"1c 2c 3c 4c 5c 6c 7c"},"points":{"Ben":%d,"Cleo":%d}}`, h, 2*h)
			mustAppend(tb, db, game.ID, store.Append{ExpectSeq: h, Kind: "hand", Payload: rawJSON(payload),
				Summary: &store.Summary{Round: h + 1, Players: []store.PlayerSummary{{Name: "Ben", Total: h * h}, {Name: "Cleo", Total: h}}}})
		}
	}
	if err := db.Close(); err != nil {
		tb.Fatal(err)
	}
}

// tenByTwenty holds the damage ledger's bytes once built: the tests that
// damage copies of the file, or write to one, need only the file, not its
// 210 writes again each. (A copy is no file chuche-ref stamped sound: the
// stamp tests make it one with a write and a close, or a full check.)
var tenByTwenty struct {
	sync.Mutex
	file []byte
}

// copyTenByTwenty writes the damage ledger to path.
func copyTenByTwenty(tb testing.TB, path string) {
	tb.Helper()
	tenByTwenty.Lock()
	defer tenByTwenty.Unlock()
	if tenByTwenty.file == nil {
		built := filepath.Join(tb.TempDir(), "ten-by-twenty.db")
		buildTenByTwenty(tb, built)
		file, err := os.ReadFile(built)
		if err != nil {
			tb.Fatal(err)
		}
		tenByTwenty.file = file
	}
	if err := os.WriteFile(path, tenByTwenty.file, 0o600); err != nil {
		tb.Fatal(err)
	}
}

// btreeHeaders finds the b-tree page header of every b-tree page: where it
// starts in the file and how long it is (8 bytes for a leaf, 12 for an
// interior page).
func btreeHeaders(tb testing.TB, file []byte) (pages []int, offsets []int, lengths []int) {
	tb.Helper()
	pageSize := int(binary.BigEndian.Uint16(file[16:]))
	if pageSize == 1 {
		pageSize = 65536
	}
	for pgno := 1; pgno*pageSize <= len(file); pgno++ {
		off := (pgno - 1) * pageSize
		if pgno == 1 {
			off = 100
		}
		switch file[off] {
		case 0x0d, 0x0a:
			pages, offsets, lengths = append(pages, pgno), append(offsets, off), append(lengths, 8)
		case 0x05, 0x02:
			pages, offsets, lengths = append(pages, pgno), append(offsets, off), append(lengths, 12)
		}
	}
	return pages, offsets, lengths
}

// integrityFails runs PRAGMA integrity_check on a throw-away copy.
func integrityFails(tb testing.TB, dir string, data []byte) bool {
	tb.Helper()
	path := filepath.Join(dir, "probe.db")
	for _, s := range []string{"", "-wal", "-shm"} {
		os.Remove(path + s)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		tb.Fatal(err)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		tb.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query("PRAGMA integrity_check")
	if err != nil {
		return true
	}
	defer rows.Close()
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil || line != "ok" {
			return true
		}
	}
	return rows.Err() != nil
}

// The bar: for every page, each byte of its b-tree page
// header flipped on its own in a fresh copy; wherever integrity_check then
// fails, a write is refused as damage and the file is left byte for byte
// as it was.
func TestWrite_RefusedOnEveryDamagedHeader(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	pristine := filepath.Join(dir, "pristine.db")
	copyTenByTwenty(t, pristine)
	good, err := os.ReadFile(pristine)
	if err != nil {
		t.Fatal(err)
	}
	pages, offsets, lengths := btreeHeaders(t, good)
	if len(pages) < 10 {
		t.Fatalf("found only %d b-tree pages in a %d-byte ledger", len(pages), len(good))
	}
	// Each flip is written first: a write refused as damage, the file left
	// as it was, passes whatever integrity_check says, so integrity_check
	// (the bar, run on its own copy) is asked only about the flips whose
	// write went otherwise; those fail the test when it sees damage.
	var refused, failingOtherwise int
	for i, pgno := range pages {
		for b := 0; b < lengths[i]; b++ {
			damaged := bytes.Clone(good)
			damaged[offsets[i]+b] ^= 0xff
			path := filepath.Join(dir, fmt.Sprintf("p%d-b%d.db", pgno, b))
			if err := os.WriteFile(path, damaged, 0o600); err != nil {
				t.Fatal(err)
			}
			werr := tryWrite(ctx, path)
			after, rerr := os.ReadFile(path)
			if rerr != nil {
				t.Fatal(rerr)
			}
			for _, s := range []string{"", "-wal", "-shm"} {
				os.Remove(path + s)
			}
			if werr != nil && fault.StoreOf(werr) == fault.Corrupt && bytes.Equal(after, damaged) {
				refused++
				if !strings.Contains(werr.Error(), "damaged") {
					t.Errorf("page %d byte %d: %q does not say the ledger is damaged", pgno, b, werr)
				}
				continue
			}
			if !integrityFails(t, dir, damaged) {
				continue
			}
			failingOtherwise++
			switch {
			case werr == nil:
				t.Errorf("page %d byte %d: a write into the damaged ledger succeeded", pgno, b)
			case fault.StoreOf(werr) != fault.Corrupt:
				t.Errorf("page %d byte %d: write refused as %v (%v), want corrupt", pgno, b, fault.StoreOf(werr), werr)
			default:
				t.Errorf("page %d byte %d: the refused write changed the file", pgno, b)
			}
		}
	}
	t.Logf("%d b-tree pages, %d header flips refused as damage, %d that integrity_check fails were not", len(pages), refused, failingOtherwise)
	if refused == 0 {
		t.Fatal("no flip was refused as damage: the test checks nothing")
	}
}

// tryWrite opens the ledger and records a hand in the first game.
func tryWrite(ctx context.Context, path string) error {
	db, err := store.Open(ctx, path)
	if err != nil {
		return err
	}
	defer db.Close()
	_, err = db.Append(ctx, 1, store.Append{ExpectSeq: 20, Kind: "hand", Payload: rawJSON(`{"cutter":"Ben"}`)})
	return err
}

// CheckLedger names what is damaged; a sound ledger passes.
func TestCheckLedger(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "ledger.db")
	copyTenByTwenty(t, path)
	db := MustOpenPath(t, path)
	if err := db.CheckLedger(ctx); err != nil {
		t.Fatalf("sound ledger: %v", err)
	}
	db.Close()

	good, _ := os.ReadFile(path)
	pages, offsets, _ := btreeHeaders(t, good)
	damaged := bytes.Clone(good)
	damaged[offsets[len(pages)-1]+3] ^= 0xff // the cell count of the last b-tree page
	bad := filepath.Join(dir, "bad.db")
	if err := os.WriteFile(bad, damaged, 0o600); err != nil {
		t.Fatal(err)
	}
	db2, err := store.OpenReadOnly(ctx, bad)
	if err != nil {
		wantKind(t, err, fault.Corrupt)
		return
	}
	defer db2.Close()
	err = db2.CheckLedger(ctx)
	wantKind(t, err, fault.Corrupt)
	var d *store.Damage
	if !errors.As(err, &d) || len(d.Problems) == 0 {
		t.Fatalf("CheckLedger = %v, want a list of problems", err)
	}
	t.Logf("%s", d.Problems[0])
	if after, _ := os.ReadFile(bad); !bytes.Equal(after, damaged) {
		t.Error("CheckLedger changed the file")
	}
}

// Content damage (a payload that no longer decodes) is named by game and
// entry.
func TestCheckLedger_ContentDamage(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	g := mustCreateGame(t, db, store.NewGame{Name: "Friday", Players: []string{"Ana", "Ben"}})
	mustAppend(t, db, g.ID, store.Append{Kind: "hand", Payload: rawJSON(`{"cutter":"Ana"}`)})
	raw := rawSQLite(t, db.Path())
	defer raw.Close()
	for _, stmt := range []string{`DROP TRIGGER entries_append_only_update`, `UPDATE entries SET payload = '{"cutter":' WHERE seq = 1`} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatal(err)
		}
	}
	err := db.CheckLedger(ctx)
	wantKind(t, err, fault.Corrupt)
	if !strings.Contains(err.Error(), `game #1 "Friday", entry #1`) {
		t.Errorf("CheckLedger = %v, want it to name game #1 entry #1", err)
	}
}
