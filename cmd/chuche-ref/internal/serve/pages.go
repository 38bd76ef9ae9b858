package serve

import (
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"encoding/json"
	"html"
	"net/http"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
)

// The pages are built into the binary: no path reads a file from disk, and
// no page loads anything from anywhere else. Each page is one HTML file
// with the style and the scripts inlined, allowed by their hashes in its
// Content-Security-Policy (so no other inline script could run); besides
// them the policy allows only this server's event stream, its shared
// worker (/worker.js, which holds the stream for every tab) and the image
// of its QR code (/join.svg).
//
// The pages speak the browser's language (Accept-Language, or ?lang=).
// Their fixed words are written into the HTML here, on the server, each
// escaped as text; the words the script puts together as the ledger
// changes ("3 hands", "Hand 3: Ana deals") travel with the page as a JSON
// dictionary in a <script type="application/json"> data block, which the
// browser never runs, so the policy still allows exactly the one script
// whose hash it names (no inline script of words, no 'unsafe-inline', and
// the script — the same bytes in every language — keeps one hash). The
// words are data that script reads, and it puts them into the page as
// text like the names.
//
//go:embed pages
var pageFiles embed.FS

// page is one assembled page and the policy that lets it run.
type page struct {
	html []byte
	csp  string
}

// langPages are the pages in one language.
type langPages struct {
	index, game, tv page
}

// pages are the pages in every language, the style the error pages share
// with them, and the script of the worker that holds one event stream for
// every tab of a browser (the same in every language: it has no words).
type pages struct {
	by       map[i18n.Lang]langPages
	style    string
	styleCSP string
	worker   []byte
}

// workerCSP is the policy of the worker's script: it may only open the
// event stream of this server.
const workerCSP = "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// The scripts of each page, in order: the shared pieces first.
var (
	indexScripts = []string{"common.js", "feed.js", "net.js", "rank.js", "index.js"}
	gameScripts  = []string{"common.js", "feed.js", "net.js", "rank.js", "chart.js", "board.js", "game.js"}
	tvScripts    = []string{"common.js", "feed.js", "net.js", "rank.js", "chart.js", "board.js", "tv.js"}
)

func (p pages) in(l i18n.Lang) langPages {
	if lp, ok := p.by[l]; ok {
		return lp
	}
	return p.by[i18n.En]
}

func loadPages(pace float64) (pages, error) {
	p := pages{by: map[i18n.Lang]langPages{}}
	style, err := readPage("style.css")
	if err != nil {
		return p, err
	}
	p.style = style
	p.styleCSP = baseCSP + "; style-src " + hashSource(style)
	feed, err := readPage("feed.js")
	if err != nil {
		return p, err
	}
	worker, err := readPage("worker.js")
	if err != nil {
		return p, err
	}
	// The worker has no page to read the pace from: it comes first in its
	// script.
	p.worker = []byte("\"use strict\";\nconst pace = " + paceJSON(pace) + ";\n" + feed + worker)
	for _, l := range i18n.Langs {
		pr := i18n.New(l)
		var lp langPages
		if lp.index, err = assemble(pr, pace, "index.html", indexScripts...); err != nil {
			return p, err
		}
		if lp.game, err = assemble(pr, pace, "game.html", gameScripts...); err != nil {
			return p, err
		}
		if lp.tv, err = assemble(pr, pace, "tv.html", tvScripts...); err != nil {
			return p, err
		}
		p.by[l] = lp
	}
	return p, nil
}

func readPage(name string) (string, error) {
	b, err := pageFiles.ReadFile("pages/" + name)
	if err != nil {
		return "", fault.Wrapf(err, "embedded page %s", name)
	}
	return string(b), nil
}

// htmlWord is a fixed word of a page: {{t "The games"}}.
var htmlWord = regexp.MustCompile(`\{\{t "([^"]*)"\}\}`)

// scriptWord is a word the scripts look up: t("%d hands", n).
var scriptWord = regexp.MustCompile(`\bt\("([^"\\]*)"`)

