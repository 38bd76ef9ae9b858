package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// The keystroke budgets, besides the cards themselves:
// a card's characters and the spaces between cards are the cards; Enter,
// menu keys, names, numbers and confirmations count.
const (
	budgetChinchonHand  = 12 // 3 players, everyone's cards; or a cut plus points
	budgetChucheDiscard = 6
	budgetChucheCapture = 8
	budgetRematch       = 2 // at a finished game, the next game with the same seats
)

// ledgerDoc is a game's history and standings as JSON values, the entries'
// times left out: what two ways of entering the same evening must agree on.
func ledgerDoc(t *testing.T, tbl *ptyTable) (entries []any, standings any) {
	t.Helper()
	var h struct {
		Entries []map[string]any `json:"entries"`
	}
	if err := json.Unmarshal([]byte(tbl.cli("history", "--json", "--game", "1")), &h); err != nil {
		t.Fatal(err)
	}
	for _, e := range h.Entries {
		delete(e, "time")
		entries = append(entries, e)
	}
	if err := json.Unmarshal([]byte(tbl.cli("standings", "--json", "--game", "1")), &standings); err != nil {
		t.Fatal(err)
	}
	return entries, standings
}

func sameLedger(t *testing.T, a, b *ptyTable) {
	t.Helper()
	ea, sa := ledgerDoc(t, a)
	eb, sb := ledgerDoc(t, b)
	if !reflect.DeepEqual(ea, eb) {
		ja, _ := json.MarshalIndent(ea, "", " ")
		jb, _ := json.MarshalIndent(eb, "", " ")
		t.Errorf("the ledgers differ:\nplay:\n%s\nround:\n%s", ja, jb)
	}
	if !reflect.DeepEqual(sa, sb) {
		t.Errorf("the standings differ:\nplay: %v\nround: %v", sa, sb)
	}
}

// Cards of a Chinchón evening for Ana, Ben and Cleo (spanish-48).
const (
	handCleo   = "1c 2c 6e 7e 8b 9b 10o"   // no meld: 43 points
	handBen8   = "1c 2c 3c 4c 4e 4b 4o 9c" // 8 cards: discarding 9c cuts at -10
	handBenCut = "1c 2c 3c 4c 4e 4b 4o"
)

// eveningScreen is the terminal the evenings are played on.
var eveningScreen = vtest.Options{Cols: 110, Rows: 50}

// TestPlayEveningVT plays a Chinchón evening for three through play on a
// pseudo-terminal — a hand by everyone's cards, a cut plus points, an
// elimination and a buy-back, a refused cut, an undo — asserting the
// screen after every answer and the keystrokes of every hand, and gives
// the ledger the same evening entered with round, buyback and undo gives.
func TestPlayEveningVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	tbl := tableWith(t, bin, newChinchonEvening)
	s := newSeat(t, tbl, eveningScreen, "--game", "1")

	// Hand 1, everyone's cards.
	s.count()
	s.answer("? Hand 1 — who cut:", "a")
	s.answerCards("? Ana's 7 cards, or 8 with the discard:", handCut, "? Hand 1 — who cut: Ana")
	s.answerCards("? Ben's 7 cards or points:", handBen, "? Ana's 7 cards, or 8 with the discard: "+handCut)
	s.answerCards("? Cleo's 7 cards or points:", handCleo, "? Ben's 7 cards or points: "+handBen)
	s.answer("? Record hand 1? [Y/n]", "", "? Cleo's 7 cards or points: "+handCleo)
	s.at("? Hand 2 — who cut:", "? Record hand 1? [Y/n] yes", "Hand 1 recorded (entry #1).")
	s.within("a 3-player hand by everyone's cards", budgetChinchonHand)

	// Hand 2: Ben cuts from 8 cards (the referee finds the discard), the
	// others by points; Cleo goes out and declines the buy-back offer.
	s.count()
	s.answer("? Hand 2 — who cut:", "b")
	s.answerCards("? Ben's 7 cards, or 8 with the discard:", handBen8, "? Hand 2 — who cut: Ben")
	s.answer("? Ana's 7 cards or points:", "30", "  discard: 9c, the best of the 8 (CN-8)")
	s.answer("? Cleo's 7 cards or points:", "12", "? Ana's 7 cards or points: 30")
	s.answer("? Record hand 2? [Y/n]", "", "? Cleo's 7 cards or points: 12")
	s.v.WaitOutput("Cleo is out")
	s.within("a cut plus points", budgetChinchonHand)
	s.atPrefix("? Cleo is out. Does Cleo buy back in at")
	s.read()
	s.enter() // no (the default)

	// Hand 3 begins with the buy-back after all, confirmed.
	s.answer("? Hand 3 — who cut:", "buyback c")
	s.atPrefix("? Cleo buys back in at")
	s.enter()
	s.at("? Hand 3 — who cut:", "? Hand 3 — who cut: buyback Cleo")
	s.v.WaitOutput("Cleo buys back in at")

	// A refused cut: Cleo's leftover is too high; she plays on; Ana cuts.
	s.answer("? Hand 3 — who cut:", "cl")
	s.answerCards("? Cleo's 7 cards, or 8 with the discard:", handBad, "? Hand 3 — who cut: Cleo")
	s.emptyAnswer("? Which card did Cleo discard (Enter to skip):")
	s.atPrefix("? Nothing was recorded; what now:")
	s.keys("back")
	s.enter()
	s.count()
	s.answer("? Hand 3 — who cut:", "ana", "? Nothing was recorded; what now: back to who cut: the hand goes on")
	s.answerCards("? Ana's 7 cards, or 8 with the discard:", handCut)
	s.answer("? Ben's 7 cards or points:", "5")
	s.answer("? Cleo's 7 cards or points:", "7")
	s.answer("? Record hand 3? [Y/n]", "y")
	s.at("? Hand 4 — who cut:", "Hand 3 recorded (entry #4).")
	s.within("a cut plus points, after a refused cut", budgetChinchonHand)

	// Undo hand 3, confirmed; then quit.
	s.answer("? Hand 4 — who cut:", "undo")
	s.atPrefix("? Undo entry #4")
	s.keys("y")
	s.enter()
	s.answer("? Hand 3 — who cut:", "quit", "? Hand 4 — who cut: undo", "? Undo entry #4 (hand 3: Ana cut)? [y/N] yes")
	s.v.WaitText("Stopped. Everything confirmed is saved in")
	s.exitsOK()

	// The same evening through the commands.
	sameLedger(t, tbl, tableWith(t, bin, chinchonEvening...))
}

