package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

var (
	newAnaBenCleo    = []string{"new", "chinchon", "--players", "Ana,Ben,Cleo", "--name", "g"}
	newChucheABC     = []string{"new", "chuche", "--players", "Ana,Ben,Cleo"}
	dealABC          = []string{"deal", "--table", "R1 Y2 G4"} // Cleo deals, Ana plays first
	anaTurn          = []string{"turn", "--target", "8", "--play", "R3", "--take", "R1,G4"}
	benTurnAt9       = []string{"turn", "--target", "9", "--play", "Y5", "--discard"}
	roundOneOfThree  = []string{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--hand", "Ben=" + handBen, "--points", "Cleo=10"}
	roundOneOfThreeB = []string{"round", "--cut", "Ben", "--hand", "Ben=" + handCut, "--points", "Ana=30", "--points", "Cleo=10"}
)

// TestPlayTrustAccessible tries, through play --accessible, every way the
// table found to make play record what nobody confirmed; after each, the
// ledger holds exactly the entries that were confirmed for it.
func TestPlayTrustAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path

	t.Run("a conflict with the same hand", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut, handBen, "10")
		r.expect("Record hand 1? [Y/n]: ")
		tb.cli(roundOneOfThree...) // the other terminal: the very same hand
		r.answer("")
		r.expect("This hand is already recorded as hand 1 (entry #1); it is not offered again.")
		r.expect("Hand 2 — who cut: ")
		out := r.end(0)
		if strings.Contains(out, "Record hand 2") {
			t.Errorf("the duplicate was offered as hand 2:\n%s", out)
		}
		tb.entries(newAnaBenCleo, roundOneOfThree)
	})

	t.Run("a conflict with a different hand is offered with No", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut, handBen, "10")
		r.expect("Record hand 1? [Y/n]: ")
		tb.cli(roundOneOfThreeB...)
		r.answer("")
		r.expect("The hand as typed, judged again against the game as it is now:")
		r.expect("Record hand 2? [y/N]: ")
		r.answer("") // Enter: No — one Enter never records what another terminal moved
		r.expect("Not recorded. Enter the hand again")
		r.expect("Hand 2 — who cut [Ana]: ")
		r.end(0)
		tb.entries(newAnaBenCleo, roundOneOfThreeB)
	})

	// The table's own report: a hand typed, another terminal records hand
	// 1, y at "Record hand 1?", the input closed; the next play was fed
	// "1" and Enter, and recorded the hand as hand 2 with no confirmation.
	t.Run("a draft saved after a conflict does not record on Enter", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "g")
		r.answer("a", handCut, handBen, "10")
		r.expect("Record hand 1? [Y/n]: ")
		tb.cli(roundOneOfThreeB...)
		r.answer("y")
		r.expect("Record hand 2? [y/N]: ")
		r.end(0)
		r = tb.accessible("--game", "g")
		r.answer("1", "")
		out := r.end(0)
		if strings.Contains(out, "Record hand 2? yes") || strings.Contains(out, "Hand 2 recorded") {
			t.Errorf("the draft recorded hand 2 on Enter:\n%s", out)
		}
		tb.entries(newAnaBenCleo, roundOneOfThreeB)
	})

	// Kept at the re-offer, the draft was moved on to hand 2 with the game
	// and came back as if typed for it: Resume and every default taken
	// with Enter recorded the other terminal's hand a second time.
	t.Run("a draft kept at a re-offer comes back with No all the way", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "g")
		r.answer("a", handCut, handBen, "10")
		r.expect("Record hand 1? [Y/n]: ")
		tb.cli(roundOneOfThreeB...)
		r.answer("")
		r.expect("Record hand 2? [y/N]: ")
		r.signal(syscall.SIGTERM)
		r.wait(143)
		r = tb.accessible("--game", "g")
		r.expect("The game moved on since it was typed (another terminal wrote to it); offered as hand 2, judged again.")
		r.expect("Resume it? [y/N]: ")
		r.answer("y", "", "", "", "", "", "")
		r.expect("Record hand 2? [y/N]: ")
		out := r.end(0)
		if strings.Contains(out, "Hand 2 recorded") {
			t.Errorf("the kept draft recorded hand 2 on Enter:\n%s", out)
		}
		tb.entries(newAnaBenCleo, roundOneOfThreeB)
	})

	// Another terminal ended the game while a hand waited for its Enter:
	// the hand was dropped with "offered as the default" and never shown.
	t.Run("a hand the game ended under is kept, shown and offered after an undo", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(roundOneOfThree...)
		r := tb.accessible("--game", "1")
		r.answer("b", handCut, handBen, "10")
		r.expect("Record hand 2? [Y/n]: ")
		tb.cli("end")
		r.answer("")
		r.expect("This hand cannot be recorded now: ")
		from := r.seen
		r.expect("A draft of hand 2 is kept:")
		r.expect("  cards (Ben): " + handCut)
		r.expect("Game #1 is over, so the draft is not offered: an undo that re-opens the game offers it again")
		r.expect("Game #1 is over — what next")
		if shown := r.text()[from:r.seen]; strings.Contains(shown, "Enter the hand again") {
			t.Errorf("a hand the game ended under was said to be offered again at once:\n%s", shown)
		}
		r.answer("1", "y") // undo the end
		r.expect("Resume it? [y/N]: ")
		r.end(0)
		tb.entries(newAnaBenCleo, roundOneOfThree, []string{"end"}, []string{"undo"})
	})

	// The same won piles recorded by another terminal were offered again as
	// "Record round 1?" and recorded, on y, as round 2.
	t.Run("won piles another terminal recorded are named, not offered", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli("new", "chuche", "--players", "Ana,Ben")
		r := tb.accessible("--game", "1")
		r.expect("What next, 1 to ")
		r.answer("2", "R1 R2 R3", "0", "Y1", "0")
		r.expect("Record round 1? [Y/n]: ")
		piles := []string{"round", "--won", "Ana=R1 R2 R3", "--won", "Ben=Y1"}
		tb.cli(piles...)
		r.answer("")
		r.expect("Another terminal recorded round 1's won piles (entry #1).")
		r.expect("These won piles are already recorded (entry #1); they are not offered again.")
		out := r.end(0)
		if strings.Contains(out, "Record round 2") || strings.Contains(out, "Round 2 recorded") {
			t.Errorf("the same piles were offered again:\n%s", out)
		}
		tb.entries([]string{"new", "chuche", "--players", "Ana,Ben"}, piles)
	})

	// A deal typed while another terminal recorded round 1's won piles was
	// offered as round 1's and recorded as round 2's.
	t.Run("a deal the game moved under is offered as the round it now is", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		sameDealer := []string{"new", "chuche", "--players", "Ana,Ben,Cleo", "--rule", "rotate_dealer=false"}
		tb.cli(sameDealer...)
		r := tb.accessible("--game", "1")
		r.expect("What next, 1 to ")
		r.answer("1")
		r.expect("Round 1: who deals, 1 to 3 [")
		r.answer("Cleo")
		r.expect("The 3 cards dealt face up: ")
		piles := []string{"round", "--won", "Ana=R1 R2 R3", "--won", "Ben=Y1"}
		tb.cli(piles...)
		r.answer("R5 Y1 B4")
		r.expect("Another terminal recorded round 1's won piles (entry #1).")
		r.expect("Record round 2's deal by Cleo (R5 Y1 B4)? [y/N]: ")
		r.answer("y")
		r.expect("Round 2 dealt by Cleo (entry #2).")
		r.end(0)
		tb.entries(sameDealer, piles, []string{"deal", "--dealer", "Cleo", "--table", "R5 Y1 B4"})
	})

	t.Run("a draft declined at Resume is said to be dropped", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut)
		r.expect("Ben's 7 cards or points: ")
		r.end(0)
		r = tb.accessible("--game", "1")
		r.expect("Resume it? [Y/n]: ")
		r.answer("n")
		r.expect("The draft is dropped.")
		r.expect("Hand 1 — who cut: ")
		r.end(0)
		if _, err := os.Stat(tb.draftPath(1)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("the declined draft is still there: %v", err)
		}
	})

	// The ledger failing under a confirmed hand (here: the file replaced
	// while play had it open) ended play with the ledger's error alone; a
	// replaced file was even taken for another terminal's write, and the
	// hand re-offered for ever.
	t.Run("a hand the ledger could not take is kept as a draft, and said", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut, handBen, "10")
		r.expect("Record hand 1? [Y/n]: ")
		b, err := os.ReadFile(tb.db)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Remove(tb.db); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(tb.db, b, 0o600); err != nil { // another file under the name
			t.Fatal(err)
		}
		r.answer("")
		r.expect("Draft of hand 1 kept; the next chuche-ref play --game 1 offers it.")
		out := r.wait(3)
		if !strings.Contains(out, "was removed or replaced while this session had it open; nothing was written") {
			t.Errorf("no word of the ledger replaced:\n%s", out)
		}
		if strings.Contains(out, "another terminal wrote") {
			t.Errorf("a replaced ledger was taken for another terminal's write:\n%s", out)
		}
		tb.entries(newAnaBenCleo)
	})

	t.Run("a conflict on a Chuche turn is never offered to the next player", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newChucheABC...)
		tb.cli(dealABC...)
		r := tb.accessible("--game", "1")
		r.answer("8", "R3 R1 G4")
		r.expect("Record Ana's turn? [Y/n]: ")
		tb.cli(anaTurn...)
		r.answer("")
		r.expect("This turn of Ana is already recorded (entry #2).")
		r.expect("Target on the top pile card (6..10): ") // Ben's: no default
		r.answer("9")
		r.expect("Ben's turn at 9: ") // an empty line, not Ana's
		r.end(0)
		tb.entries(newChucheABC, dealABC, anaTurn)
	})

	t.Run("a stale target is never carried to another turn", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newChucheABC...)
		tb.cli(dealABC...)
		tb.cli(anaTurn...)
		r := tb.accessible("--game", "1")
		r.answer("9", "Y5") // Ben's target 9 and a discard…
		r.expect("Record Ben's turn? [Y/n]: ")
		r.end(0) // …the input ends: kept as a draft
		tb.cli(benTurnAt9...)
		r = tb.accessible("--game", "1")
		r.expect("That was round 1, turn 2 (Ben); another terminal recorded it meanwhile.")
		r.expect("Target on the top pile card (6..10): ") // Cleo's, no 9 offered
		r.answer("6")
		r.expect("Cleo's turn at 6: ")
		r.end(0)
		tb.entries(newChucheABC, dealABC, anaTurn, benTurnAt9)
	})

	t.Run("an old draft ending in a confirmation is shown, never replayed", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		old := filepath.Join(tb.db+".drafts", "1.json")
		os.MkdirAll(filepath.Dir(old), 0o755)
		os.WriteFile(old, []byte(`{"game":1,"what":"hand 1","seq":0,"answers":["a","`+handCut+`","`+handBen+`","10","y"]}`), 0o644)
		r := tb.accessible("--game", "1")
		r.answer("", "")
		r.expect("An old draft of game #1 (hand 1) is not replayed; retype what you need:")
		r.expect("Hand 1 — who cut: ")
		r.end(0)
		if _, err := os.Stat(old); !os.IsNotExist(err) {
			t.Errorf("the old draft is still there: %v", err)
		}
		tb.entries(newAnaBenCleo)
	})

	t.Run("an old draft holding undo is shown, never replayed", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(roundOneOfThree...)
		old := filepath.Join(tb.db+".drafts", "1.json")
		os.MkdirAll(filepath.Dir(old), 0o755)
		os.WriteFile(old, []byte(`{"game":1,"what":"hand 2","seq":1,"answers":["undo","y"]}`), 0o644)
		r := tb.accessible("--game", "1")
		r.answer("", "")
		r.expect("is not replayed")
		r.end(0)
		tb.entries(newAnaBenCleo, roundOneOfThree)
	})

	t.Run("two sessions: the second is told whose draft it is and keeps none", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		first := tb.accessible("--game", "1")
		first.answer("a")
		first.expect("Ana's 7 cards, or 8 with the discard: ")
		second := tb.accessible("--game", "1")
		second.expect("A draft of game #1 is held by the play session on ")
		second.expect("Take it over? [y/N]: ")
		second.answer("", "b", "7o 7c")
		out := second.end(0)
		if !strings.Contains(out, "Not kept as a draft (another session holds the draft of game #1)") || !strings.Contains(out, "who cut: Ben") {
			t.Errorf("the second session's typed lines are not printed:\n%s", out)
		}
		first.answer(handCut)
		first.end(0)
		b, err := os.ReadFile(tb.draftPath(1))
		if err != nil || !strings.Contains(string(b), handCut) || strings.Contains(string(b), "7o 7c") {
			t.Errorf("the draft is not the first session's: %v\n%s", err, b)
		}
		tb.entries(newAnaBenCleo)
	})

	t.Run("a failed save is said, the typed lines printed, exit 4", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		// A file where the drafts folder should be: no folder can be made
		// there, as root too.
		os.MkdirAll(tb.state, 0o700)
		os.WriteFile(filepath.Join(tb.state, "chuche-ref"), []byte("not a folder"), 0o600)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut)
		r.expect("Ben's 7 cards or points: ")
		out := r.end(4)
		for _, want := range []string{"The draft could not be kept: ", "What you typed for hand 1, to type again:", "  who cut: Ana", "  cards (Ana): " + handCut} {
			if !strings.Contains(out, want) {
				t.Errorf("no %q in:\n%s", want, out)
			}
		}
		tb.entries(newAnaBenCleo)
	})

	t.Run("SIGTERM keeps the draft and exits 143", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut)
		r.expect("Ben's 7 cards or points: ")
		r.signal(syscall.SIGTERM)
		out := r.wait(143)
		if !strings.Contains(out, "Draft of hand 1 kept") {
			t.Errorf("no draft kept:\n%s", out)
		}
		tb.entries(newAnaBenCleo)
		// The next play offers it line by line; nothing is recorded
		// without the hand's own confirmation.
		r = tb.accessible("--game", "1")
		r.answer("", "", "", handBen, "10")
		r.expect("Record hand 1? [Y/n]: ")
		r.end(0)
		tb.entries(newAnaBenCleo)
	})

	for _, tc := range []struct {
		name string
		make func(path string) error
	}{
		{"a FIFO as the draft", func(path string) error { return syscall.Mkfifo(path, 0o600) }},
		{"/dev/zero as the draft", func(path string) error { return os.Symlink("/dev/zero", path) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTrustTable(t, bin)
			tb.cli(newAnaBenCleo...)
			path := tb.draftPath(1)
			os.MkdirAll(filepath.Dir(path), 0o700)
			if err := tc.make(path); err != nil {
				t.Skip(err)
			}
			r := tb.accessible("--game", "1")
			r.expect("The draft of game #1 cannot be read (not a regular file); it is set aside.")
			r.expect("Hand 1 — who cut: ")
			r.end(0)
			tb.entries(newAnaBenCleo)
		})
	}

	t.Run("escape codes in a draft reach the terminal neutralised", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		esc := `\u001b]52;c;ZWNobyBoaQ==\u0007\u001b[2J`
		tb.writeDraft(1, `{"format":2,"game":1,"seq":0,"what":{"kind":"hand`+esc+`","round":1},`+
			`"lines":[{"ask":"who cut`+esc+`","text":"Ana`+esc+`"},{"ask":"cards","player":"Ana`+esc+`","text":"1o`+esc+`"}],`+
			`"partial":{"ask":"cards","player":"Ben","text":"7o`+esc+`"}}`)
		// And one of the old format beside the ledger, shown once as text.
		old := filepath.Join(tb.db+".drafts", "1.json")
		os.MkdirAll(filepath.Dir(old), 0o755)
		os.WriteFile(old, []byte(`{"game":1,"what":"hand 1`+esc+`","seq":0,"answers":["a`+esc+`"],"partial":"1o`+esc+`"}`), 0o644)
		r := tb.accessible("--game", "1")
		r.answer("", "", "")
		r.expect("is not replayed")
		r.end(0) // wait checks that no control character reached the output
		tb.entries(newAnaBenCleo)
	})

	t.Run("a new ledger at an old path is not offered the old draft", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		r := tb.accessible("--game", "1")
		r.answer("a", handCut)
		r.expect("Ben's 7 cards or points: ")
		r.end(0)
		for _, f := range []string{tb.db, tb.db + "-wal", tb.db + "-shm"} {
			os.Remove(f)
		}
		tb.cli(newAnaBenCleo...)
		r = tb.accessible("--game", "1")
		r.answer("")
		out := r.end(0)
		if strings.Contains(out, "draft") {
			t.Errorf("the new ledger was offered the old ledger's draft:\n%s", out)
		}
		tb.entries(newAnaBenCleo)
	})
}
