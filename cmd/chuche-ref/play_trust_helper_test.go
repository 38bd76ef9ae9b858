package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/draftstore"
	"github.com/chuche-ref/chuche-ref/store"
)

// trustTable is a ledger and a state folder of its own, for the tests
// that try to make play record what nobody confirmed.
type trustTable struct {
	*ptyTable
	db, state string
}

func newTrustTable(t *testing.T, bin string) *trustTable {
	tb := newPTYTable(t, bin)
	state := filepath.Join(t.TempDir(), "state")
	tb.env = append(tb.env, "XDG_STATE_HOME="+state)
	var db string
	for _, kv := range tb.env {
		if v, ok := strings.CutPrefix(kv, "CHUCHE_REF_DB="); ok {
			db = v
		}
	}
	return &trustTable{ptyTable: tb, db: db, state: state}
}

// draftPath is where the draft of game is kept for the ledger as it is now.
func (tb *trustTable) draftPath(game int) string {
	tb.t.Helper()
	ctx := context.Background()
	db, err := store.OpenReadOnly(ctx, tb.db)
	if err != nil {
		tb.t.Fatal(err)
	}
	defer db.Close()
	id, err := db.Identity(ctx)
	if err != nil {
		tb.t.Fatal(err)
	}
	dir, err := draftstore.For(tb.state, id)
	if err != nil {
		tb.t.Fatal(err)
	}
	return filepath.Join(dir.Path(), strconv.Itoa(game)+".json")
}

// writeDraft puts a draft file where play keeps the game's draft.
func (tb *trustTable) writeDraft(game int, body string) string {
	tb.t.Helper()
	path := tb.draftPath(game)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		tb.t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		tb.t.Fatal(err)
	}
	return path
}

// entries checks game 1 holds exactly what confirmed records in a fresh
// ledger.
func (tb *trustTable) entries(confirmed ...[]string) {
	tb.t.Helper()
	wantLedgerOf(tb.t, tb.db, confirmed...)
}

// accessibleRun is play --accessible with its answers written as the
// test goes, so another terminal can write between two of them.
type accessibleRun struct {
	t    *testing.T
	cmd  *exec.Cmd
	in   io.WriteCloser
	mu   sync.Mutex
	out  bytes.Buffer
	seen int
	done chan struct{}
}

func (tb *trustTable) accessible(args ...string) *accessibleRun {
	tb.t.Helper()
	cmd := exec.Command(tb.bin, append([]string{"play", "--accessible"}, args...)...)
	cmd.Env = tb.env
	in, err := cmd.StdinPipe()
	if err != nil {
		tb.t.Fatal(err)
	}
	r := &accessibleRun{t: tb.t, cmd: cmd, in: in, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = (*lockedWriter)(r), (*lockedWriter)(r)
	if err := cmd.Start(); err != nil {
		tb.t.Fatal(err)
	}
	go func() { cmd.Wait(); close(r.done) }()
	tb.t.Cleanup(func() {
		select {
		case <-r.done:
		default:
			cmd.Process.Kill()
			<-r.done
		}
	})
	return r
}

type lockedWriter accessibleRun

func (w *lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.out.Write(p)
}

func (r *accessibleRun) text() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.out.String()
}

// expect waits until want is written after what was matched before.
func (r *accessibleRun) expect(want string) {
	r.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		s := r.text()
		if i := strings.Index(s[r.seen:], want); i >= 0 {
			r.seen += i + len(want)
			return
		}
		select {
		case <-r.done:
			if s := r.text(); strings.Contains(s[r.seen:], want) {
				continue
			}
			r.t.Fatalf("play ended without %q; it wrote:\n%s", want, r.text())
		default:
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("no %q; play wrote:\n%s", want, r.text())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// answer writes lines of answers.
func (r *accessibleRun) answer(lines ...string) {
	r.t.Helper()
	if _, err := io.WriteString(r.in, strings.Join(lines, "\n")+"\n"); err != nil {
		r.t.Fatal(err)
	}
}

// end closes the input and waits for play to exit with code.
func (r *accessibleRun) end(code int) string {
	r.t.Helper()
	r.in.Close()
	return r.wait(code)
}

func (r *accessibleRun) wait(code int) string {
	r.t.Helper()
	select {
	case <-r.done:
	case <-time.After(15 * time.Second):
		r.t.Fatalf("play did not end; it wrote:\n%s", r.text())
	}
	if got := r.cmd.ProcessState.ExitCode(); got != code {
		r.t.Errorf("exit %d, want %d; play wrote:\n%s", got, code, r.text())
	}
	out := r.text()
	if strings.ContainsAny(out, "\x1b\x07") {
		r.t.Errorf("a control character reached the output:\n%q", out)
	}
	return out
}

func (r *accessibleRun) signal(sig syscall.Signal) {
	r.t.Helper()
	if err := r.cmd.Process.Signal(sig); err != nil {
		r.t.Fatal(err)
	}
}
