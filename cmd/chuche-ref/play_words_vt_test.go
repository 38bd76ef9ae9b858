package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// The hand of Ana, Ben and Cleo in which Ben and Cleo claimed less than
// their cards leave: the hand's lines say so at length.
const claimedLine = "  Ben        +26  [10b 11b 12b]  leftover 7o 3c 7c 9e = 26  — claimed 20, best arrangement leaves 26"

// TestPlayWordsVT: what play writes at a real terminal reads whole. A
// finished line says what a name typed resolved to ("who cut: Ana" for
// "a"), and a result line wider than the terminal is broken at words, by
// display width — never in the middle of a card or a number.
func TestPlayWordsVT(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref on a pseudo-terminal")
	}
	bin := chucheRef(t).path
	tb := newTrustTable(t, bin)
	tb.cli(newAnaBenCleo...)
	s := newSeat(t, tb.ptyTable, vtest.Options{Cols: 48, Rows: 60}, "--game", "1")
	s.answer("? Hand 1 — who cut:", "a")
	s.at("? Ana's 7 cards, or 8 with the discard:", "? Hand 1 — who cut: Ana")
	s.cards(handCut)
	s.enter()
	s.answerCards("? Ben's 7 cards or points:", handBen+" 20")
	s.answerCards("? Cleo's 7 cards or points:", handCleo+" 30")
	s.at("? Record hand 1? [Y/n]")
	rows := s.v.Lines()
	for _, w := range strings.Fields(claimedLine) {
		if !slices.ContainsFunc(rows, func(r string) bool { return slices.Contains(strings.Fields(r), w) }) {
			t.Errorf("%q is broken across rows:\n%s", w, strings.Join(rows, "\n"))
		}
	}
	for _, r := range rows {
		if vtWidth(r) > 47 {
			t.Errorf("a row wider than the terminal's 47 columns: %q", r)
		}
	}
	s.answer("? Record hand 1? [Y/n]", "")
	s.stopAt("? Hand 2 — who cut:")
	tb.entries(newAnaBenCleo, []string{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--hand", "Ben=" + handBen, "--claim", "Ben=20", "--hand", "Cleo=" + handCleo, "--claim", "Cleo=30"})
}

// vtWidth is a row's width in columns: one a rune (the rows here hold no
// wide characters).
func vtWidth(r string) int { return len([]rune(r)) }