// assemble inlines style.css and the scripts, in order, into the page at
// the markers /*STYLE*/ and /*SCRIPT*/, the parts shared by pages at
// <!--NAV--> (the links between the pages) and <!--BOARD--> (one game's
// board) where the page has them, words its fixed text in p's language and
// puts the scripts' dictionary at <!--WORDS-->, and beside it the pace of
// the page's clocks (Options.Pace), a data block too: the script, and so
// its hash, is the same at every pace.
func assemble(p *i18n.Printer, pace float64, name string, scripts ...string) (page, error) {
	doc, err := readPage(name)
	if err != nil {
		return page{}, err
	}
	for _, part := range []struct{ marker, file string }{{"<!--NAV-->", "nav.html"}, {"<!--BOARD-->", "board.html"}} {
		if !strings.Contains(doc, part.marker) {
			continue
		}
		src, err := readPage(part.file)
		if err != nil {
			return page{}, err
		}
		doc = strings.Replace(doc, part.marker, strings.TrimSuffix(src, "\n"), 1)
	}
	style, err := readPage("style.css")
	if err != nil {
		return page{}, err
	}
	var script strings.Builder
	for _, s := range scripts {
		src, err := readPage(s)
		if err != nil {
			return page{}, err
		}
		script.WriteString(src)
	}
	for _, marker := range []string{"/*STYLE*/", "/*SCRIPT*/", "<!--WORDS-->", "{{lang}}"} {
		if !strings.Contains(doc, marker) {
			return page{}, fault.Internalf("embedded page %s: no %s marker", name, marker)
		}
	}
	words, err := dictionary(p.Lang, scriptKeys(script.String()))
	if err != nil {
		return page{}, fault.Wrapf(err, "embedded page %s", name)
	}
	doc = htmlWord.ReplaceAllStringFunc(doc, func(m string) string {
		return html.EscapeString(p.Text(htmlWord.FindStringSubmatch(m)[1]))
	})
	doc = strings.ReplaceAll(doc, "{{lang}}", string(p.Lang))
	// json.Marshal escapes <, > and &: nothing in the words can end the
	// data block.
	doc = strings.Replace(doc, "<!--WORDS-->", `<script type="application/json" id="words">`+string(words)+`</script>`+
		"\n"+`<script type="application/json" id="clocks">{"pace":`+paceJSON(pace)+`}</script>`, 1)
	doc = strings.Replace(doc, "/*STYLE*/", style, 1)
	doc = strings.Replace(doc, "/*SCRIPT*/", script.String(), 1)
	// 'self' for the event stream's worker (its own policy, workerCSP, lets
	// it open the stream and nothing else) and for the image of the QR
	// code; nothing from anywhere else.
	csp := "default-src 'none'; script-src " + hashSource(script.String()) + "; style-src " + hashSource(style) +
		"; connect-src 'self'; worker-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
	return page{html: []byte(doc), csp: csp}, nil
}

// scriptKeys are the message keys a script looks up with t("…"), sorted.
func scriptKeys(src string) []string {
	seen := map[string]bool{}
	var keys []string
	for _, m := range scriptWord.FindAllStringSubmatch(src, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			keys = append(keys, m[1])
		}
	}
	sort.Strings(keys)
	return keys
}

// word is one entry of a page's dictionary: a format ("Hand %d: %s deals"),
// or plural forms chosen by argument Arg (en, de and es all take One for
// exactly 1 and Other otherwise).
type word struct {
	Arg   int    `json:"arg"`
	Zero  string `json:"zero,omitempty"`
	One   string `json:"one"`
	Other string `json:"other"`
}

// dictionary maps each key to its words in l: a string, or a word with
// plural forms. A key the catalog lacks is an error (the test of every
// page in every language catches it before a user could).
func dictionary(l i18n.Lang, keys []string) ([]byte, error) {
	byKey := map[string]i18n.Entry{}
	for _, e := range i18n.Entries() {
		byKey[string(e.Key)] = e
	}
	out := map[string]any{}
	for _, k := range keys {
		e, ok := byKey[k]
		if !ok {
			return nil, fault.Internalf("the script's word %q is not in the catalog", k)
		}
		switch tr := e.In(l); {
		case tr.Plural != nil:
			f := tr.Plural
			out[k] = word{Arg: f.Arg, Zero: f.Zero, One: f.One, Other: f.Other}
		case tr.Format != "":
			out[k] = tr.Format
		default:
			out[k] = k // English: the key is the words
		}
	}
	return json.Marshal(out)
}

// paceJSON is the pace as the scripts read it.
func paceJSON(pace float64) string { return strconv.FormatFloat(pace, 'g', -1, 64) }

