package main

import (
	"database/sql"
	"path/filepath"
	"strings"
	"testing"

	_ "modernc.org/sqlite"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
)

// A ledger written before the name rule (or edited by
// hand) may hold names with ESC sequences, BEL, bidi overrides and
// zero-width characters. The output commands never print them raw.
func TestOldLedgerNamesNeverReachTheTerminalRaw(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	db := filepath.Join(t.TempDir(), "old.db")
	bin.mustRun(t, "--db", db, "new", "chinchon", "--players", "Zed,Eve", "--name", "Night")
	bin.mustRun(t, "--db", db, "new", "chuche", "--players", "Zed,Eve", "--name", "Day")

	raw, err := sql.Open("sqlite", "file:"+db)
	if err != nil {
		t.Fatal(err)
	}
	player := "Zed\x1b]0;pwned\x07\x1b[2J\u202e\u200b\ufeff\u009b"
	game := "Night\x1b[31m\x08\x7f"
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{"UPDATE players SET name = ?, fold = ? WHERE name = 'Zed'", []any{player, strings.ToLower(player)}},
		{"UPDATE games SET name = ?, fold = ? WHERE name = 'Night'", []any{game, strings.ToLower(game)}},
		{"UPDATE player_games SET name = ? WHERE name = 'Night'", []any{game}},
	} {
		if _, err := raw.Exec(q.sql, q.args...); err != nil {
			t.Fatalf("%s: %v", q.sql, err)
		}
	}
	if err := raw.Close(); err != nil {
		t.Fatal(err)
	}

	for _, args := range [][]string{
		{"players"}, {"games"}, {"stats"}, {"standings", "--game", "1"}, {"standings", "--game", "2"},
		{"history", "--game", "1"}, {"history", "--game", "2"}, {"table", "--game", "2"},
		{"round", "--game", "1", "--cut", "Eve", "--hand", "Eve=1o 2o 3o 4o 5e 5c 5b", "--points", player + "=12"},
		{"round", "--game", "1", "--cut", player, "--hand", player + "=1o 2o 3o 4o 5e 5c 5b", "--points", "Eve=20"},
		{"round", "--game", "1", "--cut", "Eve", "--hand", "Eve=1o 2o 3o 4o 5e 5c 5b", "--points", player + "=60"},
		{"round", "--game", "1", "--cut", "Eve", "--hand", "Eve=1o 2o 3o 4o 5e 5c 5b", "--points", player + "=60"},
		{"buyback", "--game", "1", player},
		{"history", "--game", "1"}, {"standings", "--game", "1"}, {"stats"},
		{"export", "--format", "csv"}, {"undo", "--game", "1"},
		{"deal", "--game", "2", "--table", "R1 Y1 G1"}, {"turn", "--game", "2", "--target", "7", "--play", "O4", "--take", "R1,Y1,G1"},
		{"turn", "--game", "2", "--target", "8", "--play", "O3", "--discard"}, {"table", "--game", "2"},
		{"stats", player}, {"stats", player, "--vs", "Eve"}, {"end", "--game", "2"}, {"games"},
	} {
		r := bin.runIn(append([]string{"--db", db}, args...)...)
		if r.code != 0 {
			t.Errorf("%s: exit %d\n%s", strings.Join(args, " "), r.code, r.stderr)
		}
		if testing.Verbose() {
			t.Logf("%s:\n%s%s", strings.Join(args, " "), r.stdout, r.stderr)
		}
		for name, out := range map[string]string{"stdout": r.stdout, "stderr": r.stderr} {
			if safetext.EscapeLines(out) != out {
				t.Errorf("%s: raw control or hidden characters on %s:\n%q", strings.Join(args, " "), name, out)
			}
		}
	}
}
