package main

import (
	"testing"
)

// TestPlayAccessibleEvenings: a Chinchón evening (an elimination, a
// buy-back, a refused cut, an undo) and a whole Chuche round played through
// play --accessible fed from a file give the same ledger — history --json
// payloads and standings — as the same evening entered with round, buyback,
// undo, deal and turn.
func TestPlayAccessibleEvenings(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref as processes of its own")
	}
	bin := chucheRef(t).path
	t.Run("Chinchón", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newChinchonEvening)
		out := tbl.playAccessible(t, nil,
			"a", handCut, handBen, handCleo, "",
			"b", handBen8, "30", "12", "", "", // Cleo out; the offer declined
			"buyback c", "",
			"cl", handBad, "", "back",
			"ana", handCut, "5", "7", "y",
			"undo", "y",
			"quit")
		assertInOrder(t, out, []string{"Hand 1 recorded (entry #1).", "discard: 9c, the best of the 8", "Cleo buys back in at", "Refused: invalid cut by Cleo", "Hand 3 recorded (entry #4).", "Undone: entry #4"})
		sameLedger(t, tbl, tableWith(t, bin, chinchonEvening...))
	})

	t.Run("Chuche", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, shortMatch[0])
		out := tbl.playAccessible(t, nil,
			"", "", "Y4 Y5 G6", // deal round 1; Ben deals
			"9", "R4 Y5", "",
			"10", "O4 G6", "",
			"8", "R5", "",
			"?", "G4 O5 Y6", "G4", "", // the pile is empty: no target asked
			"O6", "", "O5", "", "R6", "", "Y6", "", "G5", "")
		assertInOrder(t, out, []string{"Safest discard first:", "Ben discards G4.", "Match over: Ana won."})
		sameLedger(t, tbl, tableWith(t, bin, chucheShortRound...))
	})
}

// The end of the input in the middle of a hand (a file cut short) keeps
// what was answered as a draft, without a question left to answer it; the
// next play --accessible offers it and replays it as plain lines.
func TestPlayAccessibleDraft(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref as processes of its own")
	}
	bin := chucheRef(t).path
	tbl := tableWith(t, bin, newAnaBen)
	out := tbl.playAccessible(t, nil, "a", handCut)
	// The end of the input keeps the draft without asking.
	assertInOrder(t, out, []string{"Draft of hand 1 kept"})
	tbl.checkTotals(0, map[string]int{"Ana": 0, "Ben": 0})
	out = tbl.playAccessible(t, nil, "", "", "", handBen, "", "quit")
	assertInOrder(t, out, []string{
		"A draft of hand 1 was kept when play stopped:\n  who cut: Ana\n  cards (Ana): " + handCut + "\n",
		"Resume it? [Y/n]: \n",
		"Hand 1 — who cut [Ana]: \n",
		"Ana's 7 cards, or 8 with the discard [" + handCut + "]: \n",
		"Ben's 7 cards or points: " + handBen + "\n",
		"Hand 1 recorded (entry #1).",
	})
	tbl.checkTotals(1, map[string]int{"Ana": 4, "Ben": 26})
}

// "quit" typed at a Chuche deal's cards, or in the middle of won piles,
// stops as at the turn line and keeps what was answered as a draft; the
// next play --accessible offers it before its menu and replays it.
func TestPlayAccessibleChucheDrafts(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref as processes of its own")
	}
	bin := chucheRef(t).path
	tbl := tableWith(t, bin, newChucheAnaBen)
	// Won piles: Ana's are typed, then quit at Ben's.
	out := tbl.playAccessible(t, nil, "2", "R1 R2 R3", "2", "quit", "")
	assertInOrder(t, out, []string{"Keep what you typed as a draft? [Y/n]: ", "Draft of round 1's won piles kept"})
	tbl.checkTotals(0, map[string]int{"Ana": 0, "Ben": 0})
	// Declined: the draft is gone and the menu is asked; a deal is begun
	// and stopped at its cards.
	out = tbl.playAccessible(t, nil, "n", "1", "", "quit", "")
	assertInOrder(t, out, []string{"A draft of round 1's won piles was kept when play stopped:\n  won cards (Ana): R1 R2 R3\n  Chuche cards (Ana): 2\n", "Resume it? [Y/n]: ", "What next", "Draft of round 1's deal kept"})
	// Resumed: the dealer is the menu's default, the cards asked, the
	// deal confirmed (its lines came from a draft).
	out = tbl.playAccessible(t, nil, "", "", "R1 Y2 G4", "", "quit")
	assertInOrder(t, out, []string{"A draft of round 1's deal was kept when play stopped:", "Resume it? [Y/n]: ", "The 3 cards dealt face up: R1 Y2 G4\n", "Record round 1's deal by Ben (R1 Y2 G4)? [Y/n]: ", "Round 1 dealt by Ben (entry #1)."})
}
