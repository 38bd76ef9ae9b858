package store

import (
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

// PostgreSQL's errors reach the commands as the store's kinds: a unique
// violation (another session wrote the same entry number first) is the
// same "recorded first" conflict as on SQLite.
func TestTranslatePG(t *testing.T) {
	for code, want := range map[string]ErrorKind{
		"23505": KindConflict, "40001": KindConflict, "40P01": KindConflict,
		"55P03": KindLocked, "25006": KindIO, "53100": KindIO, "42501": KindIO, "28P01": KindIO,
		"3D000": KindIO, "08006": KindIO, "57P01": KindIO, "XX001": KindCorrupt,
	} {
		err := translate("postgres://club/cards", fmt.Errorf("append: %w", &pgconn.PgError{Code: code, Message: "x"}))
		if got := KindOf(err); got != want {
			t.Errorf("%s: kind %v (%v), want %v", code, got, err, want)
		}
	}
	if err := translate("postgres://club/cards", &pgconn.PgError{Code: "P0001", Message: "ledger entries are append-only"}); KindOf(err) != 0 {
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
