package serve

import (
	"bufio"
	"net/http"
	"strings"
	"testing"
)

// The pages' clocks run at the pace serve was given (Options.Pace, serve
// --pace): real time unless told, as docs/cli.md gives the times; a tenth
// of it for the browser tests. Every page says its pace in a data block,
// the shared worker in its script's first lines, and the event stream asks
// for a reconnection after 3 s times the pace.
func TestPagesRunAtThePaceGiven(t *testing.T) {
	for _, tc := range []struct {
		pace  float64
		said  string // in the pages' data block and the worker's script
		retry string
	}{
		{0, "1", "retry: 3000"},
		{1, "1", "retry: 3000"},
		{0.1, "0.1", "retry: 300"},
	} {
		src := newFakeLedger()
		src.addGame("friday", "Ana", "Ben")
		r := start(t, src, Options{Pace: tc.pace})
		for _, path := range []string{"/", "/games/1", "/tv"} {
			resp, body := r.do(t, "GET", path, testKey)
			if want := `<script type="application/json" id="clocks">{"pace":` + tc.said + `}</script>`; resp.StatusCode != 200 || !strings.Contains(body, want) {
				t.Errorf("pace %v: %s (%d) does not carry %s", tc.pace, path, resp.StatusCode, want)
			}
		}
		if _, body := r.do(t, "GET", "/worker.js", testKey); !strings.HasPrefix(body, "\"use strict\";\nconst pace = "+tc.said+";\n") {
			t.Errorf("pace %v: the worker's script begins %q", tc.pace, body[:min(len(body), 60)])
		}
		req, _ := http.NewRequest("GET", r.base+"/api/events", nil)
		req.Header.Set("Authorization", "Bearer "+testKey)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		first, _ := bufio.NewReader(resp.Body).ReadString('\n')
		resp.Body.Close()
		if strings.TrimSuffix(first, "\n") != tc.retry {
			t.Errorf("pace %v: the stream begins %q, want %q", tc.pace, first, tc.retry)
		}
	}
}
