package store

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"syscall"
)

// A backup writes its copy under a temporary name, ".DEST" + partInfix +
// digits, beside DEST; SQLite adds that name's -journal while it writes.
// A backup killed (SIGKILL, a power cut) leaves them behind: a hidden file
// as big as the ledger. The next backup into the folder removes them.
//
// Which ones are stale is told by a lock on the folder (flock, which the
// kernel drops with the process that held it, however it ended): every
// backup holds it shared while its files exist, and the one that gets it
// exclusively knows that no other backup is writing there, so every part
// in the folder is left over from one that died.
const partInfix = ".chuche-ref-part-"

var partName = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\..+` + regexp.QuoteMeta(partInfix) + `[0-9]+(-journal|-wal|-shm)?$`)
})

// lockBackupFolder removes the parts that killed backups left in dir, if no
// other backup is writing there, and holds dir shared until unlock is
// called. A folder that cannot be locked (a file system without flock)
// gets neither: unlock is nil.
func lockBackupFolder(dir string) (unlock func()) {
	d, err := os.Open(dir)
	if err != nil {
		return nil
	}
	fd := int(d.Fd())
	if syscall.Flock(fd, syscall.LOCK_EX|syscall.LOCK_NB) == nil {
		cleanStaleParts(dir)
	}
	// Shared: other backups may write beside this one, and none may clean
	// up under it. (Turning the exclusive lock into a shared one is not
	// atomic, but a backup that slips in between finds no part of this one
	// yet.)
	for {
		err = syscall.Flock(fd, syscall.LOCK_SH)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		d.Close()
		return nil
	}
	return func() { d.Close() } // closing the folder drops the lock
}

// cleanStaleParts removes every backup part in dir; the caller holds the
// folder's lock exclusively.
func cleanStaleParts(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if e.Type().IsRegular() && partName().MatchString(e.Name()) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// removePart removes a backup's temporary file and SQLite's files beside it.
func removePart(tmp string) {
	for _, suffix := range []string{"", "-journal", "-wal", "-shm"} {
		os.Remove(tmp + suffix)
	}
}
