package scorer

import (
	"maps"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// JudgeCutterLine is the referee's answer to the cutter's line, asked
// before anyone else is entered: the cards shown — the 7 laid down, or the 8
// held, of which referee.CutterCards takes the discard — could have been
// dealt (CN-4), and make a cut (CN-7), or the chinchón declared (CN-11), as
// the whole hand will judge them. h names the cutter, whether a chinchón is
// declared, and the discard when the table named one; it comes back with
// the cutter's cards and discard set, and the verdict — on a refusal too,
// for CN-8's answer. No other hand is judged.
func JudgeCutterLine(m ChinchonMatch, h ChinchonHand, shown []variants.ChinchonCard, rules variants.ChinchonRules) (ChinchonHand, referee.CutVerdict, error) {
	if m.Finished {
		return h, referee.CutVerdict{}, fault.Refusedf("the game is over: %s; no more hands (CN-14)", m.outcome(rules))
	}
	cutter := ChinchonHand{Cutter: h.Cutter, Chinchon: h.Chinchon}
	if err := checkChinchonNames(cutter, m.seats(), m.in(), m.whyOut); err != nil {
		return h, referee.CutVerdict{}, err
	}
	laid, discard, err := referee.CutterCards(shown, h.Discard, rules)
	if err != nil {
		return h, referee.CutVerdict{}, err
	}
	h.Hands = maps.Clone(h.Hands)
	if h.Hands == nil {
		h.Hands = map[string][]variants.ChinchonCard{}
	}
	h.Hands[h.Cutter], h.Discard = laid, discard
	cutter.Hands, cutter.Discard = map[string][]variants.ChinchonCard{h.Cutter: laid}, discard
	if err := CheckChinchonDealt(cutter, m.in(), rules); err != nil {
		return h, referee.CutVerdict{}, err
	}
	v, err := judgeCut(h, rules)
	return h, v, err
}
