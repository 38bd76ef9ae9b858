package boardtest

import (
	"strings"
	"testing"
)

// A phone set to Spanish (es-AR) reads the board in Spanish; a screen told
// ?lang=de reads it in German, and its links keep the choice. The words
// are longer than the English: nothing scrolls sideways.
func TestBoard_InTheTablesLanguage(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := clubLedger(t, b)
	s := serve(t, b, "lang-key-2026", "--db", ledger, "--addr", "127.0.0.1:0")
	br := newBrowser(t)
	p := br.first(phone)
	p.speak("es-AR,es;q=0.9")

	p.navigate(s.base + "/games/1?key=" + s.key)
	p.waitUntil("the standings in Spanish", `document.querySelectorAll('.players .player').length === 3 && document.querySelectorAll('.rounds .round').length === 2 && document.getElementById('live').textContent === 'en directo'`)
	p.shot("game-es")
	texts := eval[map[string]string](p, `({
		lang: document.documentElement.lang,
		chart: document.querySelector('.chart-title').textContent,
		rounds: document.querySelector('.rounds-title').textContent,
		now: document.querySelector('.now').textContent,
		summary: document.querySelector('.summary').textContent,
		head: document.querySelector('.rounds .round .head').textContent,
		badges: [...document.querySelectorAll('.players .badge')].map(b => b.textContent).join(','),
		back: document.getElementById('back').textContent,
		tv: document.querySelector('.nav [data-nav=tv]').textContent,
	})`)
	for k, want := range map[string]string{
		"lang": "es", "chart": "Puntos acumulados, mano por mano", "rounds": "Últimas manos",
		"now": "Mano 3: reparte Ben", "back": "‹ todas las partidas", "tv": "Marcador de la tele",
		"summary": "Chinchón · 2 manos · eliminado por encima de 100", "head": "Mano 2 — Ana corta",
		"badges": "va en cabeza,quedan 92,quedan 25,reenganchado una vez,reparte,quedan 25",
	} {
		if texts[k] != want {
			t.Errorf("Spanish %s: %q, want %q", k, texts[k], want)
		}
	}
	p.noSideways("the game in Spanish")

	// A screen whose browser asks for Spanish is told German by its address.
	p.navigate(s.base + "/?lang=de")
	p.waitUntil("the list of games in German", `document.querySelectorAll('#playing a').length === 2 && document.getElementById('live').textContent === 'live'`)
	if h := eval[string](p, `document.querySelector('h1').textContent`); h != "Die Spiele" {
		t.Errorf("German heading %q, want Die Spiele", h)
	}
	if h := eval[string](p, `document.getElementById('playing-title').textContent`); h != "Laufende Spiele" {
		t.Errorf("German section heading %q, want Laufende Spiele", h)
	}
	if lines := eval[string](p, `document.querySelector('#playing a .line').textContent`); !strings.Contains(lines, "Runde") && !strings.Contains(lines, "Hände") {
		t.Errorf("German game tile %q: want its rounds counted in German", lines)
	}
	if href := eval[string](p, `document.querySelector('#playing a').getAttribute('href')`); !strings.HasSuffix(href, "?lang=de") {
		t.Errorf("a game's link %q loses ?lang=de", href)
	}
	if href := eval[string](p, `document.querySelector('.nav [data-nav=tv]').getAttribute('href')`); href != "/tv?lang=de" {
		t.Errorf("the TV's link %q loses ?lang=de", href)
	}
	p.noSideways("the list of games in German")
	p.shot("index-de")

	// The game's page in German, from the list's link.
	p.navigate(s.base + "/games/2?lang=de")
	p.waitUntil("the Chuche standings in German", `document.querySelectorAll('.rounds .round').length === 1 && document.querySelector('.now').textContent !== ''`)
	got := eval[map[string]string](p, `({chart: document.querySelector('.chart-title').textContent, now: document.querySelector('.now').textContent,
		search: location.search, badges: [...document.querySelectorAll('.players .badge')].map(b => b.textContent).join(',')})`)
	if got["chart"] != "Gesamtpunkte, Runde für Runde" || got["now"] != "Runde 2: Dani gibt" || got["search"] != "?lang=de" {
		t.Errorf("German Chuche page: %v", got)
	}
	if !strings.Contains(got["badges"], "führt") || !strings.Contains(got["badges"], "bis zum Ziel") {
		t.Errorf("German badges %q: want the leader and the points to go", got["badges"])
	}
	p.noSideways("the game in German")
	p.shot("game-de")
}
