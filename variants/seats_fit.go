package variants

import "github.com/chuche-ref/chuche-ref/fault"

// The house rules decide how many players a Chinchón deck can seat: a game
// whose deal cannot be made is refused when it is created, not at the first
// hand. (A Chuche deck too small to deal from is explained by the deal,
// CU-7; only a composition of no cards at all is refused as a rule.)

// CheckPlayers enforces CN-4's seat limit of the deck in play: 7 cards to
// each player and the first discard must fit in the deck, so spanish-40
// seats at most 5 (6×7+1 = 43 cards).
func (r ChinchonRules) CheckPlayers(players int) error {
	deck := r.DeckInPlay()
	if players < 2 || 7*players+1 <= deck.Size() {
		return nil
	}
	most := (deck.Size() - 1) / 7
	return fault.Inputf("the %s deck seats at most %d players, not %d: %d hands of 7 and the first discard need %d cards (CN-4)",
		deck.Name, most, players, players, 7*players+1).
		WithHint("play with deck=spanish-48 or french-52, or seat fewer players")
}
