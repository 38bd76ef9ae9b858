// Package ledgerurl tells a PostgreSQL ledger's URL from a ledger file's
// path and makes a URL fit to show. It is a leaf: the settings (config)
// and the ledger (store) both read --db values, and neither should pull in
// the other to do so.
package ledgerurl

import (
	"net/url"
	"path/filepath"
	"strings"
)

// Is reports whether a db value names a PostgreSQL ledger
// (postgres:// or postgresql://) rather than a file.
func Is(db string) bool {
	l := strings.ToLower(db)
	return strings.HasPrefix(l, "postgres://") || strings.HasPrefix(l, "postgresql://")
}

// Redact is a db value fit to show: a URL's password, in its user part or
// as a parameter, replaced by xxxxx; a file's path as it is.
func Redact(db string) string {
	if !Is(db) {
		return db
	}
	u, err := url.Parse(db)
	if err != nil {
		return "postgres://…"
	}
	if q := u.Query(); q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
}

// In is a db value read in the folder dir, as a process started there
// reads it: a relative file path joined to dir. A URL, an absolute path,
// a libpq keyword string (left for the store to refuse in words) and every
// value when dir is "" (the process's own working directory) are returned
// as they are.
func In(dir, db string) string {
	if dir == "" || db == "" || Is(db) || filepath.IsAbs(db) || LooksLikeKeywords(db) {
		return db
	}
	return filepath.Join(dir, db)
}

// LooksLikeKeywords reports a libpq keyword string (host=… dbname=…),
// which --db does not take: a file could have that name too.
func LooksLikeKeywords(db string) bool {
	for _, f := range strings.Fields(db) {
		k, _, ok := strings.Cut(f, "=")
		switch strings.ToLower(k) {
		case "host", "hostaddr", "dbname", "user", "port", "password", "sslmode", "service":
			if ok {
				return true
			}
		}
	}
	return false
}
