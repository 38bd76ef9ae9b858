package play

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
)

// A round's match events (a tie for the lead plays on, CU-24) are worded in
// the table's language, as the entry's outcome gives them.
func TestEventLines(t *testing.T) {
	tie := fault.M("%s tie for the lead with %d: another round is played (tie=play_on, CU-24)", "Ana and Ben", 125)
	got := eventLines(i18n.New(i18n.De), []fault.Message{tie})
	if len(got) != 1 || got[0] == tie.String() || got[0] == "" {
		t.Errorf("the tie in German: %q", got)
	}
	if got := eventLines(i18n.English, []fault.Message{tie}); got[0] != tie.String() {
		t.Errorf("English: %q", got)
	}
	if got := upperFirst("¡hola"); got != "¡hola" {
		t.Errorf("upperFirst: %q", got)
	}
	if got := upperFirst("ana"); got != "Ana" {
		t.Errorf("upperFirst: %q", got)
	}
}
