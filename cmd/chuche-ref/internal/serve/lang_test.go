package serve

import (
	"encoding/json"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// wordsOf is the dictionary a page carries for its script.
func wordsOf(t *testing.T, body string) map[string]any {
	t.Helper()
	m := regexp.MustCompile(`(?s)<script type="application/json" id="words">(.*?)</script>`).FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no words data block in the page")
	}
	var words map[string]any
	if err := json.Unmarshal([]byte(m[1]), &words); err != nil {
		t.Fatalf("words data block: %v", err)
	}
	return words
}

// The pages follow Accept-Language (a ?lang= overrides it), say so in
// Content-Language and Vary, and fall back to English.
func TestPagesSpeakTheBrowsersLanguage(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{})
	for _, c := range []struct {
		name, path, accept, lang string
		want                     []string // in the HTML
		words                    map[string]string
	}{
		{"Spanish of Argentina", "/", "es-AR,es;q=0.9", "es",
			[]string{`<html lang="es">`, "<h1 id=\"games-title\">Las partidas</h1>", "En juego", "Partidas anteriores", "conectando…", "Esperando la primera partida…"},
			map[string]string{"live": "en directo", "won by %s": "ganada por %s"}},
		{"German", "/games/1", "de", "de",
			[]string{`<html lang="de">`, ">Spielstand</h1>", "Gesamtpunkte, Hand für Hand", "Letzte Hände", "‹ alle Spiele"},
			map[string]string{"Hand %d: %s deals": "Hand %d: %s gibt", "reconnecting… stale since %s": "verbinde neu… veraltet seit %s", "this board's key changed: scan the new code": "der Schlüssel dieser Anzeigetafel hat sich geändert: scanne den neuen Code"}},
		{"the TV in Spanish", "/tv", "es", "es",
			[]string{`<html lang="es">`, "Pantalla completa", "Escanéalo para seguirlo en el móvil", `<template id="board-template">`, "Puntos acumulados, mano por mano"},
			map[string]string{"tables %d–%d of %d": "mesas %d–%d de %d", "wrong key: wait %d s": "clave incorrecta: espera %d s", "Leave full screen": "Salir de pantalla completa"}},
		{"weights honoured", "/", "fr;q=1, de;q=0.5, es;q=0.8", "es", []string{"Las partidas"}, nil},
		{"?lang= overrides", "/games/1?lang=de", "es-AR,es;q=0.9", "de", []string{"Spielstand"}, nil},
		{"a language not spoken", "/", "fr-FR,fr", "en",
			[]string{`<html lang="en">`, "<h1 id=\"games-title\">The games</h1>", "<title>chuche-ref — the games</title>"},
			map[string]string{"live": "live"}},
		{"no header", "/games/1", "", "en", []string{"Totals, hand by hand", "Nothing played yet."}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var hdr []string
			if c.accept != "" {
				hdr = []string{"Accept-Language", c.accept}
			}
			resp, body := r.do(t, "GET", c.path, testKey, hdr...)
			if resp.StatusCode != 200 {
				t.Fatalf("status %d: %s", resp.StatusCode, body)
			}
			if got := resp.Header.Get("Content-Language"); got != c.lang {
				t.Errorf("Content-Language %q, want %q", got, c.lang)
			}
			if !strings.Contains(strings.Join(resp.Header.Values("Vary"), ","), "Accept-Language") {
				t.Errorf("Vary %q lacks Accept-Language", resp.Header.Values("Vary"))
			}
			for _, w := range c.want {
				if !strings.Contains(body, w) {
					t.Errorf("page lacks %q", w)
				}
			}
			if strings.Contains(body, "{{") || strings.Contains(body, "<!--WORDS-->") {
				t.Errorf("a marker is left in the page")
			}
			words := wordsOf(t, body)
			for k, v := range c.words {
				if words[k] != v {
					t.Errorf("words[%q] = %v, want %q", k, words[k], v)
				}
			}
		})
	}

	// The plural forms travel as forms; the script picks one.
	_, body := r.do(t, "GET", "/games/1", testKey, "Accept-Language", "de")
	hands, _ := wordsOf(t, body)["%d hands"].(map[string]any)
	if hands["one"] != "%d Hand" || hands["other"] != "%d Hände" || hands["arg"] != 1.0 {
		t.Errorf(`words["%%d hands"] = %v, want the German forms`, hands)
	}
}

