package play

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// A round's match events (a tie for the lead plays on, CU-24) are worded in
// the table's language; a match read back from its snapshot, whose events
// are English text only, keeps them English.
func TestNewEventWords(t *testing.T) {
	tie := fault.M("%s tie for the lead with %d: another round is played (tie=play_on, CU-24)", "Ana and Ben", 125)
	deals := fault.M("%s deals round %d", "Ana", 2)
	m := scorer.ChucheMatch{Events: []string{"old event", deals.String(), tie.String()}, EventWords: []fault.Message{deals, tie}}
	de := i18n.New(i18n.De)
	got := de.SayAll(newEventWords(m, 1), m.Events[2:])
	if len(got) != 1 || got[0] == tie.String() || got[0] == "" {
		t.Errorf("the tie in German: %q", got)
	}
	if got := i18n.English.SayAll(newEventWords(m, 1), m.Events[2:]); got[0] != tie.String() {
		t.Errorf("English: %q", got)
	}
	if w := newEventWords(m, 3); w != nil {
		t.Errorf("3 events, 2 words: %v", w)
	}
	read := scorer.ChucheMatch{Events: []string{tie.String()}}
	if got := de.SayAll(newEventWords(read, 1), read.Events); got[0] != tie.String() {
		t.Errorf("read back: %q", got)
	}
	if got := upperFirst("¡hola"); got != "¡hola" {
		t.Errorf("upperFirst: %q", got)
	}
	if got := upperFirst("ana"); got != "Ana" {
		t.Errorf("upperFirst: %q", got)
	}
}
