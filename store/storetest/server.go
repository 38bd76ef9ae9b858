// Package storetest is what the tests of every package need of a ledger on
// each engine: a fresh PostgreSQL database per test on the server named by
// CHUCHE_REF_TEST_PG, and the store's contract suite (Run), which both
// engines must pass.
package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
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

// FreshDB creates an empty database with a random name on the test
// server, drops it when the test ends, and returns its URL: every test has
// a ledger of its own.
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

// CreateDB creates an empty database with a random name on server and
// returns its URL and the function that drops it again (for harnesses
// without a testing.TB, such as testscript's Setup).
func CreateDB(server string) (loc string, drop func() error, err error) {
	b := make([]byte, 8)
	rand.Read(b)
	name := "chuche_test_" + hex.EncodeToString(b)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, server)
	if err != nil {
		return "", nil, err
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `CREATE DATABASE `+name); err != nil {
		return "", nil, fmt.Errorf("CREATE DATABASE %s: %w", name, err)
	}
	drop = func() error {
		conn, err := pgx.Connect(ctx, server)
		if err != nil {
			return fmt.Errorf("dropping %s: %w", name, err)
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, `DROP DATABASE `+name+` WITH (FORCE)`); err != nil {
			return fmt.Errorf("DROP DATABASE %s: %w", name, err)
		}
		return nil
	}
	u, err := url.Parse(server)
	if err != nil {
		return "", nil, err
	}
	u.Path = "/" + name
	return u.String(), drop, nil
}
