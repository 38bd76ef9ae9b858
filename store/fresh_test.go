package store

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestFreshImage_MakesTheMigratedLedger: a ledger copied from the fresh
// image is the ledger the schema steps make — the same schema, settings
// and rows, the identity's triggers included — but for an identity of its
// own.
func TestFreshImage_MakesTheMigratedLedger(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	migrated := filepath.Join(dir, "migrated.db")
	if err := touch(migrated); err != nil {
		t.Fatal(err)
	}
	if err := migrateNew(ctx, migrated, latestVersion); err != nil {
		t.Fatal(err)
	}
	image, err := makeImage(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	want := describeLedger(t, migrated)
	ids := map[string]string{want.identity: "migrated"}
	for _, name := range []string{"copy1.db", "copy2.db"} {
		path := filepath.Join(dir, name)
		if err := touch(path); err != nil {
			t.Fatal(err)
		}
		if err := fromImage(ctx, path, image); err != nil {
			t.Fatal(err)
		}
		got := describeLedger(t, path)
		if got.text != want.text {
			t.Errorf("%s differs from the migrated ledger:\n%s", name, lineDiff(want.text, got.text))
		}
		if other, dup := ids[got.identity]; dup {
			t.Errorf("%s has the identity of %s: %s", name, other, got.identity)
		}
		ids[got.identity] = name

		raw := rawOpen(t, path)
		for _, stmt := range []string{`UPDATE ledger_identity SET id = 'x'`, `DELETE FROM ledger_identity`} {
			if _, err := raw.Exec(stmt); err == nil || !strings.Contains(err.Error(), "a ledger keeps its identity") {
				t.Errorf("%s: %s gave %v, want the identity kept", name, stmt, err)
			}
		}
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, ".chuche-ref-fresh-*")); len(leftovers) > 0 {
		t.Errorf("making the image left %v", leftovers)
	}
}

// TestFreshImage_OnlyFromTheSecondLedger: a process's first ledger
// replays the steps and makes no image (a command makes one ledger at
// most); the second is made from the image; a ledger at an older schema
// never is.
func TestFreshImage_OnlyFromTheSecondLedger(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	var f freshImage
	if f.image(ctx, latestVersion-1, dir) != nil {
		t.Error("an image for an older schema")
	}
	if f.image(ctx, latestVersion, dir) != nil {
		t.Error("an image for the first ledger")
	}
	if f.image(ctx, latestVersion, dir) == nil {
		t.Error("no image for the second ledger")
	}
	if f.image(ctx, latestVersion-1, dir) != nil {
		t.Error("an image for an older schema after one was made")
	}
}

// TestFreshImage_LedgersMadeInARowAreWhole: ledgers made one after the
// other by Open — by the steps or from the image, as the process's count
// has it — are the same ledger but for their identities.
func TestFreshImage_LedgersMadeInARowAreWhole(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	var texts []string
	for i := range 3 {
		path := filepath.Join(dir, fmt.Sprintf("l%d.db", i))
		db, err := Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
		texts = append(texts, describeLedger(t, path).text)
	}
	if texts[1] != texts[0] || texts[2] != texts[0] {
		t.Errorf("ledgers made in a row differ:\n%s", lineDiff(texts[0], texts[1]+texts[2]))
	}
}

func touch(path string) error { return os.WriteFile(path, nil, 0o600) }

func rawOpen(t *testing.T, path string) *sql.DB {
	t.Helper()
	raw, err := sql.Open("sqlite", "file:"+path+"?mode=rw")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { raw.Close() })
	return raw
}

// ledgerDescription is what makes two ledgers the same: the schema (by
// name, in any order), the file's settings and every table's rows; the
// identity, which must differ, apart.
type ledgerDescription struct{ text, identity string }

var identityRE = regexp.MustCompile(`^[0-9a-f]{32}$`)

func describeLedger(t *testing.T, path string) ledgerDescription {
	t.Helper()
	raw := rawOpen(t, path)
	var lines []string
	add := func(query string, prefix string) {
		rows, err := raw.Query(query)
		if err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		defer rows.Close()
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, prefix+fmt.Sprint(vals...))
		}
	}
	add(`SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_schema`, "schema ")
	for _, pragma := range []string{"user_version", "application_id", "journal_mode", "page_size", "auto_vacuum", "encoding"} {
		add(`PRAGMA `+pragma, pragma+" ")
	}
	var tables []string
	rows, err := raw.Query(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name <> 'ledger_identity' AND name NOT LIKE 'sqlite_%'`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var name string
		rows.Scan(&name)
		tables = append(tables, name)
	}
	rows.Close()
	for _, table := range tables {
		add(`SELECT * FROM "`+table+`"`, table+" ")
	}
	slices.Sort(lines)
	var id string
	var n int
	if err := raw.QueryRow(`SELECT count(*), max(id) FROM ledger_identity`).Scan(&n, &id); err != nil || n != 1 || !identityRE.MatchString(id) {
		t.Fatalf("%s: the identity is %d rows, %q (%v); want one of 32 hex digits", path, n, id, err)
	}
	return ledgerDescription{text: strings.Join(lines, "\n") + "\n", identity: id}
}

func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var out []string
	for _, l := range w {
		if !slices.Contains(g, l) {
			out = append(out, "- "+l)
		}
	}
	for _, l := range g {
		if !slices.Contains(w, l) {
			out = append(out, "+ "+l)
		}
	}
	return strings.Join(out, "\n")
}
