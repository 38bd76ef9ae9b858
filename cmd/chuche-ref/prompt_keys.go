package main

import (
	"io"
	"sync"
)

// keyPump reads the terminal for the whole session, one byte at a time, so
// that no key is lost between two prompts. readline reads stdin from a
// goroutine of its own that stays blocked in Read after its prompt has
// ended, and drops the next byte when it arrives: a key typed (or pasted)
// right after Enter, before the next prompt is drawn, would vanish. Here
// each prompt gets a promptKeys that is stopped when the prompt returns;
// a stale read then waits for ever without taking a key, which stays for
// the next prompt.
type keyPump struct {
	in    io.Reader
	once  sync.Once
	keys  chan byte
	ended chan struct{} // closed when the terminal's input ends
}

func newKeyPump(in io.Reader) *keyPump {
	return &keyPump{in: in, keys: make(chan byte, 4096), ended: make(chan struct{})}
}

func (k *keyPump) run() {
	b := make([]byte, 1)
	for {
		n, err := k.in.Read(b)
		if n == 1 {
			k.keys <- b[0]
		}
		if err != nil {
			close(k.ended)
			return
		}
	}
}

// forPrompt starts the pump on first use and hands out a reader for one
// prompt; call stop when the prompt has returned.
func (k *keyPump) forPrompt() *promptKeys {
	k.once.Do(func() { go k.run() })
	return &promptKeys{pump: k, done: make(chan struct{})}
}

// forLine is forPrompt for a typed line: Ctrl-U there clears what is left
// of the cursor, as in a shell. promptui keeps the line's text itself and
// ignores Ctrl-U, so it is handed Backspaces enough for any line.
func (k *keyPump) forLine() *promptKeys {
	r := k.forPrompt()
	r.line = true
	return r
}

const (
	keyCtrlU     = 0x15
	keyBackspace = 0x7f
	killWidth    = 256 // Backspaces a Ctrl-U stands for
)

// promptKeys is one prompt's view of the keys.
type promptKeys struct {
	pump *keyPump
	done chan struct{}
	line bool // a typed line: Ctrl-U clears it
	kill int  // Backspaces still owed for a Ctrl-U
}

func (r *promptKeys) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	if r.kill > 0 {
		r.kill--
		b[0] = keyBackspace
		return 1, nil
	}
	n, err := r.readKey(b)
	if n == 1 && r.line && b[0] == keyCtrlU {
		r.kill = killWidth - 1
		b[0] = keyBackspace
	}
	return n, err
}

func (r *promptKeys) readKey(b []byte) (int, error) {
	select {
	case <-r.done:
		return r.abandoned()
	default:
	}
	select {
	case <-r.done:
		return r.abandoned()
	case c := <-r.pump.keys:
		b[0] = c
		return 1, nil
	case <-r.pump.ended:
		select { // keys read before the end still count
		case c := <-r.pump.keys:
			b[0] = c
			return 1, nil
		default:
			return 0, io.EOF
		}
	}
}

// abandoned is a read by a prompt that has ended. It never returns: an
// end of input would make readline flush and redraw that prompt over what
// came after it, and a key would be lost to it. The goroutine left
// waiting is readline's, already let go.
func (r *promptKeys) abandoned() (int, error) {
	select {}
}

// Close is readline's: it must not end the session's input.
func (r *promptKeys) Close() error { return nil }

func (r *promptKeys) stop() { close(r.done) }
