package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// TestPlayTrustVT tries, at a real terminal (the binary in a
// pseudo-terminal, its screen rendered by a VT emulator, keys at random
// moments), every way the table found to make play record what nobody
// confirmed; after each, the ledger holds exactly the entries confirmed.
func TestPlayTrustVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary and runs it on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	start := func(t *testing.T, tb *trustTable, args ...string) (*vtest.Term, *exec.Cmd) {
		cmd := exec.Command(bin, append([]string{"play"}, args...)...)
		cmd.Env = tb.env
		return vtest.Start(t, cmd, vtest.Options{Cols: 120, Rows: 40}), cmd
	}
	typeHand := func(v *vtest.Term) {
		v.WaitCursorRow("? Hand 1 — who cut:")
		v.Type("a")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ana's 7 cards, or 8 with the discard:")
		v.Paste(handCut + "\r" + handBen + "\r10\r")
		v.WaitCursorRow("? Record hand 1? [Y/n]")
	}
	noRawControls := func(t *testing.T, v *vtest.Term) {
		if raw := v.Raw(); strings.Contains(raw, "\x1b]52") || strings.Contains(raw, "\x1b[2J") {
			t.Errorf("a draft's escape sequence reached the terminal raw:\n%q", raw)
		}
	}

	t.Run("a conflict with the same hand", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		v, _ := start(t, tb, "--game", "1")
		typeHand(v)
		tb.cli(roundOneOfThree...)
		v.Send(vtest.Enter)
		v.WaitText("This hand is already recorded as hand 1 (entry #1); it is not offered again.")
		v.WaitCursorRow("? Hand 2 — who cut:")
		v.Send(vtest.CtrlD)
		if code := v.Wait(); code != 0 {
			t.Fatalf("exit %d\n%s", code, v.Dump())
		}
		tb.entries(newAnaBenCleo, roundOneOfThree)
	})

	t.Run("a conflict with a different hand is offered with No", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		v, _ := start(t, tb, "--game", "1")
		typeHand(v)
		tb.cli(roundOneOfThreeB...)
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Record hand 2? [y/N]")
		readQuestion()
		v.Send(vtest.Enter)                        // No
		v.WaitCursorRow("? Hand 2 — who cut: Ana") // the whole hand back, who cut selected
		v.Send(vtest.CtrlD)                        // on a default: nothing; Ctrl-C stops
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send("n", vtest.Enter)
		if code := v.Wait(); code != exitSIGINT {
			t.Fatalf("exit %d\n%s", code, v.Dump())
		}
		tb.entries(newAnaBenCleo, roundOneOfThreeB)
	})

	t.Run("keys typed ahead never answer the re-offer", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		v, _ := start(t, tb, "--game", "1")
		typeHand(v)
		tb.cli(roundOneOfThreeB...)
		v.Paste("y\ry\r") // a double-tapped yes: the second is not for hand 2
		v.WaitText("The keys typed ahead are dropped: the game changed under them.")
		v.WaitCursorRow("? Record hand 2? [y/N]")
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send("n", vtest.Enter)
		if code := v.Wait(); code != exitSIGINT {
			t.Fatalf("exit %d\n%s", code, v.Dump())
		}
		tb.entries(newAnaBenCleo, roundOneOfThreeB)
	})

	// A person's double tap: the second y comes a moment after the first,
	// when the question it must not answer may be on the screen already.
	t.Run("a double-tapped yes never answers the re-offer", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		v, _ := start(t, tb, "--game", "1")
		typeHand(v)
		tb.cli(roundOneOfThreeB...)
		v.Paste("y\r")
		time.Sleep(150 * time.Millisecond)
		v.Paste("y\r")
		v.WaitCursorRow("? Record hand 2? [y/N]")
		time.Sleep(600 * time.Millisecond) // well past the guard: nothing answered it
		v.WaitCursorRow("? Record hand 2? [y/N]")
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send("n", vtest.Enter)
		v.Wait()
		tb.entries(newAnaBenCleo, roundOneOfThreeB)
	})

	t.Run("a double-tapped yes at a hand never buys a player back in", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		fifty := []string{"new", "chinchon", "--players", "Ana,Ben,Cleo", "--rule", "limit=50"}
		first := []string{"round", "--cut", "Cleo", "--hand", "Cleo=" + handCut, "--points", "Ana=45", "--points", "Ben=10"}
		second := []string{"round", "--cut", "Cleo", "--hand", "Cleo=" + handCut, "--points", "Ana=10", "--points", "Ben=5"}
		tb.cli(fifty...)
		tb.cli(first...)
		v, _ := start(t, tb, "--game", "1")
		v.WaitCursorRow("? Hand 2 — who cut:")
		v.Paste("c\r" + handCut + "\r10\r5\r")
		v.WaitCursorRow("? Record hand 2? [Y/n]")
		v.Paste("y\r")
		time.Sleep(150 * time.Millisecond)
		v.Paste("y\r")
		v.WaitCursorRow("? Ana is out. Does Ana buy back in at 15? [y/N]")
		time.Sleep(600 * time.Millisecond)
		v.WaitCursorRow("? Ana is out. Does Ana buy back in at 15? [y/N]")
		v.Send(vtest.CtrlC)
		v.Wait()
		tb.entries(fifty, first, second)
	})

	t.Run("a conflict on a Chuche turn is never offered to the next player", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newChucheABC...)
		tb.cli(dealABC...)
		v, _ := start(t, tb, "--game", "1")
		v.WaitCursorRow("? Target on the top pile card (6..10):")
		v.Paste("8\rR3 R1 G4\r")
		v.WaitCursorRow("? Record Ana's turn? [Y/n]")
		tb.cli(anaTurn...)
		v.Send(vtest.Enter)
		v.WaitText("This turn of Ana is already recorded (entry #2).")
		v.WaitCursorRow("? Target on the top pile card (6..10):") // Ben's, empty
		v.Type("9")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Ben's turn at 9:") // an empty line: never Ana's card
		v.Send(vtest.CtrlD)
		v.Wait()
		tb.entries(newChucheABC, dealABC, anaTurn)
	})

	t.Run("a stale target is never carried to another turn", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newChucheABC...)
		tb.cli(dealABC...)
		tb.cli(anaTurn...)
		v, _ := start(t, tb, "--game", "1")
		v.WaitCursorRow("? Target on the top pile card (6..10):")
		v.Paste("9\rY5")
		v.WaitCursorRow("? Ben's turn at 9: Y5")
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send(vtest.Enter)
		v.Wait()
		tb.cli(benTurnAt9...)
		v, _ = start(t, tb, "--game", "1")
		v.WaitText("That was round 1, turn 2 (Ben); another terminal recorded it meanwhile.")
		v.WaitCursorRow("? Target on the top pile card (6..10):") // no 9
		v.Type("6")
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Cleo's turn at 6:")
		v.Send(vtest.CtrlD)
		v.Wait()
		tb.entries(newChucheABC, dealABC, anaTurn, benTurnAt9)
	})

	for _, tc := range []struct{ name, answers string }{
		{"an old draft ending in a confirmation", `["a","` + handCut + `","` + handBen + `","10","y"]`},
		{"an old draft holding undo", `["undo","y"]`},
	} {
		t.Run(tc.name+" is shown, never replayed", func(t *testing.T) {
			tb := newTrustTable(t, bin)
			tb.cli(newAnaBenCleo...)
			old := filepath.Join(tb.db+".drafts", "1.json")
			os.MkdirAll(filepath.Dir(old), 0o755)
			os.WriteFile(old, []byte(`{"game":1,"what":"hand 1","seq":0,"answers":`+tc.answers+`}`), 0o644)
			v, _ := start(t, tb, "--game", "1")
			v.WaitText("is not replayed; retype what you need:")
			v.WaitCursorRow("? Hand 1 — who cut:")
			v.Send(vtest.Enter, vtest.Enter) // empty: refused, nothing replayed
			v.WaitText("type who cut")
			v.Send(vtest.CtrlD)
			v.Wait()
			tb.entries(newAnaBenCleo)
		})
	}

	t.Run("two sessions: the second may take the draft over, default No", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		first, _ := start(t, tb, "--game", "1")
		first.WaitCursorRow("? Hand 1 — who cut:")
		second, _ := start(t, tb, "--game", "1")
		second.WaitText("A draft of game #1 is held by the play session on ")
		second.WaitCursorRow("? Take it over? [y/N]")
		second.Send(vtest.Enter)
		second.WaitCursorRow("? Hand 1 — who cut:")
		second.Type("b")
		second.Send(vtest.Enter)
		second.WaitCursorRow("? Ben's 7 cards, or 8 with the discard:")
		second.Type("7o 7c")
		second.Send(vtest.CtrlC)
		second.WaitText("Not kept as a draft (another session holds the draft of game #1).")
		second.Wait()
		if lines := second.Lines(); !slices.Contains(lines, "  who cut: Ben") || !slices.Contains(lines, "  cards (Ben): 7o 7c…") {
			t.Errorf("the typed lines are not printed:\n%s", second.Dump())
		}
		first.Type("a")
		first.Send(vtest.Enter)
		first.WaitCursorRow("? Ana's 7 cards, or 8 with the discard:")
		first.Send(vtest.CtrlD)
		first.Wait()
		b, _ := os.ReadFile(tb.draftPath(1))
		if !strings.Contains(string(b), `"Ana"`) || strings.Contains(string(b), "7o 7c") {
			t.Errorf("the draft is not the first session's:\n%s", b)
		}
		tb.entries(newAnaBenCleo)
	})

	t.Run("a failed save is said, the typed lines printed, exit 4", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		os.MkdirAll(tb.state, 0o700)
		os.WriteFile(filepath.Join(tb.state, "chuche-ref"), []byte("not a folder"), 0o600)
		v, _ := start(t, tb, "--game", "1")
		v.WaitCursorRow("? Hand 1 — who cut:")
		v.Paste("a\r" + handCut + "\r7o 7c")
		v.WaitCursorRow("? Ben's 7 cards or points: 7o 7c")
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitText("The draft could not be kept: ")
		if code := v.Wait(); code != 4 {
			t.Errorf("exit %d, want 4", code)
		}
		lines := v.Lines()
		for _, want := range []string{"  who cut: Ana", "  cards (Ana): " + handCut, "  cards (Ben): 7o 7c…"} {
			if !slices.Contains(lines, want) {
				t.Errorf("no %q:\n%s", want, v.Dump())
			}
		}
		tb.entries(newAnaBenCleo)
	})

	for _, tc := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGTERM, 143}, {syscall.SIGHUP, 129}} {
		t.Run(tc.sig.String()+" keeps the draft", func(t *testing.T) {
			tb := newTrustTable(t, bin)
			tb.cli(newAnaBenCleo...)
			v, cmd := start(t, tb, "--game", "1")
			v.WaitCursorRow("? Hand 1 — who cut:")
			v.Paste("a\r" + handCut + "\r7o 7c")
			v.WaitCursorRow("? Ben's 7 cards or points: 7o 7c")
			cmd.Process.Signal(tc.sig)
			if code := v.Wait(); code != tc.code {
				t.Errorf("exit %d, want %d\n%s", code, tc.code, v.Dump())
			}
			// A signal is not a key: the row keeps what was typed, with
			// no ^C nobody pressed.
			if lines := v.Lines(); !slices.Contains(lines, "? Ben's 7 cards or points: 7o 7c") {
				t.Errorf("the stopped row is not as typed:\n%s", v.Dump())
			}
			b, err := os.ReadFile(tb.draftPath(1))
			if err != nil || !strings.Contains(string(b), `"7o 7c"`) {
				t.Errorf("no draft with the half-typed line: %v\n%s", err, b)
			}
			tb.entries(newAnaBenCleo)
		})
	}

	t.Run("a session killed outright leaves what was typed", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		v, cmd := start(t, tb, "--game", "1")
		v.WaitCursorRow("? Hand 1 — who cut:")
		v.Paste("a\r" + handCut + "\r7o 7c")
		v.WaitCursorRow("? Ben's 7 cards or points: 7o 7c")
		cmd.Process.Kill() // no signal to catch: nothing runs on the way out
		v.Wait()
		v, _ = start(t, tb, "--game", "1")
		v.WaitCursorRow("? Resume it? [Y/n]")
		lines := v.Lines()
		for _, want := range []string{"A draft of hand 1 was kept when play stopped:", "  who cut: Ana", "  cards (Ana): " + handCut} {
			if !slices.Contains(lines, want) {
				t.Errorf("no %q after the kill:\n%s", want, v.Dump())
			}
		}
		v.Send(vtest.Enter)
		v.WaitCursorRow("? Hand 1 — who cut: Ana")
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send("n", vtest.Enter)
		v.Wait()
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
			v, _ := start(t, tb, "--game", "1")
			v.WaitText("cannot be read (not a regular file); it is set aside.")
			v.WaitCursorRow("? Hand 1 — who cut:")
			v.Send(vtest.CtrlD)
			v.Wait()
			tb.entries(newAnaBenCleo)
		})
	}

	t.Run("escape codes in a draft reach the terminal neutralised", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		esc := `\u001b]52;c;ZWNobyBoaQ==\u0007\u001b[2J`
		tb.writeDraft(1, `{"format":2,"game":1,"seq":0,"what":{"kind":"hand","round":1},`+
			`"lines":[{"ask":"who cut`+esc+`","text":"Ana`+esc+`"}],"partial":{"ask":"cards","player":"Ana","text":"1o`+esc+`"}}`)
		v, _ := start(t, tb, "--game", "1")
		v.WaitCursorRow("? Resume it? [Y/n]")
		v.Send(vtest.Enter)
		v.WaitText(`: Ana\x1b]52`) // shown as text, never as a sequence
		v.WaitCursorRow("? Hand 1 — who cut:")
		v.Send(vtest.CtrlC)
		v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
		v.Send("n", vtest.Enter)
		v.Wait()
		noRawControls(t, v)
		tb.entries(newAnaBenCleo)
	})

	t.Run("a new ledger at an old path is not offered the old draft", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		v, _ := start(t, tb, "--game", "1")
		v.WaitCursorRow("? Hand 1 — who cut:")
		v.Paste("a\r" + handCut + "\r")
		v.WaitCursorRow("? Ben's 7 cards or points:")
		v.Send(vtest.CtrlD)
		v.Wait()
		for _, f := range []string{tb.db, tb.db + "-wal", tb.db + "-shm"} {
			os.Remove(f)
		}
		tb.cli(newAnaBenCleo...)
		v, _ = start(t, tb, "--game", "1")
		v.WaitCursorRow("? Hand 1 — who cut:")
		v.Send(vtest.CtrlD)
		v.Wait()
		if strings.Contains(v.Text(), "draft") {
			t.Errorf("the new ledger was offered the old one's draft:\n%s", v.Dump())
		}
		tb.entries(newAnaBenCleo)
	})
}
