package draftstore

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func testDir(t *testing.T) Dir {
	t.Helper()
	d, err := For(t.TempDir(), "0123abcd-ef")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func me(t *testing.T) Holder {
	return Me(time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC))
}

func TestSaveLoadRemove(t *testing.T) {
	d := testDir(t)
	l, err := d.Hold(7, me(t))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	if _, ok, err := l.Load(); ok || err != nil {
		t.Fatalf("a draft before any was saved: ok %v err %v", ok, err)
	}
	if err := l.Save([]byte(`{"x":1}`)); err != nil {
		t.Fatal(err)
	}
	b, ok, err := l.Load()
	if err != nil || !ok || string(b) != `{"x":1}` {
		t.Fatalf("load: %q %v %v", b, ok, err)
	}
	for _, p := range []string{d.Path(), filepath.Dir(d.Path()), filepath.Dir(filepath.Dir(d.Path()))} {
		info, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if perm := info.Mode().Perm(); perm != 0o700 {
			t.Errorf("%s is %o, want 0700: a draft holds a table's hands", p, perm)
		}
	}
	info, err := os.Stat(d.draftPath(7))
	if err != nil {
		t.Fatal(err)
	}
	if perm := info.Mode().Perm(); perm&0o077 != 0 {
		t.Errorf("the draft is %o, want no access for others", perm)
	}
	if err := l.Remove(); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := l.Load(); ok {
		t.Fatal("the draft is still there after Remove")
	}
	if err := l.Remove(); err != nil {
		t.Fatalf("removing no draft: %v", err)
	}
}

