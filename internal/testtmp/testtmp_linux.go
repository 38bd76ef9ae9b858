package testtmp

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

const (
	memory     = "/dev/shm"
	tmpfsMagic = 0x01021994 // statfs f_type of tmpfs
	minFree    = 1 << 30    // room the tests may take
	prefix     = "chuche-ref-test-"
)

// Run runs m's tests with TMPDIR in a folder of their own on the memory
// file system, when there is one and TMPDIR is not set, and removes the
// folder after them; folders left by test binaries that were killed are
// removed first.
func Run(m *testing.M) int {
	if os.Getenv("TMPDIR") != "" || !roomy(memory) {
		return m.Run()
	}
	removeOrphans()
	dir, err := os.MkdirTemp(memory, prefix+strconv.Itoa(os.Getpid())+"-")
	if err != nil {
		return m.Run()
	}
	defer os.RemoveAll(dir)
	os.Setenv("TMPDIR", dir)
	return m.Run()
}

func roomy(dir string) bool {
	var st syscall.Statfs_t
	if syscall.Statfs(dir, &st) != nil || st.Type != tmpfsMagic {
		return false
	}
	if syscall.Access(dir, 2 /* W_OK */) != nil {
		return false
	}
	return st.Bavail*uint64(st.Bsize) >= minFree
}

// removeOrphans removes the folders of test binaries no longer running:
// each is named for its process.
func removeOrphans() {
	dirs, _ := filepath.Glob(filepath.Join(memory, prefix+"*"))
	for _, d := range dirs {
		pid, _, _ := strings.Cut(strings.TrimPrefix(filepath.Base(d), prefix), "-")
		n, err := strconv.Atoi(pid)
		if err != nil || n <= 0 {
			continue
		}
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", n)); os.IsNotExist(err) {
			os.RemoveAll(d)
		}
	}
}
