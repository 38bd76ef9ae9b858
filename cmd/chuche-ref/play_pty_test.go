package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestPlayPTY drives the real binary through a pseudo-terminal, keys and
// all, as a table would: the prompts' line editor, the terminal's modes and the terminal
// checks are only exercised this way.
func TestPlayPTY(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path

	t.Run("one hand", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newAnaBen)
		p := tbl.play()
		p.expect("Unfinished Chinchón game #1")
		p.expect("Resume it or start a new game")
		p.send("\r") // resume
		p.expect("Hand 1 — who cut")
		p.send("a\r") // Ana, by her initial
		p.expect("Ana's 7 cards, or 8 with the discard")
		p.send("1o 2o 3o 5c 5e 5b 8x\r")
		p.expect(`"8x" is not a card`) // validation names the token
		// The line is asked again as typed, the cursor at its end.
		p.expect("Ana's 7 cards, or 8 with the discard: 1o 2o 3o 5c 5e 5b 8x")
		p.send("\x7fc\r") // backspace: "8c", a refused cut
		p.expect("Refused: invalid cut by Ana: leftover 8")
		p.expect("Which card did Ana discard")
		p.send("5o\r")
		p.expect("discarding 8c (leftover 0) instead would have allowed a cut")
		p.expect("what now")
		p.send("\r") // enter Ana's cards again; the last ones are the default
		p.expect("Ana's 7 cards, or 8 with the discard")
		p.send("\x7f\x7f4c\r")
		p.expect("valid cut")
		p.expect("Ben's 7 cards or points")
		p.send("7o 7c 9e 10b 11b 12b 3c 20\r") // the cards and the points Ben counted

		p.expect("claimed 20, best arrangement leaves 26")
		p.expect("Record hand 1")
		p.send("yes\r") // yes in full is a yes
		p.expect("Hand 1 recorded (entry #1).")
		p.expect("Hand 2 — who cut") // no step between hands
		p.send("quit\r")
		p.expect("Stopped. Everything confirmed is saved in")
		p.expect("resume with: chuche-ref play --game 1")
		p.wait(0)
		if p.rangBell() {
			t.Error("the prompts rang the terminal bell")
		}
		tbl.checkTotals(1, map[string]int{"Ana": 4, "Ben": 26})
	})

	t.Run("Ctrl-C mid-hand keeps earlier hands", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newAnaBen)
		tbl.cli("round", "--cut", "Ana", "--hand", "Ana="+handCut, "--hand", "Ben="+handBen)
		p := tbl.play("--game", "1")
		p.expect("Resuming Chinchón game #1")
		p.expect("Hand 2 — who cut")
		p.send("Ben\r")
		p.expect("Ben's 7 cards, or 8 with the discard")
		p.send("1o 2o")
		p.send("\x03")
		p.expect("Keep what you typed as a draft")
		p.send("n\r")
		p.expect("Stopped. Everything confirmed is saved in")
		p.expect("resume with: chuche-ref play --game 1")
		p.wait(exitSIGINT) // Ctrl-C, as shells report it
		tbl.checkTotals(1, map[string]int{"Ana": 4, "Ben": 26})
	})

	t.Run("Ctrl-D at the first question stops too", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newAnaBen)
		p := tbl.play("--game", "1")
		p.expect("Hand 1 — who cut")
		p.send("\x04")
		p.expect("resume with: chuche-ref play --game 1")
		p.wait(0)
		tbl.checkTotals(0, map[string]int{"Ana": 0, "Ben": 0})
	})

	t.Run("keys typed ahead of the next prompt are kept", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newAnaBen)
		p := tbl.play("--game", "1")
		p.expect("Hand 1 — who cut")
		// A whole hand in one burst, as a paste or a fast typist sends it:
		// Ana cut; her cards; Ben's cards; record; quit.
		p.send("a\r" + handCut + "\r" + handBen + "\r" + "\r" + "quit\r")
		p.expect("Hand 1 recorded (entry #1).")
		p.expect("Stopped. Everything confirmed is saved in")
		p.wait(0)
		tbl.checkTotals(1, map[string]int{"Ana": 4, "Ben": 26})
	})

	t.Run("without a terminal", func(t *testing.T) {
		t.Parallel()
		tbl := newPTYTable(t, bin)
		cmd := exec.Command(bin, "play")
		cmd.Env = tbl.env
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != exitInput {
			t.Fatalf("play without a terminal: %v, want exit 2", err)
		}
		if !strings.Contains(stderr.String(), "play needs a terminal") || !strings.Contains(stderr.String(), "hint: enter rounds with chuche-ref round") {
			t.Errorf("stderr:\n%s", stderr.String())
		}
	})
}

