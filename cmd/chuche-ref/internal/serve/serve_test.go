package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

func mustJSON(t *testing.T, v any, indent bool) string {
	t.Helper()
	b, err := encodeDoc(v, indent)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Every path needs the key: ?key= (which then sets the cookie), the
// cookie, or a Bearer header; anything else is 401 and no data.
func TestAccessKey(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{})
	cookie := func(v string) []string { return []string{"Cookie", KeyCookie + "=" + v} }
	tests := []struct {
		name   string
		path   string
		key    string // Bearer; "-" for none
		header []string
		want   int
	}{
		{"no key", "/api/games", "-", nil, 401},
		{"no key on a page", "/games/1", "-", nil, 401},
		{"no key on the events", "/api/events", "-", nil, 401},
		{"no key on an unknown path", "/etc/passwd", "-", nil, 401},
		{"wrong bearer", "/api/games", "table-key-0124", nil, 401},
		{"bearer of another scheme", "/api/games", "-", []string{"Authorization", "Basic " + testKey}, 401},
		{"right bearer", "/api/games", testKey, nil, 200},
		{"right query", "/api/games?key=" + testKey, "-", nil, 200},
		{"wrong query", "/api/games?key=nope-nope-nope", "-", nil, 401},
		{"a right cookie beats a wrong query", "/api/games?key=nope-nope-nope", "-", cookie(testKey), 200},
		{"a right bearer beats a wrong query", "/api/games?key=nope-nope-nope", testKey, nil, 200},
		{"a right query beats a wrong cookie", "/api/games?key=" + testKey, "-", cookie("table-key-0124"), 200},
		{"right cookie", "/api/games", "-", cookie(testKey), 200},
		{"wrong cookie", "/api/games", "-", cookie("table-key-0124"), 401},
		{"key prefix", "/api/games", testKey[:len(testKey)-1], nil, 401},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := r.do(t, "GET", tt.path, tt.key, tt.header...)
			if resp.StatusCode != tt.want {
				t.Fatalf("status %d, want %d; body %s", resp.StatusCode, tt.want, body)
			}
			if tt.want == 401 {
				if strings.Contains(body, "friday") {
					t.Errorf("401 body gives data away: %s", body)
				}
				var doc map[string]string
				if err := json.Unmarshal([]byte(body), &doc); err != nil || doc["error"] == "" {
					t.Errorf("401 body %q is not {\"error\": …}", body)
				}
				if len(resp.Cookies()) != 0 {
					t.Errorf("401 sets a cookie: %v", resp.Cookies())
				}
			}
		})
	}

	t.Run("query sets the cookie", func(t *testing.T) {
		resp, _ := r.do(t, "GET", "/?key="+testKey, "-")
		var got *http.Cookie
		for _, c := range resp.Cookies() {
			if c.Name == KeyCookie {
				got = c
			}
		}
		if got == nil {
			t.Fatalf("no %s cookie in %v", KeyCookie, resp.Header.Values("Set-Cookie"))
		}
		if got.Value != testKey || !got.HttpOnly || got.SameSite != http.SameSiteStrictMode || got.Path != "/" {
			t.Errorf("cookie %+v: want the key, HttpOnly, SameSite=Strict, Path=/", got)
		}
	})
}

// Only GET and HEAD, with or without the key.
func TestMethodsOtherThanGetAndHead(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{})
	for _, method := range []string{"POST", "PUT", "PATCH", "DELETE", "OPTIONS"} {
		for _, path := range []string{"/", "/api/games", "/api/games/1/standings", "/api/events"} {
			for _, key := range []string{testKey, "-"} {
				resp, _ := r.do(t, method, path, key)
				if resp.StatusCode != 405 {
					t.Errorf("%s %s (key %q): %d, want 405", method, path, key, resp.StatusCode)
				}
				if allow := resp.Header.Get("Allow"); allow != "GET, HEAD" {
					t.Errorf("%s %s: Allow %q, want GET, HEAD", method, path, allow)
				}
			}
		}
	}
	resp, body := r.do(t, "HEAD", "/api/games", testKey)
	if resp.StatusCode != 200 || body != "" {
		t.Errorf("HEAD /api/games: %d with body %q; want 200 and no body", resp.StatusCode, body)
	}
	resp, body = r.do(t, "HEAD", "/api/events", testKey)
	if resp.StatusCode != 200 || body != "" || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Errorf("HEAD /api/events: %d %q with body %q", resp.StatusCode, resp.Header.Get("Content-Type"), body)
	}
}

