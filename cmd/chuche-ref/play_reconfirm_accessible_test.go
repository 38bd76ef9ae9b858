package main

import (
	"strings"
	"testing"
)

// A Chinchón game of three under the fifty preset in which Cleo goes out
// in hand 1 (60 points) and may buy back before hand 2 (CN-13).
var (
	newFiftyABC   = []string{"new", "chinchon", "--players", "Ana,Ben,Cleo", "--name", "g", "--preset", "fifty"}
	cleoOut       = []string{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--points", "Ben=10", "--points", "Cleo=60"}
	handTwoNoCleo = []string{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--points", "Ben=5"}
	handTwoBen    = []string{"round", "--cut", "Ben", "--hand", "Ben=" + handCut, "--points", "Ana=3", "--points", "Cleo=2"}
	chucheTurnTwo = []string{"turn", "--target", "9", "--play", "Y5", "--discard"}
)

// TestPlayReconfirmAccessible: an undo or a buy-back asked in play while
// another terminal writes is never an error and never recorded as it was
// asked: what moved is said, and it is judged again against the game as it
// is now — refused with the reason, named as already recorded, or asked
// again with No as the default.
func TestPlayReconfirmAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path

	t.Run("an undo whose last entry changed names the entry it would now undo", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(roundOneOfThree...)
		r := tb.accessible("--game", "1")
		r.expect("Hand 2 — who cut: ")
		r.answer("undo")
		r.expect("Undo entry #1 (hand 1: Ana cut)? [y/N]: ")
		tb.cli(handTwoBen...) // the other terminal records hand 2
		r.answer("y")
		r.expect("Not undone: another terminal wrote to game #1 first.")
		r.expect("Another terminal recorded hand 2: Ben cut (entry #2).")
		r.expect("The last entry in force is now #2 (hand 2: Ben cut).")
		r.expect("Undo entry #2 (hand 2: Ben cut)? [y/N]: ")
		r.answer("") // Enter: No
		r.expect("Hand 3 — who cut: ")
		out := r.end(0)
		if strings.Contains(out, "Undone:") {
			t.Errorf("an entry was undone on Enter:\n%s", out)
		}
		tb.entries(newAnaBenCleo, roundOneOfThree, handTwoBen)
	})

	// The game-over menu asked again after another terminal changed the
	// winner showed the old winner's standings above it.
	t.Run("a game still over with another winner shows its standings again", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		fifty := []string{"new", "chinchon", "--players", "Ana,Ben", "--rule", "limit=50", "--rule", "buyback=false"}
		benOut := []string{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--points", "Ben=60"}
		anaOut := []string{"round", "--cut", "Ben", "--hand", "Ben=" + handCut, "--points", "Ana=60"}
		tb.cli(fifty...)
		tb.cli(benOut...)
		r := tb.accessible("--game", "1")
		r.expect("Game over: Ana won")
		r.expect("Game #1 is over — what next, 1 to ")
		tb.cli("undo")
		tb.cli(anaOut...)
		r.answer("") // quit, the default: the game is read again first
		r.expect("Another terminal undid entry #1 (entry #2).")
		r.expect("Another terminal recorded hand 1: Ben cut (entry #3).")
		r.expect("What was chosen is not done.")
		r.expect("Another terminal wrote to game #1 meanwhile; what next is asked again.")
		r.expect("Game over: Ben won")
		r.expect("Game #1 is over — what next, 1 to ")
		r.end(0)
		tb.entries(fifty, benOut, []string{"undo"}, anaOut)
	})

	// Two players out by one hand: while Ana's offer waited, another
	// terminal bought Ben back in, and Ben's offer said "No buy-back for
	// Ben: Ben is still in", as if play had refused something.
	t.Run("a buy-back another terminal recorded while an offer waited is named", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newFiftyABC...)
		nearOut := []string{"round", "--cut", "Cleo", "--hand", "Cleo=" + handCut, "--points", "Ana=45", "--points", "Ben=45"}
		bothOut := []string{"round", "--cut", "Cleo", "--hand", "Cleo=" + handCut, "--points", "Ana=10", "--points", "Ben=10"}
		tb.cli(nearOut...)
		r := tb.accessible("--game", "1")
		r.answer("c", handCut, "10", "10")
		r.expect("Record hand 2? [Y/n]: ")
		r.answer("")
		r.expect("Ana is out. Does Ana buy back in at ")
		benBack := []string{"buyback", "Ben"}
		tb.cli(benBack...)
		r.answer("n")
		r.expect("Ben's buy-back is already recorded (entry #3); it is not offered again.")
		out := r.end(0)
		if strings.Contains(out, "No buy-back for Ben") {
			t.Errorf("Ben's buy-back was worded as refused:\n%s", out)
		}
		tb.entries(newFiftyABC, nearOut, bothOut, benBack)
	})

	t.Run("an undo asked again is done once confirmed", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(roundOneOfThree...)
		r := tb.accessible("--game", "1")
		r.expect("Hand 2 — who cut: ")
		r.answer("undo")
		r.expect("Undo entry #1 (hand 1: Ana cut)? [y/N]: ")
		tb.cli("undo") // the other terminal undoes hand 1 itself
		r.answer("y")
		r.expect("Another terminal undid entry #1 (entry #2).")
		r.expect("Nothing to undo now: nothing to undo in game #1")
		r.expect("Hand 1 — who cut: ")
		r.end(0)
		tb.entries(newAnaBenCleo, roundOneOfThree, []string{"undo"})
	})

	t.Run("a buy-back no longer allowed is refused with the reason", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newFiftyABC...)
		tb.cli(cleoOut...)
		r := tb.accessible("--game", "1")
		r.expect("Hand 2 — who cut: ")
		r.answer("buyback c")
		r.expect("Cleo buys back in at 10? [Y/n]: ")
		tb.cli(handTwoNoCleo...) // the other terminal records hand 2: the chance is gone
		r.answer("y")
		r.expect("Not recorded: another terminal wrote to game #1 first.")
		r.expect("Another terminal recorded hand 2: Ana cut (entry #2).")
		r.expect("No buy-back for Cleo: Cleo went out in hand 1; the chance to buy back ended when hand 2 began (CN-13)")
		r.expect("Hand 3 — who cut: ")
		r.answer("buyback cleo") // typed late: the reason, not "no player"
		r.expect("Refused: no buy-back for Cleo: Cleo went out in hand 1; the chance to buy back ended when hand 2 began (CN-13)")
		r.end(0)
		tb.entries(newFiftyABC, cleoOut, handTwoNoCleo)
	})

	t.Run("a buy-back the other terminal recorded is named, not offered", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newFiftyABC...)
		tb.cli(cleoOut...)
		r := tb.accessible("--game", "1")
		r.expect("Hand 2 — who cut: ")
		r.answer("buyback c")
		r.expect("Cleo buys back in at 10? [Y/n]: ")
		tb.cli("buyback", "Cleo")
		r.answer("y")
		r.expect("Another terminal recorded Cleo's buy-back (entry #2).")
		r.expect("Cleo's buy-back is already recorded (entry #2); it is not offered again.")
		r.expect("Hand 2 — who cut: ")
		r.end(0)
		tb.entries(newFiftyABC, cleoOut, []string{"buyback", "Cleo"})
	})

	t.Run("a Chuche undo whose last entry changed is asked again with No", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newChucheABC...)
		tb.cli(dealABC...)
		tb.cli(anaTurn...)
		r := tb.accessible("--game", "1")
		r.expect("Target on the top pile card (6..10): ")
		r.answer("9")
		r.expect("Ben's turn at 9: ")
		r.answer("undo")
		r.expect("Undo entry #2 (Ana's turn: R3 + R1 + G4)? [y/N]: ")
		tb.cli(chucheTurnTwo...) // the other terminal records Ben's turn
		r.answer("y")
		r.expect("Not undone: another terminal wrote to game #1 first.")
		r.expect("Another terminal recorded Ben's turn: Y5 discarded (entry #3).")
		r.expect("Undo entry #3 (Ben's turn: Y5 discarded)? [y/N]: ")
		r.answer("")
		r.end(0)
		tb.entries(newChucheABC, dealABC, anaTurn, chucheTurnTwo)
	})
}
