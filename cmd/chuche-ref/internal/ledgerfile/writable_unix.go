//go:build unix

package ledgerfile

import "golang.org/x/sys/unix"

// writable reports whether this process may write the file: not a 0444
// file (to anyone but root), an immutable one, or one on a read-only
// mount. A ledger opened read-write on a file that is not writable would
// leave its -wal and -shm files behind; a read-only open needs none of
// them where the folder is read-only too.
func writable(path string) bool { return unix.Access(path, unix.W_OK) == nil }
