package main

import "testing"

// Another terminal records the very turn being typed: at the confirmation
// play reads the game again, says that Ana's turn was recorded, shows what
// was typed as text and goes on to Ben's turn with an empty line — a typed
// line is never offered to another player.
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
		typedOver("", "G5 Y2"), chose("Steal"), confirmed(true),
		ctrlC("input"))
	if code != exitSIGINT {
		t.Fatalf("exit %d\n%s", code, out)
	}
	assertInOrder(t, out, []string{
		"Ana: R3 + R1 + G4 = 8, 7 points.",
		"Not recorded: another terminal wrote to game #1 first.",
		"This turn of Ana is already recorded (entry #2).",
		"What was typed for round 1, turn 1 (Ana), not offered to anyone else:",
		"  turn line (Ana): R3 R1 G4",
		"Round 1, turn 2 (dealt by Ben):",
		"Turn recorded (entry #3).",
	})
}

// Another terminal records a different hand while one is typed: the typed
// hand is judged again as the next hand and offered with No as the
// default; the same hand recorded meanwhile is named and not offered.
func TestPlayChinchonConflict(t *testing.T) {
	t.Parallel()
	t.Run("a different hand", func(t *testing.T) {
		t.Parallel()
		l := newPlayLedger(t)
		l.must(newAnaBen...)
		other := func() { l.must(roundOne...) }
		code, out, _ := l.run(true, []string{"play", "--game", "1"},
			typed("b"), typed(handCut), typed("20"),
			meanwhile(other, confirmed(true)),
			confirmedOver(false, true),
			typed("quit"))
		if code != 0 {
			t.Fatalf("exit %d\n%s", code, out)
		}
		assertInOrder(t, out, []string{
			"Hand 1 as the referee scores it:",
			"Not recorded: another terminal wrote to game #1 first (1 hand now).",
			"The hand as typed, judged again against the game as it is now:",
			"Hand 2 as the referee scores it:",
			"Hand 2 recorded (entry #2).",
		})
		if got := totals(l.standings("1")); !mapsEqual(got, map[string]int{"Ana": 24, "Ben": 30}) {
			t.Errorf("totals %v", got)
		}
	})
	t.Run("the same hand", func(t *testing.T) {
		t.Parallel()
		l := newPlayLedger(t)
		l.must(newAnaBen...)
		other := func() { l.must(roundOne...) }
		code, out, _ := l.run(true, []string{"play", "--game", "1"},
			typed("a"), typed(handCut), typed(handBen),
			meanwhile(other, confirmed(true)),
			typed("quit"))
		if code != 0 {
			t.Fatalf("exit %d\n%s", code, out)
		}
		assertInOrder(t, out, []string{
			"Not recorded: another terminal wrote to game #1 first (1 hand now).",
			"This hand is already recorded as hand 1 (entry #1); it is not offered again.",
		})
		if s := l.standings("1"); s.Round != 1 {
			t.Errorf("%d hands recorded, want the other terminal's one", s.Round)
		}
	})
}
