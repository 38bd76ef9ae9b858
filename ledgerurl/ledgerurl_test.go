package ledgerurl

import (
	"strings"
	"testing"
)

func TestIs(t *testing.T) {
	for in, want := range map[string]bool{
		"postgres://club@db/chuche":   true,
		"POSTGRESQL://club@db/chuche": true,
		"postgres:/not-a-url":         false,
		"/home/ana/ledger.db":         false,
		"host=db dbname=chuche":       false,
		"":                            false,
	} {
		if got := Is(in); got != want {
			t.Errorf("Is(%q) = %v, want %v", in, got, want)
		}
	}
}

// A password never survives Redact, in the user part or as a parameter;
// everything else of the URL does, and a path is left as it is.
func TestRedact(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://club:s3cret@db:5432/chuche":                "postgres://club:xxxxx@db:5432/chuche",
		"postgres://club@db/chuche?password=s3cret&sslmode=no": "postgres://club@db/chuche?password=xxxxx&sslmode=no",
		"postgres://club@db/chuche":                            "postgres://club@db/chuche",
		"postgres://%zz:s3cret@db":                             "postgres://…",
		"/home/ana/s3cret.db":                                  "/home/ana/s3cret.db",
	} {
		got := Redact(in)
		if got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
		if Is(in) && strings.Contains(got, "s3cret") {
			t.Errorf("Redact(%q) shows the password: %q", in, got)
		}
	}
}

func TestIn(t *testing.T) {
	for _, c := range []struct{ dir, db, want string }{
		{"/w", "l.db", "/w/l.db"},
		{"/w", "sub/l.db", "/w/sub/l.db"},
		{"/w", "/abs/l.db", "/abs/l.db"},
		{"/w", "postgres://u@h/d", "postgres://u@h/d"},
		{"/w", "host=h dbname=d", "host=h dbname=d"}, // refused later, in words, as typed
		{"/w", "", ""},
		{"", "l.db", "l.db"}, // the process's own working directory
	} {
		if got := In(c.dir, c.db); got != c.want {
			t.Errorf("In(%q, %q) = %q, want %q", c.dir, c.db, got, c.want)
		}
	}
}
