package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// serve --wait starts before the evening's first `new`: the pages have an
// empty ledger to show ("waiting for the first game") and the ledger is
// not created; once `new` has made it, the stream says a game came and the
// API has it. Without --wait a ledger named with --db that is not there is
// still an error: most likely a typo.
func TestServe_WaitsForTheFirstGame(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	ledger := filepath.Join(t.TempDir(), "club", "ledger.db")
	r := bin.run(t, "--db", ledger, "serve", "--addr", "127.0.0.1:0")
	if r.code != 3 || !strings.Contains(r.stderr, "no ledger at") {
		t.Errorf("serve with a --db that is not there: exit %d, stderr %q; want 3, no ledger at", r.code, r.stderr)
	}

	p := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0", "--wait")
	waitFor(t, func() bool { return strings.Contains(p.stderr.String(), "Ctrl-C") })
	if !strings.Contains(p.stderr.String(), "no ledger at "+ledger+" yet") {
		t.Errorf("stderr %q: want it to say the ledger is still to come", p.stderr)
	}
	if status, body := p.get(t, "/api/games"); status != 200 || body != "[]\n" {
		t.Errorf("/api/games before the ledger: %d %q; want an empty list", status, body)
	}
	if status, _ := p.get(t, "/api/games/1/standings"); status != 404 {
		t.Errorf("a game before the ledger: %d, want 404", status)
	}
	if status, body := p.get(t, "/"); status != 200 || !strings.Contains(body, "Waiting for the first game") {
		t.Errorf("the index before the ledger: %d; want the page that waits for the first game", status)
	}
	stream := openEvents(t, p, "")
	if ready := stream.next(t); ready.name != "ready" || ready.id != "0" {
		t.Errorf("first event %+v: want ready at 0", ready)
	}
	if _, err := os.Stat(filepath.Dir(ledger)); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("serve --wait made the ledger's folder: %v", err)
	}

	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben", "--name", "mesa-1")
	if ev := stream.next(t); ev.name != "games" || !strings.Contains(ev.data, `"game":1`) {
		t.Errorf("after new: %+v; want a games event for game 1", ev)
	}
	if status, body := p.get(t, "/api/games"); status != 200 || !strings.Contains(body, `"name": "mesa-1"`) {
		t.Errorf("/api/games after new: %d %s", status, body)
	}
	bin.mustRun(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Ana", "--hand", "Ana="+cleanHand, "--points", "Ben=12")
	if ev := stream.next(t); ev.name != "standings" || !strings.Contains(ev.data, `"name":"mesa-1"`) {
		t.Errorf("after a round: %+v; want mesa-1's standings", ev)
	}
}

// The key's ways in: --key-file (its first line) and the environment are
// the quiet ones; --key works but warns that ps shows it to every user.
func TestServe_KeyFileAndTheKeyFlagsWarning(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	ledger := clubLedger(t, bin)
	dir := t.TempDir()
	file := filepath.Join(dir, "serve.key")
	os.WriteFile(file, []byte("club-file-key-2026\nsecond line ignored\n"), 0o600)

	fromFile := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0", "--key-file", file)
	if fromFile.key != "club-file-key-2026" {
		t.Errorf("--key-file gave the key %q", fromFile.key)
	}
	if status, _ := fromFile.get(t, "/api/games"); status != 200 {
		t.Errorf("with the key from the file: %d", status)
	}
	waitFor(t, func() bool { return strings.Contains(fromFile.stderr.String(), "Ctrl-C") })
	if strings.Contains(fromFile.stderr.String(), "warning") {
		t.Errorf("--key-file warns: %s", fromFile.stderr)
	}
	fromFile.stop(t, syscall.SIGTERM)

	flag := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0", "--key", "club-flag-key")
	waitFor(t, func() bool { return strings.Contains(flag.stderr.String(), "Ctrl-C") })
	if !strings.Contains(flag.stderr.String(), "chuche-ref: warning: every user of this machine can read --key in ps; --key-file FILE or CHUCHE_REF_SERVE_KEY keep it out of sight\n") {
		t.Errorf("--key does not warn:\n%s", flag.stderr)
	}
	flag.stop(t, syscall.SIGTERM)

	os.WriteFile(filepath.Join(dir, "short.key"), []byte("short\n"), 0o600)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--key-file", filepath.Join(dir, "nowhere.key")}, "--key-file " + filepath.Join(dir, "nowhere.key") + ": no such file or directory"},
		{[]string{"--key-file", filepath.Join(dir, "short.key")}, "access key of 5 characters"},
		{[]string{"--key-file", file, "--key", "club-flag-key"}, "--key or --key-file, not both"},
	} {
		r := bin.run(t, append([]string{"--db", ledger, "serve", "--addr", "127.0.0.1:0"}, c.args...)...)
		if r.code != 2 || !strings.HasPrefix(r.stderr, "chuche-ref: ") || !strings.Contains(r.stderr, c.want) {
			t.Errorf("serve %q: exit %d, stderr %q; want 2 and %q", c.args, r.code, r.stderr, c.want)
		}
	}
}
