package scorer

import "github.com/chuche-ref/chuche-ref/variants"

// ChinchonLegal is what the rules allow now in a Chinchón match, so the
// prompts ask the scorer instead of deciding it themselves.
type ChinchonLegal struct {
	Cutters  []string // who may cut (or declare a chinchón) in the next hand: the players in, seat order (CN-7, CN-11); none once the game is over
	BuyBacks []string // who may buy back now, seat order (CN-13)
	Dealer   string   // who deals the next hand (CN-4)
}

// Legal lists what the rules allow now.
func (m ChinchonMatch) Legal(rules variants.ChinchonRules) ChinchonLegal {
	l := ChinchonLegal{Dealer: m.Dealer}
	if !m.Finished {
		l.Cutters = m.In()
	}
	for _, p := range m.Players {
		if p.Status == ChinchonOut && CheckChinchonBuyBack(m, p.Name, rules) == nil {
			l.BuyBacks = append(l.BuyBacks, p.Name)
		}
	}
	return l
}
