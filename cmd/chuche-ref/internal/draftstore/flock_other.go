//go:build !unix

package draftstore

import "os"

// openNonBlocking: where there are no FIFOs to wait on, opening never blocks.
const openNonBlocking = 0

// tryLock cannot tell a live session here: the holder named in the file
// (Hold compares hosts) and a takeover are what remain.
func tryLock(*os.File) (held bool, err error) { return false, nil }
