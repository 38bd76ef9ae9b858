package boardtest

import (
	"testing"
)

// The league's page opened from a link that carries the key keeps the
// rest of its address: the season and the game it names are the tables
// shown, and stay in the address bar (and in the page's own links) once
// the key has left it. An unknown season is said as such, as it is when
// the key comes from the cookie.
func TestBoard_LeagueKeepsItsSeasonWithTheKey(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := clubLedger(t, b)
	// A season long past: the club's games, played today, are in none of
	// its tables, and the calendar year shown without ?season= is another.
	b.run(t, "--db", ledger, "season", "new", "Pasado", "--from", "2001-01-01", "--to", "2001-12-31")
	s := serve(t, b, "league-key-2026", "--db", ledger, "--addr", "127.0.0.1:0")
	br := newBrowser(t)
	p := br.first(phone)

	p.navigate(s.base + "/league?key=" + s.key + "&season=Pasado&game=chuche&lang=de")
	p.waitUntil("the league of the season named, in German", `document.getElementById('season').textContent !== '' && document.getElementById('live').dataset.state === 'live'`)
	p.shot("league-season")
	got := eval[map[string]any](p, `({
		season: document.getElementById('season').textContent,
		tables: [...document.querySelectorAll('#leagues section.league')].map(s => s.dataset.game).join(','),
		search: location.search,
		both: document.querySelector('#league-games a').getAttribute('href'),
		current: document.querySelector('#league-games a.current') ? document.querySelector('#league-games a.current').getAttribute('href') : '',
		lang: document.documentElement.lang,
	})`)
	for k, want := range map[string]string{
		"season":  "Saison Pasado (2001-01-01 bis 2001-12-31)",
		"tables":  "chuche",
		"search":  "?season=Pasado&game=chuche&lang=de",
		"both":    "/league?season=Pasado&lang=de",
		"current": "/league?game=chuche&season=Pasado&lang=de",
		"lang":    "de",
	} {
		if got[k] != want {
			t.Errorf("league %s: %q, want %q", k, got[k], want)
		}
	}

	// A season the ledger does not have, the key in the address again.
	p.navigate(s.base + "/league?key=" + s.key + "&season=Nope")
	p.waitUntil("the page to say there is no such season", `!document.getElementById('error').hidden && document.getElementById('error').textContent.includes('no such season in the ledger')`)
	p.shot("league-no-season")
	if search := eval[string](p, `location.search`); search != "?season=Nope" {
		t.Errorf("address %q, want ?season=Nope without the key", search)
	}
	if season := eval[string](p, `document.getElementById('season').textContent`); season != "" {
		t.Errorf("an unknown season shows the tables of %q", season)
	}
}
