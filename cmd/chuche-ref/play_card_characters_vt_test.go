package main

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// TestPlayTypicalHandsCardCharactersVT types typical 3-player hands into
// play on a pseudo-terminal as a quick table would — each line in the
// fewest characters, the spaces left out where the line reads without
// them (1-3o5ceb4c) — and counts the card characters the terminal was
// sent: the median hand within the budget, and the ledger the one the
// same hands typed as single cards through round give.
func TestPlayTypicalHandsCardCharactersVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	newGame := []string{"new", "chinchon", "--players", "Ana,Ben,Cleo"}
	tbl := tableWith(t, bin, newGame)
	s := newSeat(t, tbl, eveningScreen, "--game", "1")
	rules := variants.DefaultChinchonRules()
	rng := rand.New(rand.NewPCG(3, 36))
	byCommands := [][]string{newGame}
	var typed []int
	for n := 1; n <= 5; n++ {
		hand := typicalHand(rng, rules)
		var lines [3]string
		for p := range hand {
			lines[p] = variants.JoinedChinchonCards(hand[p], rules)
		}
		before := s.cardKeys
		s.answer(fmt.Sprintf("? Hand %d — who cut:", n), "a")
		s.answerCards("? Ana's 7 cards, or 8 with the discard:", lines[0])
		s.answerCards("? Ben's 7 cards or points:", lines[1])
		s.answerCards("? Cleo's 7 cards or points:", lines[2])
		s.answer(fmt.Sprintf("? Record hand %d? [Y/n]", n), "")
		s.v.WaitOutput(fmt.Sprintf("Hand %d recorded", n))
		typed = append(typed, s.cardKeys-before)
		round := []string{"round", "--game", "1", "--cut", "Ana"}
		for p, name := range []string{"Ana", "Ben", "Cleo"} {
			// the cards the line stands for, in the order it gives them
			cards, err := variants.ParseChinchonHandCards(lines[p], rules)
			if err != nil {
				t.Fatal(err)
			}
			round = append(round, "--hand", name+"="+variants.FormatChinchonCards(cards))
		}
		byCommands = append(byCommands, round)
	}
	t.Logf("card characters typed per hand: %v", typed)
	if m := median(typed); m > joinedCardCharacterBudget {
		t.Errorf("the median hand took %d card characters at the terminal; the budget is %d", m, joinedCardCharacterBudget)
	}
	s.answer("? Hand 6 — who cut:", "quit")
	s.v.WaitText("Stopped. Everything confirmed is saved in")
	s.exitsOK()
	sameLedger(t, tbl, tableWith(t, bin, byCommands...))
}
