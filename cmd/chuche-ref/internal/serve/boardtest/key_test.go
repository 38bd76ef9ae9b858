package boardtest

import (
	"testing"
)

// serve restarted with a new key: an open board does not sit on
// "reconnecting…" for ever; it says its key changed, in its language, and
// asks for the new code. Once the new address is opened in the browser
// (another tab, the cookie renewed) the board is live again and catches
// up on what was entered meanwhile.
func TestBoard_RestartWithANewKey(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := clubLedger(t, b)
	s := serve(t, b, "old-key-2026", "--db", ledger, "--addr", "127.0.0.1:0", "--pace", quick)
	br := newBrowser(t)
	p := br.first(phone)
	p.speak("es")

	p.navigate(s.base + "/games/1?key=" + s.key)
	p.waitUntil("the board, live", `document.querySelectorAll('.players .player').length === 3 && document.getElementById('live').dataset.state === 'live'`)

	s.stop(t)
	s = serve(t, b, "new-key-2026", "--db", ledger, "--addr", "127.0.0.1:"+s.port(), "--pace", quick)
	b.run(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Cris", "--hand", "Cris="+cleanHand, "--points", "Ana=7", "--points", "Ben=3")
	p.waitUntil("the page to say its key changed", `document.getElementById('live').dataset.state === 'key'`)
	p.shot("key-changed")
	if _, text := p.status(); text != "clave cambiada" {
		t.Errorf("status %q, want clave cambiada", text)
	}
	if banner := eval[string](p, `document.getElementById('error').textContent`); banner != "la clave de este marcador ha cambiado: escanea el código nuevo" {
		t.Errorf("banner %q", banner)
	}
	if total := eval[string](p, `document.querySelector('.players .player .total').textContent`); total != "8" {
		t.Errorf("with the old key the board shows %s: it cannot have read the new hand", total)
	}

	// Someone opens the new address in another tab of the same browser.
	fresh := br.open("tab2", phone)
	fresh.navigate(s.base + "/games/1?key=" + s.key)
	fresh.waitUntil("the new tab, live", `document.getElementById('live').dataset.state === 'live' && document.querySelector('.players .player .total').textContent === '15'`)
	p.waitUntil("the first tab live again with the new hand", `document.getElementById('live').dataset.state === 'live' && document.querySelector('.players .player .total').textContent === '15' && document.querySelector('.chart').dataset.hands === '3' && document.getElementById('error').hidden`)
	p.shot("live-again")
	// Its QR code is the new address's.
	if src := eval[string](p, `document.querySelector('.join img').getAttribute('src')`); src == "/join.svg" {
		t.Errorf("the QR code was not drawn again for the new key: %q", src)
	}
}
