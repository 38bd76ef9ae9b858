package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// A writer killed with SIGKILL at random moments, again and again, on one
// ledger: while opening it, judging a hand, in the middle of a commit or of
// the checkpoint at close. Afterwards the file is intact, every round the
// writer reported as saved is there, whole, and nothing half-written is.
func TestCrash_KilledWriterLosesNothingSaved(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("kills a writer process 32 times")
	}
	writer := testCommand(t, "chuche-ref-writer")
	const kills = 32
	ledger := filepath.Join(t.TempDir(), "ledger.db")
	var out, errOut bytes.Buffer
	if code := Main([]string{"--db", ledger, "new", "chinchon", "--players", "Ana,Ben", "--name", "crash"},
		&IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}, noEnv); code != exitOK {
		t.Fatalf("new: exit %d: %s", code, errOut.String())
	}

	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(seed, 0))
	t.Logf("seed %d", seed)
	savedBy := map[int]int{} // entry seq => the run that reported it saved
	inLedger, unreported, hotWAL := 0, 0, 0
	for run := range kills {
		// Most runs die after their first save, somewhere in the loop; every
		// fourth dies at any moment from its start, often while opening.
		afterSave := run%4 != 3
		wait := time.Duration(1+rng.IntN(100_000)) * time.Microsecond
		if !afterSave {
			wait = time.Duration(1+rng.IntN(80_000)) * time.Microsecond
		}
		for _, seq := range killWriter(t, writer, ledger, run, afterSave, wait) {
			if seq != inLedger+1 {
				t.Fatalf("run %d reported entry #%d after #%d", run, seq, inLedger)
			}
			savedBy[seq] = run
			inLedger = seq
		}
		if fi, err := os.Stat(ledger + "-wal"); err == nil && fi.Size() > 0 {
			hotWAL++ // killed between a write and the checkpoint at close
		}
		checkIntegrity(t, ledger)
		// A run may have committed one round more than it lived to report.
		switch n := ledgerEntries(t, ledger); n - inLedger {
		case 0:
		case 1:
			unreported++
			inLedger = n
		default:
			t.Fatalf("after kill %d: %d entries in the ledger, %d reported saved", run+1, n, inLedger)
		}
	}
	if len(savedBy) == 0 {
		t.Fatal("no run saved anything before it was killed")
	}

	n := checkCrashLedger(t, ledger, savedBy)
	// The ledger takes new rounds after all that.
	seqs := killWriter(t, writer, ledger, kills, false, 0)
	if len(seqs) != 1 || seqs[0] != n+1 {
		t.Errorf("a writer after the crashes saved %v, want [%d]", seqs, n+1)
	}
	t.Logf("%d kills (%d left a WAL for the next open to recover), integrity ok after each: %d rounds reported saved, %d in the ledger (%d committed but killed before reporting)",
		kills, hotWAL, len(savedBy), n, unreported)
}

// killWriter starts a writer tagged run; it kills it wait after its first
// save (afterSave) or after its start, or, with wait 0, lets it enter one
// round and end. It returns the entries the writer reported saved.
func killWriter(t *testing.T, writer, ledger string, run int, afterSave bool, wait time.Duration) []int {
	t.Helper()
	args := []string{ledger, "crash", strconv.Itoa(run % 10)}
	if wait == 0 {
		args = append(args, "1")
	}
	cmd := exec.Command(writer, args...)
	stdout := &saveWatcher{first: make(chan struct{})}
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	killed := false
	if wait > 0 {
		if afterSave {
			select {
			case <-stdout.first:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				cmd.Wait()
				t.Fatalf("run %d saved nothing in 20s: %s", run, stderr.String())
			}
		}
		time.Sleep(wait)
		killed = cmd.Process.Kill() == nil
	}
	err := cmd.Wait()
	var exit *exec.ExitError
	if err != nil && !(killed && errors.As(err, &exit) && !exit.Exited()) {
		// The writer stopped on its own: it hit an error.
		t.Fatalf("run %d: writer failed: %v: %s", run, err, stderr.String())
	}
	return stdout.saved(t)
}

// saveWatcher collects the writer's stdout and tells when the first save
// was reported.
type saveWatcher struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	first chan struct{}
	once  sync.Once
}

func (w *saveWatcher) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	if bytes.Contains(w.buf.Bytes(), []byte("saved ")) {
		w.once.Do(func() { close(w.first) })
	}
	return len(p), nil
}

