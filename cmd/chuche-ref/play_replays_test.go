package main

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
)

// play replays a game at most once per entry: it opens the game once, and
// each hand is judged and recorded from the state the last one left — the
// game is read and replayed again only when another chuche-ref wrote it.
func TestPlayReplaysAtMostOncePerEntry(t *testing.T) {
	l := newPlayLedger(t)
	l.must(newAnaBen...)
	hand := []answer{chose("Ana"), typed(handCut), chose("7 cards"), typed(handBen), confirmed(true)}
	var answers []answer
	for n := range 3 {
		if n > 0 {
			answers = append(answers, chose("play hand"))
		}
		answers = append(answers, hand...)
	}
	answers = append(answers, chose("quit"))
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
		chose("Chuche"), typed("Ana, Ben"), chose("no preset"),
		chose("deal round 1"), chose("Ben (deals next"), typed("R1 Y2 G4"),
		typed("8"), chose("capture"), typed("R3"), typed("Y2 G4"), // refused: 9, not 8
		chose("capture"), keptDefault("R3"), typed("R1 G4"), confirmed(true),
		typed("7"), chose("discard"), typed("G5"), // refused: G5 can capture (CU-13)
		chose("capture"), keptDefault("G5"), typed("Y2"), chose("Steal"), confirmed(true),
		keptDefault("7"), chose("discard"), typed("O6"), confirmed(true),
		typed("6"), chose("use a Chuche card first (Ben holds Steal)"), chose("Steal"), chose("Ana"), typed("O2"),
		chose("capture"), typed("Y4"), typed("O2"), confirmed(true),
		ctrlC("input"),
	}
	before := scorekeeper.Replays()
	if code, out, errOut := l.run(true, []string{"play"}, answers...); code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, errOut)
	}
	if got := scorekeeper.Replays() - before; got > 5 {
		t.Errorf("play replayed the game %d times for a deal and 4 turns; want at most one per entry", got)
	} else {
		t.Logf("5 entries, %d replays", got)
	}
}
