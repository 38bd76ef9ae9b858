package boardtest

import (
	"bufio"
	"bytes"
	"errors"
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
	buildDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// binary builds chuche-ref into a temporary folder on first use.
func binary(t *testing.T) *chucheRef {
	t.Helper()
	buildOnce.Do(func() {
		gocmd, err := exec.LookPath("go")
		if err != nil {
			buildErr = errors.New("no go command to build chuche-ref with")
			return
		}
		if buildDir, buildErr = os.MkdirTemp("", "boardtest-"); buildErr != nil {
			return
		}
		exe := filepath.Join(buildDir, "chuche-ref")
		out, err := exec.Command(gocmd, "build", "-o", exe, "github.com/chuche-ref/chuche-ref/cmd/chuche-ref").CombinedOutput()
		if err != nil {
			buildErr = errors.New("go build: " + err.Error() + "\n" + string(out))
			return
		}
		built = &chucheRef{path: exe}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	home := filepath.Join(t.TempDir(), "home")
	return &chucheRef{path: built.path, env: []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + home,
		"XDG_DATA_HOME=" + filepath.Join(home, ".local", "share"),
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"NO_COLOR=1",
	}}
}

// run runs chuche-ref and fails the test unless it exits 0.
func (b *chucheRef) run(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(b.path, args...)
	cmd.Env = b.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chuche-ref %q: %v\n%s%s", args, err, stdout.String(), stderr.String())
	}
	return stdout.String()
}

// cleanHand is a cutter's 7 cards with nothing left over (−10, CN-10).
const cleanHand = "5o 6o 7o 12c 12e 12b 12o"

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
