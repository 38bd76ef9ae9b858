package boardtest

import (
	"strings"
	"testing"
)

// A phone opens a game from the address serve printed and reads the
// standings at a glance — ranked, the leader marked, what each has left,
// the buy-back, who deals — with the chart and the last hands, and
// follows a hand entered in another terminal without reloading, and a
// restart of serve. The list of games shows a tile per game being played,
// names as text, a long name cut on one line, a look-alike marked.
func TestBoard_PhoneFollowsAGameLive(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := clubLedger(t, b)
	long := "María José de la Fuente García-Olmedo Xy" // 40 characters, the longest allowed
	b.run(t, "--db", ledger, "new", "chinchon", "--players", "<i>Zoe</i> & Co,"+long+",\u0410na,Ana", "--name", "<b>mesa-3</b>")
	b.run(t, "--db", ledger, "new", "chinchon", "--players", "Hugo,Inés", "--name", "over", "--rule", "limit=30")
	b.run(t, "--db", ledger, "round", "--game", "over", "--cut", "Hugo", "--hand", "Hugo="+cleanHand, "--points", "Inés=40")
	b.run(t, "--db", ledger, "new", "chuche", "--players", "Julia,Kai", "--name", "early")
	b.run(t, "--db", ledger, "round", "--game", "early", "--won", "Julia=R5 R3", "--won", "Kai=O5")
	b.run(t, "--db", ledger, "end", "--game", "early")
	s := serve(t, b, "phone-key-2026", "--db", ledger, "--addr", "127.0.0.1:0", "--pace", quick)
	br := newBrowser(t)
	p := br.first(phone)

	p.navigate(s.base + "/games/1?key=" + s.key)
	p.waitUntil("the standings of mesa-1", `document.querySelectorAll('.players .player').length === 3 && document.querySelectorAll('.chart path.series').length > 0 && document.getElementById('live').dataset.state === 'live'`)
	p.shot("game")

	type row struct{ Rank, Name, Total, Badges string }
	rows := func() []row {
		return eval[[]row](p, `[...document.querySelectorAll('.players .player')].map(li => ({
			Rank: li.querySelector('.rank').textContent, Name: li.querySelector('.name .text').textContent,
			Total: li.querySelector('.total').textContent,
			Badges: [...li.querySelectorAll('.badge')].map(b => b.textContent).join(',')}))`)
	}
	// Lowest first in Chinchón; Ben, back in by his buy-back (CN-13), deals
	// hand 3 (CN-4); 100 is the limit.
	want := []row{
		{"1", "Ana", "8", "leads,92 left"},
		{"2", "Ben", "75", "25 left,bought back once,deals"},
		{"2", "Cris", "75", "25 left"},
	}
	if got := rows(); !sameRows(got, want) {
		t.Errorf("standings\n%+v\nwant\n%+v", got, want)
	}
	if n := eval[int](p, `document.querySelectorAll('.player.leader').length`); n != 1 {
		t.Errorf("%d players marked as leading, want Ana alone", n)
	}
	texts := eval[map[string]string](p, `({title: document.getElementById('title').textContent,
		now: document.querySelector('.now').textContent, summary: document.querySelector('.summary').textContent,
		search: location.search})`)
	if texts["title"] != "mesa-1" || texts["now"] != "Hand 3: Ben deals" || texts["summary"] != "Chinchón · 2 hands · out above 100" {
		t.Errorf("title, hand and summary: %v", texts)
	}
	if texts["search"] != "" {
		t.Errorf("the key stays in the address bar: %q", texts["search"])
	}

	// The chart: two hands, Ben's line broken by his elimination and picked
	// up by his buy-back, the limit drawn and labelled where no mark covers
	// it.
	chart := eval[map[string]int](p, `({
		hands: Number(document.querySelector('.chart').dataset.hands),
		lines: document.querySelectorAll('.chart path.series').length,
		out: document.querySelectorAll('.chart .mark-out').length,
		buyback: document.querySelectorAll('.chart .mark-buyback').length,
		limit: document.querySelectorAll('.chart .limit').length,
		width: Math.round(document.querySelector('.chart').getBoundingClientRect().width),
		covered: (() => {
			const l = document.querySelector('.chart .limit-label').getBoundingClientRect();
			return [...document.querySelectorAll('.chart .mark-out, .chart .mark-buyback')].filter(m => {
				const r = m.getBoundingClientRect();
				return r.left < l.right && r.right > l.left && r.top < l.bottom && r.bottom > l.top;
			}).length;
		})(),
	})`)
	if chart["hands"] != 2 || chart["lines"] != 4 || chart["out"] != 1 || chart["buyback"] != 1 || chart["limit"] != 1 {
		t.Errorf("chart %v: want 2 hands, 4 line pieces (Ben's in two), 1 elimination, 1 buy-back, the limit", chart)
	}
	if chart["width"] < 300 || chart["width"] > 390 {
		t.Errorf("chart is %d px wide on a 390 px phone", chart["width"])
	}
	if chart["covered"] != 0 {
		t.Errorf("%d marks of the chart cover the limit's label", chart["covered"])
	}
	if n := eval[int](p, `document.querySelectorAll('.rounds .round').length`); n != 2 {
		t.Errorf("%d last hands shown, want 2", n)
	}
	p.noSideways("the game")

	// Another terminal enters a hand: the page changes without a reload,
	// the order with it (Cris cut clean: −10).
	eval[bool](p, `window.notReloaded = true`)
	b.run(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Cris", "--hand", "Cris="+cleanHand, "--points", "Ana=7", "--points", "Ben=3")
	p.waitUntil("the new hand on the page", `document.querySelector('.players .player .total').textContent === '15' && document.querySelector('.chart').dataset.hands === '3' && document.querySelectorAll('.rounds .round').length === 3`)
	want = []row{
		{"1", "Ana", "15", "leads,85 left"},
		{"2", "Cris", "65", "35 left,deals"},
		{"3", "Ben", "78", "22 left,bought back once"},
	}
	if got := rows(); !sameRows(got, want) {
		t.Errorf("standings after hand 3\n%+v\nwant\n%+v", got, want)
	}
	if !eval[bool](p, `window.notReloaded === true`) {
		t.Error("the page reloaded to show the hand")
	}
	if first := eval[string](p, `document.querySelector('.rounds .round .head').textContent`); first != "Hand 3 — Cris cut clean" {
		t.Errorf("latest hand shown first as %q", first)
	}
	if state, text := p.status(); state != "live" || text != "live" {
		t.Errorf("status %s %q, want live", state, text)
	}
	p.noSideways("after the hand")
	p.shot("after-hand-3")

	// serve stops, a hand is entered, serve comes back on the same address
	// with the same key: the page says it is reconnecting, then catches up.
	s.stop(t)
	p.waitUntil("the page to say it is reconnecting", `document.getElementById('live').dataset.state === 'reconnecting'`)
	if _, text := p.status(); !strings.HasPrefix(text, "reconnecting… stale since ") {
		t.Errorf("status while serve is away: %q", text)
	}
	p.shot("reconnecting")
	b.run(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Ana", "--hand", "Ana="+cleanHand, "--points", "Ben=5", "--points", "Cris=6")
	s = serve(t, b, s.key, "--db", ledger, "--addr", "127.0.0.1:"+s.port(), "--pace", quick)
	p.waitUntil("the page to reconnect and show hand 4", `document.getElementById('live').dataset.state === 'live' && document.querySelector('.chart').dataset.hands === '4' && document.querySelector('.players .player .total').textContent === '5'`)
	if !eval[bool](p, `window.notReloaded === true`) {
		t.Error("the page reloaded to reconnect")
	}

	// The list of games, with the cookie alone: a tile per game being
	// played, most recent first; names are text.
	p.navigate(s.base + "/")
	p.waitUntil("the list of games", `document.querySelectorAll('#playing a').length === 3 && document.querySelectorAll('#playing .mini li').length === 9`)
	names := eval[[]string](p, `[...document.querySelectorAll('#playing a > .name')].map(e => e.textContent)`)
	if strings.Join(names, "|") != "mesa-1|<b>mesa-3</b>|mesa-2" {
		t.Errorf("games being played, most recent first: %q", names)
	}
	if n := eval[int](p, `document.querySelectorAll('main b, main i').length`); n != 0 {
		t.Errorf("a name became markup: %d <b>/<i> elements in the page", n)
	}
	if !strings.Contains(p.text(), "<i>Zoe</i> & Co") {
		t.Errorf("the player named <i>Zoe</i> & Co is not shown as written:\n%s", p.text())
	}
	// The longest name fits on one line, cut, and is there whole on hover.
	cut := eval[map[string]any](p, `(() => {
		const n = [...document.querySelectorAll('#playing .name')].find(e => e.title.startsWith('María'));
		const text = n.querySelector('.text');
		return {title: n.title, cut: text.scrollWidth > text.clientWidth, lines: Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight || 20))};
	})()`)
	if cut["title"] != long || cut["cut"] != true {
		t.Errorf("the 40-character name on a phone: %v; want it cut with the whole name as its title", cut)
	}
	lookalike := eval[[]string](p, `[...document.querySelectorAll('#playing .mini li')].filter(li => li.querySelector('.lookalike')).map(li => li.dataset.player)`)
	if strings.Join(lookalike, ",") != "\u0410na" {
		t.Errorf("names marked as look-alikes: %q; want only the Cyrillic Аna", lookalike)
	}
	if earlier := eval[string](p, `[...document.querySelectorAll('#recent a')].map(a => a.textContent).join(' | ')`); earlier != "earlyChuche · 1 roundJulia, Kaiended early | overChinchón · 1 handHugo, Inéswon by Hugo" {
		t.Errorf("earlier games: %q", earlier)
	}
	p.noSideways("the list of games")
	p.shot("index")

	// A finished game: the winner unmistakable — first, its own colour of
	// border, not hidden by the player's colour; the eliminated last.
	p.navigate(s.base + "/games/4")
	p.waitUntil("the finished game", `document.querySelectorAll('.players .player').length === 2 && !document.querySelector('.outcome').hidden`)
	won := eval[map[string]string](p, `(() => {
		const w = document.querySelector('.player.won');
		const win = getComputedStyle(document.documentElement).getPropertyValue('--win').trim();
		const probe = document.createElement('span'); probe.style.color = win; document.body.append(probe);
		const winColour = getComputedStyle(probe).color; probe.remove();
		return {outcome: document.querySelector('.outcome').textContent, first: document.querySelector('.players .player').dataset.player,
			winner: w ? w.dataset.player : '', border: w ? getComputedStyle(w).borderTopColor : '', win: winColour,
			badges: [...document.querySelectorAll('.players .badge')].map(b => b.textContent).join(','),
			now: document.querySelector('.now').hidden ? '' : document.querySelector('.now').textContent};
	})()`)
	if won["outcome"] != "Winner: Hugo" || won["first"] != "Hugo" || won["winner"] != "Hugo" || won["border"] != won["win"] {
		t.Errorf("the finished game: %v; want Hugo first, marked the winner in the winner's colour", won)
	}
	if won["badges"] != "winner,out" || won["now"] != "" {
		t.Errorf("the finished game's badges %q and what is played now %q: want winner,out and nothing", won["badges"], won["now"])
	}
	p.shot("finished")

	// A game ended early says so, and names no winner; Chuche players wear
	// no meaningless "in".
	p.navigate(s.base + "/games/5")
	p.waitUntil("the game ended early", `document.querySelectorAll('.players .player').length === 2 && !document.querySelector('.outcome').hidden`)
	early := eval[map[string]string](p, `({outcome: document.querySelector('.outcome').textContent, summary: document.querySelector('.summary').textContent,
		won: String(document.querySelectorAll('.player.won').length), badges: [...document.querySelectorAll('.players .badge')].map(b => b.textContent).join(',')})`)
	if early["outcome"] != "Ended early: no winner" || !strings.HasSuffix(early["summary"], " · ended early") || early["won"] != "0" || early["badges"] != "" {
		t.Errorf("the game ended early: %v", early)
	}
	// Every total sits on its name's line.
	if apart := eval[int](p, `[...document.querySelectorAll('.players .player')].filter(li => {
		const n = li.querySelector('.name').getBoundingClientRect(), v = li.querySelector('.total').getBoundingClientRect();
		return v.top > n.bottom || v.bottom < n.top || v.left < n.right;
	}).length`); apart != 0 {
		t.Errorf("%d totals not beside their names", apart)
	}
	p.shot("ended-early")
}

func sameRows[T comparable](got, want []T) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range want {
		if got[i] != want[i] {
			return false
		}
	}
	return true
}
