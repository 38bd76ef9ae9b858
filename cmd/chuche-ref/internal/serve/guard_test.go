package serve

import (
	"bufio"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// clock is a test's time, moved by hand.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// ask sends one request from client (an address) through the server's
// handler, with key as a Bearer header unless it is "-".
func ask(t *testing.T, s *Server, client, path, key string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	req.RemoteAddr = client
	if key != "-" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, req)
	return rec
}

// Guessing keys is slowed per client address: after 10 different wrong
// keys in a minute, 429 with Retry-After, whatever key comes next (a right key must
// not answer differently); others are not slowed; a minute after the
// first wrong key one more try is allowed. A request with no key is no
// guess.
func TestWrongKeysAreSlowedPerClient(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	clk := &clock{now: time.Date(2026, 11, 20, 20, 0, 0, 0, time.UTC)}
	s, err := New(src, Options{Key: testKey, Now: clk.Now})
	if err != nil {
		t.Fatal(err)
	}
	const guesser, table, v6 = "203.0.113.7:50000", "192.168.1.30:41000", "[2001:db8:1:2::99]:443"
	for i := range 20 {
		if rec := ask(t, s, guesser, "/api/games", "-"); rec.Code != 401 {
			t.Fatalf("request %d without a key: %d, want 401 (and not counted)", i, rec.Code)
		}
	}
	for i := range maxWrongKeys {
		if rec := ask(t, s, guesser, "/api/games", "guess-key-"+strings.Repeat("x", i)); rec.Code != 401 {
			t.Fatalf("wrong key %d: %d, want 401", i+1, rec.Code)
		}
		clk.add(time.Second)
	}
	for _, key := range []string{"guess-key-again", testKey} {
		rec := ask(t, s, guesser, "/api/games", key)
		if rec.Code != 429 || rec.Header().Get("Retry-After") != "50" {
			t.Errorf("after 10 wrong keys in a minute, key %q: %d Retry-After %q; want 429, 50", key, rec.Code, rec.Header().Get("Retry-After"))
		}
		var doc map[string]string
		if json.Unmarshal(rec.Body.Bytes(), &doc) != nil || !strings.Contains(doc["error"], "wait 50 s") || strings.Contains(rec.Body.String(), "friday") {
			t.Errorf("429 body %q: want {\"error\": … wait 50 s …} and no data", rec.Body.String())
		}
	}
	// The same address on another port is the same client.
	if rec := ask(t, s, "203.0.113.7:50001", "/api/games", testKey); rec.Code != 429 {
		t.Errorf("the guesser from another port: %d, want 429", rec.Code)
	}
	// Another client is not locked out by the guesser.
	if rec := ask(t, s, table, "/api/games", testKey); rec.Code != 200 {
		t.Errorf("another client with the right key: %d, want 200", rec.Code)
	}
	if rec := ask(t, s, table, "/api/games", "guess-key-table"); rec.Code != 401 {
		t.Errorf("another client's one wrong key: %d, want 401", rec.Code)
	}
	// A browser gets the page in its language.
	rec := ask(t, s, guesser, "/", "-", "Accept", "text/html", "Accept-Language", "de")
	if rec.Code != 429 || !strings.Contains(rec.Body.String(), "Zu viele falsche Schlüssel") || !strings.Contains(rec.Body.String(), "warte 50 s") {
		t.Errorf("the 429 page in German: %d\n%s", rec.Code, rec.Body.String())
	}
	// IPv6: a household's /64 is one client.
	for i := range maxWrongKeys {
		ask(t, s, fmt.Sprintf("[2001:db8:1:2::%x]:443", i+1), "/api/games", fmt.Sprintf("guess-key-v6-%d", i))
	}
	if rec := ask(t, s, v6, "/api/games", testKey); rec.Code != 429 {
		t.Errorf("another address of the same /64: %d, want 429", rec.Code)
	}
	if rec := ask(t, s, "[2001:db8:1:3::1]:443", "/api/games", testKey); rec.Code != 200 {
		t.Errorf("another /64: %d, want 200", rec.Code)
	}
	// A minute after the first of the ten, the guesser may try once more;
	// then it waits for the second of them to be a minute old.
	clk.add(50 * time.Second)
	if rec := ask(t, s, guesser, "/api/games", testKey); rec.Code != 200 {
		t.Errorf("a minute on, the right key: %d, want 200", rec.Code)
	}
	if rec := ask(t, s, guesser, "/api/games", "guess-key-late"); rec.Code != 401 {
		t.Errorf("a minute on, a wrong key: %d, want 401", rec.Code)
	}
	if rec := ask(t, s, guesser, "/api/games", testKey); rec.Code != 429 || rec.Header().Get("Retry-After") != "1" {
		t.Errorf("the window slides: after that wrong key %d Retry-After %q, want 429 and 1 s", rec.Code, rec.Header().Get("Retry-After"))
	}
}

