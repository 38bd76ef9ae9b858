// Package draftstore keeps play's drafts on disk: what a table typed for an
// entry it has not confirmed yet, kept when play stops half-way so that the
// next play of the game can offer it again.
//
// A draft is user state, not ledger data, so it lives under the user's state
// folder ($XDG_STATE_HOME/chuche-ref/drafts/<ledger id>/, 0700), keyed by the
// ledger's identity rather than its path: a new ledger created where an old
// one was is never offered the old one's drafts, and the same ledger reached
// through a symlink finds its own.
//
// One draft per game, held by one session at a time, as an editor holds a
// swap file: the session that plays a game takes the game's lock (a small
// file naming host, pid and since when, kept under an advisory flock while
// the session lives). A second session is told who holds it and may take it
// over; the first then finds, when it next saves, that the draft is no longer
// its own, and says so instead of overwriting the other session's.
//
// Drafts are written atomically (a temp file in the same folder, synced, then
// renamed over the old one). Only a regular file of at most MaxSize bytes is
// read: a FIFO, a device or a huge file under a draft's name is refused
// without blocking or reading it. The package knows nothing of what a draft
// holds; play encodes and decodes it.
package draftstore
