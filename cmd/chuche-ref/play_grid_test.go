package main

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// A Chuche round of Ana and Ben entered as won piles: the match goes on.
var chucheRoundOfPiles = [][]string{
	{"new", "chuche", "--players", "Ana,Ben"},
	{"round", "--won", "Ana=R1 R2", "--won", "Ben=", "--chuche", "Ana=0", "--chuche", "Ben=0"},
}

// The score sheets of those games as standings --grid prints them.
const (
	chinchonSheetRow = "  1  * +4   4  +26  26  +10  10"
	chucheSheetRow   = "   1   +6   6   0   0"
)

// TestPlayGridAccessible: grid at the first question of a Chinchón hand,
// and through ?'s menu, prints the score sheet and asks again; in Chuche at
// the target and between rounds.
func TestPlayGridAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path

	t.Run("Chinchón: grid at the hand's first question and in ?'s menu", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(roundOneOfThree...)
		r := tb.accessible("--game", "1")
		r.expect("Hand 2 — who cut: ")
		r.answer("grid")
		r.expect(`Score sheet of game #1 "g" (out above 100):`)
		r.expect(chinchonSheetRow)
		r.expect("Hand 2 — who cut: ")
		r.answer("?")
		r.expect("grid: the score sheet;")
		r.expect(". the score sheet (grid)")
		r.expect("Instead of a hand, 1 to 5 [5]: ")
		r.answer("grid")
		r.expect(chinchonSheetRow)
		r.expect("Hand 2 — who cut: ")
		r.end(0)
		tb.entries(newAnaBenCleo, roundOneOfThree)
	})

	t.Run("Chuche: grid at the target and between rounds", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		for _, c := range chucheRoundOfPiles {
			tb.cli(c...)
		}
		r := tb.accessible("--game", "1")
		r.expect("  4. the score sheet (grid)")
		r.expect("What next, 1 to 5 [1]: ")
		r.answer("grid")
		r.expect(chucheSheetRow)
		r.expect("What next, 1 to 5 [1]: ")
		r.answer("1", "", "R1 Y2 G4")
		r.expect("Round 2 dealt by Ana (entry #2).")
		r.expect("Target on the top pile card (6..10): ")
		r.answer("grid")
		r.expect(chucheSheetRow)
		r.expect("Target on the top pile card (6..10): ")
		out := r.end(0)
		if strings.Contains(out, "target (Ben): grid") {
			t.Errorf("grid was kept as the target:\n%s", out)
		}
		tb.entries(append(chucheRoundOfPiles, []string{"deal", "--table", "R1 Y2 G4"})...)
	})
}

// TestPlayGridVT: the same at a real terminal.
func TestPlayGridVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	screen := vtest.Options{Cols: 110, Rows: 50}

	t.Run("Chinchón: grid at the hand's first question and in ?'s menu", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(roundOneOfThree...)
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		s.answer("? Hand 2 — who cut:", "grid")
		s.at("? Hand 2 — who cut:", `Score sheet of game #1 "g" (out above 100):`, chinchonSheetRow)
		s.answer("? Hand 2 — who cut:", "?")
		s.atPrefix("? Instead of a hand:")
		s.shows("  3) the score sheet (grid)")
		s.keys("3")
		s.at("? Hand 2 — who cut:")
		if n := strings.Count(strings.Join(s.v.Lines(), "\n"), chinchonSheetRow); n != 2 {
			t.Errorf("the sheet shown %d times, want twice:\n%s", n, s.v.Dump())
		}
		s.stopAt("? Hand 2 — who cut:")
		tb.entries(newAnaBenCleo, roundOneOfThree)
	})

	t.Run("Chuche: grid at the target and between rounds", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		for _, c := range chucheRoundOfPiles {
			tb.cli(c...)
		}
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		s.atPrefix("? What next:")
		s.keys("4")
		s.v.WaitOutput(chucheSheetRow)
		s.atPrefix("? What next:")
		s.keys("1")
		s.atPrefix("? Round 2: who deals:")
		s.enter()
		s.answerCards("? The 3 cards dealt face up:", "R1 Y2 G4")
		s.answer("? Target on the top pile card (6..10):", "grid")
		s.at("? Target on the top pile card (6..10):")
		if n := strings.Count(strings.Join(s.v.Lines(), "\n"), chucheSheetRow); n != 2 {
			t.Errorf("the sheet shown %d times, want twice:\n%s", n, s.v.Dump())
		}
		s.v.Send(vtest.CtrlC)
		s.exits(exitSIGINT)
		tb.entries(append(chucheRoundOfPiles, []string{"deal", "--table", "R1 Y2 G4"})...)
	})
}