// Every response, whatever its status, carries the headers that keep a
// browser from loading, sniffing or leaking anything.
func TestSecurityHeaders(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{})
	external := regexp.MustCompile(`https?:|\*|//`)
	for _, c := range []struct {
		method, path, key string
		status            int
	}{
		{"GET", "/", testKey, 200},
		{"GET", "/games/1", testKey, 200},
		{"GET", "/api/games", testKey, 200},
		{"GET", "/api/games/1/standings", testKey, 200},
		{"GET", "/api/games/9/standings", testKey, 404},
		{"GET", "/nothing-here", testKey, 404},
		{"GET", "/api/games", "-", 401},
		{"POST", "/api/games", testKey, 405},
	} {
		resp, _ := r.do(t, c.method, c.path, c.key)
		if resp.StatusCode != c.status {
			t.Errorf("%s %s: %d, want %d", c.method, c.path, resp.StatusCode, c.status)
		}
		h := resp.Header
		csp := h.Get("Content-Security-Policy")
		if !strings.Contains(csp, "default-src 'none'") || external.MatchString(csp) || strings.Contains(csp, "unsafe") {
			t.Errorf("%s %s: Content-Security-Policy %q: want default-src 'none' and no outside source", c.method, c.path, csp)
		}
		if got := h.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s %s: X-Content-Type-Options %q", c.method, c.path, got)
		}
		if got := h.Get("Referrer-Policy"); got != "no-referrer" {
			t.Errorf("%s %s: Referrer-Policy %q", c.method, c.path, got)
		}
	}
}

// The pages' policy allows exactly their own inline style and script.
func TestPagePolicyHashesTheInlineCode(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{})
	for _, path := range []string{"/", "/games/1", "/tv"} {
		resp, body := r.do(t, "GET", path, testKey)
		if ct := resp.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("%s: Content-Type %q", path, ct)
		}
		script := regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindStringSubmatch(body)
		style := regexp.MustCompile(`(?s)<style>(.*?)</style>`).FindStringSubmatch(body)
		if script == nil || style == nil {
			t.Fatalf("%s: no inline <script> or <style>", path)
		}
		csp := resp.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src "+hashSource(script[1])+";") || !strings.Contains(csp, "style-src "+hashSource(style[1])+";") {
			t.Errorf("%s: policy %q does not allow exactly the page's own script and style", path, csp)
		}
		if strings.Contains(body, "innerHTML") || strings.Contains(body, "outerHTML") || strings.Contains(body, "insertAdjacentHTML") || strings.Contains(body, "document.write") {
			t.Errorf("%s: the page's script parses markup; names must go in as text", path)
		}
		if regexp.MustCompile(`(src|href)="(https?:)?//`).MatchString(body) {
			t.Errorf("%s: the page loads something from elsewhere", path)
		}
		// Its worker and its QR code come from this server, nothing else.
		if !strings.Contains(csp, "worker-src 'self';") || !strings.Contains(csp, "img-src 'self';") || strings.Contains(csp, "unsafe") {
			t.Errorf("%s: policy %q: want worker-src and img-src 'self', nothing unsafe", path, csp)
		}
		if regexp.MustCompile(` style=`).MatchString(body) {
			t.Errorf("%s: an inline style attribute the policy would block", path)
		}
		if !strings.Contains(body, `name="viewport"`) || !strings.Contains(body, "prefers-color-scheme: dark") {
			t.Errorf("%s: no viewport or no dark scheme", path)
		}
	}
}

