//go:build linux

package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// A round entered into a ledger that cannot be written exits 3 with a
// message that says read-only, and leaves the ledger as it was. Root writes
// files whatever their mode, so as root the ledger is made read-only by a
// read-only mount or the immutable attribute; each way skips where the
// system does not allow it.
func TestReadOnlyLedger(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on mounted file systems")
	}
	bin := chucheRef(t)
	for _, c := range []struct {
		name string
		lock func(t *testing.T, dir, ledger string) (unlock func())
	}{
		{"read-only mount", readOnlyMount},
		{"immutable file", func(t *testing.T, dir, ledger string) func() { return chattrImmutable(t, ledger) }},
		{"read-only folder", func(t *testing.T, dir, ledger string) func() {
			if os.Geteuid() == 0 {
				return chattrImmutable(t, dir)
			}
			return chmod(t, dir, 0o555)
		}},
		{"file mode 0444", func(t *testing.T, dir, ledger string) func() {
			if os.Geteuid() == 0 {
				t.Skip("root writes a file whatever its mode")
			}
			return chmod(t, ledger, 0o444)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			ledger := filepath.Join(dir, "ledger.db")
			game := []string{"--db", ledger, "--game", "club"}
			bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben", "--name", "club")
			bin.mustRun(t, append(game, cutArgs("Ana", "Ben", 10)...)...)
			before := fileSum(t, ledger)

			unlock := c.lock(t, dir, ledger)
			r := bin.run(t, append(game, cutArgs("Ben", "Ana", 10)...)...)
			unlock()
			if r.code != exitLedger || !regexp.MustCompile(`^chuche-ref: .*read-only`).MatchString(r.stderr) {
				t.Errorf("round on a read-only ledger: exit %d, stderr %q; want exit 3 saying read-only", r.code, r.stderr)
			}
			if fileSum(t, ledger) != before {
				t.Error("the read-only ledger changed")
			}
			if names := dirNames(t, dir); len(names) != 1 {
				t.Errorf("left behind beside the ledger: %v", names)
			}
			if got := roundsPlayed(t, bin, ledger, "club"); got != 1 {
				t.Errorf("%d rounds after the refused one, want 1", got)
			}
			t.Logf("%s", strings.TrimSpace(r.stderr))
		})
	}
}

// A round entered when the disk is full exits 3 saying there is no space
// left, whether the disk ran out before the session's -shm file could grow
// or while writing the round; once there is space again nothing is lost,
// nothing is half-written, and rounds go in.
func TestFullDisk(t *testing.T) {
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
	game := []string{"--db", ledger, "--game", "club"}
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben", "--name", "club")
	bin.mustRun(t, append(game, cutArgs("Ana", "Ben", 10)...)...)

	noSpace := regexp.MustCompile(`^chuche-ref: no space left`)
	saved, refused := 1, map[string]int{}
	for _, free := range []int64{0, 8, 16, 24, 32, 40, 48, 64} {
		fillDisk(t, disk, free<<10)
		seats := [2]string{"Ana", "Ben"}
		r := bin.run(t, append(game, cutArgs(seats[saved%2], seats[1-saved%2], 10)...)...)
		if free == 0 && r.code == exitOK {
			// The files SQLite keeps beside the ledger (its write-ahead log,
			// its shared memory) can still hold room for one round on a disk
			// that refuses every other byte: that round went in whole. With
			// that room used, the disk still full, the next must be refused.
			t.Logf("a round fit on the full disk in room SQLite held: %s", dirSizes(t, disk))
			saved++
			r = bin.run(t, append(game, cutArgs(seats[saved%2], seats[1-saved%2], 10)...)...)
		}
		if err := os.Remove(filepath.Join(disk, "fill")); err != nil {
			t.Fatal(err)
		}
		switch {
		case r.code == exitOK:
			saved++
		case r.code == exitLedger && noSpace.MatchString(r.stderr):
			if strings.Contains(r.stderr, "-shm") {
				refused["growing -shm"]++
			} else {
				refused["writing the round"]++
			}
		default:
			t.Errorf("round with %d KB free: exit %d, stderr %q", free, r.code, r.stderr)
		}
		if free == 0 && r.code != exitLedger {
			t.Errorf("round on a full disk: exit %d, want 3", r.code)
		}
		if got := roundsPlayed(t, bin, ledger, "club"); got != saved {
			t.Fatalf("with %d KB free: %d rounds in the ledger, %d saved", free, got, saved)
		}
	}
	checkEntries(t, bin, ledger, "club", saved, nil)

	// A session that is already open when the disk fills gets SQLite's own
	// SQLITE_FULL, translated for the same exit and wording.
	ctx := context.Background()
	db, err := store.Open(ctx, ledger)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	g, err := db.Game(ctx, "club")
	if err != nil {
		t.Fatal(err)
	}
	fillDisk(t, disk, 0)
	_, err = db.Append(ctx, g.ID, store.Append{ExpectSeq: g.Seq, Kind: "note", Payload: []byte(`{"text":"` + strings.Repeat("x", 8<<10) + `"}`)})
	var stderr bytes.Buffer
	if code := exitCode(err, &stderr); fault.StoreOf(err) != fault.IO || code != exitLedger || !noSpace.MatchString(stderr.String()) {
		t.Errorf("append on a full disk: %v (kind %v), exit %d, stderr %q", err, fault.StoreOf(err), code, stderr.String())
	}
	checkIntegrity(t, ledger)
	t.Logf("%d rounds saved; refused: %v; open session: %s", saved, refused, strings.TrimSpace(stderr.String()))
}

