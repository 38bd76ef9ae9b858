package main

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// The keystroke budgets, besides the cards themselves:
// a card's characters and the spaces between cards are the cards; Enter,
// menu keys, names, numbers and confirmations count.
const (
	budgetChinchonHand  = 12 // 3 players, everyone's cards; or a cut plus points
	budgetChucheDiscard = 6
	budgetChucheCapture = 8
)

// seat is a VT session at the table that tells the cards typed from the
// other keys, checks the screen after every answer and counts keystrokes.
type seat struct {
	t        *testing.T
	v        *vtest.Term
	cardKeys int
	mark     int
	empty    []string // questions answered with an empty line: they end in ":" when answered
}

func newSeat(t *testing.T, bin string, tbl *ptyTable, args ...string) *seat {
	cmd := exec.Command(bin, append([]string{"play"}, args...)...)
	cmd.Env = tbl.env
	return &seat{t: t, v: vtest.Start(t, cmd, vtest.Options{Cols: 110, Rows: 50})}
}

// at waits for the question (the cursor's row, exactly) and checks that
// nothing on the screen is a stale question: every other "? …" row is
// answered, and the answered rows given are there.
func (s *seat) at(question string, answered ...string) {
	s.t.Helper()
	s.v.WaitCursorRow(question)
	lines := s.v.Lines()
	for i, l := range lines[:max(0, len(lines)-1)] {
		if slices.Contains(s.empty, l) {
			continue
		}
		if strings.HasPrefix(l, "? ") && (strings.HasSuffix(l, ":") || strings.HasSuffix(l, "[Y/n]") || strings.HasSuffix(l, "[y/N]")) {
			s.t.Fatalf("a stale question on row %d: %q (waiting at %q)\n%s", i, l, question, s.v.Dump())
		}
	}
	for _, a := range answered {
		if !slices.Contains(lines, a) {
			s.t.Fatalf("the answered line %q is not on the screen (waiting at %q)\n%s", a, question, strings.Join(lines, "\n"))
		}
	}
}

// cards types cards (not counted), keys anything else (counted).
func (s *seat) cards(text string) {
	s.v.Type(text)
	s.cardKeys += utf8.RuneCountInString(text)
}
func (s *seat) keys(text string) { s.v.Type(text) }
func (s *seat) enter()           { s.v.Send(vtest.Enter) }

// count starts counting; counted is the non-card keystrokes since.
func (s *seat) count()       { s.mark = s.v.KeysSent() - s.cardKeys }
func (s *seat) counted() int { return s.v.KeysSent() - s.cardKeys - s.mark }

