package prompt

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestAccessible(t *testing.T) {
	in := strings.NewReader("\n1o 8x\n1o 8c\nbe\nan\n9\n2\nYES\nmaybe\n\n")
	var out strings.Builder
	a := NewAccessible(in, &out, AccessibleOptions{Echo: true})
	noX := func(s string) error {
		if strings.Contains(s, "x") {
			return errors.New(`"8x" is not a card`)
		}
		return nil
	}
	if s, err := a.Input("Target", "8", nil); s != "8" || err != nil {
		t.Fatalf("Input default: %q %v", s, err)
	}
	if s, err := a.Input("Ana's cards", "", noX); s != "1o 8c" || err != nil {
		t.Fatalf("Input: %q %v", s, err)
	}
	players := []string{"Ana", "Andrés", "Ben"}
	if i, err := a.Select("Who cut", players, 0); i != 2 || err != nil {
		t.Fatalf("Select by prefix: %d %v", i, err)
	}
	if i, err := a.Select("Who cut", players, 0); i != 1 || err != nil { // "an" fits two, "9" none, "2"
		t.Fatalf("Select by number: %d %v", i, err)
	}
	if y, err := a.Confirm("Record", false); !y || err != nil {
		t.Fatalf("Confirm YES: %v %v", y, err)
	}
	if y, err := a.Confirm("Record", false); y || err != nil { // "maybe" refused, then the default
		t.Fatalf("Confirm default: %v %v", y, err)
	}
	if _, err := a.Input("More", "", nil); !errors.Is(err, ErrEOF) {
		t.Fatalf("at the end of the input: %v, want ErrEOF", err)
	}
	want := `Target [8]: 
Ana's cards: 1o 8x
Refused: "8x" is not a card
Ana's cards [1o 8x]: 1o 8c
Who cut, 3 choices:
  1. Ana
  2. Andrés
  3. Ben
Who cut, 1 to 3 [1]: be
Who cut, 3 choices:
  1. Ana
  2. Andrés
  3. Ben
Who cut, 1 to 3 [1]: an
Refused: "an" fits 1. Ana, 2. Andrés: answer a number
Who cut, 1 to 3 [1]: 9
Refused: "9" is not a choice: answer 1 to 3
Who cut, 1 to 3 [1]: 2
Record? [y/N]: YES
Record? [y/N]: maybe
Refused: "maybe": answer y (yes) or n (no)
Record? [y/N]: 
More: 
`
	if got := out.String(); got != want {
		t.Errorf("transcript:\n%s\nwant:\n%s", got, want)
	}
	if strings.Contains(out.String(), "\x1b") {
		t.Error("escape codes in the accessible transcript")
	}
}

func TestAccessibleInterrupt(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r, w := ioPipe()
	defer w.Close()
	a := NewAccessible(r, &strings.Builder{}, AccessibleOptions{Context: ctx})
	cancel()
	if _, err := a.Input("Cards", "", nil); !errors.Is(err, ErrInterrupt) {
		t.Fatalf("a done context: %v, want ErrInterrupt", err)
	}
}

// An accessible menu answer reads as the table means it: "-1" is the
// Joker's -1 (a number out of range that is an item's own text), and
// "discard" is the discard even when an undo item mentions one.
func TestPickItemWholeWordsFirst(t *testing.T) {
	for _, tc := range []struct {
		items []string
		typed string
		want  int
	}{
		{[]string{"+1: the cards sum to 7", "-1: the cards sum to 9"}, "-1", 1},
		{[]string{"+1: the cards sum to 7", "-1: the cards sum to 9"}, "+1", 0},
		{[]string{"capture, asked card by card", "discard: Ana lays a card", "undo the last entry (Ben's turn: R3 discarded)"}, "discard", 1},
		{[]string{"capture, asked card by card", "discard: Ana lays a card", "undo the last entry (Ben's turn: R3 discarded)"}, "undo", 2},
		{[]string{"Ana", "Andrés", "Ben"}, "2", 1},
		{[]string{"Ana", "Andrés", "Ben"}, "ana", 0},
	} {
		got, err := pickItem(tc.items, tc.typed, 0)
		if err != nil || got != tc.want {
			t.Errorf("%q in %q: %d %v, want %d", tc.typed, tc.items, got, err, tc.want)
		}
	}
	if _, err := pickItem([]string{"Ana", "Ben"}, "-1", 0); err == nil {
		t.Error(`"-1" picked an item that is no -1`)
	}
}

// The word back at a menu with no item of that name is one step back.
func TestAccessibleSelectBack(t *testing.T) {
	var out strings.Builder
	a := NewAccessible(strings.NewReader("back\n"), &out, AccessibleOptions{})
	if _, err := a.Select("Who steals", []string{"Ana", "Ben"}, 0); !errors.Is(err, ErrBack) {
		t.Fatalf("back: %v, want ErrBack", err)
	}
}

// What is typed into a file fed to --accessible is data: its echo, a
// refused answer offered back as the default, and a menu's items never
// reach the terminal as control codes (a title set, the screen cleared).
func TestAccessibleEscapesWhatWasTyped(t *testing.T) {
	hostile := "zz\x1b]0;PWN\x07\x1b[2J\u202e"
	in := strings.NewReader(hostile + "\nok\n" + hostile + "\n1\n")
	var out strings.Builder
	a := NewAccessible(in, &out, AccessibleOptions{Echo: true})
	refuseZ := func(s string) error {
		if strings.HasPrefix(s, "zz") {
			return errors.New("no zz")
		}
		return nil
	}
	if s, err := a.Input("Who cut", "", refuseZ); s != "ok" || err != nil {
		t.Fatalf("Input: %q %v", s, err)
	}
	if i, err := a.Select("Who", []string{"Ana", "B\x1b[31men"}, 0); i != 0 || err != nil {
		t.Fatalf("Select: %d %v", i, err)
	}
	got := out.String()
	if strings.ContainsAny(got, "\x1b\x07\u202e") {
		t.Errorf("control codes reached the output:\n%q", got)
	}
	for _, want := range []string{`Who cut: zz\x1b]0;PWN\x07\x1b[2J<U+202E>`, `Who cut [zz\x1b]0;PWN\x07\x1b[2J<U+202E>]: ok`, `  2. B\x1b[31men`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in the output:\n%s", want, got)
		}
	}
}
