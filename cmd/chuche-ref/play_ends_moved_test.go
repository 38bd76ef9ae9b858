package main

import (
	"os"
	"strings"
	"testing"
)

// TestPlayEndsMovedAccessible: the finished game's menu is answered for
// the game as it is now, and a draft kept for it is never hidden.
func TestPlayEndsMovedAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path

	// A hand half typed and kept; another terminal then ends the game.
	keptThenEnded := func(t *testing.T) *trustTable {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(endsHandOne...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut)
		r.expect("Ben's 7 cards or points: ")
		r.end(0)
		tb.cli(endsBenWins...)
		return tb
	}

	t.Run("a finished game shows its draft; quit drops it", func(t *testing.T) {
		tb := keptThenEnded(t)
		r := tb.accessible("--game", "1")
		r.expect("A draft of hand 2 was kept when play stopped:")
		r.expect("  who cut: Ana")
		r.expect("  cards (Ana): " + handCut)
		r.expect("Game #1 is over, so the draft is not offered: an undo that re-opens the game offers it again; a rematch, a new game or quit drops it.")
		r.expect("Game #1 is over — what next, 1 to 4 [4]: ")
		r.answer("")
		r.end(0)
		if _, err := os.Stat(tb.draftPath(1)); !os.IsNotExist(err) {
			t.Errorf("the draft is still kept after quit: %v", err)
		}
		tb.entries(newAnaBenCleo, endsHandOne, endsBenWins)
	})

	t.Run("play without --game names the finished game's draft", func(t *testing.T) {
		tb := keptThenEnded(t)
		r := tb.accessible()
		r.expect(`A draft of game #1 "g" is kept, but the game is over: chuche-ref play --game 1 shows it.`)
		r.expect("New game: which game")
		r.end(0)
		if _, err := os.Stat(tb.draftPath(1)); err != nil {
			t.Errorf("the draft is gone: %v", err)
		}
		tb.entries(newAnaBenCleo, endsHandOne, endsBenWins)
	})

	t.Run("an undo at the end offers the draft again, with No", func(t *testing.T) {
		tb := keptThenEnded(t)
		r := tb.accessible("--game", "1")
		r.expect("Game #1 is over — what next, 1 to 4 [4]: ")
		r.answer("undo", "y")
		r.expect("A draft of hand 2 was kept when play stopped:")
		r.expect("Resume it? [y/N]: ")
		r.end(0)
		tb.entries(newAnaBenCleo, endsHandOne, endsBenWins, []string{"undo"})
	})

	t.Run("a rematch is not made when another terminal re-opened the game", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(endsHandOne...)
		tb.cli(endsBenWins...)
		r := tb.accessible("--game", "1")
		r.expect("Game #1 is over — what next, 1 to 4 [4]: ")
		tb.cli("undo")
		r.answer("rematch")
		r.expect("Game #1 is open again: another terminal wrote to it meanwhile. Play goes on with it.")
		r.expect("Hand 2 — who cut: ")
		r.end(0)
		if games := tb.cli("games", "--json"); strings.Contains(games, `"id": 2`) {
			t.Errorf("a rematch was made of a game that is open again:\n%s", games)
		}
		tb.entries(newAnaBenCleo, endsHandOne, endsBenWins, []string{"undo"})
	})

	t.Run("a Chuche rematch is not made when another terminal re-opened the match", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		for _, c := range chucheShortRound {
			tb.cli(c...)
		}
		r := tb.accessible("--game", "1")
		r.expect("Game #1 is over — what next, 1 to 4 [4]: ")
		tb.cli("undo")
		r.answer("2")
		r.expect("Game #1 is open again: another terminal wrote to it meanwhile. Play goes on with it.")
		r.expect("Round 1, turn 9 (dealt by Ben):")
		r.end(0)
		if games := tb.cli("games", "--json"); strings.Contains(games, `"id": 2`) {
			t.Errorf("a rematch was made of a match that is open again:\n%s", games)
		}
		tb.entries(append(chucheShortRound, []string{"undo"})...)
	})
}
