package store_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// TestBackupHelperProcess is not a test: killed backups run it as a child.
// It says "copying" as the backup starts and "done" once Backup has
// returned, so the parent tells a backup that finished from one it killed.
func TestBackupHelperProcess(t *testing.T) {
	src, dest := os.Getenv("CHUCHE_REF_BACKUP_SRC"), os.Getenv("CHUCHE_REF_BACKUP_DEST")
	if src == "" {
		t.Skip("helper process")
	}
	db, err := store.OpenReadOnly(context.Background(), src)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	fmt.Println("copying")
	if err := db.Backup(context.Background(), dest); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	fmt.Println("done")
	os.Exit(0)
}

// Backups into one folder, killed (SIGKILL) at random moments of the copy:
// under a backup's name there is either nothing or the whole copy, never a
// file a command would take for a ledger; and once a backup has finished,
// nothing any killed one wrote (its part, SQLite's journal of it) is left
// in the folder.
func TestBackup_KilledLeavesNoFileUnderItsName(t *testing.T) {
	t.Parallel()
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
	backups := filepath.Join(dir, "backups")
	if err := os.Mkdir(backups, 0o700); err != nil { // backup makes no folders
		t.Fatal(err)
	}
	// The kills are spread over twice the time a backup takes here.
	start := time.Now()
	if err := db.Backup(ctx, filepath.Join(backups, "timed.db")); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	db.Close()

	whole := func(run int, dest string) bool {
		t.Helper()
		if _, err := os.Stat(dest); errors.Is(err, os.ErrNotExist) {
			return false
		}
		copy, err := store.OpenReadOnly(ctx, dest)
		if err != nil {
			t.Fatalf("run %d: the file under the backup's name does not open: %v", run, err)
		}
		entries, err := copy.Entries(ctx, g.ID)
		copy.Close()
		if err != nil || len(entries) != 4000 {
			t.Fatalf("run %d: the backup under its name holds %d entries (%v), want 4000", run, len(entries), err)
		}
		return true
	}
	seed := time.Now().UnixNano()
	rng := rand.New(rand.NewSource(seed))
	var midCopy, inPlace, finished, leftParts int
	// At least 15 runs, more until some were killed mid-copy and left
	// parts for a later backup to remove.
	for run := 0; run < 15 || (midCopy == 0 || leftParts == 0) && run < 60; run++ {
		dest := filepath.Join(backups, fmt.Sprintf("copy-%d.db", run))
		done := killBackup(t, src, dest, time.Duration(rng.Int63n(int64(2*took)+1)))
		copied := whole(run, dest)
		parts := partsIn(t, backups)
		switch {
		case done:
			finished++
			if !copied {
				t.Fatalf("run %d: the backup said it was done and left nothing under its name", run)
			}
			if len(parts) > 0 {
				t.Fatalf("run %d: after a finished backup the folder still holds %v", run, parts)
			}
		case copied:
			inPlace++ // killed after the copy was linked into place
		default:
			midCopy++
		}
		if len(parts) > 0 {
			leftParts++
		}
	}
	// The next backup removes what the killed ones left.
	db = MustOpenPath(t, src)
	if err := db.Backup(ctx, filepath.Join(backups, "last.db")); err != nil {
		t.Fatal(err)
	}
	if parts := partsIn(t, backups); len(parts) > 0 {
		t.Errorf("after the last backup the folder still holds %v", parts)
	}
	t.Logf("seed %d, a backup %v: %d killed while copying, %d killed with the copy in place, %d finished; %d runs left parts for the next backup",
		seed, took.Round(time.Millisecond), midCopy, inPlace, finished, leftParts)
	if midCopy == 0 || leftParts == 0 {
		t.Errorf("no backup was killed while copying or left a part: the kills tested nothing")
	}
}

// killBackup runs a backup of src to dest in a child process and kills it
// after wait from the start of the copy; done is whether the child said
// Backup had returned by then.
func killBackup(t *testing.T, src, dest string, wait time.Duration) (done bool) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestBackupHelperProcess$")
	cmd.Env = append(os.Environ(), "CHUCHE_REF_BACKUP_SRC="+src, "CHUCHE_REF_BACKUP_DEST="+dest)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	said := make(chan string, 2)
	go func() {
		defer close(said)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			said <- sc.Text()
		}
	}()
	if line := <-said; line == "copying" {
		time.Sleep(wait)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	for line := range said {
		done = done || line == "done"
	}
	cmd.Wait()
	if st := cmd.ProcessState; st.Exited() && st.ExitCode() != 0 {
		t.Fatalf("the backup failed (exit %d): %s", st.ExitCode(), stderr.String())
	}
	return done
}

// partsIn lists what backups write in dir besides the copies themselves.
func partsIn(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var parts []string
	for _, e := range entries {
		if name := e.Name(); !strings.HasSuffix(name, ".db") {
			parts = append(parts, name)
		}
	}
	return parts
}

// No output may be the ledger or one of its files, by name
// or through a link. Not parallel: it changes the working folder.
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
		if fault.StoreOf(err) != fault.Invalid {
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
	if err := store.CheckOutputPath(ledger, "out"); fault.StoreOf(err) != fault.Invalid || !strings.Contains(err.Error(), "is a folder") {
		t.Errorf("CheckOutputPath(out/) = %v, want a refusal naming the folder", err)
	}
	before, _ := os.ReadFile(ledger)
	err := db.Backup(context.Background(), "sym.db")
	wantKind(t, err, fault.Invalid)
	err = db.Backup(context.Background(), ledger+"-wal")
	wantKind(t, err, fault.Invalid)
	if after, _ := os.ReadFile(ledger); string(after) != string(before) {
		t.Error("a refused backup changed the ledger")
	}
}

// A backup removes the parts killed backups left in its folder, and only
// those: not the part of a backup still writing there (which holds the
// folder's lock shared, as Backup does), nor anyone else's files.
func TestBackup_RemovesOnlyStaleParts(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	db := MustOpenPath(t, filepath.Join(dir, "ledger.db"))
	mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})
	backups := filepath.Join(dir, "backups")
	os.Mkdir(backups, 0o700)
	stale := []string{".old.db.chuche-ref-part-123", ".old.db.chuche-ref-part-123-journal"}
	others := []string{"notes.txt", ".hidden", "old.db.part-1", ".old.db.chuche-ref-part-x"}
	for _, name := range append(append([]string(nil), stale...), others...) {
		if err := os.WriteFile(filepath.Join(backups, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	exists := func(name string) bool {
		_, err := os.Stat(filepath.Join(backups, name))
		return err == nil
	}

	// Another backup is writing: its lock keeps every part.
	d, err := os.Open(backups)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(d.Fd()), syscall.LOCK_SH); err != nil {
		t.Skipf("no flock here: %v", err)
	}
	if err := db.Backup(ctx, filepath.Join(backups, "a.db")); err != nil {
		t.Fatal(err)
	}
	for _, name := range stale {
		if !exists(name) {
			t.Errorf("%s was removed while another backup held the folder", name)
		}
	}
	d.Close()

	// It has ended: the next backup removes its parts, and nothing else.
	if err := db.Backup(ctx, filepath.Join(backups, "b.db")); err != nil {
		t.Fatal(err)
	}
	for _, name := range stale {
		if exists(name) {
			t.Errorf("%s is still there after a backup with the folder to itself", name)
		}
	}
	for _, name := range append(others, "a.db", "b.db") {
		if !exists(name) {
			t.Errorf("%s was removed", name)
		}
	}
}
