package main

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

// TestPlayAccessible feeds play --accessible its answers from a pipe, as a
// file or a screen reader's user would: plain questions, one a line, no
// escape codes, and the same ledger as at a terminal.
func TestPlayAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref as processes of its own")
	}
	bin := chucheRef(t).path
	for _, tc := range []struct {
		name string
		args []string
		env  string
	}{
		{"flag", []string{"play", "--accessible", "--game", "1"}, ""},
		{"environment", []string{"play", "--game", "1"}, "CHUCHE_REF_ACCESSIBLE=1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tbl := tableWith(t, bin, newAnaBen)
			// Who cut: an empty answer refused, then Ana by her initial; her
			// cards, one refused first; Ben's cards; record (the default);
			// quit at the next hand's first question.
			answers := strings.Join([]string{"", "a", "1o 2o 3o 5c 5e 5b 8x", handCut, handBen, "", "quit"}, "\n") + "\n"
			cmd := exec.Command(bin, tc.args...)
			cmd.Env = tbl.env
			if tc.env != "" {
				cmd.Env = append(cmd.Env, tc.env)
			}
			cmd.Stdin = strings.NewReader(answers)
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			if err := cmd.Run(); err != nil {
				t.Fatalf("play: %v\n%s", err, out.String())
			}
			text := out.String()
			for _, want := range []string{
				"Hand 1 — who cut: \nRefused: type who cut",
				"Hand 1 — who cut: Ana\n", // what "a" resolved to
				"Ana's 7 cards, or 8 with the discard: 1o 2o 3o 5c 5e 5b 8x\nRefused: \"8x\" is not a card",
				// The refused line is the default of the question asked again.
				"Ana's 7 cards, or 8 with the discard [1o 2o 3o 5c 5e 5b 8x]: " + handCut + "\n",
				"Ben's 7 cards or points: " + handBen + "\n",
				"Record hand 1? [Y/n]: \n",
				"Hand 1 recorded (entry #1).",
				"Hand 2 — who cut: quit\n",
			} {
				if !strings.Contains(text, want) {
					t.Errorf("no %q in:\n%s", want, text)
				}
			}
			if strings.Contains(text, "\x1b") {
				t.Errorf("escape codes in the accessible transcript:\n%q", text)
			}
			tbl.checkTotals(1, map[string]int{"Ana": 4, "Ben": 26})
		})
	}
}
