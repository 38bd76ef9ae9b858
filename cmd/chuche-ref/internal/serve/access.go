package serve

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// KeyCookie holds the access key in a browser that opened a ?key= URL, so
// the page's own requests and its event stream carry it.
const KeyCookie = "chuche_ref_key"

// keyCookieAge keeps a TV signed in across evenings when the key is fixed
// (serve.key); a random key changes with every start anyway.
const keyCookieAge = 30 * 24 * 60 * 60

// NewKey is a random access key: 128 bits, URL-safe.
func NewKey() string {
	b := make([]byte, 16)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

// CheckKey accepts 8 to 128 characters that need no escaping anywhere a
// key goes (a URL, a cookie, a header): letters, digits and - . _ ~
func CheckKey(key string) error {
	accepted := fault.M("8 to 128 letters, digits, or - . _ ~")
	if len(key) < 8 || len(key) > 128 {
		return fault.Inputf("access key of %d characters: give %s", len(key), accepted)
	}
	for _, c := range key {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("-._~", c)) {
			return fault.Inputf("access key: %q is not accepted; give %s", c, accepted)
		}
	}
	return nil
}

// baseCSP is the policy of every response that is not a page: nothing may
// load, run or embed it. Pages add the hashes of their inline style and
// script (pages.go).
const baseCSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// guard is the door of every path: the headers every response carries,
// GET and HEAD only, and the access key.
func (s *Server) guard(next http.Handler) http.Handler {
	want := sha256.Sum256([]byte(s.opts.Key))
	valid := func(key string) bool {
		got := sha256.Sum256([]byte(key))
		// Hashes of equal length: the comparison time says nothing about
		// the key, not even its length.
		return subtle.ConstantTimeCompare(got[:], want[:]) == 1
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", baseCSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cache-Control", "no-store")

		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			s.fail(w, r, http.StatusMethodNotAllowed, fault.M("%s is not served here: the scoreboard only reads (GET, HEAD)", r.Method))
			return
		}
		switch key, fromQuery := requestKey(r); {
		case !valid(key):
			h.Set("WWW-Authenticate", `Bearer realm="chuche-ref"`)
			s.fail(w, r, http.StatusUnauthorized, fault.M("no valid access key: open the address chuche-ref serve printed (with ?key=), or send Authorization: Bearer KEY"))
			return
		case fromQuery:
			http.SetCookie(w, &http.Cookie{
				Name: KeyCookie, Value: key, Path: "/", MaxAge: keyCookieAge,
				HttpOnly: true, SameSite: http.SameSiteStrictMode,
			})
		}
		next.ServeHTTP(w, r)
	})
}

// requestKey is the key a request carries: ?key= first (a link or a QR
// code just opened), then the Bearer header, then the cookie.
func requestKey(r *http.Request) (key string, fromQuery bool) {
	if q := r.URL.Query(); q.Has("key") {
		return q.Get("key"), true
	}
	if auth := r.Header.Get("Authorization"); auth != "" {
		scheme, token, _ := strings.Cut(auth, " ")
		if strings.EqualFold(scheme, "Bearer") {
			return strings.TrimSpace(token), false
		}
		return "", false
	}
	if c, err := r.Cookie(KeyCookie); err == nil {
		return c.Value, false
	}
	return "", false
}
