package boardtest

import (
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// interceptor answers the page's requests for the paths it is told to:
// as a lost connection, or as the server saying 429.
type interceptor struct {
	mu      sync.Mutex
	fail    map[string]string // path suffix → "drop" or "429"
	dropped map[string]int
	more    chan struct{} // closed (and made anew) at every request failed
}

func intercept(t *testing.T, tb *tab, patterns ...string) *interceptor {
	t.Helper()
	in := &interceptor{fail: map[string]string{}, dropped: map[string]int{}, more: make(chan struct{})}
	var ps []*fetch.RequestPattern
	for _, p := range patterns {
		ps = append(ps, &fetch.RequestPattern{URLPattern: "*" + p + "*"})
	}
	chromedp.Listen(tb.ctx, func(ev any) {
		paused, ok := ev.(*fetch.EventRequestPaused)
		if !ok {
			return
		}
		how := in.decide(paused.Request.URL)
		go func() {
			switch how {
			case "drop":
				chromedp.Call(tb.ctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: paused.RequestID, ErrorReason: network.ErrorReasonInternetDisconnected})
			case "429":
				chromedp.Call(tb.ctx, fetch.FulfillRequest, fetch.FulfillRequestParams{RequestID: paused.RequestID, ResponseCode: 429,
					ResponseHeaders: []*fetch.HeaderEntry{{Name: "Retry-After", Value: "1"}, {Name: "Content-Type", Value: "application/json"}},
					Body:            []byte(`{"error":"too many wrong access keys from this address: wait 1 s"}`)})
			default:
				chromedp.Call(tb.ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: paused.RequestID})
			}
		}()
	})
	if _, err := chromedp.Call(tb.ctx, fetch.Enable, fetch.EnableParams{Patterns: ps}); err != nil {
		t.Fatal(err)
	}
	return in
}

func (in *interceptor) decide(url string) string {
	in.mu.Lock()
	defer in.mu.Unlock()
	path, _, _ := strings.Cut(url, "?")
	for suffix, how := range in.fail {
		if strings.HasSuffix(path, suffix) {
			in.dropped[suffix]++
			close(in.more)
			in.more = make(chan struct{})
			return how
		}
	}
	return ""
}

// await waits until n requests for suffix have failed, or d has passed.
func (in *interceptor) await(suffix string, n int, d time.Duration) bool {
	deadline := time.After(d)
	for {
		in.mu.Lock()
		count, more := in.dropped[suffix], in.more
		in.mu.Unlock()
		if count >= n {
			return true
		}
		select {
		case <-more:
		case <-deadline:
			return false
		}
	}
}

func (in *interceptor) set(suffix, how string) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if how == "" {
		delete(in.fail, suffix)
	} else {
		in.fail[suffix] = how
	}
}

func (in *interceptor) count(suffix string) int {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.dropped[suffix]
}