// A key sent again is no new guess: a TV whose tabs keep last week's key
// asks with it again and again, and is not locked out for it.
func TestTheSameWrongKeyCountsOnce(t *testing.T) {
	src := newFakeLedger()
	s, err := New(src, Options{Key: testKey})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 5 * maxWrongKeys {
		if rec := ask(t, s, "192.168.1.50:1000", "/api/events", "-", "Cookie", KeyCookie+"=last-weeks-key"); rec.Code != 401 {
			t.Fatalf("the old key, sent %d times: %d, want 401", i+1, rec.Code)
		}
	}
	if rec := ask(t, s, "192.168.1.50:1000", "/?key="+testKey, "-", "Cookie", KeyCookie+"=last-weeks-key"); rec.Code != 200 {
		t.Errorf("the new address opened after: %d, want 200", rec.Code)
	}
}

// The counts take bounded memory however many addresses guess.
func TestWrongKeyCountsAreBounded(t *testing.T) {
	clk := &clock{now: time.Date(2026, 11, 20, 20, 0, 0, 0, time.UTC)}
	k := newKeyTries(clk.Now)
	addr := func(i int) string { return net.IPv4(10, byte(i>>16), byte(i>>8), byte(i)).String() }
	for i := range 3 * maxClients {
		if i%1000 == 0 {
			clk.add(time.Millisecond) // later addresses are seen later
		}
		k.failed(addr(i), sha256.Sum256([]byte{byte(i)}))
	}
	if n := len(k.by); n > maxClients {
		t.Errorf("%d addresses kept, want at most %d", n, maxClients)
	}
	// The ones seen longest ago went first.
	if _, kept := k.by[addr(0)]; kept {
		t.Errorf("the first address is still kept, after %d newer ones", 3*maxClients-1)
	}
	if _, kept := k.by[addr(3*maxClients-1)]; !kept {
		t.Errorf("the last address is not kept")
	}
	clk.add(keyWindow)
	k.failed("10.255.255.255", sha256.Sum256(nil))
	if n := len(k.by); n != 1 {
		t.Errorf("a window later %d addresses kept, want only the new one", n)
	}
}

// A browser signed in (its cookie is right) that opens a link with a
// wrong key stays signed in: the cookie wins, the wrong key is not passed
// on, the cookie is not replaced, and it is no guess.
func TestCookieWinsOverAWrongQuery(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	s, err := New(src, Options{Key: testKey})
	if err != nil {
		t.Fatal(err)
	}
	var seen string
	inner := s.handler
	s.handler = s.guard(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen = r.URL.RawQuery }))
	defer func() { s.handler = inner }()
	for range 2 * maxWrongKeys {
		rec := ask(t, s, "198.51.100.4:1234", "/games/1?key=old-key-of-last-week&lang=de", "-", "Cookie", KeyCookie+"="+testKey)
		if rec.Code != 200 {
			t.Fatalf("a right cookie and a wrong ?key=: %d, want 200", rec.Code)
		}
		if len(rec.Result().Cookies()) != 0 {
			t.Errorf("the wrong key replaced the cookie: %v", rec.Result().Cookies())
		}
		if seen != "lang=de" {
			t.Errorf("the page saw the query %q; want the key dropped and lang=de kept", seen)
		}
	}
}

