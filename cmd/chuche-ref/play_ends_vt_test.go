package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// TestPlayEndsVT: the same ends and beginnings at a real terminal (the
// binary in a pseudo-terminal, its screen rendered by the VT emulator):
// the standings of a finished game once, then undo, a rematch with the deal
// passed on (CN-4, CU-6), a new game asking its first dealer.
func TestPlayEndsVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	screen := vtest.Options{Cols: 100, Rows: 50}
	overMenu := func(s *seat, game string) {
		t.Helper()
		s.atPrefix("? Game #" + game + " is over — what next:")
	}
	count := func(s *seat, line string) int {
		return len(slices.DeleteFunc(s.v.Lines(), func(l string) bool { return !strings.HasPrefix(l, line) }))
	}

	t.Run("a finished game shows its standings once, then undo goes on with it", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(endsHandOne...)
		tb.cli(endsBenWins...)
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		overMenu(s, "1")
		s.shows("  1) undo the last entry (hand 2: Ben made chinchón)", "  2) a rematch: the same seats, Ben deals the first hand",
			"  3) a new game", "▸ 4) quit (everything so far is saved)")
		if n := count(s, "Standings of game #1"); n != 1 {
			t.Errorf("the standings shown %d times, want once:\n%s", n, strings.Join(s.v.Lines(), "\n"))
		}
		s.keys("1")
		s.answer("? Undo entry #2 (hand 2: Ben made chinchón)? [y/N]", "y")
		s.at("? Hand 2 — who cut:") // the game goes on
		s.shows("Undone: entry #2 (hand 2: Ben made chinchón) is void; it stays in history.")
		s.stopAt("? Hand 2 — who cut:")
		tb.entries(newAnaBenCleo, endsHandOne, endsBenWins, []string{"undo"})
	})

	t.Run("Enter at the end makes no game", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(endsHandOne...)
		tb.cli(endsBenWins...)
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		overMenu(s, "1")
		s.enter()
		s.v.WaitText("Stopped. Everything confirmed is saved in")
		s.exitsOK()
		if games := tb.cli("games", "--json"); strings.Contains(games, `"id": 2`) {
			t.Errorf("a game was made:\n%s", games)
		}
		tb.entries(newAnaBenCleo, endsHandOne, endsBenWins)
	})

	t.Run("a Chinchón rematch: the same seats and rules, the deal passed on (CN-4)", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(append(newAnaBenCleo, "--preset", "fifty")...)
		tb.cli(endsHandOne...)
		tb.cli(endsBenWins...)
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		overMenu(s, "1")
		s.count()
		s.keys("2")
		s.at("? Hand 1 — who cut:")
		s.within("a rematch at a finished game", budgetRematch)
		s.shows("Rematch of game #1:", `New Chinchón game #2 "chinchon-2": Ana, Ben, Cleo`, "House rules: limit=50", "Ben deals the first hand.")
		s.stopAt("? Hand 1 — who cut:")
		if d := firstDealer(t, tb, "2"); d != "Ben" {
			t.Errorf("game 2's first dealer is %q, want Ben: Ana dealt the last hand", d)
		}
		sameRules(t, tb, "1", "2")
		tb.entries(append(newAnaBenCleo, "--preset", "fifty"), endsHandOne, endsBenWins)
	})

	t.Run("a Chuche rematch: the next round's dealer deals first (CU-6)", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		for _, c := range chucheShortRound {
			tb.cli(c...)
		}
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		overMenu(s, "1")
		s.shows("Match over: Ana won.", "  2) a rematch: the same seats, Ana deals the first round")
		s.keys("2")
		s.atPrefix("? What next:")
		s.shows(`New Chuche game #2 "chuche-2": Ana, Ben`, "Ana deals the first round.")
		s.enter() // deal round 1
		s.atPrefix("? Round 1: who deals:")
		s.shows("▸ 1) Ana (deals next, CU-6)")
		s.v.Send(vtest.CtrlC)
		s.exits(exitSIGINT)
		if d := firstDealer(t, tb, "2"); d != "Ana" {
			t.Errorf("game 2's first dealer is %q, want Ana: Ben dealt round 1", d)
		}
		sameRules(t, tb, "1", "2")
		tb.entries(chucheShortRound...)
	})

	t.Run("a new game at the end asks the first dealer; Enter is the last seat", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(endsHandOne...)
		tb.cli(endsBenWins...)
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		overMenu(s, "1")
		s.keys("3")
		s.atPrefix("? New game: which game:")
		s.keys("2") // Chuche
		s.answer("? Players in turn order, comma separated:", "Dani,Eva,Fran")
		s.atPrefix("? House rules:")
		s.enter()
		s.atPrefix("? Who deals the first round:")
		s.shows("▸ 3) Fran (the first seat plays first)")
		s.enter()
		s.atPrefix("? What next:")
		s.shows(`New Chuche game #2 "chuche-2": Dani, Eva, Fran`, "Fran deals the first round.")
		s.v.Send(vtest.CtrlC)
		s.exits(exitSIGINT)
		if d := firstDealer(t, tb, "2"); d != "Fran" {
			t.Errorf("game 2's first dealer is %q, want Fran", d)
		}
	})

	t.Run("the new-game flow asks who deals the first hand (CN-4)", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		s := newSeat(t, tb.ptyTable, screen)
		s.atPrefix("? New game: which game:")
		s.enter() // Chinchón
		s.answer("? Players in turn order, comma separated:", "Ana,Ben,Cleo")
		s.atPrefix("? House rules:")
		s.enter()
		s.atPrefix("? Who deals the first hand:")
		s.keys("b") // Ben, by his first letter
		s.enter()
		s.at("? Hand 1 — who cut:")
		s.shows("Ben deals the first hand.")
		s.stopAt("? Hand 1 — who cut:")
		if d := firstDealer(t, tb, "1"); d != "Ben" {
			t.Errorf("the first dealer is %q, want Ben", d)
		}
	})
}