// The API serves the Source's documents encoded as the CLI encodes them;
// an unknown game is 404 with {"error": …}.
func TestEndpoints(t *testing.T) {
	ctx := context.Background()
	src := newFakeLedger()
	id := src.addGame("friday", "Ana", "Ben")
	src.record(id, map[string]int{"Ana": 5, "Ben": 12})
	r := start(t, src, Options{})

	games, _ := src.Games(ctx)
	standings, _ := src.Standings(ctx, id)
	history, _ := src.History(ctx, id)
	rounds, _ := src.Rounds(ctx, id)
	for path, doc := range map[string]any{
		"/api/games":             games,
		"/api/games/1/standings": standings,
		"/api/games/1/history":   history,
		"/api/games/1/rounds":    rounds,
	} {
		resp, body := r.do(t, "GET", path, testKey)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/json; charset=utf-8" {
			t.Errorf("GET %s: %d %s", path, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		if want := mustJSON(t, doc, true); body != want {
			t.Errorf("GET %s:\n%s\nwant\n%s", path, body, want)
		}
	}
	// Not escaped for HTML, as the CLI's --json is not.
	if _, body := r.do(t, "GET", "/api/games/1/standings", testKey); !strings.Contains(body, `"note": "<b>&</b>"`) {
		t.Errorf("standings escape what the CLI does not: %s", body)
	}

	for _, path := range []string{"/api/games/7/standings", "/api/games/7/history", "/api/games/7/rounds", "/games/7", "/api/games/abc/standings", "/games/-1", "/api/games/1/nothing", "/favicon.ico", "/pages/game.html"} {
		resp, body := r.do(t, "GET", path, testKey)
		var doc map[string]string
		if resp.StatusCode != 404 || json.Unmarshal([]byte(body), &doc) != nil || doc["error"] == "" {
			t.Errorf("GET %s: %d %q; want 404 with {\"error\": …}", path, resp.StatusCode, body)
		}
	}
	if _, body := r.do(t, "GET", "/api/games/7/standings", testKey); !strings.Contains(body, "no game 7") {
		t.Errorf("404 says %s; want it to name game 7", body)
	}
	for _, path := range []string{"/api/games/1/table", "/api/games/7/table"} {
		resp, body := r.do(t, "GET", path, testKey)
		if resp.StatusCode != 404 || !strings.Contains(body, `"error"`) {
			t.Errorf("GET %s: %d %q; want 404: a Chinchón game has no table", path, resp.StatusCode, body)
		}
	}
	if _, body := r.do(t, "GET", "/api/games/1/table", testKey); !strings.Contains(body, "only Chuche has a table") {
		t.Errorf("a Chinchón game's table: %s; want it to say only Chuche has one", body)
	}
	for _, path := range []string{"/", "/games/1", "/tv"} {
		resp, body := r.do(t, "GET", path, testKey)
		if resp.StatusCode != 200 || !strings.HasPrefix(body, "<!doctype html>") {
			t.Errorf("GET %s: %d %.40q", path, resp.StatusCode, body)
		}
	}
	if resp, _ := r.do(t, "GET", "/api/events?game=x", testKey); resp.StatusCode != 400 {
		t.Errorf("GET /api/events?game=x: %d, want 400", resp.StatusCode)
	}
}

// An entry recorded after a stream opened reaches it as a standings event
// with the entry's ledger-wide id and the game's standings on one line.
func TestEvents_StandingsAfterAnEntry(t *testing.T) {
	src := newFakeLedger()
	id := src.addGame("friday", "Ana", "Ben")
	src.record(id, map[string]int{"Ana": 5})
	r := start(t, src, Options{})

	s := r.openStream(t, "/api/events")
	if ct := s.resp.Header.Get("Content-Type"); ct != "text/event-stream; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	ready := s.next(t, false)
	if ready.name != "ready" || ready.id != "2" || ready.data != `{"last_event_id":2}` {
		t.Fatalf("first event %+v: want ready with id 2 (the ledger's head: the game's creation, then its entry)", ready)
	}
	entry := src.record(id, map[string]int{"Ben": 7})
	ev := s.next(t, false)
	standings, _ := src.Standings(context.Background(), id)
	if ev.name != "standings" || ev.id != strconv.FormatInt(entry, 10) || ev.data != mustJSON(t, standings, false) {
		t.Fatalf("event %+v; want standings id %d data %s", ev, entry, mustJSON(t, standings, false))
	}

	// A new game is announced too, with the id its creation took.
	_, created := src.addGameAt("saturday", "Cris", "Dani")
	if ev := s.next(t, false); ev.name != "games" || ev.id != strconv.FormatInt(created, 10) || ev.data != `{"game":2}` {
		t.Errorf("after a new game: %+v; want games {\"game\":2} with id %d", ev, created)
	}
}

// An entry recorded right after a stream's ready event is announced even
// when the watcher took its first look at the ledger late: no stream
// opens before that look.
func TestEvents_EntryJustAfterReadyWhileTheWatcherStarts(t *testing.T) {
	t.Parallel() // it waits on the server's clocks: let the others run meanwhile
	src := newFakeLedger()
	src.slowFirstProbe = 300 * time.Millisecond
	id := src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{})
	s := r.openStream(t, "/api/events")
	if ready := s.next(t, false); ready.name != "ready" || ready.id != "1" {
		t.Fatalf("first event %+v: want ready with id 1, the game's creation", ready)
	}
	entry := src.record(id, map[string]int{"Ben": 7})
	if ev := s.next(t, false); ev.name != "standings" || ev.id != strconv.FormatInt(entry, 10) {
		t.Fatalf("event %+v; want the standings of entry %d", ev, entry)
	}
}

