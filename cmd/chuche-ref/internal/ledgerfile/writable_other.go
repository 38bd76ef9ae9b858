//go:build !unix

package ledgerfile

// writable: elsewhere the read-write open itself tells (Open falls back to
// read-only on an i/o error).
func writable(string) bool { return true }
