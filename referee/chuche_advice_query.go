package referee

import "github.com/chuche-ref/chuche-ref/variants"

// DiscardQuery asks for the safest discard of player's hand during a round
// (the `?` at play's card prompt, solve chuche --game): the table as it
// lies with the cards others have blocked, every card the round has seen
// leave play (the won piles and discards) as Seen, the round's deck, and
// the pile as it will be once the player has drawn back to 3 cards (CU-15).
func (r *ChucheRound) DiscardQuery(player string, target int, hand []variants.ChucheCard, rules variants.ChucheRules) DiscardQuery {
	var seen []variants.ChucheCard
	for _, p := range r.Seats {
		seen = append(seen, r.Won[p]...)
	}
	seen = append(seen, r.Discarded...)
	q := r.CaptureQuery(player, target, hand, rules)
	drawn := max(0, 3-(len(hand)-1)) // playing one card, then drawing until holding 3
	return DiscardQuery{CaptureQuery: q, Deck: r.deck, Seen: seen, PileEmpty: r.Pile <= drawn}
}