// A page is never stale without saying so. A fetch that fails (a Wi-Fi
// blip) leaves the whole board as it was — not the standings moved on and
// the chart behind — with "stale since HH:MM" in the page's language and a
// banner in it, retried with backoff until the board is consistent with
// the ledger again. The server's 429 is said as "wrong key, wait". Going
// offline and back: reconnecting, then caught up.
func TestBoard_FailedFetchIsSaidAndRetried(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := clubLedger(t, b)
	s := serve(t, b, "stale-key-2026", "--db", ledger, "--addr", "127.0.0.1:0", "--pace", quick)
	br := newBrowser(t)
	p := br.first(phone)
	in := intercept(t, p, "/api/games/1/rounds", "/api/games/1/standings")

	p.navigate(s.base + "/games/1?lang=de&key=" + s.key)
	p.waitUntil("the board, live", `document.querySelectorAll('.players .player').length === 3 && document.getElementById('live').dataset.state === 'live'`)
	// Every state the page says from here on, as it says it.
	eval[bool](p, `(() => {
		const live = document.getElementById('live');
		window.said = [];
		new MutationObserver(() => window.said.push(live.dataset.state)).observe(live, {attributes: true, attributeFilter: ['data-state']});
		return true;
	})()`)

	// The rounds cannot be fetched when a hand is entered.
	in.set("/rounds", "drop")
	b.run(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Cris", "--hand", "Cris="+cleanHand, "--points", "Ana=7", "--points", "Ben=3")
	p.waitUntil("the page to say it is stale", `document.getElementById('live').dataset.state === 'stale'`)
	p.shot("stale")
	if _, text := p.status(); !regexp.MustCompile(`^veraltet seit \d\d:\d\d$`).MatchString(text) {
		t.Errorf("status while a fetch fails: %q; want veraltet seit HH:MM", text)
	}
	banner := eval[[]string](p, `[String(document.getElementById('error').hidden), document.getElementById('error').textContent]`)
	if banner[0] != "false" || banner[1] != "die Anzeigetafel ist nicht erreichbar: neuer Versuch läuft" {
		t.Errorf("banner %q: want it shown, in German", banner)
	}
	// Nothing of the new hand is shown while part of it cannot be.
	consistent := `document.querySelector('.players .player .total').textContent === '8' && document.querySelector('.chart').dataset.hands === '2' && document.querySelectorAll('.rounds .round').length === 2`
	if !eval[bool](p, consistent) {
		t.Errorf("the board shows part of the new hand: %q", p.text())
	}
	// It keeps trying, and keeps saying so: from the first "stale" on,
	// the page said nothing else.
	if !in.await("/rounds", 3, 30*time.Second) {
		t.Fatalf("only %d tries in 30 s", in.count("/rounds"))
	}
	said := eval[[]string](p, `window.said`)
	first := slices.Index(said, "stale")
	if first < 0 || slices.ContainsFunc(said[first:], func(s string) bool { return s != "stale" }) {
		t.Errorf("the states said while the rounds could not be fetched (%d tries): %q; want stale throughout", in.count("/rounds"), said)
	}
	if state, _ := p.status(); state != "stale" || !eval[bool](p, consistent) {
		t.Errorf("after %d failed tries: status %s, board %q", in.count("/rounds"), state, p.text())
	}

	// The network heals: the next try brings the whole hand.
	in.set("/rounds", "")
	p.waitUntil("the board caught up", `document.getElementById('live').dataset.state === 'live' && document.querySelector('.players .player .total').textContent === '15' && document.querySelector('.chart').dataset.hands === '3' && document.getElementById('error').hidden`)

	// The server says: too many wrong keys, wait.
	in.set("/standings", "429")
	b.run(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Ana", "--hand", "Ana="+cleanHand, "--points", "Ben=5", "--points", "Cris=6")
	p.waitUntil("wrong key, wait", `document.getElementById('live').dataset.state === 'wait'`)
	if _, text := p.status(); text != "falscher Schlüssel: warte 1 s" {
		t.Errorf("status after a 429: %q", text)
	}
	p.shot("wait")
	in.set("/standings", "")
	p.waitUntil("the board caught up after the wait", `document.getElementById('live').dataset.state === 'live' && document.querySelector('.chart').dataset.hands === '4'`)

	// Offline, a hand entered, online again.
	offline := func(off bool) {
		t.Helper()
		conds := []*network.Conditions{{Offline: off, DownloadThroughput: -1, UploadThroughput: -1}}
		if _, err := chromedp.Call(p.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: conds}); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Call(p.ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: off, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := chromedp.Call(p.ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	offline(true)
	p.waitUntil("offline said", `document.getElementById('live').dataset.state === 'reconnecting'`)
	if _, text := p.status(); !strings.HasPrefix(text, "verbinde neu… veraltet seit ") {
		t.Errorf("status offline: %q", text)
	}
	p.shot("offline")
	b.run(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Cris", "--hand", "Cris="+cleanHand, "--points", "Ana=2", "--points", "Ben=2")
	offline(false)
	p.waitUntil("the board caught up after going offline", `document.getElementById('live').dataset.state === 'live' && document.querySelector('.chart').dataset.hands === '5'`)
	p.noSideways("after it all")
}
