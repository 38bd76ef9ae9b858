package referee

import (
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// CutterCards reads the cards a cutter shows (CN-7): the 7 laid down, or
// the 8 held before the discard. Of 8, the discard is the one the table
// names (thrown), or else the best one as RankDiscards orders them: a
// chinchón, then a cut, then the least leftover. It returns the 7 laid down
// and the discard (nil when 7 are shown and none is named); any other count
// is an input error. Every way a cutter's line is entered — at the prompt,
// with flags — asks this, so they take and refuse the same lines.
func CutterCards(cards []variants.ChinchonCard, thrown *variants.ChinchonCard, rules variants.ChinchonRules) (laid []variants.ChinchonCard, discard *variants.ChinchonCard, err error) {
	switch {
	case len(cards) == 7:
		return cards, thrown, nil
	case len(cards) == 8 && thrown != nil && slices.Contains(cards, *thrown):
		d := *thrown
		return without(cards, d), &d, nil
	case len(cards) == 8 && thrown == nil:
		d := RankDiscards(cards, rules)[0].Discard
		return without(cards, d), &d, nil
	}
	n := len(cards)
	if thrown != nil {
		n++ // the discard named is one more card held
	}
	return nil, nil, fault.Inputf("%d cards; type the 7 laid down, or the 8 held with the discard (CN-4)", n)
}

// without is cards with one copy of c taken out.
func without(cards []variants.ChinchonCard, c variants.ChinchonCard) []variants.ChinchonCard {
	kept := make([]variants.ChinchonCard, 0, len(cards)-1)
	dropped := false
	for _, card := range cards {
		if !dropped && card == c {
			dropped = true
			continue
		}
		kept = append(kept, card)
	}
	return kept
}
