// Command benchserve measures one `chuche-ref serve` with many open event
// streams, for scripts/bench-serve.sh: the server's memory, and how long
// after a round is entered by another process every stream has its event.
//
//	go run ./scripts/benchserve -bin CHUCHE_REF [-streams 1000] [-rounds 10] [-db LEDGER]
//
// It makes a ledger in a temporary folder (or in -db, an empty PostgreSQL
// database's URL), starts serve on 127.0.0.1:0,
// opens the streams (each its own connection, as phones would), then enters
// rounds with the real binary, one at a time. A round's delay is measured
// from the start of the round process — an upper bound of the delay after
// its write, which comes later — to each stream's standings event. Memory
// is the serve process's resident set (VmRSS, and its peak VmHWM).
//
// It prints the figures and exits 1 when a target is missed: peak memory
// at most 50 MB, every delay at most 1 s.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

const key = "bench-serve-key"

func main() {
	bin := flag.String("bin", "", "the chuche-ref binary")
	streams := flag.Int("streams", 1000, "event streams to keep open")
	rounds := flag.Int("rounds", 10, "rounds to enter while they are open")
	db := flag.String("db", "", "the ledger: an empty database's postgres:// URL (default: a new SQLite file)")
	flag.Parse()
	if *bin == "" || *streams < 1 || *rounds < 1 {
		fmt.Fprintln(os.Stderr, "usage: benchserve -bin CHUCHE_REF [-streams N] [-rounds R]")
		os.Exit(2)
	}
	if err := run(*bin, *db, *streams, *rounds); err != nil {
		fmt.Fprintln(os.Stderr, "benchserve:", err)
		os.Exit(1)
	}
}

func run(bin, ledger string, streams, rounds int) error {
	dir, err := os.MkdirTemp("", "bench-serve")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	engine := "PostgreSQL"
	if ledger == "" {
		ledger, engine = filepath.Join(dir, "ledger.db"), "SQLite"
	}
	chuche := func(args ...string) error {
		out, err := exec.Command(bin, append([]string{"--db", ledger}, args...)...).CombinedOutput()
		if err != nil {
			return fmt.Errorf("chuche-ref %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return nil
	}
	if err := chuche("new", "chinchon", "--players", "Ana,Ben", "--name", "bench", "--rule", "limit=1000"); err != nil {
		return err
	}

	srv := exec.Command(bin, "--db", ledger, "serve", "--addr", "127.0.0.1:0")
	srv.Env = append(os.Environ(), "CHUCHE_REF_SERVE_KEY="+key) // the quiet way: --key would warn
	stdout, err := srv.StdoutPipe()
	if err != nil {
		return err
	}
	if err := srv.Start(); err != nil {
		return err
	}
	defer func() {
		srv.Process.Signal(syscall.SIGTERM)
		srv.Wait()
	}()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		return fmt.Errorf("serve printed no address: %v", err)
	}
	u, err := url.Parse(strings.TrimSpace(line))
	if err != nil {
		return err
	}
	base := "http://" + u.Host
	time.Sleep(200 * time.Millisecond)
	idle, _ := memory(srv.Process.Pid)

	// Each stream on its own connection, as each phone is.
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: -1, DisableKeepAlives: true}}
	events := make(chan received, streams*rounds+streams)
	var opened sync.WaitGroup
	openErr := make(chan error, streams)
	for i := range streams {
		opened.Add(1)
		go stream(client, base, i, events, &opened, openErr)
	}
	opened.Wait()
	select {
	case err := <-openErr:
		return err
	default:
	}
	time.Sleep(200 * time.Millisecond)
	open, _ := memory(srv.Process.Pid)

	var delays []time.Duration
	for r := range rounds {
		cutter, other := "Ana", "Ben"
		if r%2 == 1 {
			cutter, other = other, cutter
		}
		start := time.Now()
		if err := chuche("round", "--game", "bench", "--cut", cutter, "--hand", cutter+"=5o 6o 7o 12c 12e 12b 12o", "--points", other+"=7"); err != nil {
			return err
		}
		seen := map[int]bool{}
		timeout := time.After(10 * time.Second)
		for len(seen) < streams {
			select {
			case ev := <-events:
				if ev.err != nil {
					return ev.err
				}
				if !seen[ev.stream] {
					seen[ev.stream] = true
					delays = append(delays, ev.at.Sub(start))
				}
			case <-timeout:
				return fmt.Errorf("round %d: only %d of %d streams had the event after 10 s", r+1, len(seen), streams)
			}
		}
	}
	mem, err := memory(srv.Process.Pid)
	if err != nil {
		return err
	}

	sort.Slice(delays, func(i, j int) bool { return delays[i] < delays[j] })
	pct := func(p float64) time.Duration { return delays[int(p*float64(len(delays)-1))] }
	fmt.Printf("serve on %s with %d open event streams, %d rounds entered by another process\n", engine, streams, rounds)
	fmt.Printf("  memory (RSS): %5.1f MB idle, %5.1f MB with the streams open, %5.1f MB after the rounds, peak %5.1f MB\n",
		mb(idle.rss), mb(open.rss), mb(mem.rss), mb(mem.peak))
	fmt.Printf("  delay from the round's start to each stream's event: median %v, p99 %v, max %v (%d events)\n",
		pct(0.5).Round(time.Millisecond), pct(0.99).Round(time.Millisecond), delays[len(delays)-1].Round(time.Millisecond), len(delays))
	missed := false
	if mb(mem.peak) > 50 {
		fmt.Println("  MISSED: peak memory above 50 MB")
		missed = true
	}
	if delays[len(delays)-1] > time.Second {
		fmt.Println("  MISSED: an event came more than 1 s after its round")
		missed = true
	}
	if missed {
		return fmt.Errorf("a target was missed")
	}
	fmt.Println("  targets met: peak memory <= 50 MB, every event within 1 s")
	return nil
}

type received struct {
	stream int
	at     time.Time
	err    error
}

// stream opens one event stream and reports each standings event.
func stream(client *http.Client, base string, i int, events chan<- received, opened *sync.WaitGroup, openErr chan<- error) {
	req, _ := http.NewRequest("GET", base+"/api/events", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := client.Do(req)
	if err != nil || resp.StatusCode != 200 {
		openErr <- fmt.Errorf("stream %d: %v %v", i, err, resp)
		opened.Done()
		return
	}
	defer resp.Body.Close()
	br := bufio.NewReader(resp.Body)
	ready := false
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			if !ready {
				openErr <- fmt.Errorf("stream %d ended before ready: %v", i, err)
				opened.Done()
			}
			return
		}
		switch strings.TrimSpace(line) {
		case "event: ready":
			if !ready {
				ready = true
				opened.Done()
			}
		case "event: standings":
			events <- received{stream: i, at: time.Now()}
		}
	}
}

type rss struct{ rss, peak int64 } // kB

// memory reads a process's resident set and its peak from /proc.
func memory(pid int) (rss, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return rss{}, fmt.Errorf("read the server's memory: %w", err)
	}
	var m rss
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		n, _ := strconv.ParseInt(f[1], 10, 64)
		switch f[0] {
		case "VmRSS:":
			m.rss = n
		case "VmHWM:":
			m.peak = n
		}
	}
	return m, nil
}

func mb(kb int64) float64 { return float64(kb) / 1024 }
