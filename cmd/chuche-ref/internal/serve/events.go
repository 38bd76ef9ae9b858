package serve

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"
	"time"
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
		if game, ok = positive(raw); !ok {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("?game=%s: give a game's id, a number", raw))
			return
		}
	}
	after, resumed := positive(r.Header.Get("Last-Event-ID"))
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
	var ready bytes.Buffer
	ready.WriteString("retry: 3000\n")
	if resumed {
		head, err := s.src.Head(ctx)
		if err != nil {
			s.readFailed(w, r, 0, err)
			return
		}
		// An id past the head is from another ledger (a restored backup):
		// follow this one from where it stands.
		after = min(after, head.Entry)
		changes, err := s.src.Changes(ctx, after)
		if err != nil {
			s.readFailed(w, r, 0, err)
			return
		}
		changes = changes[max(0, len(changes)-resumeLimit):]
		for _, c := range changes {
			if game != 0 && c.Game != game {
				continue
			}
			ev, err := standingsEvent(ctx, s.src, c)
			if err != nil {
				s.readFailed(w, r, 0, err)
				return
			}
			writeEvent(&ready, ev)
			after = max(after, c.ID)
		}
		fmt.Fprintf(&ready, "event: ready\ndata: {\"last_event_id\":%d}\n\n", after)
	} else {
		head, err := s.src.Head(ctx)
		if err != nil {
			s.readFailed(w, r, 0, err)
			return
		}
		after = head.Entry
		fmt.Fprintf(&ready, "id: %d\nevent: ready\ndata: {\"last_event_id\":%d}\n\n", after, after)
	}
	w.WriteHeader(http.StatusOK)
	if !st.send(ready.Bytes()) {
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

func positive(s string) (int64, bool) {
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil && n >= 0 && s != ""
}
