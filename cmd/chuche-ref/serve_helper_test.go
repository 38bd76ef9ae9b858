package main

import (
	"bufio"
	"bytes"
	"io"
	"net/url"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// servingProcess is a real `chuche-ref serve` running on a free port.
type servingProcess struct {
	cmd    *exec.Cmd
	url    string // the first line it printed
	base   string // scheme://host:port
	key    string
	stderr *lockedBuffer
	done   chan struct{}
}

// startServe runs chuche-ref serve with args and waits for its address;
// the test's end stops it with SIGTERM and checks it exits 0.
func startServe(t *testing.T, bin *chucheRefBinary, env []string, args ...string) *servingProcess {
	t.Helper()
	cmd := exec.Command(bin.path, append([]string{"serve"}, args...)...)
	cmd.Env = append(append([]string{}, bin.env...), env...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p := &servingProcess{cmd: cmd, stderr: &lockedBuffer{}, done: make(chan struct{})}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	first := make(chan string, 1)
	go func() {
		br := bufio.NewReader(stdout)
		line, _ := br.ReadString('\n')
		first <- strings.TrimSpace(line)
		io.Copy(io.Discard, br)
	}()
	go func() { cmd.Wait(); close(p.done) }()
	select {
	case p.url = <-first:
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("serve printed no address within 30 s; stderr:\n%s", p.stderr)
	}
	u, err := url.Parse(p.url)
	if err != nil || u.Scheme != "http" || u.Query().Get("key") == "" {
		cmd.Process.Kill()
		t.Fatalf("first line %q is not http://HOST:PORT/?key=KEY; stderr:\n%s", p.url, p.stderr)
	}
	p.base, p.key = u.Scheme+"://"+u.Host, u.Query().Get("key")
	t.Cleanup(func() { p.stop(t, syscall.SIGTERM) })
	return p
}

// stop signals the server and checks that it exits 0 soon.
func (p *servingProcess) stop(t *testing.T, sig syscall.Signal) {
	t.Helper()
	select {
	case <-p.done:
		return // already stopped (and checked)
	default:
	}
	p.cmd.Process.Signal(sig)
	select {
	case <-p.done:
	case <-time.After(15 * time.Second):
		p.cmd.Process.Kill()
		<-p.done
		t.Errorf("serve did not stop within 15 s of %v", sig)
		return
	}
	if code := p.cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("serve exited %d after %v, want 0; stderr:\n%s", code, sig, p.stderr)
	}
}

// get fetches path with the key as a Bearer header.
func (p *servingProcess) get(t *testing.T, path string) (int, string) {
	t.Helper()
	code, _, body := getDoc(t, p, path)
	return code, body
}

// lockedBuffer collects a process's stderr while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
