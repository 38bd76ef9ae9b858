package scorer

import (
	"sync/atomic"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
)

// Outcome is what one entry did to its match, in either game: the fields
// of the entry's kind are set, the others are nil.
type Outcome struct {
	Hand   *ChinchonHandResult // a Chinchón hand as scored, the totals and eliminations after it included
	Rejoin *ChinchonRejoin     // a Chinchón buy-back

	Turn  *referee.ChucheTurnResult // a Chuche turn as the referee judged it
	Round *ChucheRoundResult        // the Chuche round the entry completed, if any

	Finished bool            // the match is over after the entry
	Events   []fault.Message // what the entry brought about: who went out, bought back, won, tied for the lead
}

// judgements counts the entries judged in this process (Judgements).
var judgements atomic.Int64

// Judgements is how many entries this process has judged against a match
// — in a replay, a probe or a record — so tests can count that an entry
// shown and then recorded is judged once, not once per step.
func Judgements() int64 { return judgements.Load() }
