package serve

import (
	"cmp"
	"context"
	"fmt"
	"slices"
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
	head   int64 // the ledger-wide id broadcast up to; valid once known
	known  bool
}

// broadcastHead is where the watcher stands: every change after it will
// be broadcast to every stream subscribed now. ok is false until the
// watcher has read the ledger once.
func (h *hub) broadcastHead() (int64, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.head, h.known
}

func (h *hub) setHead(head int64) {
	h.mu.Lock()
	h.head, h.known = head, true
	h.mu.Unlock()
}

// skipIfIdle moves the head to next without rendering a thing when no
// stream is open, and says whether it did. It is one step under the lock:
// a stream subscribing after it reads the new head, one before it is sent
// the events.
func (h *hub) skipIfIdle(next int64) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.subs) != 0 {
		return false
	}
	h.head = max(h.head, next)
	return true
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
// any: a stream whose backlog is full is ended instead. The head moves past
// ev under the same lock, so a stream that subscribes later and starts
// from the head is not owed it.
func (h *hub) broadcast(ev event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.head = max(h.head, ev.id)
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
	var head int64
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

// catchUp broadcasts what changed since the ledger-wide id head (see
// changeEvents) and returns the new head. A commit that is no game's
// event (a rename, a season) moves nothing and sends nothing.
func (h *hub) catchUp(ctx context.Context, head int64) (int64, error) {
	changes, err := h.src.Changes(ctx, head, 0)
	if err != nil {
		return head, err
	}
	next := head
	for _, c := range changes {
		next = max(next, c.ID)
	}
	if h.skipIfIdle(next) {
		return next, nil
	}
	for _, ev := range changeEvents(ctx, h.src, changes, head, 0, func(err error) {
		// One game that cannot be replayed must not hold back the
		// others' events: its page shows the error when it asks.
		h.logErr("watch the ledger", err)
	}) {
		h.broadcast(ev)
	}
	return next, nil
}

// changeEvents are the events of changes since the ledger-wide id after,
// in id order, each with its id: games ({"game": ID}) for every game
// created since, at its creation's id, and standings for every game with
// entries since — its standings now, at its latest entry's id (a client
// that was away is owed where each game stands, not every step on the
// way). game != 0 keeps that game's standings; games events go to every
// stream, as the list of games is every page's. A game whose standings
// cannot be read is told to failed and left out.
func changeEvents(ctx context.Context, src Source, changes []Change, after, game int64, failed func(error)) []event {
	var events []event
	for _, c := range changes {
		if c.Created > after {
			events = append(events, event{name: "games", id: c.Created, data: fmt.Appendf(nil, `{"game":%d}`, c.Game)})
		}
		if c.ID <= max(after, c.Created) || (game != 0 && c.Game != game) {
			continue // no entry since: the creation is all there is
		}
		ev, err := standingsEvent(ctx, src, c)
		if err != nil {
			failed(err)
			continue
		}
		events = append(events, ev)
	}
	slices.SortFunc(events, func(a, b event) int { return cmp.Compare(a.id, b.id) })
	return events
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
