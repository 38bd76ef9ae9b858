package entry

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// CheckBlockedOnTable: --blocked names cards of --table (CLI.md), copies
// counted; a blocked card that is not there is a typo, not a rule.
func CheckBlockedOnTable(blocked, table []variants.ChucheCard) error {
	left := map[variants.ChucheCard]int{}
	for _, c := range table {
		left[c]++
	}
	for _, c := range blocked {
		if left[c] == 0 {
			return fault.Inputf("--blocked %s: %s is not on the table (--table lists every face-up card, blocked ones included)", c.String(), c)
		}
		left[c]--
	}
	return nil
}
