package main

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// TestPlayReconfirmVT: the same undo and buy-backs at a real terminal,
// another terminal writing while the question waits.
func TestPlayReconfirmVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	screen := vtest.Options{Cols: 120, Rows: 50}

	t.Run("an undo whose last entry changed names the entry it would now undo", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(roundOneOfThree...)
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		s.answer("? Hand 2 — who cut:", "undo")
		s.at("? Undo entry #1 (hand 1: Ana cut)? [y/N]")
		tb.cli(handTwoBen...)
		s.keys("y")
		s.enter()
		s.at("? Undo entry #2 (hand 2: Ben cut)? [y/N]")
		s.shows("Not undone: another terminal wrote to game #1 first.", "Another terminal recorded hand 2: Ben cut (entry #2).",
			"The last entry in force is now #2 (hand 2: Ben cut).")
		s.read()
		s.enter() // No
		s.stopAt("? Hand 3 — who cut:")
		tb.entries(newAnaBenCleo, roundOneOfThree, handTwoBen)
	})

	t.Run("a buy-back no longer allowed is refused with the reason", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newFiftyABC...)
		tb.cli(cleoOut...)
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		s.answer("? Hand 2 — who cut:", "buyback c")
		s.at("? Cleo buys back in at 10? [Y/n]")
		tb.cli(handTwoNoCleo...)
		s.enter()
		s.at("? Hand 3 — who cut:")
		s.shows("Another terminal recorded hand 2: Ana cut (entry #2).",
			"No buy-back for Cleo: Cleo went out in hand 1; the chance to buy back ended when hand 2 began (CN-13)")
		s.keys("buyback cleo")
		s.enter()
		s.v.WaitText("✗ no buy-back for Cleo: Cleo went out in hand 1; the chance to buy back ended when hand 2 began (CN-13)")
		s.stopDroppingDraft()
		tb.entries(newFiftyABC, cleoOut, handTwoNoCleo)
	})

	t.Run("a buy-back the other terminal recorded is named, not offered", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newFiftyABC...)
		tb.cli(cleoOut...)
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		s.answer("? Hand 2 — who cut:", "buyback c")
		s.at("? Cleo buys back in at 10? [Y/n]")
		tb.cli("buyback", "Cleo")
		s.enter()
		s.at("? Hand 2 — who cut:")
		s.shows("Cleo's buy-back is already recorded (entry #2); it is not offered again.")
		s.stopAt("? Hand 2 — who cut:")
		tb.entries(newFiftyABC, cleoOut, []string{"buyback", "Cleo"})
	})

	t.Run("a Chuche undo whose last entry changed is asked again with No", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newChucheABC...)
		tb.cli(dealABC...)
		tb.cli(anaTurn...)
		s := newSeat(t, tb.ptyTable, screen, "--game", "1")
		s.answer("? Target on the top pile card (6..10):", "9")
		s.answer("? Ben's turn at 9:", "undo")
		s.at("? Undo entry #2 (Ana's turn: R3 + R1 + G4)? [y/N]")
		tb.cli(chucheTurnTwo...)
		s.keys("y")
		s.enter()
		s.at("? Undo entry #3 (Ben's turn: Y5 discarded)? [y/N]")
		s.shows("Another terminal recorded Ben's turn: Y5 discarded (entry #3).")
		s.read()
		s.enter()
		s.at("? Target on the top pile card (6..10):") // Cleo's turn, empty
		s.v.Send(vtest.CtrlC)
		s.exits(exitSIGINT)
		tb.entries(newChucheABC, dealABC, anaTurn, chucheTurnTwo)
	})
}
