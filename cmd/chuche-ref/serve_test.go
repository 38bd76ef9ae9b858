package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
)

// A Chinchón game with an elimination and a buy-back (CN-12, CN-13), and a
// Chuche game, in one ledger: what a club evening's scoreboard shows.
func clubLedger(t *testing.T, bin *chucheRefBinary) string {
	t.Helper()
	ledger := filepath.Join(t.TempDir(), "ledger.db")
	db := []string{"--db", ledger}
	run := func(args ...string) { bin.mustRun(t, append(db, args...)...) }
	run("new", "chinchon", "--players", "Ana,Ben,Cris", "--name", "mesa-1")
	cut := "Ana=1o 2o 3o 5c 5e 5b 4c"
	run("round", "--game", "mesa-1", "--cut", "Ana", "--hand", cut, "--points", "Ben=60", "--points", "Cris=65")
	run("round", "--game", "mesa-1", "--cut", "Ana", "--hand", cut, "--points", "Ben=50", "--points", "Cris=10")
	run("buyback", "--game", "mesa-1", "Ben")
	run("new", "chuche", "--players", "Dani,Eva", "--name", "mesa-2")
	run("round", "--game", "mesa-2", "--won", "Dani=R5 R3 Y2 G1", "--won", "Eva=O5 O1", "--chuche", "Dani=1")
	return ledger
}

// The API's documents are the CLI's --json output, byte for byte.
func TestServe_APIIsTheCLIsJSON(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	ledger := clubLedger(t, bin)
	p := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0")
	cli := func(args ...string) string {
		return bin.mustRun(t, append([]string{"--db", ledger, "--json"}, args...)...)
	}
	for path, want := range map[string]string{
		"/api/games":             cli("games"),
		"/api/games/1/standings": cli("standings", "--game", "1"),
		"/api/games/1/history":   cli("history", "--game", "1"),
		"/api/games/2/standings": cli("standings", "--game", "2"),
		"/api/games/2/history":   cli("history", "--game", "2"),
		"/api/games/2/table":     cli("table", "--game", "2"),
	} {
		status, body := p.get(t, path)
		if status != 200 || body != want {
			t.Errorf("GET %s: %d\n%s\nwant the CLI's\n%s", path, status, body, want)
		}
	}

	// The rounds behind the chart: each hand as round --json shows it.
	_, body := p.get(t, "/api/games/1/rounds")
	var rounds struct {
		Game   string `json:"game"`
		Rounds []struct {
			Round      int            `json:"round"`
			Cutter     string         `json:"cutter"`
			Totals     map[string]int `json:"totals"`
			Eliminated []string       `json:"eliminated"`
		} `json:"rounds"`
	}
	if err := json.Unmarshal([]byte(body), &rounds); err != nil {
		t.Fatalf("rounds: %v\n%s", err, body)
	}
	if len(rounds.Rounds) != 2 || rounds.Rounds[1].Totals["Ben"] != 110 || strings.Join(rounds.Rounds[1].Eliminated, ",") != "Ben" || rounds.Rounds[0].Cutter != "Ana" {
		t.Errorf("rounds of mesa-1: %+v", rounds)
	}
	var standings struct {
		Players []struct {
			Name     string `json:"name"`
			Total    int    `json:"total"`
			BuyBacks int    `json:"buybacks"`
		} `json:"players"`
		Rejoins []struct {
			Player string `json:"player"`
			After  int    `json:"after"`
			To     int    `json:"to"`
		} `json:"rejoins"`
	}
	_, body = p.get(t, "/api/games/1/standings")
	json.Unmarshal([]byte(body), &standings)
	if len(standings.Rejoins) != 1 || standings.Rejoins[0].Player != "Ben" || standings.Rejoins[0].To != 75 {
		t.Errorf("the buy-back the chart marks: %+v", standings.Rejoins)
	}

	for _, path := range []string{"/api/games/3/standings", "/api/games/3/history", "/api/games/3/rounds", "/games/3"} {
		status, body := p.get(t, path)
		if status != 404 || !strings.Contains(body, `"error"`) {
			t.Errorf("GET %s: %d %s; want 404 {\"error\": …}", path, status, body)
		}
	}
}