// saved reads the complete "saved N" lines; a line cut by the kill is not
// a report.
func (w *saveWatcher) saved(t *testing.T) []int {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := w.buf.String()
	out = out[:strings.LastIndexByte(out, '\n')+1]
	var seqs []int
	for _, line := range strings.Fields(strings.ReplaceAll(out, "saved ", "")) {
		n, err := strconv.Atoi(line)
		if err != nil {
			t.Fatalf("writer printed %q", w.buf.String())
		}
		seqs = append(seqs, n)
	}
	return seqs
}

// openRaw opens the ledger file read-only with plain SQLite, as a user
// with the sqlite3 shell would after a crash, without chuche-ref's checks.
func openRaw(t *testing.T, ledger string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+ledger+"?mode=ro&_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func ledgerEntries(t *testing.T, ledger string) int {
	t.Helper()
	db := openRaw(t, ledger)
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM entries`).Scan(&n); err != nil {
		t.Fatalf("count entries: %v", err)
	}
	return n
}

func checkIntegrity(t *testing.T, ledger string) {
	t.Helper()
	db := openRaw(t, ledger)
	defer db.Close()
	rows, err := db.Query(`PRAGMA integrity_check`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var report []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			t.Fatal(err)
		}
		report = append(report, line)
	}
	if len(report) != 1 || report[0] != "ok" {
		t.Fatalf("integrity_check: %s", strings.Join(report, "\n"))
	}
}

// checkCrashLedger opens the ledger as chuche-ref does and checks every
// entry is whole, numbered 1..N, the one its run reported, and that the
// stored summary is what replaying the entries gives. It returns N.
func checkCrashLedger(t *testing.T, ledger string, savedBy map[int]int) int {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, ledger)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	g, err := db.Game(ctx, "crash")
	if err != nil {
		t.Fatal(err)
	}
	entries, err := db.Entries(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	n := len(entries)
	if g.Seq != n || g.Summary.Round != n {
		t.Errorf("game says entry #%d, round %d; it has %d entries", g.Seq, g.Summary.Round, n)
	}
	var replay []store.Entry
	for i, e := range entries {
		var h scorer.ChinchonHand
		switch {
		case e.Seq != i+1:
			t.Fatalf("entry %d has seq %d", i+1, e.Seq)
		case e.Kind != scorer.ChinchonKindHand || e.Voids != 0 || e.Replaces != 0:
			t.Errorf("entry #%d: kind %q voids %d replaces %d", e.Seq, e.Kind, e.Voids, e.Replaces)
		case json.Unmarshal(e.Payload, &h) != nil || h.Cutter != "Ana" || len(h.Hands["Ana"]) != 7 || len(h.Hands["Ben"]) != 7:
			t.Errorf("entry #%d is not a whole hand: %s", e.Seq, e.Payload)
		}
		if run, ok := savedBy[e.Seq]; ok && h.Claimed["Ben"] != run%10 {
			t.Errorf("entry #%d carries tag %d, but run %d reported saving it", e.Seq, h.Claimed["Ben"], run)
		}
		replay = append(replay, e)
	}
	if last := entries[n-1].CreatedAt; !g.LastPlayedAt.Equal(last) {
		t.Errorf("game last played %v, its last entry %v: not one transaction", g.LastPlayedAt, last)
	}

	rules, err := scorekeeper.ChinchonRules(scorekeeper.GameInfo{ID: g.ID, Rules: g.Rules})
	if err != nil {
		t.Fatal(err)
	}
	codec := scorer.ChinchonCodec(rules.DeckInPlay())
	var typed []scorer.Entry
	for _, e := range replay {
		typed = append(typed, codec.Entry(e.Seq, e.Kind, e.Payload, e.Voids, e.Replaces))
	}
	m, err := scorer.ChinchonStandings(g.Players, rules, scorer.Effective(typed))
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	want := map[string]int{"Ana": -10 * n, "Ben": 0}
	if m.Round != n {
		t.Errorf("replay: round %d, want %d", m.Round, n)
	}
	for _, p := range m.Players {
		if p.Total != want[p.Name] {
			t.Errorf("replay: %s has %d, want %d", p.Name, p.Total, want[p.Name])
		}
	}
	for _, p := range g.Summary.Players {
		if p.Total != want[p.Name] || p.Status != "in" {
			t.Errorf("stored summary: %s has %d (%s), replay gives %d", p.Name, p.Total, p.Status, want[p.Name])
		}
	}
	return n
}
