package main

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
)

// play replays a game at most once per entry: it opens the game once, and
// each hand is judged and recorded from the state the last one left — the
// game is read and replayed again only when another chuche-ref wrote it.
// Not parallel: scorekeeper.Replays counts for the whole process, and the
// tests that run Main in this process replay games too.
func TestPlayReplaysAtMostOncePerEntry(t *testing.T) {
	l := newPlayLedger(t)
	l.must(newAnaBen...)
	hand := []answer{typed("a"), typed(handCut), typed(handBen), confirmed(true)}
	var answers []answer
	for range 3 {
		answers = append(answers, hand...)
	}
	answers = append(answers, typed("quit"))
	before := scorekeeper.Replays()
	if code, out, errOut := l.run(true, []string{"play", "--game", "1"}, answers...); code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, errOut)
	}
	if got := scorekeeper.Replays() - before; got > 3 {
		t.Errorf("play replayed the game %d times for 3 hands; want at most one per entry", got)
	} else {
		t.Logf("3 hands, %d replays", got)
	}
}

// The same for Chuche: a deal and four turns (refusals entered again
// included) replay the game once, when it is opened.
func TestPlayChucheReplaysAtMostOncePerEntry(t *testing.T) {
	l := newPlayLedger(t)
	answers := []answer{
		chose("Chuche"), typed("Ana, Ben"), chose("no preset"), chose("Ben (the first seat plays first)"),
		chose("deal round 1"), chose("Ben (deals next"), typed("R1 Y2 G4"),
		typed("8"), typed("R3 Y2 G4"), // refused: 9, not 8
		typed("R3 R1 G4"), confirmed(true),
		typed("7"), typed("G5"), // refused: G5 can capture (CU-13)
		typed("G5 Y2"), chose("Steal"), confirmed(true),
		typed("7"), typed("O6"), confirmed(true),
		typed("6"), typed("+"), chose("use a Chuche card first (Ben holds Steal)"), chose("Steal"), chose("Ana"), typed("O2"),
		typed("Y4 O2"), confirmed(true),
		ctrlC("input"),
	}
	before := scorekeeper.Replays()
	if code, out, errOut := l.run(true, []string{"play"}, answers...); code != exitSIGINT {
		t.Fatalf("play: exit %d\n%s%s", code, out, errOut)
	}
	if got := scorekeeper.Replays() - before; got > 5 {
		t.Errorf("play replayed the game %d times for a deal and 4 turns; want at most one per entry", got)
	} else {
		t.Logf("5 entries, %d replays", got)
	}
}
