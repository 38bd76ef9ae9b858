package boardtest

import (
	"testing"
)

// Ten tabs of one browser on the board all follow it live: they share one
// event stream (a browser opens at most six connections to a server, so
// ten streams would leave the seventh tab waiting).
func TestBoard_TenTabsOfOneBrowser(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := clubLedger(t, b)
	s := serve(t, b, "tabs-key-2026", "--db", ledger, "--addr", "127.0.0.1:0")
	br := newBrowser(t)
	// The first tab opens the address with the key (the cookie is set),
	// the others the board and the list of games, alternately.
	first := br.first(size{800, 600})
	first.navigate(s.base + "/games/1?key=" + s.key)
	var urls []string
	for i := 2; i <= 10; i++ {
		path := "/games/1"
		if i%2 == 0 {
			path = "/"
		}
		urls = append(urls, s.base+path)
	}
	tabs := append([]*tab{first}, br.openAll(size{800, 600}, urls...)...)
	for _, tb := range tabs {
		tb.waitUntil("the tab live", `document.getElementById('live').dataset.state === 'live' && (document.querySelector('.players .player') || document.querySelector('#playing .mini li'))`)
		if feed := eval[string](tb, `document.body.dataset.feed`); feed != "shared" {
			t.Errorf("%s follows the events on a stream of its own (%q), not the browser's shared one", tb.name, feed)
		}
	}

	b.run(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Cris", "--hand", "Cris="+cleanHand, "--points", "Ana=7", "--points", "Ben=3")
	for i, tb := range tabs {
		if i%2 == 0 {
			tb.waitUntil("the game's tab to show the hand", `document.querySelector('.players .player .total').textContent === '15' && document.querySelector('.chart').dataset.hands === '3'`)
		} else {
			tb.waitUntil("the list's tab to show the hand", `[...document.querySelectorAll('#playing .mini li')].some(li => li.dataset.player === 'Ana' && li.querySelector('.total').textContent === '15')`)
		}
	}
	tabs[9].shot("tenth")
}