// The script is the same in every language, so the policy is too; the
// API's documents and errors do not change with the language.
func TestLanguageChangesOnlyTheWords(t *testing.T) {
	src := newFakeLedger()
	id := src.addGame("friday", "Ana", "Ben")
	src.record(id, map[string]int{"Ana": 5, "Ben": 12})
	r := start(t, src, Options{})
	for _, path := range []string{"/", "/games/1", "/tv"} {
		var csp string
		for _, lang := range []string{"en", "de", "es"} {
			resp, _ := r.do(t, "GET", path, testKey, "Accept-Language", lang)
			if csp != "" && resp.Header.Get("Content-Security-Policy") != csp {
				t.Errorf("%s in %s: policy %q differs from English's %q", path, lang, resp.Header.Get("Content-Security-Policy"), csp)
			}
			csp = resp.Header.Get("Content-Security-Policy")
		}
	}
	for _, path := range []string{"/api/games", "/api/games/1/standings", "/api/games/1/rounds", "/api/games/9/standings", "/api/games/x/history"} {
		_, en := r.do(t, "GET", path, testKey)
		for _, lang := range []string{"de", "es-AR,es;q=0.9"} {
			resp, body := r.do(t, "GET", path+"?lang=de", testKey, "Accept-Language", lang)
			if body != en {
				t.Errorf("%s in %s:\n%s\nwant as in English:\n%s", path, lang, body, en)
			}
			if cl := resp.Header.Get("Content-Language"); cl != "" {
				t.Errorf("%s: Content-Language %q on the API", path, cl)
			}
		}
	}
}

// A browser that opens a wrong address (it asks for text/html) reads the
// error in its language, on a page with no script; a program gets the
// English {"error": …}.
func TestErrorPagesInTheBrowsersLanguage(t *testing.T) {
	src := newFakeLedger()
	src.addGame("friday", "Ana", "Ben")
	r := start(t, src, Options{})
	browser := "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
	for _, c := range []struct {
		path, key, lang string
		status          int
		want            []string
	}{
		{"/games/99", testKey, "de", 404, []string{`<html lang="de">`, "Nicht gefunden", "kein Spiel 99 im Spielbuch", "‹ alle Spiele"}},
		{"/games/99", testKey, "es-AR,es;q=0.9", 404, []string{"No encontrado", "no hay ninguna partida 99 en la libreta"}},
		{"/nowhere", testKey, "es", 404, []string{"no hay nada en /nowhere"}},
		{"/games/1", "-", "es", 401, []string{"Sin acceso", "no hay una clave de acceso válida"}},
		{"/games/1", "-", "de", 401, []string{"Kein Zugang", "kein gültiger Zugangsschlüssel"}},
		{"/games/1", "-", "en", 401, []string{"No access", "no valid access key: open the address chuche-ref serve printed (with ?key=)"}},
	} {
		resp, body := r.do(t, "GET", c.path, c.key, "Accept", browser, "Accept-Language", c.lang)
		if resp.StatusCode != c.status || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			t.Errorf("%s (%s): %d %s, want %d and a page", c.path, c.lang, resp.StatusCode, resp.Header.Get("Content-Type"), c.status)
		}
		for _, w := range c.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s (%s): page lacks %q:\n%s", c.path, c.lang, w, body)
			}
		}
		if strings.Contains(body, "<script") || strings.Contains(resp.Header.Get("Content-Security-Policy"), "script-src") {
			t.Errorf("%s: the error page runs a script", c.path)
		}
		if c.status == 401 && strings.Contains(body, "friday") {
			t.Errorf("the 401 page gives data away")
		}
	}
	if _, body := r.do(t, "GET", "/%3Cb%3Ebold%3C%2Fb%3E", testKey, "Accept", browser); strings.Contains(body, "<b>") || !strings.Contains(body, "&lt;b&gt;bold") {
		t.Errorf("the path is not shown as text on the error page:\n%s", body)
	}
	resp, body := r.do(t, "GET", "/games/99", testKey, "Accept-Language", "de")
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") || body != `{"error":"no game 99 in the ledger"}`+"\n" {
		t.Errorf("a program's 404 in German: %s %q, want the English JSON error", ct, body)
	}
}

// Every fixed word of a page and every word its script looks up is in the
// catalog with German and Spanish words.
func TestEveryPageWordInTheCatalog(t *testing.T) {
	byKey := map[string]i18n.Entry{}
	for _, e := range i18n.Entries() {
		byKey[string(e.Key)] = e
	}
	names, err := fs.Glob(pageFiles, "pages/*")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, name := range names {
		b, _ := pageFiles.ReadFile(name)
		var keys []string
		for _, m := range htmlWord.FindAllStringSubmatch(string(b), -1) {
			keys = append(keys, m[1])
		}
		keys = append(keys, scriptKeys(string(b))...)
		for _, k := range keys {
			n++
			e, ok := byKey[k]
			if !ok {
				t.Errorf("%s: %q is not in the catalog", name, k)
				continue
			}
			for _, l := range []i18n.Lang{i18n.De, i18n.Es} {
				if tr := e.In(l); tr.Format == "" && tr.Plural == nil {
					t.Errorf("%s: %q has no %s words", name, k, l)
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("only %d words found in the pages: is the pattern still right?", n)
	}
}
