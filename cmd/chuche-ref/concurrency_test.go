package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"sync"
	"testing"
	"time"
)

// Four terminals at one table, each entering rounds with the real binary
// into the same ledger file: every process either saves its round or, only
// when two raced on the same game, is told to run the command again. Nothing
// is ever "locked", and nothing a process reported as saved goes missing.
func TestConcurrentRounds_RealProcesses(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("starts ~150 chuche-ref processes")
	}
	const workers, rounds = 4, 25
	bin := chucheRef(t)
	ledger := filepath.Join(t.TempDir(), "ledger.db")
	// In the shared game worker 0 has Ana cut and worker 1 Ben; the races
	// decide the totals, so the limit is out of reach.
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben", "--name", "shared", "--rule", "limit=1000")

	start := time.Now()
	tallies := make([]roundTally, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() { tallies[w] = enterRounds(t, bin, ledger, w, rounds) })
	}
	wg.Wait()
	elapsed := time.Since(start)

	var own, saved, conflicts, locked, failed int
	sharedBy := map[int]int{} // shared entry seq => the worker told it saved it
	for w, tl := range tallies {
		own += tl.own
		saved += len(tl.shared)
		conflicts += tl.conflicts
		locked += tl.locked
		failed += tl.failed
		for _, seq := range tl.shared {
			if other, dup := sharedBy[seq]; dup {
				t.Errorf("workers %d and %d were both told they saved shared entry #%d", other, w, seq)
			}
			sharedBy[seq] = w
		}
	}

	for w := range workers {
		game := fmt.Sprintf("own-%d", w)
		if got := roundsPlayed(t, bin, ledger, game); got != rounds {
			t.Errorf("%s: %d rounds in the ledger, want %d", game, got, rounds)
		}
		checkEntries(t, bin, ledger, game, rounds, nil)
	}
	if got := roundsPlayed(t, bin, ledger, "shared"); got != saved {
		t.Errorf("shared: %d rounds in the ledger, %d reported saved", got, saved)
	}
	// Worker 0 always has Ana cut, worker 1 Ben: each saved entry must be
	// the round its writer sent, not another's in its place.
	checkEntries(t, bin, ledger, "shared", saved, func(seq int, h storedHand) error {
		w, ok := sharedBy[seq]
		if !ok {
			return fmt.Errorf("no process reported saving it")
		}
		if want := sharedCutter(w); h.Cutter != want {
			return fmt.Errorf("cut by %s, but worker %d (who cuts with %s) was told it saved it", h.Cutter, w, want)
		}
		return nil
	})

	t.Logf("%d processes at once, %d runs in %v: own games %d/%d rounds saved; shared game %d saved, %d conflicts (exit 3, run again); %d locked, %d other failures",
		workers, workers*rounds+2*rounds+workers, elapsed.Round(time.Millisecond), own, workers*rounds, saved, conflicts, locked, failed)
}

// roundTally is what one worker's processes reported.
type roundTally struct {
	own       int   // rounds saved in its own game
	shared    []int // entries saved in the shared game
	conflicts int   // shared-game rounds refused because another session wrote first
	locked    int   // runs that gave up waiting for the lock (none expected)
	failed    int   // runs that failed otherwise, locked included (none expected)
}

var (
	conflictMessage = regexp.MustCompile(`^chuche-ref: .*changed since it was read.*run the command again`)
	lockedMessage   = regexp.MustCompile(`in use by another|locked|busy`)
)

// fail records and reports a run that neither saved nor met a conflict.
func (tl *roundTally) fail(t *testing.T, r runResult, format string, args ...any) {
	tl.failed++
	if lockedMessage.MatchString(r.stderr) {
		tl.locked++
	}
	t.Errorf(format+": exit %d: %s", append(args, r.code, r.stderr)...)
}

func sharedCutter(worker int) string { return [...]string{"Ana", "Ben"}[worker] }

// enterRounds is one terminal: it starts its own game, then enters rounds
// into it; workers 0 and 1 also enter a round into the shared game each time.
func enterRounds(t *testing.T, bin *chucheRefBinary, ledger string, w, rounds int) roundTally {
	var tl roundTally
	own := fmt.Sprintf("own-%d", w)
	if r := bin.run(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben", "--name", own); r.code != 0 {
		tl.fail(t, r, "worker %d: new", w)
		return tl
	}
	seats := [2]string{"Ana", "Ben"}
	for i := range rounds {
		args := append([]string{"--db", ledger, "--game", own, "--json"}, cutArgs(seats[i%2], seats[1-i%2], 10)...)
		r := bin.run(t, args...)
		if r.code != 0 {
			tl.fail(t, r, "worker %d: own round %d", w, i+1)
		} else if seq := savedEntry(t, r); seq != i+1 {
			t.Errorf("worker %d: own round %d saved as entry #%d", w, i+1, seq)
		} else {
			tl.own++
		}
		if w > 1 {
			continue
		}
		cutter := sharedCutter(w)
		args = append([]string{"--db", ledger, "--game", "shared", "--json"}, cutArgs(cutter, otherOf(cutter), 10)...)
		switch r := bin.run(t, args...); {
		case r.code == 0:
			tl.shared = append(tl.shared, savedEntry(t, r))
		case r.code == exitLedger && conflictMessage.MatchString(r.stderr):
			tl.conflicts++
		default:
			tl.fail(t, r, "worker %d: shared round", w)
		}
	}
	return tl
}

func otherOf(name string) string {
	if name == "Ana" {
		return "Ben"
	}
	return "Ana"
}

// savedEntry reads the entry number from round --json.
func savedEntry(t *testing.T, r runResult) int {
	var doc struct {
		Entry int `json:"entry"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil || doc.Entry == 0 {
		t.Errorf("round --json: no entry number (%v) in %q", err, r.stdout)
	}
	return doc.Entry
}

// roundsPlayed is standings --json's round count.
func roundsPlayed(t *testing.T, bin *chucheRefBinary, ledger, game string) int {
	var doc struct {
		Round int `json:"round"`
	}
	out := bin.mustRun(t, "--db", ledger, "--game", game, "standings", "--json")
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("standings --json: %v\n%s", err, out)
	}
	return doc.Round
}

// storedHand is the part of a hand entry's payload the tests look at.
type storedHand struct {
	Cutter string         `json:"cutter"`
	Points map[string]int `json:"points"`
}

// checkEntries reads history --json: want live hand entries numbered 1..want
// with whole payloads, each passing check when given.
func checkEntries(t *testing.T, bin *chucheRefBinary, ledger, game string, want int, check func(seq int, h storedHand) error) {
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
	if len(doc.Entries) != want {
		t.Errorf("%s: %d entries in history, want %d", game, len(doc.Entries), want)
	}
	for i, e := range doc.Entries {
		var h storedHand
		switch {
		case e.Seq != i+1:
			t.Errorf("%s: entry %d has seq %d", game, i+1, e.Seq)
		case e.Kind != "hand" || !e.Live:
			t.Errorf("%s: entry #%d is %q, live %v", game, e.Seq, e.Kind, e.Live)
		case json.Unmarshal(e.Payload, &h) != nil || h.Cutter == "" || len(h.Points) != 1:
			t.Errorf("%s: entry #%d has a partial payload %s", game, e.Seq, e.Payload)
		case check != nil:
			if err := check(e.Seq, h); err != nil {
				t.Errorf("%s: entry #%d: %v", game, e.Seq, err)
			}
		}
	}
}
