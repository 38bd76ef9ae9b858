package scorekeeper

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChucheDiscardQuery asks, for the player whose turn it is in the Chuche
// round in progress, for the captures and the safest discard of hand
// (solve chuche --game): the table and the blocked cards
// as they lie, every card the round has seen leave play (won piles,
// discards) as Seen, plus extra cards known out, and the tracked pile
// (referee.ChucheRound.DiscardQuery).
func (k *Game) ChucheDiscardQuery(target int, hand, extraSeen []variants.ChucheCard) (referee.DiscardQuery, string, error) {
	g := k.Info()
	if g.Kind != variants.GameChuche {
		return referee.DiscardQuery{}, "", failure.Inputf("game #%#d %q is not Chuche; solve chuche --game needs a Chuche game", g.ID, g.Name)
	}
	m, err := k.Chuche()
	if err != nil {
		return referee.DiscardQuery{}, "", err
	}
	r := m.Current
	if r == nil || r.Next == "" {
		return referee.DiscardQuery{}, "", failure.Inputf("game #%#d %q has no round in progress", g.ID, g.Name).
			WithHint("start one with chuche-ref deal --table …, or give --table without --game")
	}
	q := r.DiscardQuery(r.Next, target, hand, k.chuche)
	q.Seen = append(q.Seen, extraSeen...)
	// A card in the hand that the ledger has seen elsewhere, or more copies
	// than the deck holds: a typo in --hand or --seen.
	all := append(append(append([]variants.ChucheCard(nil), hand...), q.Table...), q.Seen...)
	if err := q.Deck.CheckCounts(all); err != nil {
		return referee.DiscardQuery{}, "", err
	}
	return q, r.Next, nil
}
