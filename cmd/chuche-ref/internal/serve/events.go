package serve

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
)

// resumeLimit bounds what one reconnecting stream is sent to catch up, and
// what it reads: the games changed most recently. A page refreshes itself
// on the ready event, so a client that was away for a whole evening loses
// nothing it shows.
const resumeLimit = 200

// events is /api/events: a text/event-stream of the standings of every
// game an entry is recorded in and of every game created, by any process
// (see hub.watch). Each event has the ledger-wide id of the entry or the
// creation; Last-Event-ID resumes after one. ?game=ID keeps one game's
// standings.
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
	st := &stream{w: w, rc: http.NewResponseController(w), write: s.opts.Timeouts.Write}
	// The server's read and write timeouts are for requests; a stream
	// lives on, each write bounded by its own deadline instead.
	st.rc.SetReadDeadline(time.Time{})

	ctx := r.Context()
	opening, after, err := s.opening(ctx, game, after, resumed)
	if err != nil {
		s.hub.unsubscribe(sub)
		s.readFailed(w, r, 0, err)
		return
	}
	if raw, ok := hijack(w, st.write); ok {
		// From here the stream is the connection alone, on a goroutine of
		// its own; net/http's goroutine for the request, its buffers and
		// its deeper stack, end now.
		go func() {
			defer raw.conn.Close()
			defer s.hub.unsubscribe(sub)
			st := &stream{raw: raw, write: st.write}
			if st.send(opening) {
				s.pump(context.Background(), st, sub, after)
			}
		}()
		return
	}
	defer s.hub.unsubscribe(sub)
	w.WriteHeader(http.StatusOK)
	if st.send(opening) {
		s.pump(ctx, st, sub, after)
	}
}

// pump sends the stream its events and a keep-alive comment now and then,
// until the client goes, the stream falls behind or the server stops.
func (s *Server) pump(ctx context.Context, st *stream, sub *subscriber, after int64) {
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
// an id, it is first what changed since, in id order (changeEvents; the
// most recent resumeLimit games of it), then ready with the last id sent
// and no id: line, so the client keeps the last one it got.
func (s *Server) opening(ctx context.Context, game, after int64, resumed bool) ([]byte, int64, error) {
	var buf bytes.Buffer
	// A dropped stream is opened again after 3 s (times the pages' pace).
	fmt.Fprintf(&buf, "retry: %d\n", max(1, int(3000*s.opts.Pace)))
	// The watcher's head, once it has one: the stream is subscribed, so
	// every change after it reaches the stream, and a thousand phones
	// opening at once ask the ledger nothing.
	head, known := s.hub.broadcastHead()
	if !known {
		var err error
		if head, err = s.src.Head(ctx); err != nil {
			return nil, 0, err
		}
	}
	if !resumed {
		fmt.Fprintf(&buf, "id: %d\n", head)
		fmt.Fprintf(&buf, readyEvent, head)
		return buf.Bytes(), head, nil
	}
	// An id past the head is from another ledger (a restored backup):
	// follow this one from where it stands.
	after = min(after, head)
	changes, err := s.src.Changes(ctx, after, resumeLimit)
	if err != nil {
		return nil, 0, err
	}
	for _, ev := range changeEvents(ctx, s.src, changes, after, game, func(err error) {
		s.logError("resume an event stream", err) // as the watcher does: the other games go on
	}) {
		writeEvent(&buf, ev)
		after = max(after, ev.id)
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
	raw   *rawStream // the connection, taken over from net/http (hijack)
	write time.Duration
}

func (st *stream) send(b []byte) bool {
	if st.raw != nil {
		st.raw.conn.SetWriteDeadline(time.Now().Add(st.write))
		_, err := st.raw.conn.Write(b)
		return err == nil
	}
	st.rc.SetWriteDeadline(time.Now().Add(st.write))
	if _, err := st.w.Write(b); err != nil {
		return false
	}
	return st.rc.Flush() == nil
}

// rawStream is an event stream's connection once net/http let go of it.
type rawStream struct{ conn net.Conn }

// hijack takes the connection over from net/http once the stream's headers
// are set. net/http keeps, for every connection it serves, a goroutine
// reading in the background and buffers of its own: a thousand phones'
// streams paid tens of megabytes for them, when a stream only ever writes.
// The response is then written as HTTP/1.1 by hand, its body running until
// the connection closes (Connection: close), as an event stream may. Where
// the connection cannot be taken (HTTP/2), ok is false and net/http serves
// the stream as before. A client that went away is noticed at the next
// write, the keep-alive at the latest.
func hijack(w http.ResponseWriter, write time.Duration) (*rawStream, bool) {
	conn, brw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		return nil, false
	}
	brw.Reader.Reset(nil) // nothing more is read, and nothing was buffered to write
	h := w.Header().Clone()
	h.Del("Content-Length")
	h.Set("Connection", "close")
	h.Set("Date", time.Now().UTC().Format(http.TimeFormat))
	var head bytes.Buffer
	head.WriteString("HTTP/1.1 200 OK\r\n")
	h.Write(&head)
	head.WriteString("\r\n")
	conn.SetWriteDeadline(time.Now().Add(write))
	if _, err := conn.Write(head.Bytes()); err != nil {
		conn.Close()
		return nil, false
	}
	return &rawStream{conn: conn}, true
}

// eventNumber reads an id or a game id: a number, 0 or more.
func eventNumber(s string) (int64, bool) {
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil && n >= 0 && s != ""
}
