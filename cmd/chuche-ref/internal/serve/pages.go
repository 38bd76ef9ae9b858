package serve

import (
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"fmt"
	"net/http"
	"strconv"
	"strings"
)

// The pages are built into the binary: no path reads a file from disk, and
// no page loads anything from anywhere else. Each page is one HTML file
// with the style and the scripts inlined, allowed by their hashes in its
// Content-Security-Policy (so no other inline script could run).
//
//go:embed pages
var pageFiles embed.FS

// page is one assembled page and the policy that lets it run.
type page struct {
	html []byte
	csp  string
}

type pages struct {
	index, game page
}

func loadPages() (pages, error) {
	var p pages
	var err error
	if p.index, err = assemble("index.html", "common.js", "index.js"); err != nil {
		return p, err
	}
	p.game, err = assemble("game.html", "common.js", "chart.js", "game.js")
	return p, err
}

// assemble inlines style.css and the scripts, in order, into the page at
// the markers /*STYLE*/ and /*SCRIPT*/.
func assemble(html string, scripts ...string) (page, error) {
	read := func(name string) (string, error) {
		b, err := pageFiles.ReadFile("pages/" + name)
		if err != nil {
			return "", fmt.Errorf("embedded page %s: %w", name, err)
		}
		return string(b), nil
	}
	doc, err := read(html)
	if err != nil {
		return page{}, err
	}
	style, err := read("style.css")
	if err != nil {
		return page{}, err
	}
	var script strings.Builder
	for _, name := range scripts {
		s, err := read(name)
		if err != nil {
			return page{}, err
		}
		script.WriteString(s)
	}
	if !strings.Contains(doc, "/*STYLE*/") || !strings.Contains(doc, "/*SCRIPT*/") {
		return page{}, fmt.Errorf("embedded page %s: no /*STYLE*/ or /*SCRIPT*/ marker", html)
	}
	doc = strings.Replace(doc, "/*STYLE*/", style, 1)
	doc = strings.Replace(doc, "/*SCRIPT*/", script.String(), 1)
	csp := fmt.Sprintf("default-src 'none'; script-src %s; style-src %s; connect-src 'self'; "+
		"base-uri 'none'; form-action 'none'; frame-ancestors 'none'", hashSource(script.String()), hashSource(style))
	return page{html: []byte(doc), csp: csp}, nil
}

func hashSource(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

func (s *Server) indexPage(w http.ResponseWriter, r *http.Request) {
	writePage(w, s.pages.index)
}

// gamePage serves the game's page, or 404 when the ledger has no such game.
func (s *Server) gamePage(w http.ResponseWriter, r *http.Request) {
	id, ok := gameID(w, r)
	if !ok {
		return
	}
	if _, err := s.src.Standings(r.Context(), id); err != nil {
		s.readFailed(w, r, id, err)
		return
	}
	writePage(w, s.pages.game)
}

func writePage(w http.ResponseWriter, p page) {
	h := w.Header()
	h.Set("Content-Security-Policy", p.csp)
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Length", strconv.Itoa(len(p.html)))
	w.Write(p.html)
}
