package store_test

import (
	"context"
	"errors"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/store"
)

// TestBackupHelperProcess is not a test: killed backups run it as a child.
func TestBackupHelperProcess(t *testing.T) {
	src, dest := os.Getenv("CHUCHE_REF_BACKUP_SRC"), os.Getenv("CHUCHE_REF_BACKUP_DEST")
	if src == "" {
		t.Skip("helper process")
	}
	db, err := store.OpenReadOnly(context.Background(), src)
	if err != nil {
		os.Exit(3)
	}
	if err := db.Backup(context.Background(), dest); err != nil {
		os.Exit(3)
	}
	os.Exit(0)
}

// A backup killed at any moment leaves either nothing under
// its name or the whole copy; never a file a command would take for an
// empty ledger.
func TestBackup_KilledLeavesNoFileUnderItsName(t *testing.T) {
	if testing.Short() {
		t.Skip("kills real processes")
	}
	ctx := context.Background()
	dir := t.TempDir()
	src := filepath.Join(dir, "ledger.db")
	db := MustOpenPath(t, src)
	g := mustCreateGame(t, db, store.NewGame{Name: "Friday", Players: []string{"Ana", "Ben"}})
	raw := rawSQLite(t, src)
	// Some megabytes of entries, so a backup takes long enough to be killed.
	if _, err := raw.Exec(`WITH RECURSIVE i(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM i WHERE x < 4000)
		INSERT INTO entries (game_id, seq, kind, payload, created_at, ledger_seq)
		SELECT ?, x, 'hand', json_object('pad', hex(randomblob(600))), '2025-01-01T00:00:00.000000000Z', x + 1 FROM i`, g.ID); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	db.Close()

	rng := rand.New(rand.NewSource(1))
	var killed, finished int
	for i := 0; i < 15; i++ {
		dest := filepath.Join(dir, "backups", "copy.db")
		os.RemoveAll(filepath.Dir(dest))
		cmd := exec.Command(os.Args[0], "-test.run=^TestBackupHelperProcess$")
		cmd.Env = append(os.Environ(), "CHUCHE_REF_BACKUP_SRC="+src, "CHUCHE_REF_BACKUP_DEST="+dest)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rng.Intn(500)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		err := cmd.Wait()
		if err == nil {
			finished++
		} else {
			killed++
		}
		if _, err := os.Stat(dest); errors.Is(err, os.ErrNotExist) {
			continue
		}
		// Whatever is under the name is the whole copy.
		copy, err := store.OpenReadOnly(ctx, dest)
		if err != nil {
			t.Fatalf("run %d: the file under the backup's name does not open: %v", i, err)
		}
		entries, err := copy.Entries(ctx, g.ID)
		copy.Close()
		if err != nil || len(entries) != 4000 {
			t.Fatalf("run %d: the backup under its name holds %d entries (%v), want 4000", i, len(entries), err)
		}
		names, _ := os.ReadDir(filepath.Dir(dest))
		for _, n := range names {
			if strings.Contains(n.Name(), ".part-") {
				t.Errorf("run %d: a finished backup left %s", i, n.Name())
			}
		}
	}
	t.Logf("%d backups killed, %d finished", killed, finished)
}

// No output may be the ledger or one of its files, by name
// or through a link.
func TestCheckOutputPath(t *testing.T) {
	dir := t.TempDir()
	ledger := filepath.Join(dir, "l.db")
	db := MustOpenPath(t, ledger)
	mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})
	os.Symlink(ledger, filepath.Join(dir, "sym.db"))
	os.Symlink(ledger+"-wal", filepath.Join(dir, "symwal.json"))
	os.Symlink("l.db-journal", filepath.Join(dir, "dangling.json"))
	os.Link(ledger, filepath.Join(dir, "hard.db"))
	os.Symlink(dir, filepath.Join(dir, "again"))
	wd, _ := os.Getwd()
	os.Chdir(dir)
	t.Cleanup(func() { os.Chdir(wd) })
	for _, out := range []string{ledger, "l.db", "./l.db", ledger + "-wal", "l.db-shm", "l.db-journal",
		"sym.db", "symwal.json", "dangling.json", "hard.db", filepath.Join(dir, "again", "l.db"), filepath.Join("again", "l.db-wal")} {
		err := store.CheckOutputPath(ledger, out)
		if store.KindOf(err) != store.KindInvalid {
			t.Errorf("CheckOutputPath(%s) = %v, want a refusal", out, err)
		}
	}
	for _, out := range []string{"export.json", "l.db.json", filepath.Join(dir, "backup.db")} {
		if err := store.CheckOutputPath(ledger, out); err != nil {
			t.Errorf("CheckOutputPath(%s) = %v", out, err)
		}
	}
	// A folder is no file to write: said as such, not as a failed rename.
	os.Mkdir(filepath.Join(dir, "out"), 0o755)
	if err := store.CheckOutputPath(ledger, "out"); store.KindOf(err) != store.KindInvalid || !strings.Contains(err.Error(), "is a folder") {
		t.Errorf("CheckOutputPath(out/) = %v, want a refusal naming the folder", err)
	}
	before, _ := os.ReadFile(ledger)
	err := db.Backup(context.Background(), "sym.db")
	wantKind(t, err, store.KindInvalid)
	err = db.Backup(context.Background(), ledger+"-wal")
	wantKind(t, err, store.KindInvalid)
	if after, _ := os.ReadFile(ledger); string(after) != string(before) {
		t.Error("a refused backup changed the ledger")
	}
}
