package serve

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// resumeLimit bounds what one reconnecting stream is sent to catch up: the
// games changed most recently. A page refreshes itself on the ready event,
// so a client that was away for a whole evening loses nothing it shows.
const resumeLimit = 200

// events is /api/events: a text/event-stream of the standings of every
// game an entry is recorded in, by any process (see hub.watch). Each event
// has the ledger-wide id of the entry; Last-Event-ID resumes after one.
// ?game=ID keeps one game's events.
//
// A stream starts with a ready event carrying where the ledger stands, so
// a page loads what it shows after the stream is open and misses nothing.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	var game int64
	if raw := r.URL.Query().Get("game"); raw != "" {
		var ok bool
		if game, ok = eventNumber(raw); !ok {
			s.fail(w, r, http.StatusBadRequest, fault.M("?game=%s: give a game's id, a number", raw))
			return
		}
	}
	after, resumed := eventNumber(r.Header.Get("Last-Event-ID"))
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("X-Accel-Buffering", "no") // a proxy in front must not hold events back
	if r.Method == http.MethodHead {
		w.WriteHeader(http.StatusOK)
		return
	}

	sub := s.hub.subscribe(game)
	defer s.hub.unsubscribe(sub)
	st := &stream{w: w, rc: http.NewResponseController(w), write: s.opts.Timeouts.Write}
	// The server's read and write timeouts are for requests; a stream
	// lives on, each write bounded by its own deadline instead.
	st.rc.SetReadDeadline(time.Time{})

	ctx := r.Context()
	opening, after, err := s.opening(ctx, game, after, resumed)
	if err != nil {
		s.readFailed(w, r, 0, err)
		return
	}
	w.WriteHeader(http.StatusOK)
	if !st.send(opening) {
		return
	}

	keepAlive := time.NewTicker(s.opts.KeepAlive)
	defer keepAlive.Stop()
	var buf bytes.Buffer
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.hub.closing:
			return
		case <-sub.lagged:
			return
		case ev := <-sub.events:
			if ev.id != 0 && ev.id <= after {
				continue // already sent while catching up
			}
			buf.Reset()
			writeEvent(&buf, ev)
			if !st.send(buf.Bytes()) {
				return
			}
			after = max(after, ev.id)
		case <-keepAlive.C:
			if !st.send([]byte(": keep-alive\n\n")) {
				return
			}
		}
	}
}

// opening is what a stream starts with, and the id it is then at. Fresh,
// that is a ready event with the ledger's head as its id. Resuming after
// an id, it is first the standings of every game changed since (the most
// recent resumeLimit of them), then ready without an id, so the client
// keeps the last one it got.
func (s *Server) opening(ctx context.Context, game, after int64, resumed bool) ([]byte, int64, error) {
	var buf bytes.Buffer
	buf.WriteString("retry: 3000\n")
	head, err := s.src.Head(ctx)
	if err != nil {
		return nil, 0, err
	}
	if !resumed {
		fmt.Fprintf(&buf, "id: %d\n", head.Entry)
		fmt.Fprintf(&buf, readyEvent, head.Entry)
		return buf.Bytes(), head.Entry, nil
	}
	// An id past the head is from another ledger (a restored backup):
	// follow this one from where it stands.
	after = min(after, head.Entry)
	changes, err := s.src.Changes(ctx, after)
	if err != nil {
		return nil, 0, err
	}
	for _, c := range changes[max(0, len(changes)-resumeLimit):] {
		if game != 0 && c.Game != game {
			continue
		}
		after = max(after, c.ID)
		ev, err := standingsEvent(ctx, s.src, c)
		if err != nil {
			s.logError("resume an event stream", err) // as the watcher does: the other games go on
			continue
		}
		writeEvent(&buf, ev)
	}
	fmt.Fprintf(&buf, readyEvent, after)
	return buf.Bytes(), after, nil
}

// readyEvent is the event-stream protocol, not words.
const readyEvent = "event: ready\ndata: {\"last_event_id\":%d}\n\n"

// writeEvent renders ev in the event-stream format; data is one line.
func writeEvent(buf *bytes.Buffer, ev event) {
	if ev.id != 0 {
		fmt.Fprintf(buf, "id: %d\n", ev.id)
	}
	fmt.Fprintf(buf, "event: %s\ndata: %s\n\n", ev.name, ev.data)
}

// stream writes to one client, each write under its own deadline, so a
// client that stops reading is dropped rather than held for ever.
type stream struct {
	w     http.ResponseWriter
	rc    *http.ResponseController
	write time.Duration
}

func (st *stream) send(b []byte) bool {
	st.rc.SetWriteDeadline(time.Now().Add(st.write))
	if _, err := st.w.Write(b); err != nil {
		return false
	}
	return st.rc.Flush() == nil
}

// eventNumber reads an id or a game id: a number, 0 or more.
func eventNumber(s string) (int64, bool) {
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil && n >= 0 && s != ""
}
