package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// What is typed for an entry is kept as named lines: a line asked again
// after a refusal takes the place of the refused one, a step back offers
// the lines from there on again, and an entry typed again offers them all,
// its first line included.
func TestTypingLines(t *testing.T) {
	ty := &typing{what: What{Kind: draftHand, Round: 2}, seq: 3}
	ty.answer(askCut, "", "Ana")
	ty.answer(askCards, "Ana", "1o 2o 3o 5c 5e 5b 8x")
	ty.answer(askCards, "Ana", "1-3o 5ceb 4c 12e") // asked again after a refusal
	ty.answer(askCards, "Ben", "7o 7c")
	if got := ty.def(askCards, "Ben", "x"); got != "x" {
		t.Errorf("an answered line is no default: %q", got)
	}
	ty.back(askCards, "Ben")
	if got := ty.def(askCards, "Ben", ""); got != "7o 7c" {
		t.Errorf("back: Ben's line offered %q", got)
	}
	ty.answer(askCards, "Ben", "7o 7c 7e 10b 11b 12b 3c")
	ty.again()
	want := []Line{{askCut, "", "Ana"}, {askCards, "Ana", "1-3o 5ceb 4c 12e"}, {askCards, "Ben", "7o 7c 7e 10b 11b 12b 3c"}}
	if !slices.Equal(ty.offered, want) {
		t.Errorf("again offers %v, want %v", ty.offered, want)
	}
	if got := ty.def(askCut, "", ""); got != "Ana" {
		t.Errorf("a declined hand's who cut is offered %q", got)
	}
	ty.answer(askCut, "", "Ana")
	ty.stopped(askCards, "Ana", "1-3o 5c")
	d := ty.draft(7)
	if d.Format != draftFormat || d.Game != 7 || d.Seq != 3 || d.Partial == nil || d.Partial.Text != "1-3o 5c" {
		t.Fatalf("draft %+v", d)
	}
	// The lines not asked again yet are kept, the one being typed is the
	// partial line: nothing resumed is lost by stopping early.
	wantLines := []Line{{askCut, "", "Ana"}, {askCards, "Ben", "7o 7c 7e 10b 11b 12b 3c"}}
	if !slices.Equal(d.Lines, wantLines) {
		t.Errorf("draft lines %v, want %v", d.Lines, wantLines)
	}
}

// Every text of a draft read from a file is neutralised: an escape
// sequence or an OSC 52 in any field never reaches the terminal raw, shown
// or offered as a default.
func TestDecodeDraftNeutralises(t *testing.T) {
	esc := `\u001b]52;c;ZWNobyBoaQ==\u0007\u001b[2J`
	b := []byte(`{"format":2,"game":1,"seq":0,"what":{"kind":"turn` + esc + `","round":1,"turn":1,"player":"Ana` + esc + `"},` +
		`"lines":[{"ask":"who` + esc + `","player":"B` + esc + `","text":"1o` + esc + `"}],"partial":{"ask":"cards","player":"Ben","text":"7o` + esc + `"}}`)
	d, err := decodeDraft(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{d.What.Kind, d.What.Player, d.Lines[0].Ask, d.Lines[0].Player, d.Lines[0].Text, d.Partial.Text} {
		if strings.ContainsAny(s, "\x1b\x07") {
			t.Errorf("a raw control character in %q", s)
		}
	}
	if _, err := decodeDraft([]byte(`{"game":1,"what":"hand 1","answers":["a","#1","y"]}`)); err == nil {
		t.Error("a draft of the old format was read as a draft")
	}
}

// A draft line pasted by mistake is shown cut, saying how much more there
// is, and kept whole to be offered.
func TestDraftTextCutsALongLine(t *testing.T) {
	s := &Session{P: i18n.New(i18n.En)}
	long := strings.Repeat("1o ", 3000)
	d := Draft{Lines: []Line{{Ask: askCards, Player: "Ana", Text: long}, {Ask: askCut, Text: "Ana"}}}
	lines := s.draftText(d)
	want := s.P.Sprintf("… (%d more characters)", len([]rune(long))-shownDraftText)
	if len(lines[0]) > shownDraftText+80 || !strings.HasSuffix(lines[0], want) {
		t.Errorf("the long line is shown as %d bytes ending %q; want it cut, ending %q", len(lines[0]), lines[0][max(0, len(lines[0])-40):], want)
	}
	if !strings.HasSuffix(lines[1], ": Ana") {
		t.Errorf("a short line is shown as %q", lines[1])
	}
	if d.Lines[0].Text != long {
		t.Error("the draft's line was cut, not only its showing")
	}
	one := strings.Repeat("x", shownDraftText+1)
	if got := s.shortText(one); !strings.HasSuffix(got, "… (1 more character)") {
		t.Errorf("one character over shows as %q", got)
	}
}

// A draft's lines follow their seats through a rename, swapped names
// included: each line's player, and a name typed as an answer, become the
// seat's name now; cards stay as typed. A draft without seats (written
// before they were kept) decodes without them, and is matched by name.
func TestDraftRespellFollowsSeats(t *testing.T) {
	d, err := decodeDraft([]byte(`{"format":2,"game":1,"seq":0,"what":{"kind":"turn","round":1,"turn":2,"player":"Ben"},
		"lines":[{"ask":"who cut","text":"ch Ben"},{"ask":"cards","player":"Ben","text":"7o 7c"},
		{"ask":"victim","player":"Ben","text":"Cleo"},{"ask":"cards","player":"Cleo","text":"Ben"}],
		"seats":["Ana","Ben","Cleo"]}`))
	if err != nil {
		t.Fatal(err)
	}
	got := d.respell(map[string]string{"Ben": "Cleo", "Cleo": "Ben"}, []string{"Ana", "Cleo", "Ben"})
	want := []Line{{askCut, "", "ch Cleo"}, {askCards, "Cleo", "7o 7c"}, {askVictim, "Cleo", "Ben"}, {askCards, "Ben", "Ben"}}
	if !slices.Equal(got.Lines, want) || got.What.Player != "Cleo" || !slices.Equal(got.Seats, []string{"Ana", "Cleo", "Ben"}) {
		t.Errorf("respelled draft = %+v\nwant lines %+v", got, want)
	}
	if d.Lines[1].Player != "Ben" {
		t.Errorf("respell changed the draft it was given: %+v", d.Lines)
	}
	old, err := decodeDraft([]byte(`{"format":2,"game":1,"seq":0,"what":{"kind":"hand","round":1},"lines":[{"ask":"cards","player":"Ben","text":"7o"}]}`))
	if err != nil || old.Seats != nil {
		t.Fatalf("a draft without seats: %+v, %v", old, err)
	}
}
