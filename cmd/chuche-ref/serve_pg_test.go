package main

import (
	"strconv"
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
