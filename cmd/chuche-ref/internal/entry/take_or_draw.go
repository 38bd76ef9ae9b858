package entry

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// TakeOrDraw reads solve chinchon's --top and --horizon against the hand:
// the top discard of the pile (one card, before the draw, so the hand has
// 7) and 2 for the chance to cut within two blind draws. No --top is no
// top card.
func TakeOrDraw(rules variants.ChinchonRules, cards []variants.ChinchonCard, top string, horizon int) (tops []variants.ChinchonCard, err error) {
	if horizon != 0 && horizon != 2 {
		return nil, fault.Inputf("--horizon %d: the horizon is 2 (the chance to cut within two blind draws)", horizon)
	}
	if top == "" {
		if horizon != 0 {
			return nil, fault.Inputf("--horizon needs --top: the chance to cut within two blind draws leaves the top discard where it is")
		}
		return nil, nil
	}
	if len(cards) != 7 {
		return nil, fault.Inputf("--top is for 7 cards, before the draw; %d cards given", len(cards))
	}
	c, err := rules.DeckInPlay().ParseCard(top)
	if err != nil {
		return nil, fault.Wrapf(err, "--top")
	}
	return []variants.ChinchonCard{c}, nil
}
