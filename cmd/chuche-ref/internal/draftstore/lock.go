package draftstore

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Holder is the session that holds a game's draft.
type Holder struct {
	Host  string    `json:"host"`
	PID   int       `json:"pid"`
	Since time.Time `json:"since"`
	// Token tells this session's lock from a later one of the same process
	// (a pid is reused; a test runs many sessions in one process).
	Token string `json:"token"`
}

// Me is the holder this process is, from now.
func Me(now time.Time) Holder {
	host, _ := os.Hostname()
	var t [8]byte
	rand.Read(t[:])
	return Holder{Host: host, PID: os.Getpid(), Since: now.UTC().Truncate(time.Second), Token: hex.EncodeToString(t[:])}
}

// HeldError is a game's draft held by another session that is still
// there — or, on another host, one nobody here can tell is gone.
type HeldError struct {
	Holder Holder
}

func (e *HeldError) Error() string {
	return fault.M("the draft is held by the session of pid %d on %s since %s", e.Holder.PID, e.Holder.Host, e.Holder.Since.Format(time.RFC3339)).String()
}

// TakenOverError is a lock another session took over since it was taken:
// this session's draft is no longer its own to write.
type TakenOverError struct {
	Holder Holder // the session holding it now; zero when the lock is gone
}

func (e *TakenOverError) Error() string {
	if e.Holder.PID == 0 {
		return fault.M("the draft's lock was removed by another session").String()
	}
	return fault.M("the draft was taken over by the session of pid %d on %s at %s", e.Holder.PID, e.Holder.Host, e.Holder.Since.Format(time.RFC3339)).String()
}

// Lock is one session's hold on one game's draft: while it is held, only
// this session writes the draft.
type Lock struct {
	dir    Dir
	game   int64
	f      *os.File // the lock file, under an exclusive flock
	holder Holder
}

// Hold takes the draft of game for the session me. A lock left by a session
// that is gone (its flock went with it) is taken at once; one still held, or
// one of another host, is a *HeldError naming its holder: the caller may
// TakeOver.
func (d Dir) Hold(game int64, me Holder) (*Lock, error) {
	if err := d.ensure(); err != nil {
		return nil, err
	}
	path := d.lockPath(game)
	for range 5 { // a takeover may replace the file between open and flock
		f, err := openRegular(path, os.O_RDWR|os.O_CREATE)
		if err != nil {
			return nil, err
		}
		held, err := tryLock(f)
		if err != nil || held {
			h, _ := readHolder(f)
			f.Close()
			if held {
				return nil, &HeldError{Holder: h}
			}
			return nil, err
		}
		if !sameFile(f, path) {
			f.Close()
			continue
		}
		if h, err := readHolder(f); err == nil && h.Host != "" && h.Host != me.Host {
			// flock says nothing of a session on another machine sharing
			// this folder: only the table can say it is gone.
			f.Close()
			return nil, &HeldError{Holder: h}
		}
		l := &Lock{dir: d, game: game, f: f, holder: me}
		if err := l.writeHolder(); err != nil {
			f.Close()
			return nil, err
		}
		return l, nil
	}
	return nil, fault.Internalf("the draft's lock kept changing while it was taken")
}

// TakeOver takes the draft of game from whichever session holds it: a new
// lock file replaces the old one, so the old holder finds, at its next
// save, that the draft is no longer its own.
func (d Dir) TakeOver(game int64, me Holder) (*Lock, error) {
	if err := d.ensure(); err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(d.path, ".lock-*")
	if err != nil {
		return nil, err
	}
	tmp := f.Name()
	if held, err := tryLock(f); err != nil || held {
		f.Close()
		os.Remove(tmp)
		return nil, errors.Join(err, fault.Internalf("a new lock file was locked already"))
	}
	l := &Lock{dir: d, game: game, f: f, holder: me}
	if err := l.writeHolder(); err != nil {
		f.Close()
		os.Remove(tmp)
		return nil, err
	}
	if err := os.Rename(tmp, d.lockPath(game)); err != nil {
		f.Close()
		os.Remove(tmp)
		return nil, err
	}
	return l, nil
}

// Holder is the session this lock was taken for.
func (l *Lock) Holder() Holder { return l.holder }

// Check says whether the lock is still this session's: nil, or a
// *TakenOverError naming the session that took it.
func (l *Lock) Check() error {
	if sameFile(l.f, l.dir.lockPath(l.game)) {
		return nil
	}
	var h Holder
	if f, err := openRegular(l.dir.lockPath(l.game), os.O_RDONLY); err == nil {
		h, _ = readHolder(f)
		f.Close()
	}
	return &TakenOverError{Holder: h}
}

// Load reads the game's draft: (nil, false, nil) when there is none. A name
// that holds no regular file, or one too big, is an error (ErrNotRegular,
// ErrTooBig), never read.
func (l *Lock) Load() ([]byte, bool, error) {
	return readSmall(l.dir.draftPath(l.game))
}

// Save writes the draft atomically and to the disk, if the lock is still
// this session's.
func (l *Lock) Save(b []byte) error { return l.write(b, true) }

// Note writes the draft atomically as Save does, without waiting for the
// disk: what is typed survives the session's process being killed (a
// crash of the machine may lose it), at the cost of a rename per answer,
// so that the prompts keep up with fast typing.
func (l *Lock) Note(b []byte) error { return l.write(b, false) }

func (l *Lock) write(b []byte, synced bool) error {
	if err := l.Check(); err != nil {
		return err
	}
	if len(b) > MaxSize {
		return ErrTooBig
	}
	if err := l.dir.ensure(); err != nil {
		return err
	}
	return writeAtomic(l.dir.draftPath(l.game), b, synced)
}

// Remove forgets the game's draft (recorded, or declined), if the lock is
// still this session's.
func (l *Lock) Remove() error {
	if err := l.Check(); err != nil {
		return err
	}
	err := os.Remove(l.dir.draftPath(l.game))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// Release lets the draft go: the lock file is removed when it is still
// this session's, and the flock ends.
func (l *Lock) Release() {
	if l.f == nil {
		return
	}
	if l.Check() == nil {
		os.Remove(l.dir.lockPath(l.game))
	}
	l.f.Close()
	l.f = nil
}

func (l *Lock) writeHolder() error {
	b, err := json.Marshal(l.holder)
	if err != nil {
		return err
	}
	if err := l.f.Truncate(0); err != nil {
		return err
	}
	if _, err := l.f.WriteAt(append(b, '\n'), 0); err != nil {
		return err
	}
	return l.f.Sync()
}

// readHolder reads the holder a lock file names; an empty or unreadable
// one names nobody.
func readHolder(f *os.File) (Holder, error) {
	var h Holder
	b := make([]byte, 4096)
	n, err := f.ReadAt(b, 0)
	if n == 0 {
		return h, err
	}
	if err := json.Unmarshal(b[:n], &h); err != nil {
		return Holder{}, err
	}
	return h, nil
}

// openRegular opens path without blocking and refuses anything but a
// regular file.
func openRegular(path string, flag int) (*os.File, error) {
	f, err := os.OpenFile(path, flag|openNonBlocking, 0o600)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, ErrNotRegular
	}
	return f, nil
}

// sameFile: path still names the file f is open on.
func sameFile(f *os.File, path string) bool {
	a, err := f.Stat()
	if err != nil {
		return false
	}
	b, err := os.Stat(path)
	return err == nil && os.SameFile(a, b)
}
