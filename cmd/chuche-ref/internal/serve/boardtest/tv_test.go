package boardtest

import (
	"strings"
	"testing"
)

// The TV of a club evening, in German, at 1920×1080: every game being
// played now (a finished one is not), four tables tiled in the order they
// were started and, once a fifth sits down, the fifth on its own after
// the first four's time, the whole width used, nothing scrolled; totals,
// names and the chart legible across the room (the chart's text at least
// 24 px high); the Chuche round on its table; the QR code phones scan; a
// full-screen button; the screen kept awake or the TV's setting asked
// for. On a phone the QR code is not shown.
func TestBoard_TVShowsEveryTable(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := clubChucheLedger(t, b) // mesa-1, mesa-2, and mesa-4's Chuche round in progress
	run := func(args ...string) { b.run(t, append([]string{"--db", ledger}, args...)...) }
	long := "María José de la Fuente García-Olmedo Xy"
	run("new", "chinchon", "--players", "Dani,"+long+",\u0410na,Ana", "--name", "mesa-3")
	run("round", "--game", "mesa-3", "--cut", "Dani", "--hand", "Dani="+cleanHand, "--points", long+"=12", "--points", "\u0410na=30", "--points", "Ana=7")
	run("new", "chinchon", "--players", "Hugo,Inés", "--name", "over", "--rule", "limit=30")
	run("round", "--game", "over", "--cut", "Hugo", "--hand", "Hugo="+cleanHand, "--points", "Inés=40")
	s := serve(t, b, "tv-key-2026", "--db", ledger, "--addr", "127.0.0.1:0", "--pace", quick)
	br := newBrowser(t)
	screen := br.first(tv)

	screen.navigate(s.base + "/tv?lang=de&key=" + s.key)
	screen.waitUntil("four tables on the TV", `document.querySelectorAll('.tile').length === 4 && [...document.querySelectorAll('.tile')].every(t => t.querySelector('.players .player')) && document.getElementById('live').dataset.state === 'live'`)
	screen.shot("tv-first-four")

	// In the order they were started — mesa-4's round began before mesa-3
	// sat down — not by name; the finished game is not among them.
	titles := eval[[]string](screen, `[...document.querySelectorAll('.tile .tile-title')].map(e => e.textContent)`)
	if strings.Join(titles, "|") != "mesa-1|mesa-2|mesa-4|mesa-3" {
		t.Errorf("tables on the TV: %q; want the four being played, in the order they were started", titles)
	}
	if p := eval[[]string](screen, `[String(document.getElementById('pager').hidden), document.getElementById('pager').textContent]`); p[0] != "true" {
		t.Errorf("four tables, and the pager says %q: want it hidden, there is nothing to turn to", p[1])
	}

	// The whole screen, and nothing beyond it.
	box := eval[map[string]float64](screen, `(() => {
		const r = (e) => e.getBoundingClientRect();
		const tiles = [...document.querySelectorAll('.tile')].map(r);
		const aside = r(document.querySelector('aside.join'));
		return {left: Math.min(...tiles.map(b => b.left)), right: Math.max(aside.right, ...tiles.map(b => b.right)),
			bottom: Math.max(...tiles.map(b => b.bottom)), scrollW: document.documentElement.scrollWidth,
			scrollH: document.documentElement.scrollHeight, w: innerWidth, h: innerHeight};
	})()`)
	if used := box["right"] - box["left"]; used < 0.95*box["w"] {
		t.Errorf("the tables and the QR code use %.0f of %.0f px", used, box["w"])
	}
	if box["scrollW"] > box["w"] || box["scrollH"] > box["h"] || box["bottom"] > box["h"] {
		t.Errorf("the TV scrolls: %v", box)
	}

	// Legible across a room.
	sizes := eval[map[string]float64](screen, `(() => {
		const px = (sel) => Math.min(...[...document.querySelectorAll(sel)].map(e => parseFloat(getComputedStyle(e).fontSize)));
		const texts = [...document.querySelectorAll('.tile .chart text')];
		const apart = [...document.querySelectorAll('.tile .player')].filter(li => {
			const n = li.querySelector('.name').getBoundingClientRect(), v = li.querySelector('.total').getBoundingClientRect();
			return v.top > n.bottom || v.bottom < n.top || v.left < n.right;
		}).length;
		return {chartText: Math.min(...texts.map(e => e.getBoundingClientRect().height)), chartTexts: texts.length,
			total: px('.tile .player .total'), name: px('.tile .player .name'), title: px('.tile .tile-title'),
			badge: px('.tile .player .badge'), apart};
	})()`)
	if sizes["apart"] != 0 {
		t.Errorf("%v totals on the TV are not beside their names", sizes["apart"])
	}
	if sizes["badge"] < 18 {
		t.Errorf("badges of %.1f px on the TV: want at least 18", sizes["badge"])
	}
	if sizes["chartTexts"] < 12 || sizes["chartText"] < 24 {
		t.Errorf("chart text %.1f px high (%v texts): want at least 24 px at 1920×1080", sizes["chartText"], sizes["chartTexts"])
	}
	if sizes["total"] < 36 || sizes["name"] < 28 || sizes["title"] < 30 {
		t.Errorf("on the TV totals are %.0f px, names %.0f px, titles %.0f px: too small to read across a room", sizes["total"], sizes["name"], sizes["title"])
	}

	// Every player's row is on the screen, one line for the name however
	// long: cut, with the whole name as its title; the look-alike marked.
	rows := eval[map[string]any](screen, `(() => {
		const hidden = [...document.querySelectorAll('.tile .player')].filter(li => {
			const r = li.getBoundingClientRect(), tile = li.closest('.tile').getBoundingClientRect();
			return r.bottom > tile.bottom + 1 || r.right > tile.right + 1;
		}).map(li => li.dataset.player);
		const long = document.querySelector('.tile .player[data-player^="María"] .name');
		const text = long.querySelector('.text');
		return {hidden, longTitle: long.title, cut: text.scrollWidth > text.clientWidth,
			oneLine: text.getBoundingClientRect().height < 1.6 * parseFloat(getComputedStyle(text).fontSize),
			marked: [...document.querySelectorAll('.tile .player')].filter(li => li.querySelector('.lookalike')).map(li => li.dataset.player)};
	})()`)
	if hidden, _ := rows["hidden"].([]any); len(hidden) != 0 {
		t.Errorf("players cut off their table's tile: %v", hidden)
	}
	if rows["longTitle"] != long || rows["cut"] != true || rows["oneLine"] != true {
		t.Errorf("the 40-character name on the TV: %v; want one line, cut, the whole name as its title", rows)
	}
	if marked, _ := rows["marked"].([]any); len(marked) != 1 || marked[0] != "\u0410na" {
		t.Errorf("look-alikes marked: %v; want only the Cyrillic Аna", rows["marked"])
	}

	// The Chuche round on its table, in German.
	chuche := eval[map[string]string](screen, `(() => {
		const tile = [...document.querySelectorAll('.tile')].find(t => t.querySelector('.tile-title').textContent === 'mesa-4');
		return {now: tile.querySelector('.now').textContent,
			cards: [...tile.querySelectorAll('.cards .card')].map(c => c.textContent).join(' | '),
			said: tile.querySelector('.said .words').textContent,
			badges: [...tile.querySelectorAll('.badge')].filter(b => b.offsetParent !== null).map(b => b.textContent).join(',')};
	})()`)
	if chuche["now"] != "Runde 1: Ana ist am Zug · 1 Karte im Stapel" || chuche["cards"] != "R6blockiert von Ben | R2" || chuche["said"] != "Ben: 5 plus 1 ist 6" {
		t.Errorf("the Chuche table on the TV: %v", chuche)
	}
	if !strings.Contains(chuche["badges"], "CHUCHE ×3") || !strings.Contains(chuche["badges"], "am Zug") || !strings.Contains(chuche["badges"], "11 Karten gewonnen") {
		t.Errorf("the Chuche players' badges on the TV: %q", chuche["badges"])
	}

	// What phones scan, the full-screen button, the screen kept on.
	tvBits := eval[map[string]any](screen, `(() => {
		const img = document.querySelector('aside.join img');
		return {qr: img.naturalWidth > 0 && img.getBoundingClientRect().width >= 200, full: !document.getElementById('fullscreen').hidden,
			fullText: document.getElementById('fullscreen').textContent, wake: document.body.dataset.wake || '',
			hint: !document.getElementById('sleep').hidden};
	})()`)
	if tvBits["qr"] != true || tvBits["full"] != true || tvBits["fullText"] != "Vollbild" {
		t.Errorf("QR code, full-screen button: %v", tvBits)
	}
	switch tvBits["wake"] {
	case "on":
		if tvBits["hint"] == true {
			t.Errorf("the screen is kept on, yet the page asks for the TV's setting")
		}
	case "refused", "unavailable":
		if tvBits["hint"] != true {
			t.Errorf("no wake lock (%v), and the page does not say the TV's setting must keep it on", tvBits["wake"])
		}
	default:
		t.Errorf("the page did not ask for a wake lock: %v", tvBits["wake"])
	}

	// A fifth table sits down: the pager says so while the first four stay
	// in their places, then the TV turns to the fifth alone. Every state
	// the screen shows is kept as it is shown (the tables' ids, which a
	// tile has from the start, and the pager), so the first four's turn is
	// seen however short the pace makes it.
	eval[bool](screen, `(() => {
		window.turns = [];
		const seen = () => {
			const pager = document.getElementById('pager');
			const now = (pager.hidden ? '' : pager.textContent) + '|' + [...document.querySelectorAll('.tile')].map(t => t.dataset.game).join(',');
			if (window.turns[window.turns.length - 1] !== now) window.turns.push(now);
		};
		new MutationObserver(seen).observe(document.getElementById('tables'), {childList: true});
		new MutationObserver(seen).observe(document.getElementById('pager'), {childList: true, characterData: true, subtree: true, attributes: true});
		return true;
	})()`)
	run("new", "chinchon", "--players", "Jon,Kai", "--name", "mesa-5")
	// The check and what is measured are one evaluation: the next turn
	// cannot come between them.
	screen.waitUntil("the fifth table alone, drawn", `(() => {
		const tiles = document.querySelectorAll('.tile');
		const ok = document.getElementById('pager').textContent === 'Tische 5–5 von 5' && tiles.length === 1 &&
			tiles[0].querySelector('.tile-title').textContent === 'mesa-5' && tiles[0].querySelectorAll('.players .player').length === 2;
		if (ok) {
			const texts = [...tiles[0].querySelectorAll('.chart text')].map(e => e.getBoundingClientRect().height);
			window.fifth = {texts: texts.length, chartText: Math.min(...texts)};
		}
		return ok;
	})()`)
	screen.shot("tv-fifth")
	turns := eval[[]string](screen, `window.turns`)
	if len(turns) < 2 || turns[0] != "Tische 1–4 von 5|1,2,3,4" || turns[1] != "Tische 5–5 von 5|6" {
		t.Errorf("what the TV showed once the fifth table sat down: %q; want the first four (tables 1–4 of 5), then the fifth alone (5–5 of 5)", turns)
	}
	if fifth := eval[map[string]float64](screen, `window.fifth`); fifth["texts"] == 0 || fifth["chartText"] < 24 {
		t.Errorf("one table alone: %v chart texts, the smallest %.1f px high", fifth["texts"], fifth["chartText"])
	}

	// On a phone, the QR code is not shown, and nothing scrolls sideways.
	screen.resize(phone)
	screen.waitUntil("the QR code hidden on a phone", `document.querySelector('aside.join').getBoundingClientRect().width === 0`)
	screen.noSideways("the TV page on a phone")
	screen.shot("tv-on-a-phone")
}
