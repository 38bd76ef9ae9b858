package serve

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

const testKey = "table-key-0123"

// running is a Server answering on a real port of 127.0.0.1.
type running struct {
	base   string
	src    *fakeLedger
	srv    *Server
	stop   func()
	served chan error
}

func start(t *testing.T, src *fakeLedger, opts Options) *running {
	t.Helper()
	if opts.Key == "" {
		opts.Key = testKey
	}
	if opts.Poll == 0 {
		opts.Poll = 20 * time.Millisecond
	}
	srv, err := New(src, opts)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &running{base: "http://" + ln.Addr().String(), src: src, srv: srv, stop: cancel, served: make(chan error, 1)}
	go func() { r.served <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-r.served:
			if err != nil {
				t.Errorf("Serve: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Errorf("Serve did not return after its context ended")
		}
	})
	return r
}

// get sends a request with the key as a Bearer header unless key is "-".
func (r *running) do(t *testing.T, method, path, key string, header ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, r.base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if key != "-" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(body)
}

// sse is an open event stream.
type sse struct {
	resp   *http.Response
	events chan sseEvent
}

type sseEvent struct {
	id, name, data string
	hasID          bool
	comment        string
}

// openStream opens /api/events (path may add a query) with extra headers.
func (r *running) openStream(t *testing.T, path string, header ...string) *sse {
	t.Helper()
	req, err := http.NewRequest("GET", r.base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+testKey)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s", path, resp.Status)
	}
	s := &sse{resp: resp, events: make(chan sseEvent, 100)}
	go s.read()
	t.Cleanup(func() { resp.Body.Close() })
	return s
}

func (s *sse) read() {
	defer close(s.events)
	br := bufio.NewReader(s.resp.Body)
	var ev sseEvent
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimSuffix(line, "\n")
		switch {
		case line == "":
			if ev.name != "" || ev.hasID || ev.comment != "" {
				s.events <- ev
			}
			ev = sseEvent{}
		case strings.HasPrefix(line, ":"):
			ev.comment = strings.TrimSpace(line[1:])
		case strings.HasPrefix(line, "id: "):
			ev.id, ev.hasID = line[4:], true
		case strings.HasPrefix(line, "event: "):
			ev.name = line[7:]
		case strings.HasPrefix(line, "data: "):
			ev.data = line[6:]
		}
	}
}

// next waits for the next event that is not a keep-alive comment (unless
// comments is set), failing the test after a while.
func (s *sse) next(t *testing.T, comments bool) sseEvent {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case ev, ok := <-s.events:
			if !ok {
				t.Fatalf("the event stream ended")
			}
			if ev.comment != "" && !comments {
				continue
			}
			return ev
		case <-deadline:
			t.Fatalf("no event within 10 s")
		}
	}
}

// ended waits for the stream to end.
func (s *sse) ended(t *testing.T) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case _, ok := <-s.events:
			if !ok {
				return
			}
		case <-deadline:
			t.Fatalf("the event stream did not end")
		}
	}
}

// resumed reads a stream's catching up, up to its ready event: each event
// as "NAME ID game GAME" (the game a standings or games event is about),
// joined by "; ".
func resumed(t *testing.T, s *sse) (string, sseEvent) {
	t.Helper()
	var got []string
	for {
		ev := s.next(t, false)
		if ev.name == "ready" {
			return strings.Join(got, "; "), ev
		}
		var game int64
		if ev.name == "standings" {
			var doc fakeStandings
			json.Unmarshal([]byte(ev.data), &doc)
			game = doc.ID
		} else {
			var doc struct{ Game int64 }
			json.Unmarshal([]byte(ev.data), &doc)
			game = doc.Game
		}
		got = append(got, fmt.Sprintf("%s %s game %d", ev.name, ev.id, game))
	}
}