// TestPlayChucheRoundVT plays a whole (short) Chuche round through play on
// a pseudo-terminal — the deal, captures and discards on one line, `?`
// advice, the last turns without a target (CU-8) — counting the keystrokes
// of every turn against the budgets, and gives the ledger deal and turn
// give for the same round.
func TestPlayChucheRoundVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	tbl := tableWith(t, bin, shortMatch[0])
	s := newSeat(t, tbl, eveningScreen, "--game", "1")

	s.atPrefix("? What next:")
	s.enter() // deal round 1
	s.atPrefix("? Round 1: who deals:")
	s.enter() // Ben, who deals next
	s.answerCards("? The 3 cards dealt face up:", "Y4 Y5 G6", "? Round 1: who deals: Ben (deals next, CU-6)")

	// turn plays one turn: the target (none once the pile is empty), the
	// turn line, Enter to record; kind is "capture" or "discard".
	turn := func(n int, player, target, line, kind string, budget int) {
		t.Helper()
		s.count()
		if target != "" {
			s.answer("? Target on the top pile card (6..10):", target)
		} else {
			target = "7"
		}
		q := "? " + player + "'s turn at " + target + ":"
		s.answerCards(q, line)
		s.answer("? Record "+player+"'s turn? [Y/n]", "", q+" "+line)
		s.v.WaitOutput("Turn recorded (entry #" + strconv.Itoa(n+1) + ").")
		s.within(fmt.Sprintf("Chuche turn %d, a %s", n, kind), budget)
	}
	turn(1, "Ana", "9", "R4 Y5", "capture", budgetChucheCapture)
	turn(2, "Ben", "10", "O4 G6", "capture", budgetChucheCapture)

	turn(3, "Ana", "8", "R5", "discard", budgetChucheDiscard) // the last pile card: 7 from now on

	// `?` at the turn line: Ben's hand, and the safest discard in words.
	s.answer("? Ben's turn at 7:", "?")
	s.answerCards("? Ben's hand, for the safest discard:", "G4 O5 Y6", "? Ben's turn at 7: ?")
	s.at("? Ben's turn at 7:", "Safest discard first:")
	if !slices.ContainsFunc(s.v.Lines(), func(l string) bool { return strings.HasPrefix(l, "  G4: the next player can expect ") }) {
		t.Errorf("no advice for G4:\n%s", strings.Join(s.v.Lines(), "\n"))
	}
	s.cards("G4")
	s.enter()
	s.answer("? Record Ben's turn? [Y/n]", "", "Ben discards G4.")
	s.v.WaitOutput("Turn recorded (entry #5).")

	for i, tu := range []struct{ player, card string }{
		{"Ana", "O6"}, {"Ben", "O5"}, {"Ana", "R6"}, {"Ben", "Y6"}, {"Ana", "G5"},
	} {
		turn(5+i, tu.player, "", tu.card, "discard, the pile empty", budgetChucheDiscard)
	}
	s.v.WaitText("Match over: Ana won.")
	s.atPrefix("? Game #1 is over — what next:")
	s.enter() // quit: Enter makes no game
	s.exitsOK()

	sameLedger(t, tbl, tableWith(t, bin, chucheShortRound...))
}

// TestPlayConflictVT: another terminal records a hand (the real round
// binary) while one is typed in play; at the confirmation the typed hand is
// judged again against the game as it now stands and offered, not lost.
func TestPlayConflictVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	tbl := tableWith(t, bin, newAnaBen)
	s := newSeat(t, tbl, eveningScreen, "--game", "1")
	s.answer("? Hand 1 — who cut:", "a")
	s.answerCards("? Ana's 7 cards, or 8 with the discard:", handCut)
	s.at("? Ben's 7 cards or points:")
	// Meanwhile, at another terminal: hand 1 is Ben's cut.
	tbl.cli("round", "--cut", "Ben", "--hand", "Ben="+handCut, "--points", "Ana=10")
	s.cards(handBen)
	s.enter()
	s.at("? Record hand 1? [Y/n]")
	s.enter()
	// A different hand: judged again and offered with No as the default.
	s.at("? Record hand 2? [y/N]", "Not recorded: another terminal wrote to game #1 first (1 hand now).", "Hand 2 as the referee scores it:")
	s.read()
	s.keys("y")
	s.enter()
	s.at("? Hand 3 — who cut:", "Hand 2 recorded (entry #2).")
	s.v.Send(vtest.CtrlD)
	if code := s.v.Wait(); code != 0 {
		t.Fatalf("exit %d\n%s", code, s.v.Dump())
	}
	tbl.checkTotals(2, map[string]int{"Ana": 14, "Ben": 30})
}
