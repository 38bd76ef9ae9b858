package main

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// A Chuche round of Ana and Ben in which Ben's CHUCHE wins a Steal (CU-14)
// and it is his turn again; the steal he then makes, entered with the
// commands.
var (
	benHoldsSteal = [][]string{
		{"new", "chuche", "--players", "Ana,Ben"},
		{"deal", "--table", "R1 Y2 G4"},
		{"turn", "--target", "8", "--play", "R3", "--take", "R1,G4"},
		{"turn", "--target", "7", "--play", "G5", "--take", "Y2", "--chuche-card", "steal"},
		{"turn", "--target", "7", "--play", "O6", "--discard"},
	}
	benSteals = []string{"turn", "--target", "6", "--play", "Y4", "--take", "O2", "--steal", "Ana=O2"}
)

// TestPlayBackStepsAccessible: back inside a Chuche card's prompts goes one
// step back — from the stolen card to the victim, from the victim to the
// Chuche cards, from there to the turn menu — each answer offered again;
// back at the cards taken asks the card played again.
func TestPlayBackStepsAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path
	tb := newTrustTable(t, bin)
	for _, c := range benHoldsSteal {
		tb.cli(c...)
	}
	r := tb.accessible("--game", "1")
	r.answer("6", "+")
	r.expect("Ben's turn, 1 to 7 [3]: ")
	r.answer("3")
	r.expect("Which Chuche card does Ben use (one per turn, CU-12), 1 to 6 [2]: ")
	r.answer("2")
	r.expect("Ben steals from, 1 to 1 [1]: ")
	r.answer("Ana")
	r.expect("Card Ben took from Ana's hand (it goes face up on the table): ")
	r.answer("back")
	r.expect("Ben steals from, 1 to 1 [1]: ") // one step back: the victim
	r.answer("back")
	r.expect("Which Chuche card does Ben use (one per turn, CU-12), 1 to 6 [2]: ")
	r.answer("back")
	r.expect("Ben's turn, 1 to 7 [3]: ") // the turn menu, on the Chuche card
	r.answer("3", "2", "")
	r.expect("Card Ben took from Ana's hand (it goes face up on the table): ")
	r.answer("O2")
	r.expect("Table now: O6 O2")
	r.expect("This turn so far: Ben steals O2 from Ana")
	r.expect("Ben's turn at 6: ")
	// Back at the turn line takes the Steal out again: the turn menu on
	// the Chuche card, every answer of the Steal offered as typed.
	r.answer("back")
	from := r.seen
	r.expect("Ben's turn, 1 to 7 [3]: ")
	if so := r.text()[from:r.seen]; strings.Contains(so, "This turn so far") {
		t.Errorf("the Steal stepped back from is still in the turn:\n%s", so)
	}
	r.answer("")
	r.expect("Which Chuche card does Ben use (one per turn, CU-12), 1 to 6 [2]: ")
	r.answer("")
	r.expect("Ben steals from, 1 to 1 [1]: ")
	r.answer("")
	r.expect("Card Ben took from Ana's hand (it goes face up on the table) [O2]: ")
	r.answer("")
	r.expect("This turn so far: Ben steals O2 from Ana")
	r.expect("Ben's turn at 6: ")
	r.answer("+")
	r.expect("Ben's turn, 1 to 6 [1]: ")
	r.answer("capture")
	r.expect("Card Ben played: ")
	r.answer("Y4")
	r.expect("Table cards Ben took: ")
	r.answer("back")
	r.expect("Card Ben played [Y4]: ") // the card played again, as typed
	r.answer("")
	r.expect("Table cards Ben took: ")
	r.answer("O2")
	r.expect("Record Ben's turn? [Y/n]: ")
	r.answer("")
	r.expect("Turn recorded (entry #5).")
	r.end(0)
	tb.entries(append(benHoldsSteal, benSteals)...)
}

