package main

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// judged is how many Chinchón hands and ledger entries the process has
// judged, and stored entries it has decoded, so far.
type judged struct{ hands, entries, decodes int64 }

func judgedNow() judged {
	return judged{scorer.HandJudgements(), scorer.Judgements(), scorekeeper.Decodes()}
}

func (j judged) since(before judged) judged {
	return judged{j.hands - before.hands, j.entries - before.entries, j.decodes - before.decodes}
}

// A hand typed in play is judged once, to be shown, and recorded from that
// judgement: three hands, three judgements, and nothing read back from the
// ledger. `round` judges the hand it records once, and reads the entries
// before it once (from the snapshot, without judging them).
func TestHandsAreJudgedOncePerShowAndRecord(t *testing.T) {
	l := newPlayLedger(t)
	l.must(newAnaBen...)
	var answers []answer
	for range 3 {
		answers = append(answers, typed("a"), typed(handCut), typed(handBen), confirmed(true))
	}
	answers = append(answers, typed("quit"))
	before := judgedNow()
	if code, out, errOut := l.run(true, []string{"play", "--game", "1"}, answers...); code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, errOut)
	}
	if got := judgedNow().since(before); got != (judged{hands: 3, entries: 3}) {
		t.Errorf("3 hands shown and recorded in play: %+v judged; want each hand judged once", got)
	}

	before = judgedNow()
	l.must(roundOne...)
	if got := judgedNow().since(before); got != (judged{hands: 1, entries: 1}) {
		t.Errorf("round after 3 hands: %+v; want the hand judged once, the 3 before it neither read nor judged (the ledger is as chuche-ref left it)", got)
	}
	if s := l.standings("1"); s.Round != 4 {
		t.Fatalf("%d hands recorded, want 4", s.Round)
	}
}

// When another terminal records while a hand is shown, the hand is judged
// again against the game as it now stands — once — and shown again;
// recording it then judges nothing more.
func TestHandJudgedAgainOnlyWhenTheGameMovedOn(t *testing.T) {
	l := newPlayLedger(t)
	l.must(newAnaBen...)
	var other judged
	recordOther := func() {
		b := judgedNow()
		l.must(roundOne...)
		other = judgedNow().since(b)
	}
	before := judgedNow()
	code, out, _ := l.run(true, []string{"play", "--game", "1"},
		typed("b"), typed(handCut), typed("20"),
		meanwhile(recordOther, confirmed(true)),
		confirmed(true),
		typed("quit"))
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	assertInOrder(t, out, []string{"Hand 1 as the referee scores it:", "Hand 2 as the referee scores it:", "Hand 2 recorded (entry #2)."})
	// Shown (1), the other terminal's hand read and replayed when play
	// picks it up (1 decoded, 1 judged), shown again (1); recorded: none.
	got := judgedNow().since(before).since(other)
	if want := (judged{hands: 3, entries: 3, decodes: 1}); got != want {
		t.Errorf("a hand shown, moved on and recorded: %+v judged; want %+v", got, want)
	}
}
