package draftstore

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// MaxSize is the largest draft file read. A draft holds a few lines typed at
// a table; anything bigger was not written by play.
const MaxSize = 1 << 20

// Dir is the folder of one ledger's drafts.
type Dir struct {
	path string
}

// StateHome is the user's state folder: $XDG_STATE_HOME, else
// $HOME/.local/state (the XDG base directory specification).
func StateHome(lookupEnv func(string) (string, bool)) (string, error) {
	if v, ok := lookupEnv("XDG_STATE_HOME"); ok && filepath.IsAbs(v) {
		return v, nil
	}
	home, ok := lookupEnv("HOME")
	if !ok || home == "" {
		var err error
		if home, err = os.UserHomeDir(); err != nil {
			return "", fault.Internalf("no folder for drafts: neither XDG_STATE_HOME nor HOME is set").Because(err)
		}
	}
	return filepath.Join(home, ".local", "state"), nil
}

// For is the drafts folder of the ledger with the given identity under
// stateHome. The identity is the ledger's own (store), a token of hex
// digits and dashes; anything else would make a path of it, and is refused.
func For(stateHome, ledgerID string) (Dir, error) {
	if ledgerID == "" || !isToken(ledgerID) {
		return Dir{}, fault.Internalf("the ledger's identity %q cannot name a drafts folder", ledgerID)
	}
	return Dir{path: filepath.Join(stateHome, "chuche-ref", "drafts", ledgerID)}, nil
}

func isToken(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F' || r == '-') {
			return false
		}
	}
	return len(s) <= 64
}

// Path is the folder, for messages.
func (d Dir) Path() string { return d.path }

func (d Dir) draftPath(game int64) string {
	return filepath.Join(d.path, strconv.FormatInt(game, 10)+".json")
}

func (d Dir) lockPath(game int64) string {
	return filepath.Join(d.path, strconv.FormatInt(game, 10)+".lock")
}

// ensure makes the folder (and the chuche-ref folders above it, all 0700:
// a draft holds a table's hands) or says why it cannot.
func (d Dir) ensure() error {
	if err := os.MkdirAll(d.path, 0o700); err != nil {
		return err
	}
	// MkdirAll leaves folders that existed as they were; the two of ours
	// are tightened, never the user's state folder itself.
	for p, i := d.path, 0; i < 3; p, i = filepath.Dir(p), i+1 {
		if info, err := os.Stat(p); err == nil && info.Mode().Perm()&0o077 != 0 {
			if err := os.Chmod(p, 0o700); err != nil {
				return err
			}
		}
	}
	return nil
}

// ErrNotRegular is a draft name that holds something other than a regular
// file (a FIFO, a device, a folder).
var ErrNotRegular = fault.Internalf("not a regular file")

// ErrTooBig is a draft file over MaxSize.
var ErrTooBig = fault.Internalf("larger than %d bytes", MaxSize)

// ReadRegular reads a file as a draft is read (readSmall): for a draft
// kept elsewhere, as older versions kept them beside the ledger.
func ReadRegular(path string) ([]byte, bool, error) { return readSmall(path) }

// readSmall reads a regular file of at most MaxSize bytes without ever
// blocking on it: opened non-blocking (a FIFO opens at once), checked by
// the descriptor it was opened as (no race with a rename), read through a
// limit. A missing file is (nil, false, nil).
func readSmall(path string) ([]byte, bool, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openNonBlocking, 0)
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, false, err
	}
	if !info.Mode().IsRegular() {
		return nil, true, ErrNotRegular
	}
	if info.Size() > MaxSize {
		return nil, true, ErrTooBig
	}
	b, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, true, err
	}
	if len(b) > MaxSize {
		return nil, true, ErrTooBig
	}
	return b, true, nil
}

// writeAtomic writes b under path so that a reader sees the old file or the
// new one, never half of it: a temp file in the same folder renamed over
// path. synced, the file and then the folder are synced too, so that a
// crash of the machine right after leaves one of the two.
func writeAtomic(path string, b []byte, synced bool) (err error) {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".draft-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(b); err == nil && synced {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return err
	}
	if !synced {
		return nil
	}
	if d, derr := os.Open(dir); derr == nil {
		d.Sync() // best effort: the rename is done either way
		d.Close()
	}
	return nil
}

// Games lists the games that have a draft in the folder, lowest first; a
// folder not made yet has none.
func (d Dir) Games() ([]int64, error) {
	names, err := os.ReadDir(d.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var games []int64
	for _, e := range names {
		id, ok := strings.CutSuffix(e.Name(), ".json")
		if n, err := strconv.ParseInt(id, 10, 64); ok && err == nil && n > 0 && e.Type().IsRegular() {
			games = append(games, n)
		}
	}
	slices.Sort(games)
	return games, nil
}
