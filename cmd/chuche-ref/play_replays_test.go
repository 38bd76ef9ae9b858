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
