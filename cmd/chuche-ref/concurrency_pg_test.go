package main

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/store/storetest"
)

// A club evening on one PostgreSQL ledger: five laptops, real processes,
// one on each of three tables' games and two more on the first. Every
// round a process is told it saved is in the ledger exactly once, as that
// process sent it; a process that raced another on the same game is told
// to run the command again (exit 3), and its round is not there.
func TestConcurrentRounds_PostgreSQL(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("starts ~80 chuche-ref processes")
	}
	ledger := storetest.FreshDB(t)
	bin := chucheRef(t)
	const rounds = 15
	players := []string{"Ana", "Ben", "Cleo"}
	for _, g := range []string{"table-1", "table-2", "table-3"} {
		bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben,Cleo", "--name", g, "--rule", "limit=1000")
	}
	// Each writer has its game and its cutter: on table-1, the three
	// writers cut with three different players, so an entry tells whose it is.
	writers := []struct{ game, cutter string }{
		{"table-1", "Ana"}, {"table-2", "Ana"}, {"table-3", "Ben"}, {"table-1", "Ben"}, {"table-1", "Cleo"},
	}
	type tally struct {
		saved     []int
		conflicts int
	}
	tallies := make([]tally, len(writers))
	start := time.Now()
	var wg sync.WaitGroup
	for w, wr := range writers {
		wg.Go(func() {
			args := []string{"--db", ledger, "--game", wr.game, "--json", "round", "--cut", wr.cutter, "--hand", wr.cutter + "=" + cleanHand}
			for _, p := range players {
				if p != wr.cutter {
					args = append(args, "--points", p+"=10")
				}
			}
			for range rounds {
				switch r := bin.run(t, args...); {
				case r.code == 0:
					tallies[w].saved = append(tallies[w].saved, savedEntry(t, r))
				case r.code == exitLedger && conflictMessage.MatchString(r.stderr):
					tallies[w].conflicts++
				default:
					t.Errorf("writer %d on %s: exit %d: %s", w, wr.game, r.code, r.stderr)
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)

	conflicts := 0
	for _, g := range []string{"table-1", "table-2", "table-3"} {
		owner := map[int]int{} // entry seq => the writer told it saved it
		for w, tl := range tallies {
			if writers[w].game != g {
				continue
			}
			for _, seq := range tl.saved {
				if other, dup := owner[seq]; dup {
					t.Errorf("%s: writers %d and %d were both told they saved entry #%d", g, other, w, seq)
				}
				owner[seq] = w
			}
		}
		entries := historyHands(t, bin, ledger, g)
		if len(entries) != len(owner) {
			t.Errorf("%s: %d entries in the ledger, %d reported saved", g, len(entries), len(owner))
		}
		for i, cutter := range entries {
			w, ok := owner[i+1]
			switch {
			case !ok:
				t.Errorf("%s: entry #%d was saved by no process that said so", g, i+1)
			case writers[w].cutter != cutter:
				t.Errorf("%s: entry #%d is cut by %s, but writer %d (cutting with %s) was told it saved it", g, i+1, cutter, w, writers[w].cutter)
			}
		}
	}
	for w, tl := range tallies {
		conflicts += tl.conflicts
		if writers[w].game != "table-1" && (tl.conflicts != 0 || len(tl.saved) != rounds) {
			t.Errorf("writer %d, alone on %s: %d saved, %d conflicts", w, writers[w].game, len(tl.saved), tl.conflicts)
		}
	}
	t.Logf("%d processes at once, %d rounds in %v; %d conflicts on table-1 (exit 3, run again)", len(writers), len(writers)*rounds, elapsed.Round(time.Millisecond), conflicts)
}

// historyHands is the cutter of every entry of a game, in seq order, from
// history --json (every entry a live hand numbered 1, 2, 3…).
func historyHands(t *testing.T, bin *chucheRefBinary, ledger, game string) []string {
	t.Helper()
	var doc struct {
		Entries []struct {
			Seq     int             `json:"seq"`
			Kind    string          `json:"kind"`
			Payload json.RawMessage `json:"payload"`
			Live    bool            `json:"live"`
		} `json:"entries"`
	}
	out := bin.mustRun(t, "--db", ledger, "--game", game, "history", "--json")
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("history --json: %v", err)
	}
	var cutters []string
	for i, e := range doc.Entries {
		var h storedHand
		if e.Seq != i+1 || e.Kind != "hand" || !e.Live || json.Unmarshal(e.Payload, &h) != nil || h.Cutter == "" {
			t.Errorf("%s: entry %d: %s", game, i+1, fmt.Sprint(e.Seq, e.Kind, e.Live, string(e.Payload)))
		}
		cutters = append(cutters, h.Cutter)
	}
	return cutters
}
