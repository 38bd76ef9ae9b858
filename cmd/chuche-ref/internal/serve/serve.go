// Package serve is the live scoreboard of `chuche-ref serve`: a read-only
// HTTP server that shows the ledger's games on every phone and TV at the
// table, and pushes new standings to them as entries are recorded by any
// process writing the ledger.
//
// It reads the ledger only through Source, so it knows nothing of the store
// or the scorer: the documents it serves are the ones the CLI prints with
// --json, rendered by the same code.
package serve

import (
	"context"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Source is what the scoreboard reads. Each document is a value that
// encodes as the CLI's --json output of the same name.
type Source interface {
	// Games is the document of `games --json`.
	Games(ctx context.Context) (any, error)
	// Standings is the document of `standings --json` for one game; an
	// error that Is ErrUnknownGame when there is no such game.
	Standings(ctx context.Context, game int64) (any, error)
	// History is the document of `history --json`.
	History(ctx context.Context, game int64) (any, error)
	// Rounds is every round (hand) played, each as `round --json` shows it:
	// what the chart of totals and the last rounds are drawn from.
	Rounds(ctx context.Context, game int64) (any, error)
	// Table is the document of `table --json`: a Chuche game's round in
	// progress; an error that Is ErrNoTable for a game of another kind.
	Table(ctx context.Context, game int64) (any, error)
	// Changes lists the games created or with entries after the
	// ledger-wide id after, in the order of their latest ids; limit > 0
	// keeps only the limit most recent of them.
	Changes(ctx context.Context, after int64, limit int) ([]Change, error)
	// Head is the ledger-wide id of the latest event of any game, its
	// creation or an entry; 0 for none.
	Head(ctx context.Context) (int64, error)
	// Version is a cheap probe that changes whenever the ledger may have:
	// the watcher asks it several times a second.
	Version(ctx context.Context) (int64, error)
}

// Change is a game created or with entries after a ledger-wide id. Its
// creation and each entry take a ledger-wide id of their own.
type Change struct {
	Game    int64 // the game's id
	Created int64 // the ledger-wide id of its creation
	ID      int64 // the ledger-wide id of its latest event: its latest entry, or its creation
}

// ErrUnknownGame is what Source returns (wrapped or not) for a game that is
// not in the ledger.
var ErrUnknownGame error = fault.Inputf("unknown game")

// ErrNoTable is what Source.Table returns (wrapped or not) for a game that
// is not Chuche: only Chuche has a table in progress to show.
var ErrNoTable error = fault.Inputf("only a Chuche game has a table in progress")

// Options configure a Server.
type Options struct {
	Key       string        // the access key every request must carry; see CheckKey
	Log       io.Writer     // one line per request when not nil (--verbose)
	Errors    io.Writer     // failures reading the ledger; nil discards them
	Poll      time.Duration // how often the watcher probes the ledger; 0 means 200 ms
	KeepAlive time.Duration // the longest silence on an event stream; 0 means 15 s
	Timeouts  Timeouts      // zero fields take the defaults
	// Printer words the failures written to Errors (the operator's
	// language, not a browser's); nil speaks English.
	Printer *i18n.Printer
	// Now is the clock wrong keys are counted by; nil is time.Now.
	Now func() time.Time
	// Pace scales every clock of the pages — the pauses before a failed
	// load or a dropped stream is tried again, the TV's turn to the next
	// tables — and the reconnection delay the event stream asks for: 0.1
	// runs them ten times as fast, so a browser test need not wait out a
	// club evening's pauses (serve --pace). 0 means 1, the documented
	// times.
	Pace float64
}

// Timeouts bound what a slow or stalled client can hold.
type Timeouts struct {
	ReadHeader time.Duration // to read a request's headers; default 5 s
	Read       time.Duration // to read a whole request; default 10 s
	Write      time.Duration // to write a response, and each write of an event stream; default 30 s
	Idle       time.Duration // a kept-alive connection between requests; default 120 s
}

func (t Timeouts) withDefaults() Timeouts {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&t.ReadHeader, 5*time.Second)
	def(&t.Read, 10*time.Second)
	def(&t.Write, 30*time.Second)
	def(&t.Idle, 120*time.Second)
	return t
}

// Server is the scoreboard over one Source.
type Server struct {
	src     Source
	opts    Options
	hub     *hub
	pages   pages
	league  leaguePages // league.go
	handler http.Handler
	tries   *keyTries
	// join is the address phones open, key included, once Serve knows
	// where it listens: what the board's QR code says.
	join atomic.Pointer[string]
}

// New builds the server; Serve runs it.
func New(src Source, opts Options) (*Server, error) {
	if err := CheckKey(opts.Key); err != nil {
		return nil, err
	}
	if opts.Poll <= 0 {
		opts.Poll = 200 * time.Millisecond
	}
	if opts.KeepAlive <= 0 {
		opts.KeepAlive = 15 * time.Second
	}
	if opts.Errors == nil {
		opts.Errors = io.Discard
	}
	if opts.Pace <= 0 {
		opts.Pace = 1
	}
	opts.Timeouts = opts.Timeouts.withDefaults()
	pg, err := loadPages(opts.Pace)
	if err != nil {
		return nil, err
	}
	s := &Server{src: src, opts: opts, pages: pg, tries: newKeyTries(opts.Now)}
	if s.league, err = loadLeaguePages(opts.Pace); err != nil {
		return nil, err
	}
	s.hub = newHub(src, opts.Poll, s.logError)
	s.handler = s.guard(s.routes())
	if opts.Log != nil {
		s.handler = logRequests(opts.Log, s.handler)
	}
	return s, nil
}

// Handler serves every request; the watcher behind /api/events runs only
// while Serve does.
func (s *Server) Handler() http.Handler { return s.handler }

// Serve answers on ln until ctx is done, then stops: event streams end, the
// requests in flight get a few seconds to finish. A clean stop returns nil.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	t := s.opts.Timeouts
	srv := &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: t.ReadHeader,
		ReadTimeout:       t.Read,
		WriteTimeout:      t.Write,
		IdleTimeout:       t.Idle,
		MaxHeaderBytes:    16 << 10,
		// net/http's own complaints (a bad request line, say), in our
		// voice, and as inert as the request log: they may quote a client.
		ErrorLog: log.New(inertLines{s.opts.Errors}, "chuche-ref: serve: ", 0),
	}
	s.SetJoin(AddressOf(ln.Addr(), s.opts.Key).URL)
	watchCtx, stopWatch := context.WithCancel(context.Background())
	watched, started := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(watched)
		s.hub.watch(watchCtx, started)
	}()
	<-started // no stream opens before the watcher knows where the ledger stands
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()

	var err error
	select {
	case err = <-served:
	case <-ctx.Done():
	}
	s.hub.close() // event streams return, so Shutdown need not wait for them
	shutCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if serr := srv.Shutdown(shutCtx); serr != nil {
		srv.Close()
	}
	stopWatch()
	<-watched
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fault.Wrapf(err, "serve")
	}
	return nil
}

// SetJoin sets the address the board's QR code shows (Serve sets it from
// where it listens).
func (s *Server) SetJoin(url string) { s.join.Store(&url) }

func (s *Server) logError(what string, err error) {
	if err == nil || errors.Is(err, context.Canceled) {
		return
	}
	// A path or a name from the ledger in an error must not reach the
	// operator's terminal as control codes, nor break the line.
	s.opts.Printer.Line(s.opts.Errors, "chuche-ref: serve: %s: %v", safetext.Escape(what), safetext.Escape(err.Error()))
}
