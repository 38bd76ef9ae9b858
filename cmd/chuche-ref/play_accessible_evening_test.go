package main

import (
	"bytes"
	"os/exec"
	"strings"
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
	feed := func(t *testing.T, tbl *ptyTable, lines ...string) string {
		t.Helper()
		cmd := exec.Command(bin, "play", "--accessible", "--game", "1")
		cmd.Env = tbl.env
		cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			t.Fatalf("play --accessible: %v\n%s", err, out.String())
		}
		return out.String()
	}

	t.Run("Chinchón", func(t *testing.T) {
		tbl := newPTYTable(t, bin)
		tbl.cli("new", "chinchon", "--players", "Ana,Ben,Cleo", "--preset", "fifty")
		out := feed(t, tbl,
			"a", handCut, handBen, handCleo, "",
			"b", handBen8, "30", "12", "", "", // Cleo out; the offer declined
			"buyback c", "",
			"cl", handBad, "", "back",
			"ana", handCut, "5", "7", "y",
			"undo", "y",
			"quit")
		assertInOrder(t, out, []string{"Hand 1 recorded (entry #1).", "discard: 9c, the best of the 8", "Cleo buys back in at", "Refused: invalid cut by Cleo", "Hand 3 recorded (entry #4).", "Undone: entry #4"})
		ref := newPTYTable(t, bin)
		ref.cli("new", "chinchon", "--players", "Ana,Ben,Cleo", "--preset", "fifty")
		ref.cli("round", "--cut", "Ana", "--hand", "Ana="+handCut, "--hand", "Ben="+handBen, "--hand", "Cleo="+handCleo)
		ref.cli("round", "--cut", "Ben", "--hand", "Ben="+handBenCut, "--cut-discard", "9c", "--points", "Ana=30", "--points", "Cleo=12")
		ref.cli("buyback", "Cleo")
		ref.cli("round", "--cut", "Ana", "--hand", "Ana="+handCut, "--points", "Ben=5", "--points", "Cleo=7")
		ref.cli("undo")
		sameLedger(t, tbl, ref)
	})

	t.Run("Chuche", func(t *testing.T) {
		tbl := newPTYTable(t, bin)
		tbl.cli(shortMatch[0]...)
		out := feed(t, tbl,
			"", "", "Y4 Y5 G6", // deal round 1; Ben deals
			"9", "R4 Y5", "",
			"10", "O4 G6", "",
			"8", "R5", "",
			"?", "G4 O5 Y6", "G4", "", // the pile is empty: no target asked
			"O6", "", "O5", "", "R6", "", "Y6", "", "G5", "")
		assertInOrder(t, out, []string{"Safest discard first:", "Ben discards G4.", "Match over: Ana won."})
		ref := newPTYTable(t, bin)
		for _, c := range shortMatch {
			ref.cli(c...)
		}
		ref.cli("turn", "--play", "G5", "--discard")
		sameLedger(t, tbl, ref)
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
	tbl := newPTYTable(t, bin)
	tbl.cli("new", "chinchon", "--players", "Ana,Ben")
	run := func(lines ...string) string {
		cmd := exec.Command(bin, "play", "--accessible", "--game", "1")
		cmd.Env = tbl.env
		cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			t.Fatalf("play --accessible: %v\n%s", err, out.String())
		}
		return out.String()
	}
	out := run("a", handCut)
	assertInOrder(t, out, []string{"Keep what you typed as a draft? [Y/n]: ", "Draft of hand 1 kept"})
	tbl.checkTotals(0, map[string]int{"Ana": 0, "Ben": 0})
	out = run("", handBen, "", "quit")
	assertInOrder(t, out, []string{
		"A draft of hand 1 was kept when play stopped:\n  a / " + handCut + "\n",
		"Resume it? [Y/n]: \n",
		"Hand 1 — who cut: a\n",
		"Ana's 7 cards, or 8 with the discard: " + handCut + "\n",
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
	tbl := newPTYTable(t, bin)
	tbl.cli("new", "chuche", "--players", "Ana,Ben")
	run := func(lines ...string) string {
		cmd := exec.Command(bin, "play", "--accessible", "--game", "1")
		cmd.Env = tbl.env
		cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			t.Fatalf("play --accessible: %v\n%s", err, out.String())
		}
		return out.String()
	}
	// Won piles: Ana's are typed, then quit at Ben's.
	out := run("2", "R1 R2 R3", "2", "quit", "")
	assertInOrder(t, out, []string{"Keep what you typed as a draft? [Y/n]: ", "Draft of round 1's won piles kept"})
	tbl.checkTotals(0, map[string]int{"Ana": 0, "Ben": 0})
	// Declined: the draft is gone and the menu is asked; a deal is begun
	// and stopped at its cards.
	out = run("n", "1", "", "quit", "")
	assertInOrder(t, out, []string{"A draft of round 1's won piles was kept when play stopped:\n  R1 R2 R3 / 2\n", "Resume it? [Y/n]: ", "What next", "Draft of round 1's deal kept"})
	// Resumed: the dealer is replayed, the cards asked.
	out = run("", "R1 Y2 G4", "quit")
	assertInOrder(t, out, []string{"A draft of round 1's deal was kept when play stopped:", "Resume it? [Y/n]: ", "The 3 cards dealt face up: R1 Y2 G4\n", "Round 1 dealt by Ben (entry #1)."})
}