// Last-Event-ID resumes: every game changed since is sent once, with its
// latest id, oldest first; then ready, without an id.
func TestEvents_ResumeFromLastEventID(t *testing.T) {
	src := newFakeLedger()
	a := src.addGame("table-a", "Ana", "Ben")   // 1
	b := src.addGame("table-b", "Cris", "Dani") // 2
	src.record(a, map[string]int{"Ana": 1})     // 3
	src.record(a, map[string]int{"Ana": 2})     // 4
	src.record(b, map[string]int{"Cris": 3})    // 5
	src.record(a, map[string]int{"Ben": 4})     // 6
	r := start(t, src, Options{})

	s := r.openStream(t, "/api/events", "Last-Event-ID", "3")
	if got, ready := resumed(t, s); got != "standings 5 game 2; standings 6 game 1" || ready.hasID || ready.data != `{"last_event_id":6}` {
		t.Errorf("resumed from 3 with %q then %+v; want game 2's standings at 5, game 1's at 6, ready at 6 without id", got, ready)
	}

	// An id from beyond this ledger's head follows the ledger from its head.
	ahead := r.openStream(t, "/api/events", "Last-Event-ID", "99")
	if ev := ahead.next(t, false); ev.name != "ready" || ev.data != `{"last_event_id":6}` {
		t.Errorf("resumed from 99 of 6: %+v", ev)
	}
	next := src.record(b, map[string]int{"Dani": 5})
	if ev := ahead.next(t, false); ev.id != strconv.FormatInt(next, 10) {
		t.Errorf("resumed from 99, the next entry came as %+v", ev)
	}

	// ?game= keeps to one game's standings, resumed or live; the list of
	// games is every stream's.
	one := r.openStream(t, "/api/events?game=2", "Last-Event-ID", "0")
	if got, _ := resumed(t, one); got != "games 1 game 1; games 2 game 2; standings "+strconv.FormatInt(next, 10)+" game 2" {
		t.Errorf("?game=2 resumed with %q, want both creations then game 2's standings id %d", got, next)
	}
	src.record(a, map[string]int{"Ana": 1})
	last := src.record(b, map[string]int{"Dani": 1})
	if ev := one.next(t, false); ev.id != strconv.FormatInt(last, 10) {
		t.Errorf("?game=2 got %+v, want only game 2's entry %d", ev, last)
	}
}

