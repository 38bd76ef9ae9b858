package main

import (
	"strings"
	"testing"
)

// Another terminal records hand 2 without Cleo (her chance to buy back
// ends), undoes it (the chance is back) and records her buy-back.
var (
	handTwoBenNoCleo = []string{"round", "--cut", "Ben", "--hand", "Ben=" + handCut, "--points", "Ana=10"}
	cleoBuysBack     = []string{"buyback", "Cleo"}
)

// TestPlayJudgedNowAccessible: every answer at a Chinchón hand's first
// question is judged against the game as it is now, and the standings and
// the score sheet show it: after another terminal wrote, play does not go
// on from what it read before.
func TestPlayJudgedNowAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path
	tb := newTrustTable(t, bin)
	tb.cli(newFiftyABC...)
	tb.cli(cleoOut...)
	r := tb.accessible("--game", "1")
	r.expect("Hand 2 — who cut: ")
	tb.cli(handTwoBenNoCleo...)
	tb.cli("undo")
	tb.cli(cleoBuysBack...)
	r.answer("buyback c")
	// The question waited while the game moved: what was written is said,
	// and the question asked afresh, the answer offered again.
	r.expect("Another terminal recorded a Chinchón hand (entry #2).")
	r.expect("Another terminal undid entry #2 (entry #3).")
	r.expect("Another terminal recorded Cleo's buy-back (entry #4).")
	r.expect("Hand 2 — who cut [buyback c]: ")
	r.answer("")
	r.expect("Refused: no buy-back for Cleo: Cleo is still in; only a player who is out can buy back (CN-13)")
	r.expect("Hand 2 — who cut [buyback c]: ")
	r.answer("standings")
	r.expect("  Cleo    10     in      1")
	r.expect("Hand 2 — who cut: ")
	r.answer("grid")
	r.expect("↺")
	r.expect("Hand 2 — who cut: ")
	r.answer("c")
	r.expect("Cleo's 7 cards, or 8 with the discard: ")
	out := r.end(0)
	for _, stale := range []string{"the chance to buy back ended", "is no player who is in the game"} {
		if strings.Contains(out, stale) {
			t.Errorf("an answer was judged against the game as it was (%q):\n%s", stale, out)
		}
	}
	tb.entries(newFiftyABC, cleoOut, handTwoBenNoCleo, []string{"undo"}, cleoBuysBack)
}

// TestPlayQuestionStaleAccessible: a hand recorded by another terminal
// while "Hand 1 — who cut" waited is said, and the question asked again as
// hand 2 with the answer offered; a game another terminal ended meanwhile
// goes to its end's menu, offering no buy-back that cannot be.
func TestPlayQuestionStaleAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path
	t.Run("a hand recorded meanwhile", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		newGame := []string{"new", "chinchon", "--players", "Ana,Ben"}
		benCut := []string{"round", "--cut", "Ben", "--hand", "Ben=1-3o5ceb4c", "--points", "Ana=5"}
		tb.cli(newGame...)
		r := tb.accessible("--game", "1")
		r.expect("Hand 1 — who cut: ")
		tb.cli(benCut...)
		r.answer("b")
		r.expect("Another terminal recorded hand 1: Ben cut (entry #1).")
		r.expect("Hand 2 — who cut [b]: ")
		r.answer("quit")
		r.end(0)
		tb.entries(newGame, benCut)
	})
	t.Run("the game ended meanwhile", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		newGame := []string{"new", "chinchon", "--players", "Ana,Ben", "--rule", "buyback=false", "--rule", "limit=20"}
		anaWins := []string{"round", "--cut", "Ana", "--hand", "Ana=1-3o5ceb4c", "--points", "Ben=30"}
		tb.cli(newGame...)
		r := tb.accessible("--game", "1")
		r.expect("Hand 1 — who cut: ")
		tb.cli(anaWins...)
		r.answer("a")
		r.expect("Another terminal recorded hand 1: Ana cut (entry #1).")
		r.expect("Game #1 is over — what next")
		out := r.end(0)
		if strings.Contains(out, "buyback NAME re-opens it") {
			t.Errorf("a buy-back offered that no rule allows:\n%s", out)
		}
		tb.entries(newGame, anaWins)
	})
}
