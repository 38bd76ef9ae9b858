package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// routes are the only paths served; anything else is 404.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.indexPage)
	mux.HandleFunc("GET /tv", s.tvPage)
	mux.HandleFunc("GET /games/{id}", s.gamePage)
	mux.HandleFunc("GET /worker.js", s.workerScript)
	mux.HandleFunc("GET /join.svg", s.joinCode)
	mux.HandleFunc("GET /api/games", s.doc(func(ctx context.Context, _ int64) (any, error) { return s.src.Games(ctx) }, false))
	mux.HandleFunc("GET /api/games/{id}/standings", s.doc(s.src.Standings, true))
	mux.HandleFunc("GET /api/games/{id}/history", s.doc(s.src.History, true))
	mux.HandleFunc("GET /api/games/{id}/rounds", s.doc(s.src.Rounds, true))
	mux.HandleFunc("GET /api/games/{id}/table", s.doc(s.src.Table, true))
	mux.HandleFunc("GET /api/events", s.events)
	s.leagueRoutes(mux)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, http.StatusNotFound, fault.M("nothing at %s: the scoreboard serves /, /tv, /games/ID and /api/…", r.URL.Path))
	})
	return mux
}

// doc serves one JSON document of the Source, for a game when perGame.
func (s *Server) doc(read func(context.Context, int64) (any, error), perGame bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var id int64
		if perGame {
			var ok bool
			if id, ok = s.gameID(w, r); !ok {
				return
			}
		}
		v, err := read(r.Context(), id)
		if err != nil {
			s.readFailed(w, r, id, err)
			return
		}
		body, err := encodeDoc(v, true)
		if err != nil {
			s.readFailed(w, r, id, err)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.Write(body)
	}
}

// gameID reads {id}; a path that cannot name a game is an unknown game.
func (s *Server) gameID(w http.ResponseWriter, r *http.Request) (int64, bool) {
	raw := r.PathValue("id")
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id < 1 {
		s.fail(w, r, http.StatusNotFound, fault.M("no game %q in the ledger: a game is named by its id, a number", raw))
		return 0, false
	}
	return id, true
}

// readFailed answers a Source error: 404 for an unknown game, else as
// ledgerFailed.
func (s *Server) readFailed(w http.ResponseWriter, r *http.Request, id int64, err error) {
	if errors.Is(err, ErrUnknownGame) {
		s.fail(w, r, http.StatusNotFound, fault.M("no game %#d in the ledger", id))
		return
	}
	if errors.Is(err, ErrNoTable) {
		s.fail(w, r, http.StatusNotFound, fault.M("game %#d is not a Chuche game: only Chuche has a table in progress", id))
		return
	}
	s.ledgerFailed(w, r, err)
}

// unreachableRetry is the Retry-After of a 503: about when a PostgreSQL
// server that was restarting answers again, and no sooner than the pages
// try again anyway.
const unreachableRetry = "5"

// ledgerFailed answers a ledger that could not be read, the failure
// logged: 503 with Retry-After while the ledger's server cannot be reached
// (nothing is wrong with the request or the ledger, and the same request
// will work once the server is back), 500 for anything else.
func (s *Server) ledgerFailed(w http.ResponseWriter, r *http.Request, err error) {
	s.logError(r.URL.Path, err)
	status := http.StatusInternalServerError
	if fault.IsStore(err, fault.Unreachable) {
		status = http.StatusServiceUnavailable
		w.Header().Set("Retry-After", unreachableRetry)
	}
	s.fail(w, r, status, fault.M("could not read the ledger: %v", err))
}

// encodeDoc encodes as the CLI's --json does (two-space indent, no HTML
// escaping), so the API's bytes are the CLI's; or on one line, for an event.
func encodeDoc(v any, indent bool) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	if indent {
		enc.SetIndent("", "  ")
	}
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fault.Wrapf(err, "encode json")
	}
	if !indent {
		return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
	}
	return buf.Bytes(), nil
}

// fail answers an error: a browser that opened the address (it asks for
// text/html) gets a page in its language; a program, and the pages' own
// requests, get {"error": msg} in English, the same in every language as
// the rest of the API.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, status int, msg fault.Message) {
	if strings.Contains(r.Header.Get("Accept"), "text/html") {
		s.writeErrorPage(w, r, status, msg)
		return
	}
	writeError(w, status, msg.String())
}

// writeError answers {"error": msg}: a program reads it, and a person who
// opened the address in a browser can too.
func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Del("Content-Length")
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	body, _ := encodeDoc(map[string]string{"error": msg}, false)
	w.Write(append(body, '\n'))
}
