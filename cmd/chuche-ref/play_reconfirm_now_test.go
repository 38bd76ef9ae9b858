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
