package serve

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"time"

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
// GET and HEAD only, and the access key, with wrong keys slowed down per
// client address (tries.go).
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
		client := clientOf(r)
		if wait := s.tries.wait(client); wait > 0 {
			secs := int((wait + time.Second - 1) / time.Second)
			h.Set("Retry-After", strconv.Itoa(secs))
			s.fail(w, r, http.StatusTooManyRequests, fault.M("too many wrong access keys from this address: wait %d s, then open the address chuche-ref serve printed", secs))
			return
		}
		keys := requestKeys(r)
		switch {
		case keys.query != "" && valid(keys.query):
			// A link or QR code just opened: the browser keeps the key.
			http.SetCookie(w, &http.Cookie{
				Name: KeyCookie, Value: keys.query, Path: "/", MaxAge: keyCookieAge,
				HttpOnly: true, SameSite: http.SameSiteStrictMode,
			})
		case keys.bearer != "" && valid(keys.bearer), keys.cookie != "" && valid(keys.cookie):
			// A browser signed in that opens a link with a wrong or old
			// key stays signed in: the bad key is dropped, not obeyed.
			if keys.query != "" {
				q := r.URL.Query()
				q.Del("key")
				r.URL.RawQuery = q.Encode()
			}
		default:
			if keys.query != "" || keys.bearer != "" || keys.cookie != "" || keys.malformed {
				s.tries.failed(client, sha256.Sum256([]byte(keys.query+"\x00"+keys.bearer+"\x00"+keys.cookie)))
			}
			h.Set("WWW-Authenticate", `Bearer realm="chuche-ref"`)
			s.fail(w, r, http.StatusUnauthorized, fault.M("no valid access key: open the address chuche-ref serve printed (with ?key=), or send Authorization: Bearer KEY"))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// presented are the keys a request carries: ?key= (a link or QR code just
// opened), the Bearer header (a program) and the cookie (a browser signed
// in); malformed marks an Authorization header of another scheme.
type presented struct {
	query, bearer, cookie string
	malformed             bool
}

func requestKeys(r *http.Request) presented {
	var p presented
	if q := r.URL.Query(); q.Has("key") {
		p.query = q.Get("key")
		p.malformed = p.query == ""
	}
	if auth := r.Header.Get("Authorization"); auth != "" {
		scheme, token, _ := strings.Cut(auth, " ")
		if strings.EqualFold(scheme, "Bearer") {
			p.bearer = strings.TrimSpace(token)
		}
		p.malformed = p.malformed || p.bearer == ""
	}
	if c, err := r.Cookie(KeyCookie); err == nil {
		p.cookie = c.Value
	}
	return p
}
