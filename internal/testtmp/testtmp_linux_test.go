package testtmp

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var tmpdirGiven = os.Getenv("TMPDIR")

func TestMain(m *testing.M) { os.Exit(Run(m)) }

// With no TMPDIR given and a roomy memory file system, the tests' files go
// to a folder of this process's on it.
func TestRun_TempDirIsInMemory(t *testing.T) {
	if tmpdirGiven != "" || !roomy(memory) {
		t.Skip("TMPDIR is given, or /dev/shm is no roomy tmpfs: the default stays")
	}
	dir := t.TempDir()
	want := filepath.Join(memory, prefix+strconv.Itoa(os.Getpid())+"-")
	if !strings.HasPrefix(dir, want) {
		t.Errorf("t.TempDir() = %s, want it under %s*", dir, want)
	}
}

// A folder on a disk is not taken for memory.
func TestRoomy_NotADisk(t *testing.T) {
	if roomy("/") {
		t.Skip("/ is a tmpfs here")
	}
	if roomy("/proc") {
		t.Error("/proc taken for a roomy tmpfs")
	}
}

// The folders of processes that are gone are removed; a running one's is
// kept.
func TestRemoveOrphans(t *testing.T) {
	if !roomy(memory) {
		t.Skip("no roomy tmpfs at /dev/shm")
	}
	gone := filepath.Join(memory, prefix+"999999999-x")
	live := filepath.Join(memory, prefix+strconv.Itoa(os.Getppid())+"-x")
	for _, d := range []string{gone, live} {
		if err := os.MkdirAll(filepath.Join(d, "sub"), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	defer os.RemoveAll(live)
	removeOrphans()
	if _, err := os.Stat(gone); !os.IsNotExist(err) {
		os.RemoveAll(gone)
		t.Errorf("the folder of a process that is gone was kept (%v)", err)
	}
	if _, err := os.Stat(live); err != nil {
		t.Errorf("the folder of a running process was removed: %v", err)
	}
}
