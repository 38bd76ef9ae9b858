package entry

import (
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// CheckTarget is CU-8's range, in the one place the core judges it, so turn
// and check capture say the same.
func CheckTarget(target int) error { return variants.CheckTarget(target) }

// ParseJoker reads --joker: "" (none), +1 or -1 (CU-11).
func ParseJoker(s string) (int, error) {
	switch strings.TrimSpace(s) {
	case "":
		return 0, nil
	case "+1", "1", "+":
		return 1, nil
	case "-1", "-":
		return -1, nil
	}
	return 0, fault.Inputf("--joker %q: a Joker makes the sum one more or one less: +1 or -1 (CU-11)", s)
}

// ParseChucheList reads a list of cards of the deck in play; the name says
// which flag it came from in errors.
func ParseChucheList(deck variants.ChucheDeck, flag, text string) ([]variants.ChucheCard, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	cards, err := deck.ParseCards(text)
	if err != nil {
		return nil, fault.Wrapf(err, "--%s", flag)
	}
	return cards, nil
}