// within checks a count against its budget and logs the figure.
func (s *seat) within(what string, budget int) {
	s.t.Helper()
	n := s.counted()
	s.t.Logf("keystrokes besides the cards, %s: %d (budget %d)", what, n, budget)
	if n > budget {
		s.t.Errorf("%s took %d keystrokes besides the cards; the budget is %d", what, n, budget)
	}
}

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
	tbl := newPTYTable(t, bin)
	tbl.cli("new", "chinchon", "--players", "Ana,Ben,Cleo", "--preset", "fifty")
	s := newSeat(t, bin, tbl, "--game", "1")

	// Hand 1, everyone's cards.
	s.at("? Hand 1 — who cut:")
	s.count()
	s.keys("a")
	s.enter()
	s.at("? Ana's 7 cards, or 8 with the discard:", "? Hand 1 — who cut: a")
	s.cards(handCut)
	s.enter()
	s.at("? Ben's 7 cards or points:", "? Ana's 7 cards, or 8 with the discard: "+handCut)
	s.cards(handBen)
	s.enter()
	s.at("? Cleo's 7 cards or points:", "? Ben's 7 cards or points: "+handBen)
	s.cards(handCleo)
	s.enter()
	s.at("? Record hand 1? [Y/n]", "? Cleo's 7 cards or points: "+handCleo)
	s.enter()
	s.at("? Hand 2 — who cut:", "? Record hand 1? [Y/n] yes", "Hand 1 recorded (entry #1).")
	s.within("a 3-player hand by everyone's cards", budgetChinchonHand)

	// Hand 2: Ben cuts from 8 cards (the referee finds the discard), the
	// others by points; Cleo goes out and declines the buy-back offer.
	s.count()
	s.keys("b")
	s.enter()
	s.at("? Ben's 7 cards, or 8 with the discard:", "? Hand 2 — who cut: b")
	s.cards(handBen8)
	s.enter()
	s.at("? Ana's 7 cards or points:", "  discard: 9c, the best of the 8 (CN-8)")
	s.keys("30")
	s.enter()
	s.at("? Cleo's 7 cards or points:", "? Ana's 7 cards or points: 30")
	s.keys("12")
	s.enter()
	s.at("? Record hand 2? [Y/n]", "? Cleo's 7 cards or points: 12")
	s.enter()
	s.v.WaitOutput("Cleo is out")
	s.within("a cut plus points", budgetChinchonHand)
	s.v.WaitFor("the buy-back offer", func(v *vtest.Term) bool { return strings.Contains(v.CursorRow(), "Does Cleo buy back in at") })
	s.enter() // no (the default)
	s.at("? Hand 3 — who cut:")

	// Hand 3 begins with the buy-back after all, confirmed.
	s.keys("buyback c")
	s.enter()
	s.v.WaitFor("the buy-back confirmation", func(v *vtest.Term) bool { return strings.HasPrefix(v.CursorRow(), "? Cleo buys back in at") })
	s.enter()
	s.at("? Hand 3 — who cut:", "? Hand 3 — who cut: buyback c")
	s.v.WaitOutput("Cleo buys back in at")

	// A refused cut: Cleo's leftover is too high; she plays on; Ana cuts.
	s.keys("cl")
	s.enter()
	s.at("? Cleo's 7 cards, or 8 with the discard:", "? Hand 3 — who cut: cl")
	s.cards(handBad)
	s.enter()
	s.at("? Which card did Cleo discard (Enter to skip):")
	s.empty = append(s.empty, "? Which card did Cleo discard (Enter to skip):")
	s.enter()
	s.v.WaitFor("the refusal's menu", func(v *vtest.Term) bool { return strings.HasPrefix(v.CursorRow(), "? Nothing was recorded; what now:") })
	s.keys("back")
	s.enter()
	s.at("? Hand 3 — who cut:", "? Nothing was recorded; what now: back to who cut: the hand goes on")
	s.count()
	s.keys("ana")
	s.enter()
	s.at("? Ana's 7 cards, or 8 with the discard:")
	s.cards(handCut)
	s.enter()
	s.at("? Ben's 7 cards or points:")
	s.keys("5")
	s.enter()
	s.at("? Cleo's 7 cards or points:")
	s.keys("7")
	s.enter()
	s.at("? Record hand 3? [Y/n]")
	s.keys("y")
	s.enter()
	s.at("? Hand 4 — who cut:", "Hand 3 recorded (entry #4).")
	s.within("a cut plus points, after a refused cut", budgetChinchonHand)

	// Undo hand 3, confirmed; then quit.
	s.keys("undo")
	s.enter()
	s.v.WaitFor("the undo confirmation", func(v *vtest.Term) bool { return strings.HasPrefix(v.CursorRow(), "? Undo entry #4") })
	s.keys("y")
	s.enter()
	s.at("? Hand 3 — who cut:", "? Hand 4 — who cut: undo", "? Undo entry #4 (hand 3: Ana cut)? [y/N] yes")
	s.keys("quit")
	s.enter()
	s.v.WaitText("Stopped. Everything confirmed is saved in")
	if code := s.v.Wait(); code != 0 {
		t.Fatalf("exit %d\n%s", code, s.v.Dump())
	}

	// The same evening through the commands.
	ref := newPTYTable(t, bin)
	ref.cli("new", "chinchon", "--players", "Ana,Ben,Cleo", "--preset", "fifty")
	ref.cli("round", "--cut", "Ana", "--hand", "Ana="+handCut, "--hand", "Ben="+handBen, "--hand", "Cleo="+handCleo)
	ref.cli("round", "--cut", "Ben", "--hand", "Ben="+handBenCut, "--cut-discard", "9c", "--points", "Ana=30", "--points", "Cleo=12")
	ref.cli("buyback", "Cleo")
	ref.cli("round", "--cut", "Ana", "--hand", "Ana="+handCut, "--points", "Ben=5", "--points", "Cleo=7")
	ref.cli("undo")
	sameLedger(t, tbl, ref)
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
	tbl := newPTYTable(t, bin)
	tbl.cli(shortMatch[0]...)
	s := newSeat(t, bin, tbl, "--game", "1")

	s.v.WaitFor("the round menu", func(v *vtest.Term) bool { return strings.HasPrefix(v.CursorRow(), "? What next:") })
	s.enter() // deal round 1
	s.v.WaitFor("who deals", func(v *vtest.Term) bool { return strings.HasPrefix(v.CursorRow(), "? Round 1: who deals:") })
	s.enter() // Ben, who deals next
	s.at("? The 3 cards dealt face up:", "? Round 1: who deals: Ben (deals next, CU-6)")
	s.cards("Y4 Y5 G6")
	s.enter()

	// turn plays one turn: the target (none once the pile is empty), the
	// turn line, Enter to record; kind is "capture" or "discard".
	turn := func(n int, player, target, line, kind string, budget int) {
		t.Helper()
		s.count()
		if target != "" {
			s.at("? Target on the top pile card (6..10):")
			s.keys(target)
			s.enter()
		} else {
			target = "7"
		}
		q := "? " + player + "'s turn at " + target + ":"
		s.at(q)
		s.cards(line)
		s.enter()
		s.at("? Record "+player+"'s turn? [Y/n]", q+" "+line)
		s.enter()
		s.v.WaitOutput("Turn recorded (entry #" + strconv.Itoa(n+1) + ").")
		s.within(fmt.Sprintf("Chuche turn %d, a %s", n, kind), budget)
	}
	turn(1, "Ana", "9", "R4 Y5", "capture", budgetChucheCapture)
	turn(2, "Ben", "10", "O4 G6", "capture", budgetChucheCapture)

	turn(3, "Ana", "8", "R5", "discard", budgetChucheDiscard) // the last pile card: 7 from now on

	// `?` at the turn line: Ben's hand, and the safest discard in words.
	s.at("? Ben's turn at 7:")
	s.keys("?")
	s.enter()
	s.at("? Ben's hand, for the safest discard:", "? Ben's turn at 7: ?")
	s.cards("G4 O5 Y6")
	s.enter()
	s.at("? Ben's turn at 7:", "Safest discard first:")
	if !slices.ContainsFunc(s.v.Lines(), func(l string) bool { return strings.HasPrefix(l, "  G4: the next player can expect ") }) {
		t.Errorf("no advice for G4:\n%s", strings.Join(s.v.Lines(), "\n"))
	}
	s.cards("G4")
	s.enter()
	s.at("? Record Ben's turn? [Y/n]", "Ben discards G4.")
	s.enter()
	s.v.WaitOutput("Turn recorded (entry #5).")

	for i, tu := range []struct{ player, card string }{
		{"Ana", "O6"}, {"Ben", "O5"}, {"Ana", "R6"}, {"Ben", "Y6"}, {"Ana", "G5"},
	} {
		turn(5+i, tu.player, "", tu.card, "discard, the pile empty", budgetChucheDiscard)
	}
	s.v.WaitText("Match over: Ana won.")
	if code := s.v.Wait(); code != 0 {
		t.Fatalf("exit %d\n%s", code, s.v.Dump())
	}

	ref := newPTYTable(t, bin)
	for _, c := range shortMatch {
		ref.cli(c...)
	}
	ref.cli("turn", "--play", "G5", "--discard")
	sameLedger(t, tbl, ref)
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
	tbl := newPTYTable(t, bin)
	tbl.cli("new", "chinchon", "--players", "Ana,Ben")
	s := newSeat(t, bin, tbl, "--game", "1")
	s.at("? Hand 1 — who cut:")
	s.keys("a")
	s.enter()
	s.at("? Ana's 7 cards, or 8 with the discard:")
	s.cards(handCut)
	s.enter()
	s.at("? Ben's 7 cards or points:")
	// Meanwhile, at another terminal: hand 1 is Ben's cut.
	tbl.cli("round", "--cut", "Ben", "--hand", "Ben="+handCut, "--points", "Ana=10")
	s.cards(handBen)
	s.enter()
	s.at("? Record hand 1? [Y/n]")
	s.enter()
	s.at("? Record hand 2? [Y/n]", "Not recorded: another terminal wrote to game #1 first (1 hand now). The hand as typed, judged again:", "Hand 2 as the referee scores it:")
	s.enter()
	s.at("? Hand 3 — who cut:", "Hand 2 recorded (entry #2).")
	s.v.Send(vtest.CtrlD)
	if code := s.v.Wait(); code != 0 {
		t.Fatalf("exit %d\n%s", code, s.v.Dump())
	}
	tbl.checkTotals(2, map[string]int{"Ana": 14, "Ben": 30})
}
