// Package storetest is what the tests of every package need of a ledger on
// each engine: a fresh PostgreSQL database per test on the server named by
// CHUCHE_REF_TEST_PG, and the store's contract suite (Run), which both
// engines must pass.
package storetest

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// ServerEnv names the PostgreSQL server the tests may use, as a URL of a
// database the user may create databases from, e.g.
// postgres://postgres@/postgres?host=/tmp/pg (.ci/run starts one).
const ServerEnv = "CHUCHE_REF_TEST_PG"

// Server is the URL of the test server, checked to answer. Without one the
// test is skipped, saying so; in CI (CI=true) it fails instead, so a CI run
// never passes by skipping the PostgreSQL half.
func Server(tb testing.TB) string {
	tb.Helper()
	server := os.Getenv(ServerEnv)
	if server == "" {
		missing(tb, ServerEnv+" names no PostgreSQL server (.ci/run starts one)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, server)
	if err != nil {
		missing(tb, "the PostgreSQL server of "+ServerEnv+" does not answer: "+err.Error())
	}
	conn.Close(ctx)
	return server
}

func missing(tb testing.TB, why string) {
	tb.Helper()
	if os.Getenv("CI") == "true" {
		tb.Fatalf("PostgreSQL tests must run in CI: %s", why)
	}
	tb.Skipf("skipping the PostgreSQL test: %s", why)
}

// FreshDB claims an empty database on the test server for the test alone,
// gives it back when the test ends, and returns its URL: every test has a
// ledger of its own.
func FreshDB(tb testing.TB) string {
	tb.Helper()
	loc, drop, err := CreateDB(Server(tb))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := drop(); err != nil {
			tb.Error(err)
		}
	})
	return loc
}

// CreateDB hands out an empty database of the test server for the caller
// alone and returns its URL and the function that gives it back (for
// harnesses without a testing.TB, such as testscript's Setup). The
// databases come from a pool (claim), since making one copies a template
// and costs the server a fifth of a CPU-second; one given back is emptied
// at its next claim.
func CreateDB(server string) (loc string, release func() error, err error) {
	return claim(context.Background(), server)
}
