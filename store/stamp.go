package store

import (
	"fmt"
	"os"
	"path/filepath"
)

// The verified stamp: the state of a ledger's files (fileState: inode,
// size, modification and change time of the file and of its WAL) that a
// chuche-ref last saw sound, kept outside the ledger in <ledger>.verified,
// so that the next process need not read every page again. It is written
// after every commit of a chuche-ref (whose writes were checked before they
// began), after every full check that passed, and after a close that
// folded the WAL back into the file while the state was still one it had
// stamped. Anything else that writes the files — another program, a dd, a
// restore — changes the state, even when it puts the modification time
// back (touch -r cannot set the change time), and the stamp no longer
// matches: the next write runs the full check first. What it cannot see is
// damage that leaves the metadata alone (the disk itself decaying, a write
// to the raw device), which chuche-ref check ledger finds.
func stampPath(ledger string) string { return ledger + ".verified" }

// stampFormat is one line; anything else in the file is no stamp.
const stampFormat = "chuche-ref verified 1 file %d %d %d %d wal %d %d %d %d\n"

func formatStamp(s fileState) string {
	return fmt.Sprintf(stampFormat, s.file.ino, s.file.size, s.file.mtime, s.file.ctime,
		s.wal.ino, s.wal.size, s.wal.mtime, s.wal.ctime)
}

// readStamp is the stamped state, zero when there is none that reads.
func readStamp(ledger string) fileState {
	b, err := os.ReadFile(stampPath(ledger))
	if err != nil || len(b) > 256 {
		return fileState{}
	}
	var s fileState
	n, err := fmt.Sscanf(string(b), stampFormat, &s.file.ino, &s.file.size, &s.file.mtime, &s.file.ctime,
		&s.wal.ino, &s.wal.size, &s.wal.mtime, &s.wal.ctime)
	if err != nil || n != 8 || formatStamp(s) != string(b) {
		return fileState{}
	}
	return s
}

// writeStamp records s as sound. A stamp that cannot be written costs the
// next process a full check, nothing more; a torn one reads as none.
func writeStamp(ledger string, s fileState) {
	if s.file == (fileStamp{}) {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(ledger), "."+filepath.Base(ledger)+".verified-*")
	if err != nil {
		return
	}
	_, werr := tmp.WriteString(formatStamp(s))
	if cerr := tmp.Close(); werr != nil || cerr != nil || os.Rename(tmp.Name(), stampPath(ledger)) != nil {
		os.Remove(tmp.Name())
	}
}

// stamped reports whether the files are in the state last stamped sound.
func stamped(ledger string, state fileState) bool {
	return state.file != (fileStamp{}) && readStamp(ledger) == state
}

// Untouched reports whether nothing but chuche-ref has written the ledger
// since it was last seen sound: on SQLite, its files are in a state a
// chuche-ref stamped (after its own checked writes, or a full check that
// passed); on PostgreSQL, always, as the entries are kept by the server's
// append-only triggers. A command may then trust what chuche-ref wrote
// (the payloads of earlier entries decoded when they were recorded) instead
// of reading it all again; when it is false, something else wrote the
// ledger, and what it reads must be checked as it reads it.
func (db *DB) Untouched() bool {
	if db.eng.kind() != "sqlite" {
		return true
	}
	state := stateOf(db.path)
	db.verify.mu.Lock()
	known := db.verify.known
	db.verify.mu.Unlock()
	return (known != (fileState{}) && known == state) || stamped(db.path, state)
}