// An entry recorded by another process — another terminal's round —
// reaches an open stream as a standings event carrying that game's
// `standings --json`; Last-Event-ID resumes from before it.
func TestServe_EventAfterARoundByAnotherProcess(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	ledger := clubLedger(t, bin)
	p := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0")

	stream := openEvents(t, p, "")
	ready := stream.next(t)
	if ready.name != "ready" || ready.id == "" {
		t.Fatalf("first event %+v: want ready with the ledger's head id", ready)
	}
	recorded := time.Now()
	bin.mustRun(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Cris", "--hand", "Cris="+cleanHand, "--points", "Ana=7", "--points", "Ben=3")
	ev := stream.next(t)
	t.Logf("the standings event came %v after the round process was started", time.Since(recorded).Round(time.Millisecond))
	head, _ := strconv.Atoi(ready.id)
	if id, err := strconv.Atoi(ev.id); ev.name != "standings" || err != nil || id <= head {
		t.Fatalf("after the round: %+v; want standings with an id above %d", ev, head)
	}
	var want bytes.Buffer
	json.Compact(&want, []byte(bin.mustRun(t, "--db", ledger, "--json", "standings", "--game", "mesa-1")))
	if ev.data != want.String() {
		t.Errorf("event data\n%s\nwant standings --json on one line\n%s", ev.data, want.String())
	}

	// An undo is an entry too.
	bin.mustRun(t, "--db", ledger, "undo", "--game", "mesa-1")
	undo := stream.next(t)
	if id, _ := strconv.Atoi(undo.id); undo.name != "standings" || id <= head+1 {
		t.Errorf("after undo: %+v", undo)
	}

	resumed := openEvents(t, p, ready.id)
	first := resumed.next(t)
	if first.name != "standings" || first.id != undo.id {
		t.Errorf("resumed from %s: %+v; want mesa-1's standings with id %s", ready.id, first, undo.id)
	}
}

// A scoreboard that was away while games were created is told of them when
// it resumes from the last id it got, as a live one was: each creation a
// games event with the ledger-wide id it took.
func TestServe_ResumeAfterNewGames(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	resumeAfterNewGames(t, bin, clubLedger(t, bin))
}

// resumeAfterNewGames opens a stream on a server of ledger (which holds a
// game mesa-1 and nothing named x-1 or x-2), creates two games while a
// second client is away and checks both clients are told of them alike.
func resumeAfterNewGames(t *testing.T, bin *chucheRefBinary, ledger string) {
	t.Helper()
	p := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0")
	live := openEvents(t, p, "")
	ready := live.next(t)
	last, err := strconv.Atoi(ready.id)
	if ready.name != "ready" || err != nil {
		t.Fatalf("first event %+v: want ready with an id", ready)
	}
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "X1,X2", "--name", "x-1")
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "X3,X4", "--name", "x-2")
	var told []sseMsg
	for range 2 {
		ev := live.next(t)
		id, err := strconv.Atoi(ev.id)
		if ev.name != "games" || err != nil || id <= last {
			t.Fatalf("live after %d: %+v; want a games event with a larger id", last, ev)
		}
		last = id
		told = append(told, ev)
	}

	resumed := openEvents(t, p, ready.id)
	for i, want := range told {
		if ev := resumed.next(t); ev != want {
			t.Errorf("resumed from %s, event %d: %+v; want %+v as the live stream had it", ready.id, i+1, ev, want)
		}
	}
	if ev := resumed.next(t); ev.name != "ready" || ev.data != fmt.Sprintf(`{"last_event_id":%d}`, last) {
		t.Errorf("resumed, then %+v; want ready at %d", ev, last)
	}
	bin.mustRun(t, "--db", ledger, "round", "--game", "x-1", "--cut", "X1", "--hand", "X1="+cleanHand, "--points", "X2=7")
	for _, s := range []*sseStream{live, resumed} {
		ev := s.next(t)
		if id, _ := strconv.Atoi(ev.id); ev.name != "standings" || id <= last {
			t.Errorf("after a round in x-1: %+v; want its standings with an id above %d", ev, last)
		}
	}
}

