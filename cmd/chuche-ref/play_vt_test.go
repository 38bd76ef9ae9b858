package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/rivo/uniseg"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// TestPlayVT plays through the real binary in a pseudo-terminal with keys
// at random moments (type-ahead included) and checks the screen as a VT
// emulator renders it: every answered prompt is one line, shown once, and
// nothing is redrawn over what came after.
func TestPlayVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	screen := vtest.Options{Cols: 100, Rows: 40}
	start := func(t *testing.T, tbl *ptyTable, args ...string) *vtest.Term {
		return tbl.playVT(t, screen, args...)
	}

	t.Run("a Chinchón hand, edited and typed ahead", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newAnaBen)
		s := newSeat(t, tbl, screen, "--game", "1")
		s.answer("? Hand 1 — who cut:", "a") // Ana, by her initial
		s.at("? Ana's 7 cards, or 8 with the discard:")
		s.cards("x" + handCut)
		s.v.Send(vtest.Home, vtest.Delete, vtest.End) // Delete takes the x, never quits
		s.v.WaitCursorRow("? Ana's 7 cards, or 8 with the discard: " + handCut)
		s.v.Send(vtest.CtrlD) // on a typed line: nothing
		s.enter()
		s.at("? Ben's 7 cards or points:")
		// The rest of the hand in one burst: Ben's cards, record; then
		// quit at the next hand's first question.
		s.v.Paste(handBen + "\r\r")
		s.answer("? Hand 2 — who cut:", "quit")
		s.exitsOK()
		want := []string{
			`Resuming Chinchón game #1 "chinchon-1", 0 hands played:`,
			"  PLAYER  TOTAL  STATUS",
			"  Ana     0      in",
			"  Ben     0      in",
			"",
			"? Hand 1 — who cut: Ana", // what "a" resolved to
			"? Ana's 7 cards, or 8 with the discard: " + handCut,
			"  valid cut: [1o 2o 3o] [5c 5e 5b]  leftover 4c = 4; Ana scores +4 (CN-7, CN-10)",
			"? Ben's 7 cards or points: " + handBen,
			"",
			"Hand 1 as the referee scores it:",
			"  Ana  cut  +4   [1o 2o 3o] [5c 5e 5b]  leftover 4c = 4",
			"  Ben       +26  [10b 11b 12b]  leftover 7o 3c 7c 9e = 26",
			"? Record hand 1? [Y/n] yes",
			"Hand 1 recorded (entry #1).",
		}
		got := s.v.Lines()
		if len(got) < len(want) || !slices.Equal(got[:len(want)], want) {
			t.Errorf("the terminal shows:\n%s\nwant it to begin:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if i := slices.Index(got, "? Hand 2 — who cut: quit"); i < 0 || !strings.HasPrefix(got[i+2], "Stopped. Everything confirmed is saved in") {
			t.Errorf("no answered menu, then Stopped:\n%s", strings.Join(got, "\n"))
		}
		tbl.checkTotals(1, map[string]int{"Ana": 4, "Ben": 26})
	})

	t.Run("Ctrl-C with a half-typed hand", func(t *testing.T) {
		tbl := newPTYTable(t, bin)
		tbl.cli("new", "chinchon", "--players", "Ana,Ben")
		v := start(t, tbl, "--game", "1")
		v.WaitCursorRow("? Hand 1 — who cut:")
		v.Type("b")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ben's 7 cards, or 8 with the discard:")
		v.Type(handCut)
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ana's 7 cards or points:")
		v.Type("7o 7c")
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitText("Stopped. Everything confirmed is saved in")
		if code := v.Wait(); code != exitSIGINT {
			t.Fatalf("exit %d", code)
		}
		lines := v.Lines()
		for _, want := range []string{"? Ana's 7 cards or points: 7o 7c^C", "? Keep what you typed as a draft? [Y/n] yes", "Draft of hand 1 kept; the next chuche-ref play --game 1 offers it."} {
			if !slices.Contains(lines, want) {
				t.Errorf("no %q on the screen:\n%s", want, v.Dump())
			}
		}
		tbl.checkTotals(0, map[string]int{"Ana": 0, "Ben": 0}) // a draft is not in the ledger

		// The next play offers it: Enter resumes; each line comes back as
		// the selected default of its prompt, one prompt at a time — Enter
		// takes it, End keeps the half-typed line for editing — and the
		// hand's confirmation is asked afresh.
		v = start(t, tbl, "--game", "1")
		v.WaitCursorRow("? Resume it? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Hand 1 — who cut: Ben")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ben's 7 cards, or 8 with the discard: " + handCut)
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ana's 7 cards or points: 7o 7c")
		v.Send(vtest.End)
		v.Type(" 9e 10b 11b 12b 3c")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Record hand 1? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Hand 2 — who cut:")
		v.Send(vtest.CtrlD)
		if code := v.Wait(); code != 0 {
			t.Fatalf("exit %d", code)
		}
		lines = v.Lines()
		for _, want := range []string{"  who cut: Ben", "  cards (Ana): 7o 7c…", "? Hand 1 — who cut: Ben", "? Ben's 7 cards, or 8 with the discard: " + handCut, "Hand 1 recorded (entry #1)."} {
			if !slices.Contains(lines, want) {
				t.Errorf("no %q on the screen:\n%s", want, v.Dump())
			}
		}
		tbl.checkTotals(1, map[string]int{"Ana": 26, "Ben": 4})
	})

	t.Run("a Chuche target without a default; a turn line typed over its default", func(t *testing.T) {
		tbl := newPTYTable(t, bin)
		tbl.cli("new", "chuche", "--players", "Ana,Ben")
		tbl.cli("deal", "--table", "R1 Y2 G4")
		tbl.cli("turn", "--target", "8", "--play", "R3", "--take", "R1,G4")
		v := start(t, tbl, "--game", "1")
		v.WaitCursorRow("? Target on the top pile card (6..10):") // no default while the pile has cards
		v.Send(vtest.Enter)
		v.WaitText(`"" is not a target`)
		v.Type("7")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ben's turn at 7:")
		v.Type("O6")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Record Ben's turn? [Y/n]")
		v.Send("n", vtest.Enter) // no: the line comes back as typed
		v.WaitCursorRow("? Ben's turn at 7: O6")
		v.Type("Y4") // typing replaces the default
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Record Ben's turn? [Y/n]")
		v.Send(vtest.CtrlD) // stops: what was typed is kept as a draft, unasked
		v.WaitText("Draft of round 1, turn 2 (Ben) kept")
		v.WaitText("Stopped. Everything confirmed is saved in")
		if code := v.Wait(); code != 0 {
			t.Fatalf("exit %d", code)
		}
		lines := v.Lines()
		if !slices.Contains(lines, "? Target on the top pile card (6..10): 7") || !slices.Contains(lines, "? Ben's turn at 7: Y4") || !slices.Contains(lines, "Ben discards Y4.") {
			t.Errorf("the terminal shows:\n%s", strings.Join(lines, "\n"))
		}
	})

	// The turn line's help is wrapped at words by display width: at 120
	// columns the terminal does not break a word (found by QA).
	t.Run("the Chuche turn help wraps at words", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newChucheAnaBen, dealR1Y2G4)
		s := newSeat(t, tbl, vtest.Options{Cols: 120, Rows: 40}, "--game", "1")
		s.answer("? Target on the top pile card (6..10):", "8")
		s.at("? Ana's turn at 8:")
		lines := s.v.Lines()
		at := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "  (one card:") })
		if at < 0 || at+1 >= len(lines) {
			t.Fatalf("no help on the screen:\n%s", s.v.Dump())
		}
		help := "(one card: a discard; the card played then the cards taken: a capture; ? the safest discard; + Chuche cards, start over; undo; quit)"
		var words []string
		for i, l := range lines[at:] {
			if i > 0 && !strings.HasPrefix(l, "   ") {
				break
			}
			if uniseg.StringWidth(l) >= 120 {
				t.Errorf("help line %q fills the row: the terminal breaks it", l)
			}
			words = append(words, strings.Fields(l)...)
		}
		if got := strings.Join(words, " "); got != help {
			t.Errorf("the help reads %q; want %q whole words\n%s", got, help, s.v.Dump())
		}
		s.stopAtEOFKeepingDraft() // the end of the input keeps the draft unasked
	})

	// Ctrl-C with a half-typed Chuche deal keeps it as a draft; the next
	// play offers it before its menu, and the line goes on where it stopped.
	t.Run("Ctrl-C with a half-typed Chuche deal", func(t *testing.T) {
		tbl := newPTYTable(t, bin)
		tbl.cli("new", "chuche", "--players", "Ana,Ben")
		v := start(t, tbl, "--game", "1")
		v.WaitCursorRow("? What next:")
		v.Send(vtest.Enter) // deal round 1
		v.WaitCursorRow("? Round 1: who deals:")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? The 3 cards dealt face up:")
		v.Type("R1 Y2")
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitText("Stopped. Everything confirmed is saved in")
		if code := v.Wait(); code != exitSIGINT {
			t.Fatalf("exit %d\n%s", code, v.Dump())
		}
		if lines := v.Lines(); !slices.Contains(lines, "Draft of round 1's deal kept; the next chuche-ref play --game 1 offers it.") {
			t.Errorf("no draft kept:\n%s", strings.Join(lines, "\n"))
		}
		tbl.checkTotals(0, map[string]int{"Ana": 0, "Ben": 0})

		v = start(t, tbl, "--game", "1")
		v.WaitCursorRow("? Resume it? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Round 1: who deals:")
		v.Send(vtest.Enter) // the cursor on the dealer the draft names
		v.WaitCursorRow("? The 3 cards dealt face up: R1 Y2")
		v.Send(vtest.End)
		v.Type(" G4")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Record round 1's deal by Ben (R1 Y2 G4)? [Y/n]") // a resumed deal is confirmed
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Target on the top pile card (6..10):")
		v.Send(vtest.CtrlD)
		if code := v.Wait(); code != 0 {
			t.Fatalf("exit %d\n%s", code, v.Dump())
		}
		lines := v.Lines()
		for _, want := range []string{"A draft of round 1's deal was kept when play stopped:", "? The 3 cards dealt face up: R1 Y2 G4", "Round 1 dealt by Ben (entry #1)."} {
			if !slices.Contains(lines, want) {
				t.Errorf("no %q on the screen:\n%s", want, strings.Join(lines, "\n"))
			}
		}
		if out := tbl.cli("history", "--game", "1"); !strings.Contains(out, "R1 Y2 G4") {
			t.Errorf("the deal is not in the ledger:\n%s", out)
		}
	})

	// The same for a round entered as won piles (scoring only, CU-25).
	t.Run("Ctrl-C with half-typed won piles", func(t *testing.T) {
		tbl := newPTYTable(t, bin)
		tbl.cli("new", "chuche", "--players", "Ana,Ben")
		v := start(t, tbl, "--game", "1")
		v.WaitCursorRow("? What next:")
		v.Send(vtest.Down, vtest.Enter) // enter round 1's won piles
		v.WaitCursorRow("? Ana's won cards (Enter for none):")
		v.Type("R1 R2 R3")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Chuche cards Ana won: 0")
		v.Type("2")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ben's won cards (Enter for none):")
		v.Type("Y1 Y")
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitText("Stopped. Everything confirmed is saved in")
		if code := v.Wait(); code != exitSIGINT {
			t.Fatalf("exit %d\n%s", code, v.Dump())
		}
		if lines := v.Lines(); !slices.Contains(lines, "Draft of round 1's won piles kept; the next chuche-ref play --game 1 offers it.") {
			t.Errorf("no draft kept:\n%s", strings.Join(lines, "\n"))
		}

		v = start(t, tbl, "--game", "1")
		v.WaitCursorRow("? Resume it? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ana's won cards (Enter for none): R1 R2 R3")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Chuche cards Ana won: 2")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ben's won cards (Enter for none): Y1 Y")
		v.Send(vtest.End)
		v.Type("2")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Chuche cards Ben won: 0")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Record round 1? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? What next:")
		v.Send(vtest.CtrlD)
		if code := v.Wait(); code != 0 {
			t.Fatalf("exit %d\n%s", code, v.Dump())
		}
		lines := v.Lines()
		for _, want := range []string{"A draft of round 1's won piles was kept when play stopped:", "  won cards (Ana): R1 R2 R3", "  won cards (Ben): Y1 Y…", "? Ana's won cards (Enter for none): R1 R2 R3", "Round 1 recorded (entry #1)."} {
			if !slices.Contains(lines, want) {
				t.Errorf("no %q on the screen:\n%s", want, strings.Join(lines, "\n"))
			}
		}
		tbl.checkTotals(1, map[string]int{"Ana": 13, "Ben": 2})
	})
}