// The same for a Joker: back at the card played asks the Joker's ±1 again,
// its answer the default; back there asks which Chuche card.
func TestPlayBackStepsJokerAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path
	tb := newTrustTable(t, bin)
	holdsJoker := append([][]string(nil), benHoldsSteal...)
	holdsJoker[3] = []string{"turn", "--target", "7", "--play", "G5", "--take", "Y2", "--chuche-card", "joker"}
	for _, c := range holdsJoker {
		tb.cli(c...)
	}
	r := tb.accessible("--game", "1")
	r.answer("6", "+", "3")
	r.expect("Which Chuche card does Ben use (one per turn, CU-12), 1 to 6 [1]: ")
	r.answer("1")
	r.expect("Ben's Joker, 1 to 2 [1]: ")
	r.answer("2")
	r.expect("Card Ben played: ")
	r.answer("back")
	r.expect("Ben's Joker, 1 to 2 [2]: ") // one step back, the -1 chosen
	r.answer("back")
	r.expect("Which Chuche card does Ben use (one per turn, CU-12), 1 to 6 [1]: ")
	r.answer("back")
	r.expect("Ben's turn, 1 to 7 [3]: ")
	r.answer("back")
	r.expect("Ben's turn at 6: ")
	out := r.end(0)
	if strings.Contains(out, "This turn so far") {
		t.Errorf("a Joker stepped back from is still in the turn:\n%s", out)
	}
	tb.entries(holdsJoker...)
}

// TestPlayBackStepsVT: the same steps back at a real terminal, with Esc.
func TestPlayBackStepsVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	tb := newTrustTable(t, bin)
	for _, c := range benHoldsSteal {
		tb.cli(c...)
	}
	s := newSeat(t, tb.ptyTable, vtest.Options{Cols: 110, Rows: 50}, "--game", "1")
	s.answer("? Target on the top pile card (6..10):", "6")
	s.answer("? Ben's turn at 6:", "+")
	s.atPrefix("? Ben's turn:")
	s.keys("3")
	s.atPrefix("? Which Chuche card does Ben use (one per turn, CU-12):")
	s.keys("2")
	s.atPrefix("? Ben steals from:")
	s.enter() // Ana
	s.at("? Card Ben took from Ana's hand (it goes face up on the table):")
	s.v.Send(vtest.Esc)
	s.atPrefix("? Ben steals from:") // one step back: the victim
	s.shows("▸ 1) Ana")
	s.v.Send(vtest.Esc)
	s.atPrefix("? Which Chuche card does Ben use (one per turn, CU-12):")
	s.shows("▸ 2) Steal: take a card from another player's hand onto the table (CU-16)")
	s.v.Send(vtest.Esc)
	s.atPrefix("? Ben's turn:")
	s.shows("▸ 3) use a Chuche card first (Ben holds Steal)")
	s.enter()
	s.atPrefix("? Which Chuche card does Ben use (one per turn, CU-12):")
	s.enter()
	s.atPrefix("? Ben steals from:")
	s.enter()
	s.answerCards("? Card Ben took from Ana's hand (it goes face up on the table):", "O2")
	s.at("? Ben's turn at 6:", "This turn so far: Ben steals O2 from Ana")
	s.keys("+")
	s.enter()
	s.atPrefix("? Ben's turn:")
	s.enter() // capture, asked card by card
	s.answerCards("? Card Ben played:", "Y4")
	s.at("? Table cards Ben took:")
	s.keys("back")
	s.enter()
	s.at("? Card Ben played: Y4") // the card played again, as typed
	s.enter()
	s.answerCards("? Table cards Ben took:", "O2")
	s.answer("? Record Ben's turn? [Y/n]", "")
	s.v.WaitOutput("Turn recorded (entry #5).")
	s.v.Send(vtest.CtrlC)
	s.exits(exitSIGINT)
	tb.entries(append(benHoldsSteal, benSteals)...)
}