// readOnlyMount bind-mounts dir over itself read-only.
func readOnlyMount(t *testing.T, dir, ledger string) func() {
	if err := syscall.Mount(dir, dir, "", syscall.MS_BIND, ""); err != nil {
		t.Skipf("cannot bind-mount here: %v", err)
	}
	unlock := undo(t, func() error { return syscall.Unmount(dir, 0) })
	if err := syscall.Mount("", dir, "", syscall.MS_REMOUNT|syscall.MS_BIND|syscall.MS_RDONLY, ""); err != nil {
		unlock()
		t.Skipf("cannot remount read-only here: %v", err)
	}
	return unlock
}

// chattrImmutable sets the immutable attribute, which even root obeys.
func chattrImmutable(t *testing.T, path string) func() {
	chattr, err := exec.LookPath("chattr")
	if err != nil {
		t.Skip("no chattr")
	}
	if out, err := exec.Command(chattr, "+i", path).CombinedOutput(); err != nil {
		t.Skipf("chattr +i is not allowed here: %v: %s", err, out)
	}
	return undo(t, func() error {
		if out, err := exec.Command(chattr, "-i", path).CombinedOutput(); err != nil {
			return fmt.Errorf("chattr -i %s: %v: %s", path, err, out)
		}
		return nil
	})
}

func chmod(t *testing.T, path string, mode os.FileMode) func() {
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
	return undo(t, func() error { return os.Chmod(path, fi.Mode().Perm()) })
}

// undo returns fn to be called once, by the test or, failing that, when it
// ends: the temporary folder cannot be removed while it is still locked.
func undo(t *testing.T, fn func() error) func() {
	var once sync.Once
	do := func() {
		once.Do(func() {
			if err := fn(); err != nil {
				t.Error(err)
			}
		})
	}
	t.Cleanup(do)
	return do
}

// fillDisk writes a file "fill" that leaves about free bytes of the disk.
// dirSizes lists the files of dir with their sizes, for a test's log.
func dirSizes(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err.Error()
	}
	var out []string
	for _, e := range entries {
		if info, err := e.Info(); err == nil {
			out = append(out, fmt.Sprintf("%s %d", e.Name(), info.Size()))
		}
	}
	return strings.Join(out, ", ")
}

func fillDisk(t *testing.T, disk string, free int64) {
	t.Helper()
	var st syscall.Statfs_t
	if err := syscall.Statfs(disk, &st); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(disk, "fill"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	chunk := make([]byte, 4096)
	left := int64(st.Bavail)*st.Bsize - free
	if free == 0 {
		// Full means a write fails: what statfs counts free is not always
		// all a file can still take, so a full disk is filled until it
		// refuses (within a bound, should it never).
		left += 1 << 20
	}
	for ; left > 0; left -= int64(len(chunk)) {
		if _, err := f.Write(chunk[:min(left, int64(len(chunk)))]); errors.Is(err, syscall.ENOSPC) {
			return
		} else if err != nil {
			t.Fatal(err)
		}
	}
	if free == 0 {
		t.Fatalf("%s took 1 MiB more than statfs said was free and is still not full", disk)
	}
}

func fileSum(t *testing.T, path string) [sha256.Size]byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(data)
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".db.verified") {
			continue // the stamp of the ledger's last sound state, written by the writes before
		}
		names = append(names, e.Name())
	}
	return names
}
