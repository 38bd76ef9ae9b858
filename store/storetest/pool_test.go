package storetest

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// TestPool_ClaimsAreExclusive: databases claimed at once are different
// ones.
func TestPool_ClaimsAreExclusive(t *testing.T) {
	server := Server(t)
	seen := map[string]bool{}
	var releases []func() error
	for range 4 {
		loc, release, err := CreateDB(server)
		if err != nil {
			t.Fatal(err)
		}
		if seen[loc] {
			t.Fatalf("%s handed out twice at once", loc)
		}
		seen[loc] = true
		releases = append(releases, release)
	}
	for _, release := range releases {
		if err := release(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPool_GivenBackComesBackEmpty: whatever a test left in its database —
// tables, a trigger, a schema of its own, a setting, a session still open
// — the next claim of that database finds none of it, and finds public as
// a new database has it.
func TestPool_GivenBackComesBackEmpty(t *testing.T) {
	server := Server(t)
	ctx := context.Background()
	loc, release, err := CreateDB(server)
	if err != nil {
		t.Fatal(err)
	}
	left, err := pgx.Connect(ctx, loc)
	if err != nil {
		t.Fatal(err)
	}
	defer left.Close(ctx)
	name := left.Config().Database
	for _, stmt := range []string{
		`CREATE TABLE songs (title text)`,
		`CREATE FUNCTION no() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE 'no'; END $$`,
		`CREATE TRIGGER songs_fixed BEFORE UPDATE OR DELETE ON songs FOR EACH ROW EXECUTE FUNCTION no()`,
		`CREATE SCHEMA league`,
		`CREATE TABLE league.seasons (n int)`,
		`ALTER DATABASE ` + pgx.Identifier{name}.Sanitize() + ` SET search_path = league`,
		`BEGIN`,
		`LOCK TABLE songs`, // the session is left holding it
	} {
		if _, err := left.Exec(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	if err := release(); err != nil {
		t.Fatal(err)
	}

	again := claimNamed(t, server, name)
	conn, err := pgx.Connect(ctx, again)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var schemas, tables, functions string
	var searchPath string
	err = conn.QueryRow(ctx, `SELECT
		(SELECT string_agg(nspname || ':' || pg_get_userbyid(nspowner), ',' ORDER BY nspname) FROM pg_namespace
			WHERE nspname NOT LIKE 'pg\_%' AND nspname <> 'information_schema'),
		(SELECT coalesce(string_agg(relname, ','), '') FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
			WHERE nspname NOT LIKE 'pg\_%' AND nspname <> 'information_schema'),
		(SELECT coalesce(string_agg(proname, ','), '') FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
			WHERE nspname NOT LIKE 'pg\_%' AND nspname <> 'information_schema'),
		current_setting('search_path')`).Scan(&schemas, &tables, &functions, &searchPath)
	if err != nil {
		t.Fatal(err)
	}
	// public's owner as CREATE DATABASE makes it: the database's owner
	// from PostgreSQL 15 on, before that the user.
	var owner string
	if err := conn.QueryRow(ctx, `SELECT CASE WHEN current_setting('server_version_num')::int >= 150000
		THEN 'pg_database_owner' ELSE current_user END`).Scan(&owner); err != nil {
		t.Fatal(err)
	}
	if schemas != "public:"+owner || tables != "" || functions != "" {
		t.Errorf("claimed again, %s holds schemas %q, relations %q, functions %q; want only public owned by %s", name, schemas, tables, functions, owner)
	}
	if strings.Contains(searchPath, "league") {
		t.Errorf("claimed again, %s keeps the search_path set on it: %q", name, searchPath)
	}
	if _, err := conn.Exec(ctx, `CREATE TABLE t (x int)`); err != nil {
		t.Errorf("claimed again, %s refuses a new table in public: %v", name, err)
	}
}

// TestPool_KilledClaimantFreesItsDatabase: when the session holding a claim
// ends without giving it back (its process was killed), the database is
// free at once for the next claim, even with the test's own session still
// in it holding a lock.
func TestPool_KilledClaimantFreesItsDatabase(t *testing.T) {
	server := Server(t)
	ctx := context.Background()
	// The claim is never given back, but it must stay reachable: a claim
	// dropped on the floor is a connection the collector may close (its
	// socket's finalizer), which would free the database before this test
	// ends the session itself.
	loc, release, err := CreateDB(server)
	if err != nil {
		t.Fatal(err)
	}
	defer release() // after the session was ended: closing a dead connection
	name := must(pgx.ParseConfig(loc)).Database
	n := strings.TrimPrefix(name, poolPrefix)
	left, err := pgx.Connect(ctx, loc)
	if err != nil {
		t.Fatal(err)
	}
	defer left.Close(ctx)
	for _, stmt := range []string{`CREATE TABLE songs (title text)`, `BEGIN`, `LOCK TABLE songs`} {
		if _, err := left.Exec(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	conn, err := pgx.Connect(ctx, server)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var ended bool
	err = conn.QueryRow(ctx, `SELECT pg_terminate_backend(pid) FROM pg_locks
		WHERE locktype = 'advisory' AND classid = $1 AND objid = $2::int AND objsubid = 2 AND granted`,
		poolLocks, n).Scan(&ended)
	if err != nil || !ended {
		t.Fatalf("ending the session that claims %s: %v (ended %v)", name, err, ended)
	}
	claimNamed(t, server, name)
}

// claimNamed claims databases until it holds name, giving back the others,
// and fails the test when name stays held by someone else.
func claimNamed(t *testing.T, server, name string) string {
	t.Helper()
	var others []func() error
	defer func() {
		for _, release := range others {
			release()
		}
	}()
	for range 64 {
		loc, release, err := CreateDB(server)
		if err != nil {
			t.Fatal(err)
		}
		if must(pgx.ParseConfig(loc)).Database == name {
			t.Cleanup(func() { release() })
			return loc
		}
		others = append(others, release)
	}
	t.Fatalf("%s was never handed out again", name)
	return ""
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
