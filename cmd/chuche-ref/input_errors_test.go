package main

import (
	"strings"
	"testing"
)

// Each is an input error (exit 2)
// with one line on stderr, and a token of 100 KB is quoted as its first 60
// characters and "…" (an argument of 130 KB is over Linux's limit for one
// argument, so the test stays just under it).
func TestSmallInputErrorsExit2(t *testing.T) {
	t.Parallel()
	bin := chucheRef(t)
	bin.mustRun(t, "new", "chuche", "--players", "Ana,Ben")
	bin.mustRun(t, "deal", "--table", "R5 Y1 G4")
	long := strings.Repeat("Z", 100_000)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"turn", "--target", "11", "--play", "R3", "--take", "Y1,G4"}, "chuche-ref: target 11 is not 6..10 (CU-8)"},
		{[]string{"check", "capture", "--target", "11", "--play", "R3", "--take", "Y1,G4"}, "chuche-ref: target 11 is not 6..10 (CU-8)"},
		{[]string{"--game", "", "standings"}, "chuche-ref: --game is empty; name a game by its id or name"},
		{[]string{"--db", "", "games"}, "chuche-ref: --db is empty; name the ledger file"},
		{[]string{"new", "chuche", "--players", "Ana,Ben", "--rule", "composition=0,0,0,0,0,0"}, "chuche-ref: house rule composition=0,0,0,0,0,0 is not valid"},
		{[]string{"new", "chinchon", "--players", "A,B,C,D,E,F", "--rule", "deck=spanish-40"}, "chuche-ref: the spanish-40 deck seats at most 5 players, not 6"},
		{[]string{"check", "capture", "--target", "8", "--play", long, "--take", "Y1"}, `chuche-ref: --play: "` + long[:60] + `…" is not a Chuche card`},
		{[]string{"turn", "--target", "8", "--play", "R3", "--take", long}, `chuche-ref: --take: "` + long[:60] + `…" is not a Chuche card`},
		{[]string{"new", long, "--players", "Ana,Ben"}, `chuche-ref: unknown game "` + long[:60] + `…"`},
		{[]string{"new", "chinchon", "--players", "Ana,Ben", "--rule", "limit=" + long}, "chuche-ref: house rule limit=" + long[:60] + "… is not valid"},
	} {
		r := bin.run(t, tt.args...)
		name := strings.Join(tt.args, " ")
		if len(name) > 80 {
			name = name[:80] + "…"
		}
		if r.code != exitInput {
			t.Errorf("%s: exit %d, want 2\n%s", name, r.code, r.stderr)
		}
		if !strings.HasPrefix(r.stderr, tt.want) || len(r.stderr) > 400 {
			t.Errorf("%s: stderr of %d bytes:\n%.300s", name, len(r.stderr), r.stderr)
		}
	}
	// Nothing was recorded: Ana is still to play the first turn.
	if out := bin.mustRun(t, "table"); !strings.Contains(out, "Next to play: Ana") {
		t.Errorf("table:\n%s", out)
	}
}
