package store

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/jackc/pgx/v5/pgconn"
)

// PostgreSQL's errors reach the commands as the store's kinds: a unique
// violation (another session wrote the same entry number first) is the
// same "recorded first" conflict as on SQLite.
func TestTranslatePG(t *testing.T) {
	for code, want := range map[string]fault.Store{
		"23505": fault.Conflict, "40001": fault.Conflict, "40P01": fault.Conflict,
		"55P03": fault.Locked, "25006": fault.IO, "53100": fault.IO, "42501": fault.IO, "28P01": fault.IO,
		"3D000": fault.IO, "08006": fault.Unreachable, "57P01": fault.Unreachable, "53300": fault.Unreachable, "XX001": fault.Corrupt,
	} {
		err := translate("postgres://club/cards", fmt.Errorf("append: %w", &pgconn.PgError{Code: code, Message: "x"}))
		if got := fault.StoreOf(err); got != want {
			t.Errorf("%s: kind %v (%v), want %v", code, got, err, want)
		}
	}
	for _, lost := range []error{pgconn.ErrConnClosed, io.ErrUnexpectedEOF, io.EOF} {
		if err := translate("postgres://club/cards", fmt.Errorf("commit: %w", lost)); fault.StoreOf(err) != fault.Unreachable || !strings.Contains(err.Error(), "cannot reach the server") {
			t.Errorf("%v: %v, want the server out of reach", lost, err)
		}
	}
	if err := translate("postgres://club/cards", &pgconn.PgError{Code: "P0001", Message: "ledger entries are append-only"}); fault.StoreOf(err) != 0 {
		t.Errorf("a trigger's refusal is no kind of its own: %v", err)
	}
}

func TestRebind(t *testing.T) {
	for in, want := range map[string]string{
		`SELECT ? , ?`:                     `SELECT $1 , $2`,
		`WHERE a = ?1 AND b = ?1`:          `WHERE a = $1 AND b = $1`,
		`SELECT '?' || "a?" , ? -- why?`:   `SELECT '?' || "a?" , $1 -- why?`,
		"SELECT ? -- one?\nFROM t WHERE ?": "SELECT $1 -- one?\nFROM t WHERE $2",
	} {
		if got := pgEng.rebind(in); got != want {
			t.Errorf("rebind(%q) = %q, want %q", in, got, want)
		}
	}
}