// Games created while a client was away are part of its resume: a stream
// resumed from the last id it got is sent a games event for each, at the
// id its creation took, in id order with the standings of games played
// since, and ready says the last of them.
func TestEvents_ResumeSendsTheGamesCreatedSince(t *testing.T) {
	src := newFakeLedger()
	a := src.addGame("friday", "Ana", "Ben")
	src.record(a, map[string]int{"Ana": 5})
	r := start(t, src, Options{})
	first := r.openStream(t, "/api/events")
	ready := first.next(t, false)
	if ready.id != "2" {
		t.Fatalf("first event %+v: want ready with id 2", ready)
	}
	first.resp.Body.Close()

	_, x := src.addGameAt("x-1", "X1", "X2")
	_, y := src.addGameAt("x-2", "X1", "X2")
	s := r.openStream(t, "/api/events", "Last-Event-ID", ready.id)
	want := fmt.Sprintf("games %d game 2; games %d game 3", x, y)
	if got, ready := resumed(t, s); got != want || ready.data != fmt.Sprintf(`{"last_event_id":%d}`, y) {
		t.Errorf("resumed from %s after two new games with %q then %+v; want %q and ready at %d", "2", got, ready, want, y)
	}
	// Live again, the next entry follows, and nothing twice.
	entry := src.record(a, map[string]int{"Ben": 3})
	if ev := s.next(t, false); ev.name != "standings" || ev.id != strconv.FormatInt(entry, 10) {
		t.Errorf("after resuming, the next entry came as %+v; want standings id %d", ev, entry)
	}

	// A game created and played since: its creation, then its standings.
	z, created := src.addGameAt("x-3", "X3", "X4")
	played := src.record(z, map[string]int{"X3": 1})
	again := r.openStream(t, "/api/events", "Last-Event-ID", strconv.FormatInt(entry, 10))
	want = fmt.Sprintf("games %d game 4; standings %d game 4", created, played)
	if got, ready := resumed(t, again); got != want || ready.data != fmt.Sprintf(`{"last_event_id":%d}`, played) {
		t.Errorf("resumed from %d with %q then %+v; want %q and ready at %d", entry, got, ready, want, played)
	}
}

// A game that cannot be replayed does not hold back the others' events;
// the failure is reported once, not at every poll.
func TestEvents_BrokenGameDoesNotBlockOthers(t *testing.T) {
	t.Parallel() // it waits on the server's clocks: let the others run meanwhile
	src := newFakeLedger()
	bad := src.addGame("damaged", "Ana", "Ben")
	good := src.addGame("friday", "Cris", "Dani")
	src.games[bad].broken = true
	var errs syncBuffer
	r := start(t, src, Options{Errors: &errs})
	s := r.openStream(t, "/api/events")
	s.next(t, false) // ready
	src.record(bad, map[string]int{"Ana": 1})
	entry := src.record(good, map[string]int{"Cris": 2})
	if ev := s.next(t, false); ev.id != strconv.FormatInt(entry, 10) {
		t.Errorf("got %+v, want the good game's entry %d", ev, entry)
	}
	time.Sleep(100 * time.Millisecond) // several polls
	if n := strings.Count(errs.String(), "cannot be replayed"); n != 1 {
		t.Errorf("the failure was reported %d times:\n%s", n, errs.String())
	}
	again := r.openStream(t, "/api/events", "Last-Event-ID", "2") // after both creations
	if got, _ := resumed(t, again); got != "standings "+strconv.FormatInt(entry, 10)+" game 2" {
		t.Errorf("resumed with %q, want the good game's entry %d alone", got, entry)
	}
	if resp, body := r.do(t, "GET", "/api/games/1/standings", testKey); resp.StatusCode != 500 || !strings.Contains(body, "cannot be replayed") {
		t.Errorf("the damaged game's standings: %d %s", resp.StatusCode, body)
	}
}

// A stream left quiet gets a comment line every KeepAlive.
func TestEvents_KeepAlive(t *testing.T) {
	t.Parallel() // it waits on the server's clocks: let the others run meanwhile
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{KeepAlive: 50 * time.Millisecond})
	s := r.openStream(t, "/api/events")
	s.next(t, false) // ready
	if ev := s.next(t, true); ev.comment != "keep-alive" {
		t.Errorf("quiet stream sent %+v, want a keep-alive comment", ev)
	}
}

