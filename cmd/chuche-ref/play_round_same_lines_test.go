package main

import (
	"strings"
	"testing"
)

// A cutter's line is taken or refused alike at the prompt and in `round
// --hand`: both ask the referee (referee.CutterCards, the CN-4 check), so
// the 8 cards held are taken by both, and what one refuses the other
// refuses with the same reason.
func TestPlayAndRoundTakeTheSameCutterLines(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, line string
		refused    string // "" when taken
		total      int    // Ana's total when taken
	}{
		{"7 laid down", "1o 2o 3o 5c 5e 5b 4c", "", 4},
		{"8 held: the best thrown", "1o 2o 3o 12e 4o 5c 5e 5b", "", -10},
		{"6 cards", "1o 2o 3o 5c 5e 5b", "6 cards; type the 7 laid down, or the 8 held with the discard (CN-4)", 0},
		{"9 cards", "1o 2o 3o 12e 4o 5c 5e 5b 6b", "9 cards; type the 7 laid down, or the 8 held with the discard (CN-4)", 0},
		{"8 with a card twice", "1o 1o 2o 3o 5c 5e 5b 4c", "1o is entered twice: Ana's hand (CN-4)", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			byFlags := newPlayLedger(t)
			byFlags.must(newAnaBen...)
			code, _, errOut := byFlags.run(false, []string{"round", "--cut", "Ana", "--hand", "Ana=" + tc.line, "--points", "Ben=10"})
			switch {
			case tc.refused == "" && code != 0:
				t.Errorf("round refused %q: exit %d, %s", tc.line, code, errOut)
			case tc.refused != "" && (code == 0 || !strings.Contains(errOut, tc.refused)):
				t.Errorf("round took or refused otherwise %q: exit %d, %s; want %q", tc.line, code, errOut, tc.refused)
			case tc.refused == "" && totals(byFlags.standings("1"))["Ana"] != tc.total:
				t.Errorf("round: Ana has %d, want %d", totals(byFlags.standings("1"))["Ana"], tc.total)
			}

			atPrompt := newPlayLedger(t)
			atPrompt.must(newAnaBen...)
			answers := []answer{typed("a")}
			if tc.refused != "" {
				answers = append(answers, refusedInput(tc.line, tc.refused), typed("1o 2o 3o 5c 5e 5b 4c"))
			} else {
				answers = append(answers, typed(tc.line))
			}
			answers = append(answers, typed("10"), confirmed(true), typed("quit"))
			if code, out, errOut := atPrompt.run(true, []string{"play", "--game", "1"}, answers...); code != 0 {
				t.Fatalf("play: exit %d\n%s%s", code, out, errOut)
			}
			if want := tc.total; tc.refused == "" && totals(atPrompt.standings("1"))["Ana"] != want {
				t.Errorf("play: Ana has %d, want %d", totals(atPrompt.standings("1"))["Ana"], want)
			}
			if tc.refused == "" {
				if a, b := byFlags.must("history", "--json"), atPrompt.must("history", "--json"); payloads(a) != payloads(b) {
					t.Errorf("the same line makes different entries:\nround %s\nplay  %s", payloads(a), payloads(b))
				}
			}
		})
	}
}

// payloads is the "payload" lines of a history --json document.
func payloads(doc string) string {
	var out []string
	for _, line := range strings.Split(doc, "\n") {
		if strings.Contains(line, `"payload"`) {
			out = append(out, strings.TrimSpace(line))
		}
	}
	return strings.Join(out, "\n")
}
