// Package testtmp puts a test binary's temporary files on a memory file
// system. The ledger's tests make and remove thousands of small files —
// ledgers, their -wal and -shm, stamps, transcripts' folders — and on a
// disk file system (ext4 mounted with discard, as on the two-core machine
// the suite is measured on) finding an inode for each new file and
// discarding each removed one took a fifth to a third of those packages'
// CPU time. The files are real files still: links, renames, byte-range
// locks and the -shm's mmap behave as on a disk. No test here needs fsync
// to reach a disk (the full-disk test mounts a small tmpfs of its own).
//
// A TMPDIR set by whoever runs the tests is left alone, and so is a
// machine without a memory file system at /dev/shm with room to spare.
package testtmp
