package boardtest

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// chucheRef is the real chuche-ref, built once for the package's tests.
type chucheRef struct {
	path string
	env  []string // a clean environment: no CHUCHE_REF_* from the caller
}

var (
	buildOnce sync.Once
	built     *chucheRef
	buildErr  error
	scratch   string // the package's own temporary folder: the binary, the ledgers every test starts from
)

func TestMain(m *testing.M) {
	code := m.Run()
	stopChrome()
	if scratch != "" {
		os.RemoveAll(scratch)
	}
	os.Exit(code)
}

// binary builds chuche-ref on first use.
func binary(t *testing.T) *chucheRef {
	t.Helper()
	buildOnce.Do(func() {
		warmChrome()
		built, buildErr = build()
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	home := filepath.Join(t.TempDir(), "home")
	return &chucheRef{path: built.path, env: cleanEnv(home)}
}

func cleanEnv(home string) []string {
	return []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + home,
		"XDG_DATA_HOME=" + filepath.Join(home, ".local", "share"),
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"NO_COLOR=1",
	}
}

// build builds chuche-ref where the last run of these tests from this
// folder left it (the user's cache folder), so that the go command, which
// leaves an up-to-date binary alone, need not link it again — most of
// what a build costs when nothing changed — and links it into the
// package's scratch folder, where no later build can change it under a
// running test. A lock keeps two runs from building over each other.
func build() (*chucheRef, error) {
	gocmd, err := exec.LookPath("go")
	if err != nil {
		return nil, errors.New("no go command to build chuche-ref with")
	}
	if scratch, err = os.MkdirTemp("", "boardtest-"); err != nil {
		return nil, err
	}
	exe := filepath.Join(scratch, "chuche-ref")
	kept := ""
	if cache, err := os.UserCacheDir(); err == nil {
		here, _ := os.Getwd()
		sum := sha256.Sum256([]byte(here))
		kept = filepath.Join(cache, "chuche-ref-boardtest", hex.EncodeToString(sum[:8]))
		if err := os.MkdirAll(kept, 0o755); err != nil {
			kept = ""
		}
	}
	if kept == "" {
		if out, err := exec.Command(gocmd, "build", "-o", exe, "github.com/chuche-ref/chuche-ref/cmd/chuche-ref").CombinedOutput(); err != nil {
			return nil, errors.New("go build: " + err.Error() + "\n" + string(out))
		}
		return &chucheRef{path: exe}, nil
	}
	lock, err := os.OpenFile(filepath.Join(kept, "lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return nil, err
	}
	defer syscall.Flock(int(lock.Fd()), syscall.LOCK_UN)
	target := filepath.Join(kept, "chuche-ref")
	if out, err := exec.Command(gocmd, "build", "-o", target, "github.com/chuche-ref/chuche-ref/cmd/chuche-ref").CombinedOutput(); err != nil {
		return nil, errors.New("go build: " + err.Error() + "\n" + string(out))
	}
	if err := os.Link(target, exe); err != nil {
		if err := copyFile(target, exe, 0o755); err != nil {
			return nil, err
		}
	}
	return &chucheRef{path: exe}, nil
}

func copyFile(from, to string, mode os.FileMode) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// run runs chuche-ref and fails the test unless it exits 0.
func (b *chucheRef) run(t *testing.T, args ...string) string {
	t.Helper()
	out, err := b.exec(args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// exec runs chuche-ref: its stdout, or an error with all it wrote unless
// it exits 0.
func (b *chucheRef) exec(args ...string) (string, error) {
	cmd := exec.Command(b.path, args...)
	cmd.Env = b.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("chuche-ref %q: %v\n%s%s", args, err, stdout.String(), stderr.String())
	}
	return stdout.String(), nil
}

// cleanHand is a cutter's 7 cards with nothing left over (−10, CN-10).
const cleanHand = "5o 6o 7o 12c 12e 12b 12o"

// quick is the pace (serve --pace) of a test that would otherwise wait out
// the pages' pauses — before a failed load or a dropped stream is tried
// again, before the TV turns to the next tables — a tenth of the times
// docs/cli.md gives. The tests that wait on none of them keep real time.
const quick = "0.1"

// server is a real `chuche-ref serve`.
type server struct {
	cmd    *exec.Cmd
	base   string // http://host:port
	key    string
	stderr *lockedBuffer
	done   chan struct{}
}

// serve starts chuche-ref serve with the key in the environment (the
// quiet way) and waits for its address; the test's end stops it.
func serve(t *testing.T, b *chucheRef, key string, args ...string) *server {
	t.Helper()
	cmd := exec.Command(b.path, append([]string{"serve"}, args...)...)
	cmd.Env = append(append([]string{}, b.env...), "CHUCHE_REF_SERVE_KEY="+key)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	s := &server{cmd: cmd, key: key, stderr: &lockedBuffer{}, done: make(chan struct{})}
	cmd.Stderr = s.stderr
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
	go func() { cmd.Wait(); close(s.done) }()
	var line string
	select {
	case line = <-first:
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("serve printed no address within 30 s; stderr:\n%s", s.stderr)
	}
	u, err := url.Parse(line)
	if err != nil || u.Query().Get("key") != key {
		cmd.Process.Kill()
		t.Fatalf("first line %q is not the address with the key; stderr:\n%s", line, s.stderr)
	}
	s.base = u.Scheme + "://" + u.Host
	t.Cleanup(func() { s.stop(t) })
	return s
}

// port is the port the server listens on.
func (s *server) port() string { return s.base[strings.LastIndex(s.base, ":")+1:] }

// stop ends the server with SIGTERM and checks it exits 0.
func (s *server) stop(t *testing.T) {
	t.Helper()
	select {
	case <-s.done:
		return
	default:
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(15 * time.Second):
		s.cmd.Process.Kill()
		<-s.done
		t.Errorf("serve did not stop within 15 s")
		return
	}
	if code := s.cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("serve exited %d, want 0; stderr:\n%s", code, s.stderr)
	}
}

// get fetches path with the key as a Bearer header.
func (s *server) get(t *testing.T, path string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", s.base+path, nil)
	req.Header.Set("Authorization", "Bearer "+s.key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

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