// play starts `chuche-ref play` on a pseudo-terminal.
func (tb *ptyTable) play(args ...string) *ptySession {
	tb.t.Helper()
	cmd := exec.Command(tb.bin, append([]string{"play"}, args...)...)
	cmd.Env = tb.env
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: 120})
	if err != nil {
		tb.t.Fatalf("start on a pty: %v", err)
	}
	p := &ptySession{t: tb.t, cmd: cmd, tty: tty, more: make(chan struct{}, 1), done: make(chan struct{})}
	go p.read()
	tb.t.Cleanup(p.close)
	return p
}

// ptySession is the binary running on a pty, with everything it wrote.
type ptySession struct {
	t    *testing.T
	cmd  *exec.Cmd
	tty  *os.File
	mu   sync.Mutex
	out  bytes.Buffer // raw bytes from the terminal
	seen int          // how far expect has matched, in the cleaned text
	more chan struct{}
	done chan struct{} // closed when the terminal reports EOF
}

func (p *ptySession) read() {
	defer close(p.done)
	buf := make([]byte, 4096)
	for {
		n, err := p.tty.Read(buf)
		if n > 0 {
			p.mu.Lock()
			p.out.Write(buf[:n])
			p.mu.Unlock()
			select {
			case p.more <- struct{}{}:
			default:
			}
		}
		if err != nil { // EIO on Linux once the binary exits
			return
		}
	}
}

// ansi matches the escape sequences the prompts redraw with.
var ansi = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][0-9A-Za-z]|\x1b[=>]|[\r\a]`)

func (p *ptySession) text() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return ansi.ReplaceAllString(p.out.String(), "")
}

// rangBell: the prompts never ring the terminal's bell.
func (p *ptySession) rangBell() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return bytes.IndexByte(p.out.Bytes(), '\a') >= 0
}

// expect waits for want to appear after what was matched before; prompts
// are redrawn on every key, so only the order of first appearances counts.
func (p *ptySession) expect(want string) {
	p.t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		text := p.text()
		if i := strings.Index(text[p.seen:], want); i >= 0 {
			p.seen += i + len(want)
			return
		}
		select {
		case <-p.more:
		case <-p.done:
			if text := p.text(); strings.Contains(text[p.seen:], want) {
				continue
			}
			p.t.Fatalf("the binary ended before %q was written; after the last match it wrote:\n%s", want, p.text()[p.seen:])
		case <-deadline:
			p.t.Fatalf("no %q within 20s; after the last match the terminal shows:\n%s", want, p.text()[p.seen:])
		}
	}
}

func (p *ptySession) send(keys string) {
	p.t.Helper()
	if _, err := io.WriteString(p.tty, keys); err != nil {
		p.t.Fatalf("type %q: %v", keys, err)
	}
}

// wait waits for the binary to exit with code.
func (p *ptySession) wait(code int) {
	p.t.Helper()
	exited := make(chan error, 1)
	go func() { exited <- p.cmd.Wait() }()
	select {
	case err := <-exited:
		got := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			got = ee.ExitCode()
		} else if err != nil {
			p.t.Fatalf("wait: %v", err)
		}
		if got != code {
			p.t.Fatalf("exit %d, want %d; the terminal shows:\n%s", got, code, p.text())
		}
	case <-time.After(20 * time.Second):
		p.t.Fatalf("the binary did not exit within 20s; the terminal shows:\n%s", p.text())
	}
}

// close ends the session; a binary still running is killed (by its own
// process, never by name).
func (p *ptySession) close() {
	if p.cmd.ProcessState == nil && p.cmd.Process != nil {
		_ = p.cmd.Process.Kill()
		_ = p.cmd.Wait()
	}
	p.tty.Close()
}