// The server's request timeouts do not cut a stream short.
func TestEvents_OutliveRequestTimeouts(t *testing.T) {
	t.Parallel() // it waits on the server's clocks: let the others run meanwhile
	src := newFakeLedger()
	id := src.addGame("friday", "Ana", "Ben")
	short := 150 * time.Millisecond
	r := start(t, src, Options{Timeouts: Timeouts{ReadHeader: short, Read: short, Write: short, Idle: short}})
	s := r.openStream(t, "/api/events")
	s.next(t, false)
	time.Sleep(4 * short)
	entry := src.record(id, map[string]int{"Ana": 3})
	if ev := s.next(t, false); ev.id != strconv.FormatInt(entry, 10) {
		t.Errorf("after the timeouts passed: %+v, want the entry's standings", ev)
	}
}

// A slow client cannot hold the server: a connection that sends no
// complete request is closed after ReadHeader.
func TestSlowClientIsCut(t *testing.T) {
	t.Parallel() // it waits on the server's clocks: let the others run meanwhile
	src := newFakeLedger()
	r := start(t, src, Options{Timeouts: Timeouts{ReadHeader: 100 * time.Millisecond}})
	conn, err := net.Dial("tcp", strings.TrimPrefix(r.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.Write([]byte("GET /api/games HTTP/1.1\r\nHost: x\r\n")) // and never the blank line
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	buf := make([]byte, 512)
	for {
		if _, err := conn.Read(buf); err != nil {
			if ne, ok := err.(net.Error); ok && ne.Timeout() {
				t.Fatalf("the server still holds a connection that never finished its request")
			}
			return // closed by the server
		}
	}
}

// However many streams are open, the ledger is watched once: the changes
// are read by the one watcher, not by every stream.
func TestEvents_OneWatcherForAllStreams(t *testing.T) {
	src := newFakeLedger()
	id := src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{})
	const streams = 25
	var all []*sse
	for range streams {
		s := r.openStream(t, "/api/events")
		s.next(t, false) // ready
		all = append(all, s)
	}
	before := src.changesCalls.Load()
	entry := src.record(id, map[string]int{"Ana": 1})
	for i, s := range all {
		if ev := s.next(t, false); ev.id != strconv.FormatInt(entry, 10) {
			t.Fatalf("stream %d: %+v", i, ev)
		}
	}
	if reads := src.changesCalls.Load() - before; reads >= streams || reads < 1 {
		t.Errorf("%d reads of the changes for one entry and %d streams; want the watcher's alone", reads, streams)
	}
	if n := r.srv.hub.streams(); n != streams {
		t.Errorf("hub counts %d streams, want %d", n, streams)
	}
}

// A stream that falls too far behind is ended, not waited for: its client
// resumes with Last-Event-ID.
func TestHub_LaggingStreamIsEnded(t *testing.T) {
	h := newHub(newFakeLedger(), time.Second, func(string, error) {})
	slow := h.subscribe(0)
	for i := range streamBacklog + 1 {
		h.broadcast(event{name: "standings", id: int64(i + 1), game: 1})
	}
	select {
	case <-slow.lagged:
	default:
		t.Fatal("a stream with a full backlog was not ended")
	}
	if h.streams() != 0 {
		t.Errorf("the lagging stream is still subscribed")
	}
}

// Stopping the server ends the open streams and Serve returns nil.
func TestServe_StopEndsStreams(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{})
	s := r.openStream(t, "/api/events")
	s.next(t, false)
	r.stop()
	s.ended(t)
	select {
	case err := <-r.served:
		if err != nil {
			t.Errorf("Serve after stop: %v", err)
		}
		r.served <- nil // for the cleanup
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return")
	}
}

