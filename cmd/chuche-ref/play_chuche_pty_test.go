package main

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// TestPlayChuchePTY drives the real binary through a pseudo-terminal for a
// few Chuche turns, keys and all, then reads the ledger back with history
// --json and table --json.
func TestPlayChuchePTY(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path

	t.Run("deal, a refused capture, a refused discard, a CHUCHE", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newChucheAnaBen)
		p := tbl.play()
		p.expect("Unfinished Chuche game #1")
		p.expect("Resume it or start a new game")
		p.send("\r") // resume
		p.expect("What next")
		p.send("\r") // deal round 1
		p.expect("Round 1: who deals")
		p.send("\r") // the cursor is on Ben, who deals next
		p.expect("The 3 cards dealt face up")
		p.send("R1 Y2 B4\r")
		p.expect(`"B4" is not a card of the Chuche deck (R O Y G)`) // checked as typed
		p.expect("The 3 cards dealt face up: R1 Y2 B4")             // asked again as typed
		p.send("\x7f\x7fG4\r")
		p.expect("Round 1 dealt by Ben (entry #1).")
		p.expect("Table: R1 Y2 G4")
		p.expect("Next to play: Ana")
		p.expect("Target on the top pile card")
		p.send("8\r")
		p.expect("Ana's turn at 8")
		p.send("R3 Y2 G4\r") // a capture on one line
		p.expect("Refused: R3 + Y2 + G4 = 9, the target is 8")
		p.expect("Ana's turn at 8: R3 Y2 G4") // what was typed, the default
		p.send("\x7f\x7f\x7f\x7f\x7fR1 G4\r")
		p.expect("Ana: R3 + R1 + G4 = 8, 7 points.")
		p.expect("Record Ana's turn")
		p.send("\r") // yes is the default
		p.expect("Turn recorded (entry #2).")
		p.expect("Next to play: Ben")
		p.expect("Target on the top pile card")
		p.send("7\r") // no default: the top pile card changed
		p.expect("Ben's turn at 7")
		p.send("G5\r") // one card: a discard
		p.expect("Refused: G5 can capture G5 + Y2 = 7, so it may not be discarded")
		p.expect("Ben's turn at 7: G5")
		p.send("\x1b[F Y2\r") // End keeps the default; the capture

		p.expect("CHUCHE! Which Chuche card did Ben draw")
		p.send("\x1b[B\r") // Steal, below Joker
		p.expect("CHUCHE! Ben clears the table and wins a Steal (CU-14)")
		p.expect("Record Ben's turn")
		p.send("y\r")
		p.expect("Turn recorded (entry #3).")
		p.expect("Target on the top pile card")
		p.send("\x03")
		p.expect("Stopped. Everything confirmed is saved in")
		p.expect("resume with: chuche-ref play --game 1")
		p.wait(exitSIGINT)
		if p.rangBell() {
			t.Error("the prompts rang the terminal bell")
		}
		tbl.checkChucheEntries([]string{"deal", "turn", "turn"})
		r := tbl.chucheState()
		wantTable(t, r)
		wantWon(t, r, "Ana", "R3 R1 G4")
		wantWon(t, r, "Ben", "G5 Y2")
		if r.Pile != 25 || r.Chuches["Ben"] != 1 || r.Next != "Ana" || !slices.Equal(r.Actions["Ben"], []referee.ChucheHeld{{Action: variants.ActionSteal}}) {
			t.Errorf("pile %d chuches %v next %s Ben's Chuche cards %+v; want 25, Ben 1, Ana, an unused Steal", r.Pile, r.Chuches, r.Next, r.Actions["Ben"])
		}
	})

	t.Run("resumed mid-round: a Steal, then Ctrl-D at a list", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, newChucheAnaBen)
		tbl.cli("deal", "--table", "R1 Y2 G4")
		tbl.cli("turn", "--target", "8", "--play", "R3", "--take", "R1,G4")
		tbl.cli("turn", "--target", "7", "--play", "G5", "--take", "Y2", "--won", "steal")
		p := tbl.play("--game", "1")
		p.expect("Resuming Chuche game #1")
		p.expect("Round 1, turn 3 (dealt by Ben):")
		p.expect("Cards in hand: Ana 3, Ben 3 [steal]")
		p.expect("Target on the top pile card")
		p.send("\r") // refused: no default while the pile has cards
		p.expect(`"" is not a target`)
		p.send("7\r")
		p.expect("Ana's turn at 7")
		p.send("O6\r")
		p.expect("Ana discards O6.")
		p.expect("Record Ana's turn")
		p.send("\r")
		p.expect("Turn recorded (entry #4).")
		p.expect("Target on the top pile card")
		p.send("6\r")
		p.expect("Ben's turn at 6")
		p.send("+\r")
		p.expect("Ben's turn:")
		p.send("\r") // use a Chuche card first, the cursor's item
		p.expect("Which Chuche card does Ben use")
		p.send("\r") // Steal, the only one Ben holds
		p.expect("Ben steals from")
		p.send("\r") // Ana
		p.expect("Card Ben took from Ana's hand")
		p.send("O2\r")
		p.expect("Table now: O6 O2")
		p.expect("Ben's turn at 6")
		p.send("Y4 O2\r")
		p.expect("Ben steals O2 from Ana and lays it on the table")
		p.expect("Record Ben's turn")
		p.send("\r")
		p.expect("Turn recorded (entry #5).")
		p.expect("Cards in hand: Ana 2, Ben 3")
		p.expect("Target on the top pile card")
		p.send("\x04") // Ctrl-D
		p.expect("Stopped. Everything confirmed is saved in")
		p.expect("resume with: chuche-ref play --game 1")
		p.wait(0)
		tbl.checkChucheEntries([]string{"deal", "turn", "turn", "turn", "turn"})
		r := tbl.chucheState()
		wantTable(t, r, "O6")
		if r.Hands["Ana"] != 2 || !slices.Equal(r.Actions["Ben"], []referee.ChucheHeld{{Action: variants.ActionSteal, Used: true}}) {
			t.Errorf("Ana holds %d, Ben's Chuche cards %+v; want 2 and the Steal used", r.Hands["Ana"], r.Actions["Ben"])
		}
	})
}

// checkChucheEntries reads history --json of game 1: the live entries'
// kinds, in order.
func (tb *ptyTable) checkChucheEntries(want []string) {
	tb.t.Helper()
	var h struct {
		Game    string `json:"game"`
		Entries []struct {
			Kind string `json:"kind"`
			Live bool   `json:"live"`
		} `json:"entries"`
	}
	if err := json.Unmarshal([]byte(tb.cli("history", "--json", "--game", "1")), &h); err != nil {
		tb.t.Fatalf("history --json: %v", err)
	}
	var got []string
	for _, e := range h.Entries {
		if e.Live {
			got = append(got, e.Kind)
		}
	}
	if h.Game != variants.GameChuche || !slices.Equal(got, want) {
		tb.t.Errorf("history: game %q, live entries %v; want chuche, %v", h.Game, got, want)
	}
}

// chucheState reads the round in progress of game 1 from table --json.
func (tb *ptyTable) chucheState() *referee.ChucheRound {
	tb.t.Helper()
	var doc struct {
		State *referee.ChucheRound `json:"state"`
	}
	if err := json.Unmarshal([]byte(tb.cli("table", "--json", "--game", "1")), &doc); err != nil {
		tb.t.Fatalf("table --json: %v", err)
	}
	if doc.State == nil {
		tb.t.Fatal("table --json: no round in progress")
	}
	return doc.State
}
