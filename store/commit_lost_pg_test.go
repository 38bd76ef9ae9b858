package store_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/store/storetest"
	"github.com/jackc/pgx/v5"
)

// cut is where the proxy cuts the connection that sends COMMIT.
type cut int

const (
	noCut     cut = iota
	cutAfter      // COMMIT reaches the server; its answer never comes back
	cutBefore     // COMMIT never reaches the server
)

// commitProxy stands between the store and the test's PostgreSQL server on
// 127.0.0.1, passing the protocol through untouched until it is armed: then
// it cuts the next connection that sends COMMIT, as a dropped wifi or a
// killed server session would, and may refuse every connection after it.
type commitProxy struct {
	ln     net.Listener
	server func() (net.Conn, error)
	mu     sync.Mutex
	next   cut
	refuse bool // after the cut: no connection gets through
	cut    bool // the armed cut was made
	open   []func()
	cuts   chan struct{}
}

func newCommitProxy(t *testing.T, loc string) (*commitProxy, string) {
	t.Helper()
	cfg, err := pgx.ParseConfig(loc)
	if err != nil {
		t.Fatal(err)
	}
	server := func() (net.Conn, error) {
		if strings.HasPrefix(cfg.Host, "/") {
			return net.Dial("unix", fmt.Sprintf("%s/.s.PGSQL.%d", cfg.Host, cfg.Port))
		}
		return net.Dial("tcp", net.JoinHostPort(cfg.Host, fmt.Sprint(cfg.Port)))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &commitProxy{ln: ln, server: server, cuts: make(chan struct{}, 1)}
	t.Cleanup(func() { ln.Close() })
	go p.serve()
	u := url.URL{Scheme: "postgres", User: url.User(cfg.User), Host: ln.Addr().String(), Path: "/" + cfg.Database, RawQuery: "sslmode=disable"}
	return p, u.String()
}

// arm makes the proxy cut the next connection that sends COMMIT; with
// refuse, every other connection is cut with it and none gets through
// after: the server is out of reach.
func (p *commitProxy) arm(c cut, refuse bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.next, p.refuse, p.cut = c, refuse, false
}

// cutNow notes the cut; out of reach, it ends every connection.
func (p *commitProxy) cutNow() {
	p.mu.Lock()
	if p.refuse {
		for _, end := range p.open {
			end()
		}
	}
	p.mu.Unlock()
	p.cuts <- struct{}{}
}

func (p *commitProxy) serve() {
	for {
		client, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.pass(client)
	}
}

func (p *commitProxy) pass(client net.Conn) {
	server, err := p.server()
	if err != nil {
		client.Close()
		return
	}
	var once sync.Once
	end := func() { once.Do(func() { client.Close(); server.Close() }) }
	p.mu.Lock()
	if p.refuse && p.cut {
		p.mu.Unlock()
		end()
		return
	}
	p.open = append(p.open, end)
	p.mu.Unlock()
	swallow := make(chan struct{}) // closed once COMMIT went through: its answer is dropped
	go func() {                    // server to client
		defer end()
		buf := make([]byte, 32<<10)
		for {
			n, err := server.Read(buf)
			select {
			case <-swallow:
				if n > 0 { // the server answered the COMMIT: made, and the answer lost
					end()
					p.cutNow()
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
			how := noCut
			if bytes.Contains(bytes.ToLower(buf[:n]), []byte("commit")) {
				p.mu.Lock()
				how, p.next = p.next, noCut
				p.cut = p.cut || how != noCut
				p.mu.Unlock()
			}
			if how == cutBefore {
				end()
				p.cutNow()
				return
			}
			if _, werr := server.Write(buf[:n]); werr != nil {
				return
			}
			if how == cutAfter {
				close(swallow)
				io.Copy(io.Discard, client) // until the server's answer ends it
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// TestAppend_CommitWhoseAnswerIsLost: an entry whose COMMIT reached the
// server but whose answer was lost is reported recorded, once; one whose
// COMMIT never arrived is reported not recorded and is not in the ledger;
// and when the server cannot be asked after the cut, the error says the
// entry may have been recorded.
func TestAppend_CommitWhoseAnswerIsLost(t *testing.T) {
	ctx := context.Background()
	loc := storetest.FreshDB(t)
	proxy, via := newCommitProxy(t, loc)
	db, err := store.Open(ctx, via)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	g, err := db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	hand := func(n int) store.Append {
		return store.Append{ExpectSeq: n - 1, Kind: "hand", Payload: json.RawMessage(fmt.Sprintf(`{"hand":%d}`, n))}
	}
	entries := func() int {
		direct, err := store.Open(ctx, loc)
		if err != nil {
			t.Fatal(err)
		}
		defer direct.Close()
		es, err := direct.Entries(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		return len(es)
	}
	if _, err := db.Append(ctx, g.ID, hand(1)); err != nil {
		t.Fatal(err)
	}

	proxy.arm(cutAfter, false)
	e, err := db.Append(ctx, g.ID, hand(2))
	<-proxy.cuts
	if err != nil || e.Seq != 2 {
		t.Errorf("COMMIT made, its answer lost: entry #%d, %v; want #2 reported recorded", e.Seq, err)
	}
	if n := entries(); n != 2 {
		t.Errorf("after the lost answer the ledger holds %d entries, want 2", n)
	}

	proxy.arm(cutBefore, false)
	_, err = db.Append(ctx, g.ID, hand(3))
	<-proxy.cuts
	if err == nil || strings.Contains(err.Error(), "may have been recorded") {
		t.Errorf("COMMIT never sent: %v; want an error saying the server was lost, nothing else", err)
	}
	if n := entries(); n != 2 {
		t.Errorf("after a COMMIT never sent the ledger holds %d entries, want 2", n)
	}

	proxy.arm(cutAfter, true)
	_, err = db.Append(ctx, g.ID, hand(3))
	<-proxy.cuts
	if err == nil || !strings.Contains(err.Error(), "may have been recorded") {
		t.Errorf("COMMIT made, the server out of reach after: %v; want an error saying it may have been recorded", err)
	}
	if n := entries(); n != 3 {
		t.Errorf("the commit was made: the ledger holds %d entries, want 3", n)
	}
}
