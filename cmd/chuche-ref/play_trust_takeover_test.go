package main

import (
	"strings"
	"testing"
)

// TestPlayTrustTakeoverAccessible: a session whose draft another session
// took over while it sat at the confirmation records the hand it confirmed,
// learns then that the draft is no longer its own, and never offers its
// own recorded hand back to itself as the next one.
func TestPlayTrustTakeoverAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path
	tb := newTrustTable(t, bin)
	tb.cli(newAnaBenCleo...)
	kept := tb.accessible("--game", "1")
	kept.answer("a", handCut)
	kept.expect("Ben's 7 cards or points: ")
	kept.end(0) // the end of the input keeps hand 1 as a draft

	a := tb.accessible("--game", "1")
	a.expect("Resume it? [Y/n]: ")
	a.answer("", "", "", handBen, "10")
	a.expect("Record hand 1? [Y/n]: ")
	b := tb.accessible("--game", "1")
	b.expect("Take it over? [y/N]: ")
	b.answer("y")
	b.expect("Resume it? [Y/n]: ")
	a.answer("y")
	a.expect("Hand 1 recorded (entry #1).")
	a.expect("The draft of game #1 was taken over by the play session on ")
	a.expect("This session keeps no draft of game #1: if it stops half-way, what was typed is printed to type again.")
	a.expect("Hand 2 — who cut: ")
	a.answer("b")
	a.expect("Ben's 7 cards, or 8 with the discard: ")
	out := a.end(4) // a draft it had to keep and could not: said, exit 4
	if strings.Contains(out, "offered as hand 2") || strings.Contains(out, "Record hand 2") {
		t.Errorf("the session's own hand was offered back to it:\n%s", out)
	}
	if !strings.Contains(out, "What you typed for hand 2, to type again:") || !strings.Contains(out, "  who cut: Ben") {
		t.Errorf("the lines typed after the takeover are not printed:\n%s", out)
	}
	b.end(0)
	tb.entries(newAnaBenCleo, roundOneOfThree)
}
