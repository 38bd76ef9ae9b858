package serve

import (
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"
)

// logRequests writes one line per request to w (--verbose): when it ended,
// method, path, status, bytes, how long it took and who asked. The query
// is left out: it may hold the access key.
func logRequests(w io.Writer, next http.Handler) http.Handler {
	var mu sync.Mutex // one line at a time from concurrent requests
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: rw, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(w, "%s %s %s %d %dB %s %s\n", time.Now().UTC().Format(time.RFC3339), r.Method, r.URL.Path,
			rec.status, rec.bytes, time.Since(start).Round(time.Millisecond), r.RemoteAddr)
	})
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
