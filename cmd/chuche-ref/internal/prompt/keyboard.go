package prompt

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// escWait is how long a lone ESC waits for the rest of an escape sequence
// before it counts as the Escape key. A terminal sends a sequence in one
// write, so its bytes arrive together; only a slow link splits them.
const escWait = 40 * time.Millisecond

// keyboard is the one reader of the terminal for the whole session. Every
// prompt takes its keys from here, so keys typed (or pasted) before a
// prompt is drawn wait for it: none is lost between two prompts, none is
// read by a prompt that has ended.
type keyboard struct {
	in      io.Reader
	once    sync.Once
	chunks  chan []byte
	pending []byte          // bytes read but not yet decoded
	unread  []key           // keys taken while waiting for a cursor report
	resized chan os.Signal  // SIGWINCH, where there is one; may be nil
	done    <-chan struct{} // closed: the prompt in progress ends as Ctrl-C (a signal)
	// guardNext: the next question is to be answered on purpose
	// (dropTypedAhead); quietUntil: the keys of that question read before
	// then are dropped — the second tap of a double-tapped key comes a
	// moment after the first, after the question it must not answer is
	// drawn. Any other question clears it.
	guardNext  bool
	quietUntil time.Time
}

// TypeAheadGuard is how long after a question that must be answered on
// purpose is asked (DropTypedAhead) keys are still taken as typed before it: longer than
// the gap of a double tap (50 to 200 ms), shorter than reading a question.
const TypeAheadGuard = 400 * time.Millisecond

func newKeyboard(in io.Reader) *keyboard {
	return &keyboard{in: in, chunks: make(chan []byte, 64)}
}

func (kb *keyboard) start() {
	kb.once.Do(func() { go kb.read() })
}

// read runs until the input ends; the channel is closed then.
func (kb *keyboard) read() {
	defer close(kb.chunks)
	for {
		buf := make([]byte, 256)
		n, err := kb.in.Read(buf)
		if n > 0 {
			kb.chunks <- buf[:n]
		}
		if err != nil {
			return
		}
	}
}

// dropTypedAhead forgets every key typed and not read by a prompt yet —
// those decoded, those read and waiting — and those that come within
// TypeAheadGuard of the next question being asked, and reports whether
// there was any already. The end of the input is kept: the closed channel
// still says so.
func (kb *keyboard) dropTypedAhead() bool {
	kb.guardNext = true
	dropped := len(kb.pending) > 0 || len(kb.unread) > 0
	kb.pending, kb.unread = nil, nil
	for {
		select {
		case b, ok := <-kb.chunks:
			if !ok {
				return dropped
			}
			dropped = dropped || len(b) > 0
		default:
			return dropped
		}
	}
}

// keyResize is not a key: the terminal changed size, redraw.
const keyResize keyKind = -1

// next is the next key. io.EOF means the input ended (and nothing is left).
// A key pressed while the keyboard is quiet is dropped; what the terminal
// answers or says of itself (a cursor report, a resize) and a signal's
// stop are not keys pressed, and are kept.
func (kb *keyboard) next() (key, error) {
	for {
		k, err := kb.nextKey()
		if err != nil || !time.Now().Before(kb.quietUntil) {
			return k, err
		}
		switch k.kind {
		case keyCursorReport, keyResize, keyStop, keyInterrupt: // Ctrl-C stops, whenever it comes
			return k, nil
		}
	}
}

func (kb *keyboard) nextKey() (key, error) {
	kb.start()
	if len(kb.unread) > 0 {
		k := kb.unread[0]
		kb.unread = kb.unread[1:]
		return k, nil
	}
	for {
		if len(kb.pending) > 0 {
			k, n, more := parseKey(kb.pending, false)
			if more {
				k, n = kb.complete()
			}
			if n > 0 {
				kb.pending = kb.pending[n:]
				if k.kind != keyNone {
					return k, nil
				}
				continue
			}
		}
		select {
		case b, ok := <-kb.chunks:
			if !ok {
				if len(kb.pending) > 0 {
					k, n, _ := parseKey(kb.pending, true)
					kb.pending = kb.pending[n:]
					return k, nil
				}
				return key{}, io.EOF
			}
			kb.pending = append(kb.pending, b...)
		case <-kb.resized:
			return key{kind: keyResize}, nil
		case <-kb.done:
			return key{kind: keyStop}, nil
		}
	}
}

// cursorReport waits a moment for the terminal's answer to a cursor
// position query, keeping the keys that come before it for later. ok is
// false when no answer came.
func (kb *keyboard) cursorReport() (row, col int, ok bool) {
	deadline := time.Now().Add(200 * time.Millisecond)
	for time.Now().Before(deadline) {
		kb.start()
		for len(kb.pending) > 0 {
			k, n, more := parseKey(kb.pending, false)
			if more {
				break
			}
			kb.pending = kb.pending[n:]
			if k.kind == keyCursorReport {
				if _, err := fmt.Sscanf(k.text, "%d;%d", &row, &col); err == nil {
					return row, col, true
				}
				continue
			}
			if k.kind != keyNone {
				kb.unread = append(kb.unread, k)
			}
		}
		select {
		case b, ok := <-kb.chunks:
			if !ok {
				return 0, 0, false
			}
			kb.pending = append(kb.pending, b...)
		case <-time.After(time.Until(deadline)):
		}
	}
	return 0, 0, false
}

// complete waits a moment for the rest of a cut sequence, then decodes
// what there is. n is 0 when more bytes came: decode again.
func (kb *keyboard) complete() (key, int) {
	t := time.NewTimer(escWait)
	defer t.Stop()
	select {
	case b, ok := <-kb.chunks:
		if ok {
			kb.pending = append(kb.pending, b...)
			return key{}, 0
		}
	case <-t.C:
	}
	k, n, _ := parseKey(kb.pending, true)
	return k, n
}