// A folder that was there with wider permissions is tightened.
func TestExistingFolderTightened(t *testing.T) {
	d := testDir(t)
	if err := os.MkdirAll(d.Path(), 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(d.Path(), 0o755)
	l, err := d.Hold(1, me(t))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	info, _ := os.Stat(d.Path())
	if info.Mode().Perm() != 0o700 {
		t.Fatalf("drafts folder %o, want 0700", info.Mode().Perm())
	}
}

// A file where the drafts folder should be fails the save, for root too:
// no permission bit makes a file a folder.
func TestFileWhereTheFolderShouldBe(t *testing.T) {
	state := t.TempDir()
	d, _ := For(state, "abc")
	if err := os.MkdirAll(filepath.Dir(d.Path()), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(d.Path(), []byte("in the way"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Hold(1, me(t)); !errors.Is(err, syscall.ENOTDIR) && !errors.Is(err, syscall.EEXIST) {
		t.Fatalf("Hold with a file in the way: %v", err)
	}
}

// A save that cannot be done is an error, and leaves no temp file behind.
func TestSaveFailsWhenFolderIsGone(t *testing.T) {
	d := testDir(t)
	l, err := d.Hold(1, me(t))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	if err := l.Save([]byte("first")); err != nil {
		t.Fatal(err)
	}
	// Replace the folder by a file: the lock's file is gone with it.
	if err := os.RemoveAll(d.Path()); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(d.Path(), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := l.Save([]byte("second")); err == nil {
		t.Fatal("save succeeded with a file where the folder was")
	}
}

func TestOnlyRegularSmallFilesAreRead(t *testing.T) {
	d := testDir(t)
	l, err := d.Hold(3, me(t))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	path := d.draftPath(3)

	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, _, err := l.Load(); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) {
			t.Fatalf("FIFO: %v, want ErrNotRegular", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("reading a FIFO draft blocked")
	}
	os.Remove(path)

	if err := os.Symlink("/dev/zero", path); err != nil {
		t.Fatal(err)
	}
	if _, _, err := l.Load(); !errors.Is(err, ErrNotRegular) {
		t.Fatalf("/dev/zero: %v, want ErrNotRegular", err)
	}
	os.Remove(path)

	if err := os.WriteFile(path, make([]byte, MaxSize+1), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := l.Load(); !errors.Is(err, ErrTooBig) {
		t.Fatalf("a file over MaxSize: %v, want ErrTooBig", err)
	}
	if err := os.WriteFile(path, make([]byte, MaxSize), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, ok, err := l.Load(); err != nil || !ok || len(b) != MaxSize {
		t.Fatalf("a file of exactly MaxSize: %d bytes, %v %v", len(b), ok, err)
	}
}

// A second session is told who holds the draft; taking it over makes the
// first one's next save fail, naming the second.
func TestSecondSessionIsToldAndMayTakeOver(t *testing.T) {
	d := testDir(t)
	first := me(t)
	a, err := d.Hold(5, first)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Release()
	if err := a.Save([]byte("ana's hand")); err != nil {
		t.Fatal(err)
	}

	second := me(t)
	_, err = d.Hold(5, second)
	var held *HeldError
	if !errors.As(err, &held) {
		t.Fatalf("second Hold: %v, want a *HeldError", err)
	}
	if held.Holder.Token != first.Token || held.Holder.PID != os.Getpid() {
		t.Fatalf("held by %+v, want the first session %+v", held.Holder, first)
	}

	b, err := d.TakeOver(5, second)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Release()
	if got, _, _ := b.Load(); string(got) != "ana's hand" {
		t.Fatalf("the taken-over draft reads %q", got)
	}
	err = a.Save([]byte("overwritten"))
	var taken *TakenOverError
	if !errors.As(err, &taken) || taken.Holder.Token != second.Token {
		t.Fatalf("first session's save after the takeover: %v, want a *TakenOverError naming the second", err)
	}
	if err := a.Remove(); !errors.As(err, &taken) {
		t.Fatalf("first session's remove after the takeover: %v", err)
	}
	if got, _, _ := b.Load(); string(got) != "ana's hand" {
		t.Fatalf("the first session changed the draft after the takeover: %q", got)
	}
	// The first session letting go does not remove the second's lock.
	a.Release()
	if _, err := d.Hold(5, me(t)); !errors.As(err, &held) || held.Holder.Token != second.Token {
		t.Fatalf("after the first released: %v, want held by the second", err)
	}
}

// A lock whose session is gone (its flock went with the process) is taken
// at once; the draft it kept is still there.
func TestLockOfAGoneSessionIsTaken(t *testing.T) {
	d := testDir(t)
	a, err := d.Hold(2, me(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Save([]byte("kept")); err != nil {
		t.Fatal(err)
	}
	a.f.Close() // as a killed process's descriptors close: the file stays
	b, err := d.Hold(2, me(t))
	if err != nil {
		t.Fatalf("Hold after the holder is gone: %v", err)
	}
	defer b.Release()
	if got, _, _ := b.Load(); string(got) != "kept" {
		t.Fatalf("draft %q", got)
	}
}

// A lock of another host cannot be known to be stale: it is held until the
// table takes it over.
func TestLockOfAnotherHostIsHeld(t *testing.T) {
	d := testDir(t)
	if err := d.ensure(); err != nil {
		t.Fatal(err)
	}
	other := Holder{Host: "the-other-laptop", PID: 4242, Since: time.Now().UTC().Truncate(time.Second), Token: "x"}
	b, _ := json.Marshal(other)
	if err := os.WriteFile(d.lockPath(9), b, 0o600); err != nil {
		t.Fatal(err)
	}
	var held *HeldError
	if _, err := d.Hold(9, me(t)); !errors.As(err, &held) || held.Holder.Host != "the-other-laptop" {
		t.Fatalf("Hold: %v, want held by the other laptop", err)
	}
	l, err := d.TakeOver(9, me(t))
	if err != nil {
		t.Fatal(err)
	}
	l.Release()
	if _, err := os.Stat(d.lockPath(9)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the lock file stays after Release: %v", err)
	}
}

func TestForRefusesIdentitiesThatArePaths(t *testing.T) {
	for _, id := range []string{"", "../etc", "a/b", "x y", strings.Repeat("a", 65)} {
		if _, err := For("/state", id); err == nil {
			t.Errorf("For(%q) accepted", id)
		}
	}
	d, err := For("/state", "9f86d081-884c")
	if err != nil || d.Path() != "/state/chuche-ref/drafts/9f86d081-884c" {
		t.Fatalf("For: %q %v", d.Path(), err)
	}
}

func TestStateHome(t *testing.T) {
	env := func(m map[string]string) func(string) (string, bool) {
		return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
	}
	cases := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"XDG_STATE_HOME": "/x/state", "HOME": "/home/ana"}, "/x/state"},
		{map[string]string{"XDG_STATE_HOME": "relative", "HOME": "/home/ana"}, "/home/ana/.local/state"},
		{map[string]string{"HOME": "/home/ana"}, "/home/ana/.local/state"},
	}
	for _, c := range cases {
		if got, err := StateHome(env(c.env)); err != nil || got != c.want {
			t.Errorf("StateHome(%v) = %q, %v; want %q", c.env, got, err, c.want)
		}
	}
}
