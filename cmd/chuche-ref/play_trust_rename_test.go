package main

import (
	"slices"
	"strings"
	"testing"
)

// TestPlayTrustRename renames players from another terminal while play
// has an entry typed, and between a draft kept and resumed: a rename is a
// new label for the same seat, so what was typed stays its seat's, is
// judged again with the names as they are now and is recorded only once
// the table confirms it under them.
func TestPlayTrustRename(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path
	renameBen := []string{"players", "rename", "Ben", "Bob"}

	// Enter at "Record hand 1?" after the rename stopped play with exit 2,
	// the hand lost: the store refused the summary naming Ben.
	t.Run("a Chinchón hand typed before a rename is judged again under the new name", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut, handBen, "10")
		r.expect("Record hand 1? [Y/n]: ")
		tb.cli(renameBen...)
		r.answer("")
		r.expect("Ben is now called Bob (renamed by another terminal).")
		r.expect("Not recorded: another terminal wrote to game #1 first")
		r.expect("The hand as typed, judged again against the game as it is now:")
		r.expect("Bob")
		r.expect("Record hand 1? [y/N]: ")
		r.answer("") // No: typed again, every line its seat's default
		r.expect("Hand 1 — who cut [Ana]: ")
		r.answer("", "")
		r.expect("Bob's 7 cards or points [" + handBen + "]: ")
		r.answer("", "")
		r.expect("Record hand 1? [y/N]: ")
		r.answer("y")
		r.expect("Hand 1 recorded (entry #1).")
		r.end(0)
		tb.entries(newAnaBenCleo, renameBen,
			[]string{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--hand", "Bob=" + handBen, "--points", "Cleo=10"})
	})

	t.Run("a Chuche turn typed before its player was renamed is offered under the new name with No", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newChucheABC...)
		tb.cli(dealABC...)
		r := tb.accessible("--game", "1")
		r.answer("8", "R3 R1 G4")
		r.expect("Record Ana's turn? [Y/n]: ")
		renameAna := []string{"players", "rename", "Ana", "Anna"}
		tb.cli(renameAna...)
		r.answer("")
		r.expect("Ana is now called Anna (renamed by another terminal).")
		r.expect("The turn as typed, judged again against the game as it is now:")
		r.expect("Record Anna's turn? [y/N]: ")
		r.answer("y")
		r.expect("Turn recorded (entry #2).")
		out := r.end(0)
		if strings.Contains(out, "not seated") || strings.Contains(out, "It is not Ana's turn any more") {
			t.Errorf("the renamed player's turn was lost:\n%s", out)
		}
		tb.entries(newChucheABC, dealABC, renameAna, anaTurn)
	})

	// A Steal entered ahead of the turn line, then a rename of its thief:
	// play stopped with exit 2 ("R0" is not a Chuche card).
	t.Run("a turn with a Steal typed before a rename is offered under the new name", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		for _, c := range benHoldsSteal {
			tb.cli(c...)
		}
		r := tb.accessible("--game", "1")
		r.answer("6", "+", "3", "2", "Ana", "O2")
		r.expect("This turn so far: Ben steals O2 from Ana")
		r.answer("Y4 O2")
		r.expect("Record Ben's turn? [Y/n]: ")
		renameBen := []string{"players", "rename", "Ben", "Bob"}
		tb.cli(renameBen...)
		r.answer("")
		r.expect("Ben is now called Bob (renamed by another terminal).")
		r.expect("Record Bob's turn? [y/N]: ")
		r.answer("y")
		r.expect("Turn recorded (entry #5).")
		r.end(0)
		tb.entries(append(slices.Clone(benHoldsSteal), renameBen, benSteals)...)
	})

	// Kept before the rename, the draft said "cards (Ben)" and Bob's
	// prompt came up empty: Ben's cards were lost.
	t.Run("a draft follows a renamed seat", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut, handBen)
		r.expect("Cleo's 7 cards or points: ")
		r.end(0)
		tb.cli(renameBen...)
		r = tb.accessible("--game", "1")
		r.expect("A draft of hand 1 was kept when play stopped:")
		r.expect("Ben is now called Bob (renamed since the draft was typed).")
		r.expect("  cards (Bob): " + handBen)
		r.expect("Resume it? [y/N]: ")
		r.answer("y", "", "")
		r.expect("Bob's 7 cards or points [" + handBen + "]: ")
		r.answer("", "10")
		r.expect("Record hand 1? [y/N]: ")
		r.answer("y")
		r.expect("Hand 1 recorded (entry #1).")
		r.end(0)
		tb.entries(newAnaBenCleo, renameBen,
			[]string{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--hand", "Bob=" + handBen, "--points", "Cleo=10"})
	})

	// With Ben's and Cleo's names swapped, the cards typed for the second
	// seat were offered to the third, now called Ben, and recorded under
	// the Yes default: a score nobody confirmed.
	t.Run("a draft's lines stay their seats' when names are swapped", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut, handBen)
		r.expect("Cleo's 7 cards or points: ")
		r.end(0)
		swap := [][]string{{"players", "rename", "Ben", "Xx"}, {"players", "rename", "Cleo", "Ben"}, {"players", "rename", "Xx", "Cleo"}}
		for _, args := range swap {
			tb.cli(args...)
		}
		r = tb.accessible("--game", "1")
		r.expect("A draft of hand 1 was kept when play stopped:")
		r.expect("Ben is now called Cleo (renamed since the draft was typed).")
		r.expect("Cleo is now called Ben (renamed since the draft was typed).")
		r.expect("  cards (Cleo): " + handBen)
		r.expect("Resume it? [y/N]: ")
		r.answer("y", "", "")
		r.expect("Cleo's 7 cards or points [" + handBen + "]: ")
		r.answer("")
		r.expect("Ben's 7 cards or points: ") // the third seat typed nothing
		r.answer("10")
		r.expect("Record hand 1? [y/N]: ")
		r.answer("") // Enter records nothing
		r.expect("Not recorded. Enter the hand again")
		r.end(0)
		tb.entries(append([][]string{newAnaBenCleo}, swap...)...)
	})

	t.Run("won piles typed before a rename are offered under the new name with No", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		newAB := []string{"new", "chuche", "--players", "Ana,Ben"}
		tb.cli(newAB...)
		r := tb.accessible("--game", "1")
		r.expect("What next, 1 to ")
		r.answer("2", "R1 R2 R3", "0", "Y1", "0")
		r.expect("Record round 1? [Y/n]: ")
		tb.cli(renameBen...)
		r.answer("")
		r.expect("Ben is now called Bob (renamed by another terminal).")
		r.expect("Record round 1? [y/N]: ")
		r.answer("y")
		r.end(0)
		tb.entries(newAB, renameBen, []string{"round", "--won", "Ana=R1 R2 R3", "--won", "Bob=Y1", "--chuche", "Ana=0", "--chuche", "Bob=0"})
	})

	t.Run("a deal typed before its dealer was renamed is confirmed under the new name", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newChucheABC...)
		r := tb.accessible("--game", "1")
		r.expect("What next, 1 to ")
		r.answer("1")
		r.expect("Round 1: who deals, 1 to 3 [")
		r.answer("Cleo")
		r.expect("The 3 cards dealt face up: ")
		renameCleo := []string{"players", "rename", "Cleo", "Clea"}
		tb.cli(renameCleo...)
		r.answer("R5 Y1 B4")
		r.expect("Cleo is now called Clea (renamed by another terminal).")
		r.expect("Record round 1's deal by Clea (R5 Y1 B4)? [y/N]: ")
		r.answer("y")
		r.expect("Round 1 dealt by Clea (entry #1).")
		r.end(0)
		tb.entries(newChucheABC, renameCleo, []string{"deal", "--dealer", "Clea", "--table", "R5 Y1 B4"})
	})

	t.Run("an undo confirmed after a rename is asked again and undoes", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(roundOneOfThree...)
		r := tb.accessible("--game", "1")
		r.expect("Hand 2 — who cut: ")
		r.answer("undo")
		r.expect("Undo entry #1 (")
		r.expect("? [y/N]: ")
		tb.cli(renameBen...)
		r.answer("y")
		r.expect("Ben is now called Bob (renamed by another terminal).")
		r.expect("Not undone: another terminal wrote to game #1 first.")
		r.expect("Undo entry #1 (")
		r.expect("? [y/N]: ")
		r.answer("y")
		r.expect("Undone: entry #1 (")
		r.end(0)
		tb.entries(newAnaBenCleo, roundOneOfThree, renameBen, []string{"undo"})
	})
}
