package serve

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rsc.io/qr"
)

// The board's QR code is the address serve printed, key included: every
// module of the SVG is the reference encoder's, inside a quiet zone of 4.
func TestJoinCodeIsTheAddress(t *testing.T) {
	src := newFakeLedger()
	r := start(t, src, Options{})
	resp, body := r.do(t, "GET", "/join.svg", testKey)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/svg+xml" {
		t.Fatalf("GET /join.svg: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	if csp := resp.Header.Get("Content-Security-Policy"); csp != baseCSP {
		t.Errorf("the image's policy %q, want %q (it runs nothing)", csp, baseCSP)
	}
	url := "http://" + strings.TrimPrefix(r.base, "http://") + "/?key=" + testKey
	want, err := qr.Encode(url, qr.L)
	if err != nil {
		t.Fatal(err)
	}
	size := want.Size + 8
	if !strings.Contains(body, `viewBox="0 0 `+strconv.Itoa(size)+` `+strconv.Itoa(size)+`"`) {
		t.Fatalf("viewBox: want %d modules with the quiet zone:\n%s", size, body)
	}
	dark := map[[2]int]bool{}
	for _, m := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-(\d+)z`).FindAllStringSubmatch(body, -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		n, _ := strconv.Atoi(m[3])
		for i := range n {
			dark[[2]int{x + i - 4, y - 4}] = true
		}
	}
	for y := range want.Size {
		for x := range want.Size {
			if dark[[2]int{x, y}] != want.Black(x, y) {
				t.Fatalf("module (%d,%d): dark %v, want %v", x, y, dark[[2]int{x, y}], want.Black(x, y))
			}
		}
	}
	for k := range dark {
		if k[0] < 0 || k[1] < 0 || k[0] >= want.Size || k[1] >= want.Size {
			t.Fatalf("a dark module %v in the quiet zone", k)
		}
	}
	if resp, _ := r.do(t, "GET", "/join.svg", "-"); resp.StatusCode != 401 {
		t.Errorf("the QR code, which holds the key, without the key: %d, want 401", resp.StatusCode)
	}
}

// The shared worker's script: served under the key, as JavaScript, with a
// policy that lets it open the event stream and nothing else.
func TestWorkerScript(t *testing.T) {
	r := start(t, newFakeLedger(), Options{})
	resp, body := r.do(t, "GET", "/worker.js", testKey)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/javascript; charset=utf-8" {
		t.Fatalf("GET /worker.js: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	if csp := resp.Header.Get("Content-Security-Policy"); csp != workerCSP || strings.Contains(csp, "script-src") {
		t.Errorf("worker policy %q", csp)
	}
	if !strings.Contains(body, "function followEvents") || !strings.Contains(body, "onconnect") {
		t.Errorf("the worker lacks the stream or the tabs' connection:\n%s", body)
	}
	if resp, _ := r.do(t, "GET", "/worker.js", "-"); resp.StatusCode != 401 {
		t.Errorf("the worker without the key: %d, want 401", resp.StatusCode)
	}
}