// No control character from a request reaches the operator's terminal,
// with or without the key, and each request is one line of the log: the
// paths that would clear the screen, forge lines or set the title.
func TestRequestLogIsInert(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	var logged, errs syncBuffer
	r := start(t, src, Options{Log: &logged, Errors: &errs})
	host := strings.TrimPrefix(r.base, "http://")
	paths := []string{
		"/%1b%5b2J%1b%5b3J%1b%5bH",                     // clear the screen
		"/x%0d%0a2026-11-20T20:00:00Z%20GET%20/%20200", // forge a log line
		"/%1b%5d0;pwned%07",                            // set the title (OSC)
		"/%1b%5d8;;http://evil.example/%1b%5c",         // a hyperlink
		"/games/%e2%80%ae1",                            // a bidi override
		"/%c2%9b2J",                                    // C1 CSI
		"/%7f%08%00",                                   // DEL, BS, NUL
		"/api/games/1/standings%0a",                    // a line feed after a real path
		"/x%20y",                                       // a space would shift the fields
	}
	sent := 0
	for _, withKey := range []bool{false, true} {
		for _, p := range paths {
			conn, err := net.Dial("tcp", host)
			if err != nil {
				t.Fatal(err)
			}
			auth := ""
			if withKey {
				auth = "Authorization: Bearer " + testKey + "\r\n"
			}
			if _, err := conn.Write([]byte("GET " + p + " HTTP/1.1\r\nHost: " + host + "\r\n" + auth + "Connection: close\r\n\r\n")); err != nil {
				t.Fatal(err)
			}
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatalf("GET %s: %v", p, err)
			}
			resp.Body.Close()
			conn.Close()
			sent++
		}
	}
	waitFor(t, func() bool { return strings.Count(logged.String(), "\n") >= sent })
	out := logged.String() + errs.String()
	for i, c := range []byte(out) {
		if (c < 0x20 && c != '\n') || c == 0x7f {
			t.Fatalf("byte %#x at %d reaches the operator's terminal:\n%q", c, i, out)
		}
	}
	for _, bad := range []string{"\u202e", "\u009b"} {
		if strings.Contains(out, bad) {
			t.Errorf("%q reaches the operator's terminal:\n%q", bad, out)
		}
	}
	lines := strings.Split(strings.TrimSuffix(logged.String(), "\n"), "\n")
	if len(lines) != sent {
		t.Fatalf("%d requests made %d log lines:\n%s", sent, len(lines), logged.String())
	}
	for _, l := range lines {
		if f := strings.Fields(l); len(f) != 7 || f[1] != "GET" || !strings.HasPrefix(f[2], "/") {
			t.Errorf("log line %q: want 7 fields (time method path status bytes duration client)", l)
		}
	}
	if !strings.Contains(logged.String(), "/%1B%5B2J") && !strings.Contains(logged.String(), "/%1b%5b2J") {
		t.Errorf("the path is not shown as sent (percent-encoded):\n%s", logged.String())
	}
}

// net/http's own error log goes through the same escaping.
func TestErrorLogIsInert(t *testing.T) {
	var b syncBuffer
	w := inertLines{&b}
	w.Write([]byte("chuche-ref: serve: http: something about \x1b]0;title\x07 and\r\nmore\n"))
	if got := b.String(); strings.ContainsAny(got[:len(got)-1], "\x1b\x07\r\n") || !strings.HasSuffix(got, "\n") {
		t.Errorf("error log line %q", got)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("gave up waiting")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
