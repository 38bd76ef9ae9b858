package main

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/store/storetest"
)

// Two scoreboards on one PostgreSQL ledger, as on two machines of a club:
// a round recorded by a third process reaches both streams as the same
// standings event, carried by the ledger's notification, and so does a
// game created meanwhile.
func TestServe_TwoBoardsOnOnePostgreSQLLedger(t *testing.T) {
	t.Parallel()
	ledger := storetest.FreshDB(t)
	bin := chucheRef(t)
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben,Cris", "--name", "mesa-1")
	boards := []*servingProcess{
		startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0"),
		startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0"),
	}
	var streams []*sseStream
	for _, b := range boards {
		s := openEvents(t, b, "")
		if ready := s.next(t); ready.name != "ready" {
			t.Fatalf("first event %+v, want ready", ready)
		}
		streams = append(streams, s)
	}
	recorded := time.Now()
	bin.mustRun(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Cris", "--hand", "Cris="+cleanHand, "--points", "Ana=7", "--points", "Ben=3")
	var first sseMsg
	for i, s := range streams {
		ev := s.next(t)
		t.Logf("board %d: the standings event came %v after the round process was started", i+1, time.Since(recorded).Round(time.Millisecond))
		if id, err := strconv.Atoi(ev.id); ev.name != "standings" || err != nil || id == 0 {
			t.Fatalf("board %d after the round: %+v", i+1, ev)
		}
		if i == 0 {
			first = ev
		} else if ev.id != first.id || ev.data != first.data {
			t.Errorf("the boards disagree: %+v and %+v", first, ev)
		}
	}
	bin.mustRun(t, "--db", ledger, "new", "chuche", "--players", "Dani,Eva", "--name", "mesa-2")
	for i, s := range streams {
		if ev := s.next(t); ev.name != "games" {
			t.Errorf("board %d after a new game: %+v, want games", i+1, ev)
		}
	}
}

// On a PostgreSQL ledger too, a stream resumed from its last id is told of
// the games created meanwhile, with the ids their creations took.
func TestServe_ResumeAfterNewGamesOnPostgreSQL(t *testing.T) {
	t.Parallel()
	ledger := storetest.FreshDB(t)
	bin := chucheRef(t)
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben,Cris", "--name", "mesa-1")
	resumeAfterNewGames(t, bin, ledger)
}

// A scoreboard whose PostgreSQL server stops answering says so as a
// service that is unavailable for now, 503 with Retry-After, not as a
// failure of its own (500): the same request works once the server is
// back. The server here is the test's, reached through a relay the test
// cuts (the shared server itself is never stopped).
func TestServe_PostgreSQLOutOfReachIs503(t *testing.T) {
	t.Parallel()
	ledger := storetest.FreshDB(t)
	bin := chucheRef(t)
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben", "--name", "mesa-1")
	relay := storetest.NewRelay(t, ledger)
	board := startServe(t, bin, nil, "--db", relay.URL, "--addr", "127.0.0.1:0")
	if code, _, body := getDoc(t, board, "/api/games"); code != 200 || !strings.Contains(body, "mesa-1") {
		t.Fatalf("through the relay: %d %s", code, body)
	}
	relay.Cut()
	for _, path := range []string{"/api/games", "/api/games/1/standings", "/api/league"} {
		code, h, body := getDoc(t, board, path)
		if code != http.StatusServiceUnavailable || h.Get("Retry-After") != "5" || !strings.Contains(body, "cannot reach the server") {
			t.Errorf("%s with the server out of reach: %d, Retry-After %q, %s; want 503, Retry-After 5", path, code, h.Get("Retry-After"), body)
		}
	}
}

// getDoc fetches path with the key, and its headers.
func getDoc(t *testing.T, p *servingProcess, path string) (int, http.Header, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", p.base+path, nil)
	req.Header.Set("Authorization", "Bearer "+p.key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(body)
}