// The address line, the hints, the key's sources, and the clean stops.
func TestServe_AddressKeyAndStop(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	ledger := clubLedger(t, bin)

	local := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0")
	if !strings.HasPrefix(local.url, "http://127.0.0.1:") || len(local.key) < 22 {
		t.Errorf("default address line %q: want 127.0.0.1 and a random key", local.url)
	}
	waitFor(t, func() bool { return strings.Contains(local.stderr.String(), "Ctrl-C") })
	if s := local.stderr.String(); !strings.Contains(s, "only this machine") || !strings.Contains(s, "--addr 0.0.0.0:") {
		t.Errorf("loopback stderr %q: want the hint to open it to the table", s)
	}
	other := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0")
	if other.key == local.key {
		t.Errorf("two starts share the random key %q", local.key)
	}
	local.stop(t, syscall.SIGINT)
	other.stop(t, syscall.SIGTERM)

	lan := startServe(t, bin, nil, "--db", ledger, "--addr", "0.0.0.0:0")
	if strings.Contains(lan.url, "0.0.0.0") {
		t.Errorf("bound to 0.0.0.0 the address line is %q: a phone cannot open that", lan.url)
	}
	waitFor(t, func() bool { return strings.Contains(lan.stderr.String(), "Ctrl-C") })
	if strings.Contains(lan.stderr.String(), "only this machine") {
		t.Errorf("bound to 0.0.0.0, stderr still says only this machine: %s", lan.stderr)
	}
	lan.stop(t, syscall.SIGTERM)

	env := startServe(t, bin, []string{"CHUCHE_REF_SERVE_KEY=club-env-key"}, "--db", ledger, "--addr", "127.0.0.1:0")
	if env.key != "club-env-key" {
		t.Errorf("with CHUCHE_REF_SERVE_KEY the key is %q", env.key)
	}
	config := filepath.Join(t.TempDir(), "config.yaml")
	os.WriteFile(config, []byte("serve:\n  key: club-file-key\n"), 0o600)
	file := startServe(t, bin, nil, "--db", ledger, "--config", config, "--addr", "127.0.0.1:0")
	flag := startServe(t, bin, []string{"CHUCHE_REF_SERVE_KEY=club-env-key"}, "--db", ledger, "--config", config, "--addr", "127.0.0.1:0", "--key", "club-flag-key")
	if file.key != "club-file-key" || flag.key != "club-flag-key" {
		t.Errorf("serve.key gave %q, --key gave %q", file.key, flag.key)
	}
	if status, _ := file.get(t, "/api/games"); status != 200 {
		t.Errorf("with the configured key: %d", status)
	}

	for _, args := range [][]string{
		{"--addr", "nonsense"},
		{"--addr", "127.0.0.1:99999"},
		{"--key", "short"},
		{"--key", ""},
		{"--key", "with spaces in it"},
	} {
		r := bin.run(t, append([]string{"--db", ledger, "serve"}, args...)...)
		if r.code != 2 || !strings.HasPrefix(r.stderr, "chuche-ref: ") {
			t.Errorf("serve %q: exit %d, stderr %q; want 2 and a one-line error", args, r.code, r.stderr)
		}
	}
}

// On a terminal a QR code of the address follows the address line.
func TestServe_QRCodeOnATerminal(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	ledger := clubLedger(t, bin)
	cmd := exec.Command(bin.path, "--db", ledger, "serve", "--addr", "127.0.0.1:0")
	cmd.Env = bin.env
	tty, err := pty.Start(cmd)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer tty.Close()
	lines := make(chan string, 100)
	go func() {
		br := bufio.NewReader(tty)
		for {
			line, err := br.ReadString('\n')
			if err != nil {
				close(lines)
				return
			}
			lines <- strings.TrimRight(line, "\r\n")
		}
	}()
	var got []string
	deadline := time.After(30 * time.Second)
	for !strings.Contains(strings.Join(got, "\n"), "Ctrl-C") {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("serve ended early:\n%s", strings.Join(got, "\n"))
			}
			got = append(got, l)
		case <-deadline:
			t.Fatalf("no address and QR code within 30 s:\n%s", strings.Join(got, "\n"))
		}
	}
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve after SIGTERM: %v", err)
	}
	if !strings.HasPrefix(got[0], "http://127.0.0.1:") {
		t.Errorf("first line %q, want the address", got[0])
	}
	blocks := 0
	for _, l := range got[1:] {
		if strings.ContainsAny(l, "█▀▄") {
			blocks++
		}
	}
	if blocks < 10 {
		t.Errorf("%d lines of QR blocks after the address, want a QR code:\n%s", blocks, strings.Join(got, "\n"))
	}
}

// sseStream reads a real server's event stream.
type sseStream struct {
	events chan sseMsg
}

type sseMsg struct{ id, name, data string }

func openEvents(t *testing.T, p *servingProcess, lastEventID string) *sseStream {
	t.Helper()
	req, _ := http.NewRequest("GET", p.base+"/api/events", nil)
	req.Header.Set("Authorization", "Bearer "+p.key)
	if lastEventID != "" {
		req.Header.Set("Last-Event-ID", lastEventID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("GET /api/events: %v %v", resp, err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	s := &sseStream{events: make(chan sseMsg, 100)}
	go func() {
		defer close(s.events)
		br := bufio.NewReader(resp.Body)
		var m sseMsg
		for {
			line, err := br.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimSuffix(line, "\n")
			switch {
			case line == "" && m.name != "":
				s.events <- m
				m = sseMsg{}
			case strings.HasPrefix(line, "id: "):
				m.id = line[4:]
			case strings.HasPrefix(line, "event: "):
				m.name = line[7:]
			case strings.HasPrefix(line, "data: "):
				m.data = line[6:]
			}
		}
	}()
	return s
}

func (s *sseStream) next(t *testing.T) sseMsg {
	t.Helper()
	select {
	case m, ok := <-s.events:
		if !ok {
			t.Fatal("the event stream ended")
		}
		return m
	case <-time.After(15 * time.Second):
		t.Fatal("no event within 15 s")
	}
	return sseMsg{}
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for start := time.Now(); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Since(start) > 15*time.Second {
			t.Fatal("gave up waiting")
		}
	}
}
