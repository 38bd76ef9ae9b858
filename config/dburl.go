package config

import (
	"net/url"
	"strings"
)

// IsLedgerURL reports whether a db value names a PostgreSQL ledger
// (postgres:// or postgresql://) rather than a file.
func IsLedgerURL(db string) bool {
	l := strings.ToLower(db)
	return strings.HasPrefix(l, "postgres://") || strings.HasPrefix(l, "postgresql://")
}

// RedactDB is a db value fit to show: a URL's password, in its user part or
// as a parameter, replaced by xxxxx; a file's path as it is.
func RedactDB(db string) string {
	if !IsLedgerURL(db) {
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
