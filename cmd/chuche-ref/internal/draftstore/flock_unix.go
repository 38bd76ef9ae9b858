//go:build unix

package draftstore

import (
	"errors"
	"os"
	"syscall"
)

// openNonBlocking opens without waiting for a writer: a FIFO opens at
// once and is then refused for what it is.
const openNonBlocking = syscall.O_NONBLOCK

// tryLock takes f's exclusive advisory lock without waiting; held reports
// that another open file description has it (a live session).
func tryLock(f *os.File) (held bool, err error) {
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return true, nil
	}
	return false, err
}
