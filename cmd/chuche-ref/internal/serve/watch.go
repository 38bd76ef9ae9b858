package serve

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// event is one server-sent event, rendered once for every stream.
type event struct {
	name string
	id   int64 // ledger-wide id; 0 sends no id: line
	game int64 // the game it is about; 0 for none
	data []byte
}

// subscriber is one open event stream.
type subscriber struct {
	game   int64 // only this game's standings; 0 for all
	events chan event
	lagged chan struct{} // closed when the stream fell too far behind: it ends, the client resumes
}

// streamBacklog is how many events a stream may fall behind before it is
// ended; its client reconnects with Last-Event-ID and catches up. Each
// open stream holds its backlog: a thousand phones are a thousand of them.
const streamBacklog = 16

// hub is the one watcher of the ledger and the event streams it feeds: the
// streams never read the ledger on their own, however many are open.
type hub struct {
	src     Source
	poll    time.Duration
	logErr  func(string, error)
	closing chan struct{}

	mu     sync.Mutex
	subs   map[*subscriber]struct{}
	closed bool
	head   Head // what has been broadcast; valid once known
	known  bool
}

// broadcastHead is where the watcher stands: every change after it will
// be broadcast to every stream subscribed now. ok is false until the
// watcher has read the ledger once.
func (h *hub) broadcastHead() (Head, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.head, h.known
}

func (h *hub) setHead(head Head) {
	h.mu.Lock()
	h.head, h.known = head, true
	h.mu.Unlock()
}

func newHub(src Source, poll time.Duration, logErr func(string, error)) *hub {
	return &hub{src: src, poll: poll, logErr: logErr, closing: make(chan struct{}), subs: map[*subscriber]struct{}{}}
}

func (h *hub) subscribe(game int64) *subscriber {
	sub := &subscriber{game: game, events: make(chan event, streamBacklog), lagged: make(chan struct{})}
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.closed {
		h.subs[sub] = struct{}{}
	}
	return sub
}

func (h *hub) unsubscribe(sub *subscriber) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.subs, sub)
}

func (h *hub) streams() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs)
}

// close ends every stream, for the server to stop.
func (h *hub) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.closed {
		h.closed = true
		close(h.closing)
	}
}

// broadcast hands ev to every stream that wants it, without waiting for
// any: a stream whose backlog is full is ended instead.
func (h *hub) broadcast(ev event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for sub := range h.subs {
		if ev.game != 0 && sub.game != 0 && ev.game != sub.game {
			continue
		}
		select {
		case sub.events <- ev:
		default:
			close(sub.lagged)
			delete(h.subs, sub)
		}
	}
}

// watch probes the ledger every poll and, when the probe moved, reads what
// changed once and broadcasts it. The probe (PRAGMA data_version) costs no
// ledger read, so an idle ledger costs next to nothing. started is closed
// once the first probe was tried: what the streams opened after it are
// told is the ledger's state is the one watch compares against, so an
// entry recorded just after a stream's ready event is announced too.
func (h *hub) watch(ctx context.Context, started chan<- struct{}) {
	var lastErr string
	logErr := func(what string, err error) { // once, not every poll
		if err == nil {
			lastErr = ""
		} else if msg := what + err.Error(); msg != lastErr {
			lastErr = msg
			h.logErr(what, err)
		}
	}
	var head Head
	var version int64
	ready := false // head and version read
	tick := time.NewTicker(h.poll)
	defer tick.Stop()
	var wake <-chan struct{} // a Source that is told of changes wakes the watcher at once
	if w, ok := h.src.(Waker); ok {
		wake = w.Wake()
	}
	for {
		if !ready {
			var err error
			if version, err = h.src.Version(ctx); err == nil {
				head, err = h.src.Head(ctx)
			}
			ready = err == nil
			if ready {
				h.setHead(head)
			}
			logErr("watch the ledger", err)
			if started != nil {
				close(started)
				started = nil
			}
		} else if v, err := h.src.Version(ctx); err != nil {
			logErr("watch the ledger", err)
		} else if v != version {
			next, err := h.catchUp(ctx, head)
			logErr("read the ledger's changes", err)
			if err == nil {
				head, version = next, v
				h.setHead(head)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		case <-wake:
		}
	}
}

// Waker is a Source told of the ledger's changes as they commit (a
// PostgreSQL ledger's notifications): Wake is sent to, without waiting,
// whenever Version has moved. A nil channel means only looking tells.
type Waker interface {
	Wake() <-chan struct{}
}

// catchUp broadcasts the standings of every game changed since head, and
// a games event when a game was created; it returns the new head.
func (h *hub) catchUp(ctx context.Context, head Head) (Head, error) {
	now, err := h.src.Head(ctx)
	if err != nil {
		return head, err
	}
	if now.Entry > head.Entry {
		changes, err := h.src.Changes(ctx, head.Entry)
		if err != nil {
			return head, err
		}
		idle := h.streams() == 0
		for _, c := range changes {
			now.Entry = max(now.Entry, c.ID)
			if idle {
				continue
			}
			ev, err := standingsEvent(ctx, h.src, c)
			if err != nil {
				// One game that cannot be replayed must not hold back the
				// others' events: its page shows the error when it asks.
				h.logErr("watch the ledger", err)
				continue
			}
			h.broadcast(ev)
		}
	}
	if now.Game > head.Game {
		h.broadcast(event{name: "games", data: fmt.Appendf(nil, `{"game":%d}`, now.Game)})
	}
	return now, nil
}

// standingsEvent renders one game's standings for the streams.
func standingsEvent(ctx context.Context, src Source, c Change) (event, error) {
	doc, err := src.Standings(ctx, c.Game)
	if err != nil {
		return event{}, fault.Wrapf(err, "standings of game %d", c.Game)
	}
	data, err := encodeDoc(doc, false)
	if err != nil {
		return event{}, err
	}
	return event{name: "standings", id: c.ID, game: c.Game, data: data}, nil
}
