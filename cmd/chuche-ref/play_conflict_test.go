package main

import "testing"

// Another terminal records the very turn being typed: at the confirmation
// play reads the game again, refuses the typed turn with the reason (it is
// not Ana's turn any more) and offers its line again at the next turn line
// — nothing typed is dropped.
func TestPlayChucheConflict(t *testing.T) {
	t.Parallel()
	l := newPlayLedger(t)
	l.must(newChucheAnaBen...)
	l.must(dealR1Y2G4...)
	other := func() { l.must("turn", "--target", "8", "--play", "R3", "--take", "R1,G4") }
	code, out, _ := l.run(true, []string{"play", "--game", "1"},
		typed("8"), typed("R3 R1 G4"),
		meanwhile(other, confirmed(true)),
		typed("7"),
		typedOver("R3 R1 G4", "G5 Y2"), chose("Steal"), confirmed(true),
		ctrlC("input"))
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	assertInOrder(t, out, []string{
		"Ana: R3 + R1 + G4 = 8, 7 points.",
		"Not recorded: another terminal wrote to game #1 first. The turn as typed, judged again:",
		"Refused: it is not Ana's turn any more; what was typed is offered at the next turn line.",
		"Round 1, turn 2 (dealt by Ben):",
		"Turn recorded (entry #3).",
	})
}

// Another terminal records a hand while one is typed: the typed hand is
// judged again as the next hand and recorded once confirmed.
func TestPlayChinchonConflict(t *testing.T) {
	t.Parallel()
	l := newPlayLedger(t)
	l.must(newAnaBen...)
	other := func() { l.must(roundOne...) }
	code, out, _ := l.run(true, []string{"play", "--game", "1"},
		typed("b"), typed(handCut), typed("20"),
		meanwhile(other, confirmed(true)),
		confirmed(true),
		typed("quit"))
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	assertInOrder(t, out, []string{
		"Hand 1 as the referee scores it:",
		"Not recorded: another terminal wrote to game #1 first (1 hand now). The hand as typed, judged again:",
		"Hand 2 as the referee scores it:",
		"Hand 2 recorded (entry #2).",
	})
	if got := totals(l.standings("1")); !mapsEqual(got, map[string]int{"Ana": 24, "Ben": 30}) {
		t.Errorf("totals %v", got)
	}
}
