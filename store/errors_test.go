package store

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

// translate turns SQLite's own read-only and full errors, produced here by
// a read-only connection and a page limit, into i/o errors in plain words.
func TestTranslate_ReadOnlyAndFull(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	for _, c := range []struct {
		name, query, dsn, want string
	}{
		{"read-only", `INSERT INTO players (name, fold, created_at) VALUES ('Ana', 'ana', '')`, "?mode=ro", "ledger " + path + " is read-only"},
		{"full", `WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 100)
			INSERT INTO players (name, fold, created_at) SELECT 'P' || x, 'p' || x, zeroblob(2000) FROM i`,
			"?_pragma=max_page_count(1)", "no space left to write ledger " + path},
	} {
		t.Run(c.name, func(t *testing.T) {
			raw, err := sql.Open("sqlite", "file:"+path+c.dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer raw.Close()
			_, err = raw.ExecContext(ctx, c.query)
			if err == nil {
				t.Fatal("the write succeeded")
			}
			got := translate(path, err)
			if fault.StoreOf(got) != fault.IO || !strings.HasPrefix(got.Error(), c.want) {
				t.Errorf("translate(%v) = %v (%v), want %s: %q…", err, got, fault.StoreOf(got), fault.IO, c.want)
			}
		})
	}
}

// Open reads the first row of each table, not every page; damage further
// in is reported as KindCorrupt by the read that reaches it.
func TestOpen_DamageFurtherInIsReportedWhenReached(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := db.CreateGame(ctx, NewGame{Kind: "chinchon", Name: "club", Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	payload := json.RawMessage(`{"note":"` + strings.Repeat("x", 1000) + `"}`)
	for seq := range 100 {
		if _, err := db.Append(ctx, g.ID, Append{ExpectSeq: seq, Kind: "note", Payload: payload}); err != nil {
			t.Fatal(err)
		}
	}
	// The rightmost leaf of entries: far from the path Open reads.
	var page, pageSize int64
	if err := db.sql.QueryRowContext(ctx, `SELECT pageno, pgsize FROM dbstat
		WHERE name = 'entries' AND pagetype = 'leaf' ORDER BY path DESC LIMIT 1`).Scan(&page, &pageSize); err != nil {
		t.Skipf("no dbstat to find a page with: %v", err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt(bytes.Repeat([]byte{0x5a}, int(pageSize)), (page-1)*pageSize); err != nil {
		t.Fatal(err)
	}
	f.Close()

	db, err = Open(ctx, path)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer db.Close()
	if _, err := db.Game(ctx, "club"); err != nil {
		t.Errorf("the game's own row is intact, but: %v", err)
	}
	_, err = db.Entries(ctx, g.ID)
	if fault.StoreOf(err) != fault.Corrupt || !strings.Contains(err.Error(), "is damaged") {
		t.Errorf("Entries over a scribbled page: %v (%v), want %v", err, fault.StoreOf(err), fault.Corrupt)
	}
}
