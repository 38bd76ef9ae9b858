package storetest

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/jackc/pgx/v5"
)

// The test databases are chuche_test_pool_N, N = 0, 1, …. A claim is the
// session-level advisory lock (poolLocks, N) held on a connection to the
// server's own database for as long as the database is in use: two tests,
// two test processes or two runs never share one, and a database whose
// claimant was killed is free again the moment its connection drops. The
// databases stay on the server between runs (a throwaway cluster takes them
// with it); each is emptied when it is claimed, not when it is given back,
// so a killed test's leftovers are cleared too.
const (
	poolPrefix = "chuche_test_pool_"
	poolLocks  = 0x43685265 // the lock class of the pool's claims: "ChRe"
)

// claim returns the URL of an empty pool database of the caller's alone and
// the function that gives it back.
func claim(ctx context.Context, server string) (loc string, release func() error, err error) {
	held, err := pgx.Connect(ctx, server)
	if err != nil {
		return "", nil, err
	}
	for n := 0; ; n++ {
		var got bool
		if err := held.QueryRow(ctx, `SELECT pg_try_advisory_lock($1, $2)`, poolLocks, n).Scan(&got); err != nil {
			held.Close(ctx)
			return "", nil, fmt.Errorf("claiming a test database: %w", err)
		}
		if !got {
			continue
		}
		name := fmt.Sprintf("%s%d", poolPrefix, n)
		loc, err := databaseURL(server, name)
		if err == nil {
			err = ready(ctx, held, loc, name)
		}
		if err != nil {
			held.Close(ctx)
			return "", nil, err
		}
		// Giving it back is ending the claim's session: sessions the test
		// left in the database are ended by the next claim (ready).
		return loc, func() error { return held.Close(ctx) }, nil
	}
}

// ready makes the claimed database name exist and hold nothing: made if it
// is new, else every session still in it ended and every schema of its
// own dropped, public made again as a new database has it, and settings of
// the database reset.
func ready(ctx context.Context, held *pgx.Conn, loc, name string) error {
	var exists bool
	if err := held.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil {
		return err
	}
	if !exists {
		if _, err := held.Exec(ctx, `CREATE DATABASE `+pgx.Identifier{name}.Sanitize()); err != nil {
			return fmt.Errorf("CREATE DATABASE %s: %w", name, err)
		}
		return nil
	}
	if err := endSessions(ctx, held, name); err != nil {
		return err
	}
	if _, err := held.Exec(ctx, `ALTER DATABASE `+pgx.Identifier{name}.Sanitize()+` RESET ALL`); err != nil {
		return fmt.Errorf("resetting %s: %w", name, err)
	}
	// A lock still held would make the emptying wait for ever; this way a
	// claim fails, naming the database.
	config, err := pgx.ParseConfig(loc)
	if err != nil {
		return err
	}
	config.RuntimeParams["lock_timeout"] = "10s"
	conn, err := pgx.ConnectConfig(ctx, config)
	if err != nil {
		return fmt.Errorf("emptying %s: %w", name, err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, emptyDatabase); err != nil {
		return fmt.Errorf("emptying %s: %w", name, err)
	}
	return nil
}

// emptyDatabase drops every schema but the system's (pg_catalog, the
// temporary ones, information_schema) and makes public as CREATE DATABASE
// does: from PostgreSQL 15 on owned by the database's owner and usable by
// everyone, before that open to everyone.
const emptyDatabase = `DO $$
DECLARE s name;
BEGIN
	FOR s IN SELECT nspname FROM pg_namespace
		WHERE nspname NOT LIKE 'pg\_%' AND nspname <> 'information_schema'
	LOOP
		EXECUTE format('DROP SCHEMA %I CASCADE', s);
	END LOOP;
	IF current_setting('server_version_num')::int >= 150000 THEN
		CREATE SCHEMA public AUTHORIZATION pg_database_owner;
		GRANT USAGE ON SCHEMA public TO PUBLIC;
	ELSE
		CREATE SCHEMA public;
		GRANT ALL ON SCHEMA public TO PUBLIC;
	END IF;
	COMMENT ON SCHEMA public IS 'standard public schema';
END $$`

// endSessions ends every other session in the database name and waits
// until they are gone: a dropped schema waits for the locks they hold.
func endSessions(ctx context.Context, held *pgx.Conn, name string) error {
	deadline := time.Now().Add(10 * time.Second)
	for {
		var left int
		err := held.QueryRow(ctx, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
			WHERE datname = $1 AND pid <> pg_backend_pid()`, name).Scan(&left)
		if err != nil {
			return fmt.Errorf("ending the sessions in %s: %w", name, err)
		}
		if left == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return errors.New("the sessions in " + name + " did not end within 10 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func databaseURL(server, name string) (string, error) {
	u, err := url.Parse(server)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}
