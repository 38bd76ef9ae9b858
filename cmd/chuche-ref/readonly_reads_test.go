//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A ledger that cannot be written can still be read,
// exported and backed up — every reading command opens it read-only. The
// ledger is a 0444 file in a read-only folder (as root, which writes
// whatever the mode says, the folder is made immutable), or an immutable
// file; it is left byte for byte as it was.
func TestReadingCommandsOnAReadOnlyLedger(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref as processes of its own")
	}
	bin := chucheRef(t)
	for _, c := range []struct {
		name string
		lock func(t *testing.T, dir, ledger string) (unlock func())
		// companions: SQLite's readers may leave their -wal and -shm
		// files beside a read-only ledger in a folder they can write.
		companions bool
	}{
		{"0444 file in a read-only folder", func(t *testing.T, dir, ledger string) func() {
			file := chmod(t, ledger, 0o444)
			var folder func()
			if os.Geteuid() == 0 {
				folder = chattrImmutable(t, dir)
			} else {
				folder = chmod(t, dir, 0o555)
			}
			return func() { folder(); file() }
		}, false},
		{"immutable file", func(t *testing.T, dir, ledger string) func() { return chattrImmutable(t, ledger) }, true},
		{"read-only mount", readOnlyMount, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			ledger := filepath.Join(dir, "ledger.db")
			db := []string{"--db", ledger}
			bin.mustRun(t, append(db, "new", "chuche", "--players", "Dani,Eva", "--name", "ch")...)
			bin.mustRun(t, append(db, "new", "chinchon", "--players", "Ana,Ben", "--name", "club")...)
			bin.mustRun(t, append(db, append([]string{"--game", "club"}, cutArgs("Ana", "Ben", 10)...)...)...)
			before := fileSum(t, ledger)
			out := t.TempDir()

			unlock := c.lock(t, dir, ledger)
			defer unlock()
			for _, args := range [][]string{
				{"games"}, {"players"}, {"standings"}, {"history"}, {"stats"}, {"stats", "Ana"},
				{"export"}, {"export", "--all", "--format", "csv"}, {"export", "--all", "-o", filepath.Join(out, "all.json")},
				{"--game", "ch", "table"}, {"rules"}, {"check", "ledger"}, {"backup", filepath.Join(out, "copy.db")},
				{"--json", "standings"},
			} {
				r := bin.runIn(append(db, args...)...)
				if r.code != exitOK || r.stdout == "" {
					t.Errorf("%s on a read-only ledger: exit %d, stdout %q, stderr %q; want it read", strings.Join(args, " "), r.code, r.stdout, r.stderr)
				}
			}
			if r := bin.runIn(append(db, cutArgs("Ben", "Ana", 10)...)...); r.code != exitLedger {
				t.Errorf("a round on the read-only ledger: exit %d, want 3", r.code)
			}
			unlock()
			if fileSum(t, ledger) != before {
				t.Error("the read-only ledger changed")
			}
			if names := dirNames(t, dir); len(names) != 1 && !c.companions {
				t.Errorf("left behind beside the ledger: %v", names)
			}
		})
	}
}

// A ledger on a full disk can still be read and exported
// (the export to another disk); only writes get the exit-3 message.
func TestReadingCommandsOnAFullDisk(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a small tmpfs")
	}
	bin := chucheRef(t)
	disk := t.TempDir()
	if err := syscall.Mount("tmpfs", disk, "tmpfs", 0, "size=512k"); err != nil {
		t.Skipf("cannot mount a small tmpfs here: %v", err)
	}
	// Detached rather than unmounted: a child of a test running beside
	// this one can hold the mount busy for a moment, and TempDir's
	// removal must not fail for it.
	t.Cleanup(func() { syscall.Unmount(disk, syscall.MNT_DETACH) })
	ledger := filepath.Join(disk, "ledger.db")
	db := []string{"--db", ledger}
	bin.mustRun(t, append(db, "new", "chinchon", "--players", "Ana,Ben", "--name", "club")...)
	bin.mustRun(t, append(db, cutArgs("Ana", "Ben", 10)...)...)
	before := fileSum(t, ledger)
	out := t.TempDir()

	fillDisk(t, disk, 0)
	for _, args := range [][]string{
		{"games"}, {"players"}, {"standings"}, {"history"}, {"stats"}, {"rules"},
		{"export", "--all", "-o", filepath.Join(out, "all.json")}, {"backup", filepath.Join(out, "copy.db")},
	} {
		if r := bin.runIn(append(db, args...)...); r.code != exitOK || r.stdout == "" {
			t.Errorf("%s on a full disk: exit %d, stdout %q, stderr %q; want it read", strings.Join(args, " "), r.code, r.stdout, r.stderr)
		}
	}
	if r := bin.runIn(append(db, cutArgs("Ben", "Ana", 10)...)...); r.code != exitLedger {
		t.Errorf("a round on a full disk: exit %d, want 3", r.code)
	}
	if err := os.Remove(filepath.Join(disk, "fill")); err != nil {
		t.Fatal(err)
	}
	if fileSum(t, ledger) != before {
		t.Error("the ledger on the full disk changed")
	}
}
