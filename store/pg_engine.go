package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"io"
	"net"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/jackc/pgx/v5/pgconn"
)

// pgEngine is a ledger in a PostgreSQL database: a club's server that every
// table's laptop writes to.
type pgEngine struct{ placeholders *placeholders }

var pgEng = pgEngine{placeholders: &placeholders{}}

func (pgEngine) kind() string { return "postgres" }

func (e pgEngine) rebind(q string) string { return e.placeholders.rebind(q) }

// readOptions: REPEATABLE READ is one snapshot for the whole read, as a
// deferred SQLite transaction is.
func (pgEngine) readOptions() *sql.TxOptions {
	return &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
}

// prepareWrite takes the one-row ledger counter for the transaction: the
// writers queue there, as SQLite's take its write lock, and every statement
// after it (READ COMMITTED) sees all that the writers before committed. So
// the conflict check reads the game as it is, and the ledger-wide numbers
// are handed out and committed in the same order. A writer that waits
// longer than lock_timeout gets KindLocked.
func (pgEngine) prepareWrite(ctx context.Context, db *DB, t *sql.Tx) error {
	var seq int64
	return t.QueryRowContext(ctx, `SELECT seq FROM ledger_counter WHERE id = 1 FOR UPDATE`).Scan(&seq)
}

func (pgEngine) committed(*DB) {}

func (pgEngine) translate(where string, err error) error { return translatePG(where, err) }

func (pgEngine) dialect() *dialect { return &pgDialect }

// The PostgreSQL statements build the seat rows with json_build_array, as
// SQLite's json_array; a stored stats text is cast to json, which keeps it
// byte for byte.
var pgDialect = dialect{
	gameSelect: `SELECT g.id, g.kind, g.name, g.rules, g.created_at, g.finished_at, g.last_played_at,
	g.created_seq, g.ledger_seq, g.round, g.winners, g.extra, g.decided_by,
	(SELECT coalesce(max(e.seq), 0) FROM entries e WHERE e.game_id = g.id),
	(SELECT coalesce(json_agg(json_build_array(p.name, gp.total, gp.status, gp.buybacks, gp.won, gp.stats::json, gp.place, gp.out_after) ORDER BY s.seat), '[]')::text
	   FROM seats s
	   JOIN player_games gp ON gp.player_id = s.player_id AND gp.game_id = s.game_id
	   JOIN players p ON p.id = s.player_id
	  WHERE s.game_id = g.id)
	FROM games g`,
	gameListSelect: `SELECT g.id, g.kind, g.name, g.rules, g.created_at, g.finished_at, g.last_played_at,
	g.created_seq, g.ledger_seq, g.round, g.winners, g.extra, g.decided_by,
	(SELECT coalesce(max(e.seq), 0) FROM entries e WHERE e.game_id = g.id),
	(SELECT coalesce(json_agg(json_build_array(p.name, 0, '', 0, 0, null, 0, 0) ORDER BY s.seat), '[]')::text
	   FROM seats s JOIN players p ON p.id = s.player_id
	  WHERE s.game_id = g.id)
	FROM games g`,
	playerRecords: `SELECT p.name, count(*), count(pg.finished_at), coalesce(sum(pg.won), 0)
	FROM player_games pg
	JOIN players p ON p.id = pg.player_id
	WHERE pg.last_played_at >= ?
	GROUP BY p.id, p.name, p.fold
	ORDER BY p.fold`,
	sharedGames: `SELECT a.game_id, a.kind, a.name, a.seat_count,
		a.created_at, a.finished_at, a.last_played_at,
		pa.name, a.total, a.status, a.buybacks, a.won, a.stats,
		pb.name, b.total, b.status, b.buybacks, b.won, b.stats
	FROM player_games a
	JOIN player_games b ON b.player_id = ? AND b.game_id = a.game_id
	JOIN players pa ON pa.id = a.player_id
	JOIN players pb ON pb.id = b.player_id
	WHERE a.player_id = ? AND a.last_played_at >= ?
	ORDER BY a.game_id`,
}

// translatePG translates PostgreSQL's errors and a lost connection; nil for
// any other error. where is the ledger's URL without its password.
func translatePG(where string, err error) error {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		class := pe.Code[:2]
		switch {
		case pe.Code == "23505", pe.Code == "40001", pe.Code == "40P01":
			// unique_violation (the same entry number, game id or name
			// written by another session first), serialization_failure,
			// deadlock_detected
			return fault.Ledgerf("ledger %s changed since it was read (another session recorded first); run the command again", where).Of(fault.Conflict).Because(err)
		case pe.Code == "55P03": // lock_not_available
			return fault.Ledgerf("ledger %s is in use by another chuche-ref session (waited %s)", where, BusyTimeout).Of(fault.Locked).WithHint(lockedHint).Because(err)
		case pe.Code == "25006": // read_only_sql_transaction
			return fault.Ledgerf("ledger %s is read-only", where).Of(fault.IO).Because(err)
		case pe.Code == "53100": // disk_full
			return fault.Ledgerf("no space left to write ledger %s", where).Of(fault.IO).Because(err)
		case pe.Code == "42501", class == "28": // insufficient_privilege, invalid authorization
			return fault.Ledgerf("permission denied on ledger %s", where).Of(fault.IO).Because(err)
		case pe.Code == "3D000": // invalid_catalog_name: no such database
			return fault.Ledgerf("cannot open ledger %s", where).Of(fault.IO).Because(err)
		case class == "08", class == "57", class == "53":
			return fault.Ledgerf("cannot reach the server of ledger %s", where).Of(fault.Unreachable).Because(err)
		case pe.Code == "XX001", pe.Code == "XX002": // data_corrupted, index_corrupted
			return fault.Ledgerf("%s is damaged; %s, or restore it from a backup", where, wayOut).Of(fault.Corrupt).Because(err)
		}
		return nil
	}
	var ce *pgconn.ConnectError
	var ne net.Error
	if errors.As(err, &ce) || errors.As(err, &ne) || errors.Is(err, driver.ErrBadConn) || pgconn.Timeout(err) ||
		errors.Is(err, pgconn.ErrConnClosed) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		// the connection went away under a statement: the server's end of
		// it closed, or the way to it dropped
		return fault.Ledgerf("cannot reach the server of ledger %s", where).Of(fault.Unreachable).Because(err)
	}
	return nil
}