func hashSource(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

func (s *Server) indexPage(w http.ResponseWriter, r *http.Request) {
	writePage(w, requestLang(r), s.pages.in(requestLang(r)).index)
}

// tvPage is the board of a club evening: every table being played, four
// at a time, for the TV.
func (s *Server) tvPage(w http.ResponseWriter, r *http.Request) {
	writePage(w, requestLang(r), s.pages.in(requestLang(r)).tv)
}

// workerScript is the shared worker every tab of a browser asks for its
// events (pages/worker.js), so ten tabs hold one stream, not ten of the
// six connections a browser opens to one server.
func (s *Server) workerScript(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", workerCSP)
	h.Set("Content-Type", "text/javascript; charset=utf-8")
	h.Set("Content-Length", strconv.Itoa(len(s.pages.worker)))
	w.Write(s.pages.worker)
}

// gamePage serves the game's page, or 404 when the ledger has no such game.
func (s *Server) gamePage(w http.ResponseWriter, r *http.Request) {
	id, ok := s.gameID(w, r)
	if !ok {
		return
	}
	if _, err := s.src.Standings(r.Context(), id); err != nil {
		s.readFailed(w, r, id, err)
		return
	}
	writePage(w, requestLang(r), s.pages.in(requestLang(r)).game)
}

// requestLang is the language a request is answered in: ?lang= when it
// names one chuche-ref speaks, else the browser's Accept-Language, else
// English.
func requestLang(r *http.Request) i18n.Lang {
	if q := r.URL.Query().Get("lang"); q != "" {
		if l, err := i18n.Parse(q); err == nil {
			return l
		}
	}
	return i18n.FromAcceptLanguage(r.Header.Get("Accept-Language"))
}

// speaks marks a response worded in l: it differs by Accept-Language.
func speaks(w http.ResponseWriter, l i18n.Lang) {
	h := w.Header()
	h.Set("Content-Language", string(l))
	h.Add("Vary", "Accept-Language")
}

func writePage(w http.ResponseWriter, l i18n.Lang, p page) {
	h := w.Header()
	speaks(w, l)
	h.Set("Content-Security-Policy", p.csp)
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Length", strconv.Itoa(len(p.html)))
	w.Write(p.html)
}

// errorTitles head the error page of each status.
var errorTitles = map[int]fault.Message{
	http.StatusBadRequest:          fault.M("Not a scoreboard address"),
	http.StatusUnauthorized:        fault.M("No access"),
	http.StatusNotFound:            fault.M("Not found"),
	http.StatusMethodNotAllowed:    fault.M("Not served here"),
	http.StatusTooManyRequests:     fault.M("Too many wrong keys"),
	http.StatusInternalServerError: fault.M("The ledger could not be read"),
	http.StatusServiceUnavailable:  fault.M("The ledger cannot be reached right now"),
}

// writeErrorPage is an error for a person who opened the address in a
// browser: a page in their language, styled like the scoreboard and with
// no script at all.
func (s *Server) writeErrorPage(w http.ResponseWriter, r *http.Request, status int, msg fault.Message) {
	l := requestLang(r)
	p := i18n.New(l)
	title, ok := errorTitles[status]
	if !ok {
		title = fault.M("Something went wrong")
	}
	var b strings.Builder
	b.WriteString("<!doctype html>\n<html lang=\"" + string(l) + "\">\n<head>\n<meta charset=\"utf-8\">\n" +
		"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n" +
		"<meta name=\"referrer\" content=\"no-referrer\">\n")
	b.WriteString("<title>" + html.EscapeString(p.Message(title)) + " — chuche-ref</title>\n")
	b.WriteString("<style>" + s.pages.style + "</style>\n</head>\n<body>\n")
	b.WriteString("<header class=\"bar\"><span class=\"brand\">chuche-ref</span></header>\n<main>\n")
	b.WriteString("<h1 id=\"error-title\">" + html.EscapeString(p.Message(title)) + "</h1>\n")
	b.WriteString("<p id=\"error\" class=\"note\">" + html.EscapeString(p.Message(msg)) + "</p>\n")
	if status != http.StatusUnauthorized && status != http.StatusTooManyRequests {
		b.WriteString("<p><a href=\"/\">" + html.EscapeString(p.Sprintf("‹ all games")) + "</a></p>\n")
	}
	b.WriteString("</main>\n</body>\n</html>\n")
	h := w.Header()
	speaks(w, l)
	h.Add("Vary", "Accept")
	h.Del("Content-Length")
	h.Set("Content-Security-Policy", s.pages.styleCSP)
	h.Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write([]byte(b.String()))
}
