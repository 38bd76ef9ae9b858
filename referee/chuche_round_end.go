package referee

import (
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// endTurn is CU-15 and CU-21: the player draws back to 3 while the pile
// lasts; the turn passes to the next player holding a card; the round ends
// when the pile is empty and nobody holds a card.
//
// A player with no card at their turn is skipped (CU-15). While the pile
// lasts that can only be a victim of Steals and Bombs: their skipped turn
// still ends with the draw back to 3.
func (r *ChucheRound) endTurn(player string, res *ChucheTurnResult) {
	res.Drawn = r.draw(player, res)
	if r.Pile == 0 && r.handsEmpty() {
		r.end(res)
		return
	}
	at, n := slices.Index(r.Seats, player), len(r.Seats)
	for i := 1; i <= n; i++ {
		p := r.Seats[(at+i)%n]
		switch {
		case r.Hands[p] > 0:
			r.Next = p
			return
		case r.Pile == 0:
			res.note(fault.M("%s is skipped: no cards (CU-15)", p))
		default:
			drawn := r.draw(p, res)
			res.note(fault.M("%s holds no card: the turn is skipped and %s draws %d (CU-15)", p, p, drawn))
		}
	}
	// Unreachable: the pile was not empty, so someone drew above.
	panic("chuche round: no player holds a card")
}

// draw fills player's hand back to 3 from the pile, as far as it lasts.
func (r *ChucheRound) draw(player string, res *ChucheTurnResult) int {
	n := min(3-r.Hands[player], r.Pile)
	if n <= 0 {
		return 0
	}
	r.Hands[player] += n
	r.Pile -= n
	if r.Pile == 0 {
		res.note(fault.M("the pile is empty: the target is 7 from now on (CU-8)"))
	}
	return n
}

func (r *ChucheRound) handsEmpty() bool {
	for _, n := range r.Hands {
		if n > 0 {
			return false
		}
	}
	return true
}

// end is CU-21: unblocked table cards are discarded and score for nobody;
// blocked ones go to their blocker's won pile.
func (r *ChucheRound) end(res *ChucheTurnResult) {
	r.Ended, r.Next = true, ""
	res.RoundEnded = true
	res.endNote(fault.M("the round is over: the pile is empty and nobody holds a card (CU-21)"))
	var discarded []variants.ChucheCard
	for _, t := range r.Table {
		if t.BlockedBy == "" {
			discarded = append(discarded, t.Card)
			continue
		}
		r.win(t.BlockedBy, t.Card)
		res.endNote(fault.M("%s, blocked by %s, goes to %s's won pile (CU-21)", t.Card, t.BlockedBy, t.BlockedBy))
	}
	if len(discarded) > 0 {
		res.endNote(fault.M("discarded, scoring for nobody: %s (CU-21)", variants.ChucheCards(discarded)))
	}
	r.Discarded = append(slices.Clip(r.Discarded), discarded...)
	r.Table = r.Table[:0]
}
