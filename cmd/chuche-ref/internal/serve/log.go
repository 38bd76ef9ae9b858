package serve

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
)

// logRequests writes one line per request to w (--verbose): when it ended,
// method, path, status, bytes, how long it took and who asked. The query
// is left out: it may hold the access key. The path is written as it
// travels, percent-encoded, and escaped besides: a request — with or
// without the key — cannot put a control code on the operator's terminal
// (clear it, set its title) or a line break into the log (forge a line).
func logRequests(w io.Writer, next http.Handler) http.Handler {
	var mu sync.Mutex // one line at a time from concurrent requests
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: rw, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(w, "%s %s %s %d %dB %s %s\n", time.Now().UTC().Format(time.RFC3339), inert(r.Method), inert(r.URL.EscapedPath()),
			rec.status, rec.bytes, time.Since(start).Round(time.Millisecond), inert(r.RemoteAddr))
	})
}

// inert is a field of a log line: visible escapes for control codes, and
// no space, so that a line splits into its fields the same way whatever a
// client sent.
func inert(s string) string {
	return strings.ReplaceAll(safetext.Escape(s), " ", "%20")
}

// inertLines writes each message escaped, keeping only its final line feed:
// net/http's own error log quotes what a client sent.
type inertLines struct{ w io.Writer }

func (l inertLines) Write(p []byte) (int, error) {
	msg := strings.TrimSuffix(string(p), "\n")
	if _, err := io.WriteString(l.w, safetext.Escape(msg)+"\n"); err != nil {
		return 0, err
	}
	return len(p), nil
}

// recorder notes the status and size of a response.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int64
	wrote  bool
}

func (rec *recorder) WriteHeader(status int) {
	if !rec.wrote {
		rec.status, rec.wrote = status, true
	}
	rec.ResponseWriter.WriteHeader(status)
}

func (rec *recorder) Write(b []byte) (int, error) {
	rec.wrote = true
	n, err := rec.ResponseWriter.Write(b)
	rec.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the connection (flush, deadlines).
func (rec *recorder) Unwrap() http.ResponseWriter { return rec.ResponseWriter }
