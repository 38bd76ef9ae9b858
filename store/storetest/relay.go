package storetest

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Relay stands between one client and the test's PostgreSQL server, on
// 127.0.0.1, passing the protocol through untouched: a test can take the
// server away from that client — all at once (Cut), or at the moment a
// COMMIT goes by (CutAtCommit), as a dropped wifi or a killed server
// session would — without touching the server every test shares.
type Relay struct {
	URL    string // the database's URL through the relay
	ln     net.Listener
	server func() (net.Conn, error)

	mu      sync.Mutex
	open    []func() // ends each relayed connection
	refuse  bool     // no connection gets through
	atNext  CommitCut
	refuseA bool // refuse once the armed cut is made
	cuts    chan struct{}
}

// CommitCut is where CutAtCommit cuts the connection that sends COMMIT.
type CommitCut int

const (
	noCut CommitCut = iota
	// AfterCommit: COMMIT reaches the server, which makes it; its answer
	// never comes back.
	AfterCommit
	// BeforeCommit: COMMIT never reaches the server, which rolls back
	// when the connection ends.
	BeforeCommit
)

// NewRelay starts a relay to the database at loc (a URL of the test
// server); the test's end stops it.
func NewRelay(tb testing.TB, loc string) *Relay {
	tb.Helper()
	cfg, err := pgx.ParseConfig(loc)
	if err != nil {
		tb.Fatal(err)
	}
	server := func() (net.Conn, error) {
		if strings.HasPrefix(cfg.Host, "/") {
			return net.Dial("unix", fmt.Sprintf("%s/.s.PGSQL.%d", cfg.Host, cfg.Port))
		}
		return net.Dial("tcp", net.JoinHostPort(cfg.Host, fmt.Sprint(cfg.Port)))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	user := url.User(cfg.User)
	if cfg.Password != "" {
		user = url.UserPassword(cfg.User, cfg.Password)
	}
	u := url.URL{Scheme: "postgres", User: user, Host: ln.Addr().String(), Path: "/" + cfg.Database, RawQuery: "sslmode=disable"}
	r := &Relay{URL: u.String(), ln: ln, server: server, cuts: make(chan struct{}, 1)}
	tb.Cleanup(r.Cut)
	go r.serve()
	return r
}

// Cut drops every relayed connection and lets none through after: for the
// client, the server is gone.
func (r *Relay) Cut() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.cutAll()
}

func (r *Relay) cutAll() {
	r.refuse = true
	for _, end := range r.open {
		end()
	}
	r.open = nil
}

// CutAtCommit arms the relay: the next connection that sends COMMIT is cut
// where at says; with thenRefuse every other connection is cut with it and
// none gets through after (the server out of reach). The channel returned
// is sent on once the cut is made (Made waits for it).
func (r *Relay) CutAtCommit(at CommitCut, thenRefuse bool) <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.atNext, r.refuseA = at, thenRefuse
	return r.cuts
}

// Made waits for the armed cut to be made, failing the test after 10 s.
func (r *Relay) Made(tb testing.TB, cut <-chan struct{}) {
	tb.Helper()
	select {
	case <-cut:
	case <-time.After(10 * time.Second):
		tb.Fatal("the relay saw no COMMIT to cut within 10 s")
	}
}

func (r *Relay) serve() {
	for {
		client, err := r.ln.Accept()
		if err != nil {
			return
		}
		go r.pass(client)
	}
}

// madeCut notes an armed cut made; to refuse after it, every connection is
// cut and none let through from now on. The caller ends its own.
func (r *Relay) madeCut() {
	r.mu.Lock()
	if r.refuseA {
		r.cutAll()
	}
	r.mu.Unlock()
	r.cuts <- struct{}{}
}

func (r *Relay) pass(client net.Conn) {
	server, err := r.server()
	if err != nil {
		client.Close()
		return
	}
	var once sync.Once
	end := func() { once.Do(func() { client.Close(); server.Close() }) }
	r.mu.Lock()
	if r.refuse {
		r.mu.Unlock()
		end()
		return
	}
	r.open = append(r.open, end)
	r.mu.Unlock()

	swallow := make(chan struct{}) // closed once COMMIT went through: its answer is dropped
	go func() {                    // the server to the client
		defer end()
		buf := make([]byte, 32<<10)
		for {
			n, err := server.Read(buf)
			select {
			case <-swallow:
				if n > 0 { // the server answered the COMMIT: made, and the answer lost
					r.madeCut() // refusing first, when asked: no new connection slips in
					end()
					return
				}
			default:
				if n > 0 {
					if _, werr := client.Write(buf[:n]); werr != nil {
						return
					}
				}
			}
			if err != nil {
				return
			}
		}
	}()
	defer end()
	buf := make([]byte, 32<<10)
	for {
		n, err := client.Read(buf)
		if n > 0 {
			at := noCut
			if bytes.Contains(bytes.ToLower(buf[:n]), []byte("commit")) {
				r.mu.Lock()
				at, r.atNext = r.atNext, noCut
				r.mu.Unlock()
			}
			if at == BeforeCommit {
				r.madeCut()
				end()
				return
			}
			if at == AfterCommit {
				// Swallowing starts before COMMIT goes on: its answer may come
				// back before the next line runs.
				close(swallow)
			}
			if _, werr := server.Write(buf[:n]); werr != nil {
				return
			}
			if at == AfterCommit {
				io.Copy(io.Discard, client) // until the server's answer ends it
				return
			}
		}
		if err != nil {
			return
		}
	}
}
