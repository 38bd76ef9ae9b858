package main

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// Ana's CHUCHE at 10 on a table Ben dealt: R4 takes Y1 G2 O3 (CU-14), and
// wins a Steal.
var (
	newAnaBenBenDeals = []string{"new", "chuche", "--players", "Ana,Ben", "--dealer", "Ben"}
	dealY1G2O3        = []string{"deal", "--table", "Y1 G2 O3"}
	anaChucheSteal    = []string{"turn", "--target", "10", "--play", "R4", "--take", "Y1,G2,O3", "--chuche-card", "steal"}
	// Ana holds a Joker; at 8 she plays O3 on G3 Y1 R2 with it at -1,
	// clearing the table, and draws a Bomb.
	anaJokerSetup = [][]string{
		newChucheAnaBen, dealR1Y2G4, turnAnaChuche("joker"), turnBenDiscardsG3,
		{"turn", "--target", "6", "--play", "Y1", "--discard"},
		{"turn", "--target", "10", "--play", "R2", "--discard"},
	}
	anaJokerBomb = []string{"turn", "--target", "8", "--play", "O3", "--take", "G3,R2,Y1", "--joker", "-1", "--chuche-card", "bomb"}
)

// TestPlayDeclinedChucheTurnAccessible: a Chuche turn declined at its
// confirmation comes back whole — every answer after the turn line, the
// Chuche card a CHUCHE drew and a Joker's ±1 among them, is the default of
// its prompt — so Enter through it records the turn as typed, not a Joker
// at item 1. And after another terminal wrote, the same turn judged again
// keeps its Chuche card too.
func TestPlayDeclinedChucheTurnAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path

	t.Run("the Chuche card drawn survives a no", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenBenDeals...)
		tb.cli(dealY1G2O3...)
		r := tb.accessible("--game", "1")
		r.answer("10", "R4 Y1 G2 O3")
		r.expect("CHUCHE! Which Chuche card did Ana draw (CU-14), 1 to 6 [1]: ")
		r.answer("2")
		r.expect("Record Ana's turn? [Y/n]: ")
		r.answer("n")
		r.expect("Ana's turn at 10 [R4 Y1 G2 O3]: ")
		r.answer("")
		r.expect("CHUCHE! Which Chuche card did Ana draw (CU-14), 1 to 6 [2]: ")
		r.answer("")
		r.expect("CHUCHE! Ana clears the table and wins a Steal (CU-14)")
		r.expect("Record Ana's turn? [Y/n]: ")
		r.answer("")
		r.expect("Turn recorded (entry #2).")
		r.end(0)
		tb.entries(newAnaBenBenDeals, dealY1G2O3, anaChucheSteal)
	})

	t.Run("a Joker's ±1 and the card drawn survive a no", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		for _, c := range anaJokerSetup {
			tb.cli(c...)
		}
		r := tb.accessible("--game", "1")
		r.answer("8", "+")
		r.expect("Ana's turn, 1 to 7 [3]: ")
		r.answer("3")
		r.expect("Which Chuche card does Ana use (one per turn, CU-12), 1 to 6 [1]: ")
		r.answer("1")
		r.expect("Ana's Joker, 1 to 2 [1]: ")
		r.answer("2", "O3", "G3 R2 Y1")
		r.expect("CHUCHE! Which Chuche card did Ana draw (CU-14), 1 to 6 [1]: ")
		r.answer("3")
		r.expect("Record Ana's turn? [Y/n]: ")
		r.answer("n")
		r.expect("Ana's turn at 8 [+]: ")
		r.answer("")
		r.expect("Ana's turn, 1 to 7 [3]: ")
		r.answer("")
		r.expect("Which Chuche card does Ana use (one per turn, CU-12), 1 to 6 [1]: ")
		r.answer("")
		r.expect("Ana's Joker, 1 to 2 [2]: ")
		r.answer("")
		r.expect("Card Ana played [O3]: ")
		r.answer("")
		r.expect("Table cards Ana took [G3 R2 Y1]: ")
		r.answer("")
		r.expect("CHUCHE! Which Chuche card did Ana draw (CU-14), 1 to 6 [3]: ")
		r.answer("")
		r.expect("Record Ana's turn? [Y/n]: ")
		r.answer("")
		r.expect("Turn recorded (entry #6).")
		r.end(0)
		tb.entries(append(anaJokerSetup, anaJokerBomb)...)
	})

	t.Run("the Chuche card drawn survives a conflict on the same turn", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenBenDeals...)
		tb.cli(dealY1G2O3...)
		r := tb.accessible("--game", "1")
		r.answer("10", "R4 Y1 G2 O3", "2")
		r.expect("Record Ana's turn? [Y/n]: ")
		// The other terminal deals round 1 again over an undone deal: it is
		// still Ana's first turn, on the same table.
		tb.cli("undo")
		tb.cli(dealY1G2O3...)
		r.answer("y")
		r.expect("Not recorded: another terminal wrote to game #1 first.")
		// what changed is said before the turn is judged again
		r.expect("Another terminal undid entry #1 (entry #2).")
		r.expect("Another terminal recorded Ben's deal: Y1 G2 O3 (entry #3).")
		r.expect("Table now: Y1 G2 O3")
		r.expect("Target on the top pile card (6..10): ") // asked again (CU-8)
		r.answer("10")
		r.expect("CHUCHE! Which Chuche card did Ana draw (CU-14), 1 to 6 [2]: ")
		r.answer("")
		r.expect("Record Ana's turn? [y/N]: ")
		r.answer("y")
		r.expect("Turn recorded (entry #4).")
		r.end(0)
		tb.entries(newAnaBenBenDeals, dealY1G2O3, []string{"undo"}, dealY1G2O3, anaChucheSteal)
	})
}