// --verbose: one line per request, never the key.
func TestVerboseLog(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	var log syncBuffer
	r := start(t, src, Options{Log: &log})
	r.do(t, "GET", "/api/games?key="+testKey, "-")
	r.do(t, "GET", "/api/games/9/standings", testKey)
	lines := strings.Split(strings.TrimSpace(log.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "GET /api/games 200") || !strings.Contains(lines[1], "GET /api/games/9/standings 404") {
		t.Errorf("log:\n%s", log.String())
	}
	if strings.Contains(log.String(), testKey) {
		t.Errorf("the log shows the access key:\n%s", log.String())
	}
}

func TestCheckKey(t *testing.T) {
	for _, k := range []string{"abcdefgh", "our-club_2026.~", NewKey(), strings.Repeat("a", 128)} {
		if err := CheckKey(k); err != nil {
			t.Errorf("CheckKey(%q): %v", k, err)
		}
	}
	for _, k := range []string{"", "short", "with space1", "semi;colon", "ñandú-2026", strings.Repeat("a", 129)} {
		if err := CheckKey(k); err == nil {
			t.Errorf("CheckKey(%q) accepted it", k)
		}
	}
	if a, b := NewKey(), NewKey(); a == b || len(a) < 22 {
		t.Errorf("NewKey gave %q and %q", a, b)
	}
}

func TestAddressOf(t *testing.T) {
	tcp := func(s string) net.Addr {
		a, err := net.ResolveTCPAddr("tcp", s)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	if a := AddressOf(tcp("127.0.0.1:8080"), "k"); a.URL != "http://127.0.0.1:8080/?key=k" || !a.LoopbackOnly {
		t.Errorf("loopback: %+v", a)
	}
	if a := AddressOf(tcp("[::1]:9000"), "k"); a.URL != "http://[::1]:9000/?key=k" || !a.LoopbackOnly {
		t.Errorf("IPv6 loopback: %+v", a)
	}
	if a := AddressOf(tcp("192.168.1.20:8080"), "k"); a.URL != "http://192.168.1.20:8080/?key=k" || a.LoopbackOnly {
		t.Errorf("a LAN address: %+v", a)
	}
	for _, any := range []string{"0.0.0.0:8080", "[::]:8080"} {
		a := AddressOf(tcp(any), "k")
		if strings.Contains(a.URL, "0.0.0.0") || strings.Contains(a.URL, "[::]") || a.LoopbackOnly {
			t.Errorf("%s: %+v; a phone cannot open that", any, a)
		}
	}
	ips := []net.IP{net.ParseIP("127.0.0.1"), net.ParseIP("fe80::1"), net.ParseIP("2001:db8::5"), net.ParseIP("203.0.113.9"), net.ParseIP("192.168.1.20")}
	if got := pickLAN(ips); !got.Equal(net.ParseIP("192.168.1.20")) {
		t.Errorf("pickLAN = %v, want the private IPv4 address", got)
	}
	if got := pickLAN(ips[:3]); !got.Equal(net.ParseIP("2001:db8::5")) {
		t.Errorf("pickLAN without IPv4 = %v, want the global IPv6 address", got)
	}
	if got := pickLAN(ips[:2]); got != nil {
		t.Errorf("pickLAN of loopback and link-local = %v, want none", got)
	}
}

// syncBuffer is a bytes.Buffer safe for the server's goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// A ledger whose server cannot be reached is 503 with Retry-After — the
// same request works once the server is back — and a browser reads that
// in its language; a game that cannot be read stays a 500.
func TestAPI_UnreachableLedgerIs503(t *testing.T) {
	t.Parallel()
	src := newFakeLedger()
	bad := src.addGame("friday", "Ana", "Ben")
	src.games[bad].broken = true
	src.down = true
	r := start(t, src, Options{Errors: io.Discard})
	resp, body := r.do(t, "GET", "/api/games", testKey)
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") != "5" || !strings.Contains(body, `"error":"could not read the ledger: games: cannot reach the server`) {
		t.Errorf("/api/games with the server out of reach: %d, Retry-After %q, %s", resp.StatusCode, resp.Header.Get("Retry-After"), body)
	}
	resp, body = r.do(t, "GET", "/api/games", testKey, "Accept", "text/html", "Accept-Language", "de")
	if resp.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "Das Spielbuch ist gerade nicht erreichbar") {
		t.Errorf("a browser with the server out of reach: %d %s", resp.StatusCode, body)
	}
	resp, body = r.do(t, "GET", "/api/games/1/standings", testKey)
	if resp.StatusCode != http.StatusInternalServerError || resp.Header.Get("Retry-After") != "" {
		t.Errorf("a damaged game: %d, Retry-After %q, %s; want 500 without Retry-After", resp.StatusCode, resp.Header.Get("Retry-After"), body)
	}
}
