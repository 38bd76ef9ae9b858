// Package ledgerurl tells a PostgreSQL ledger's URL from a ledger file's
// path and makes a URL fit to show. It is a leaf: the settings (config)
// and the ledger (store) both read --db values, and neither should pull in
// the other to do so.
package ledgerurl

import (
	"net/url"
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