// TestPlayDeclinedChucheTurnVT: the table's report at a terminal — n at
// the confirmation, Enter at the turn line, and the Chuche card menu's
// cursor is on the Steal typed before, so Enter records the Steal.
func TestPlayDeclinedChucheTurnVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	tb := newTrustTable(t, bin)
	tb.cli(newAnaBenBenDeals...)
	tb.cli(dealY1G2O3...)
	s := newSeat(t, tb.ptyTable, vtest.Options{Cols: 110, Rows: 50}, "--game", "1")
	s.answer("? Target on the top pile card (6..10):", "10")
	s.answerCards("? Ana's turn at 10:", "R4 Y1 G2 O3")
	s.atPrefix("? CHUCHE! Which Chuche card did Ana draw (CU-14):")
	s.keys("2")
	s.answer("? Record Ana's turn? [Y/n]", "n")
	s.at("? Ana's turn at 10: R4 Y1 G2 O3")
	s.enter()
	s.atPrefix("? CHUCHE! Which Chuche card did Ana draw (CU-14):")
	s.shows("▸ 2) Steal")
	s.enter()
	s.answer("? Record Ana's turn? [Y/n]", "")
	s.v.WaitOutput("Turn recorded (entry #2).")
	s.v.Send(vtest.CtrlC)
	s.exits(exitSIGINT)
	tb.entries(newAnaBenBenDeals, dealY1G2O3, anaChucheSteal)
}

// TestPlayBackFromChucheCardVT: Esc at "CHUCHE! Which Chuche card" goes
// one prompt back — to the capture that made the CHUCHE, as typed — so a
// wrong capture line can be fixed there.
func TestPlayBackFromChucheCardVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	tb := newTrustTable(t, bin)
	tb.cli(newAnaBenBenDeals...)
	tb.cli(dealY1G2O3...)
	s := newSeat(t, tb.ptyTable, vtest.Options{Cols: 110, Rows: 50}, "--game", "1")
	s.answer("? Target on the top pile card (6..10):", "10")
	s.answerCards("? Ana's turn at 10:", "R4 Y1 G2 O3")
	s.atPrefix("? CHUCHE! Which Chuche card did Ana draw (CU-14):")
	s.v.Send(vtest.Esc)
	s.at("? Ana's turn at 10: R4 Y1 G2 O3") // one prompt back: the capture, as typed
	s.enter()
	s.atPrefix("? CHUCHE! Which Chuche card did Ana draw (CU-14):")
	s.keys("2")
	s.answer("? Record Ana's turn? [Y/n]", "")
	s.v.WaitOutput("Turn recorded (entry #2).")
	s.v.Send(vtest.CtrlC)
	s.exits(exitSIGINT)
	tb.entries(newAnaBenBenDeals, dealY1G2O3, anaChucheSteal)
}
