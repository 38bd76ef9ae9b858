package referee

import (
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The Chuche cards in a turn (CU-16…CU-20). Every use spends a card the
// player holds unused (CU-20); a card won without its name being entered
// is named by its first use, while copies of that kind are left (CU-4).

// use spends one unused Chuche card of kind a held by player.
func (r *ChucheRound) use(player string, a variants.ChucheAction) error {
	r.own(ownActions)
	held := slices.Clone(r.Actions[player]) // the round before the turn shares it
	r.Actions[player] = held
	if i := slices.IndexFunc(held, func(h ChucheHeld) bool { return !h.Used && h.Action == a }); i >= 0 {
		held[i].Used = true
		return nil
	}
	if r.actionsKnown(a) < variants.ChucheActionCopies[a] {
		if i := slices.IndexFunc(held, func(h ChucheHeld) bool { return !h.Used && h.Action == 0 }); i >= 0 {
			held[i] = ChucheHeld{Action: a, Used: true}
			return nil
		}
	}
	return fault.Refusedf("%s holds no unused %s (CU-20): %s", player, variants.ChucheCardTitle(a), r.heldText(player))
}

// heldText says what Chuche cards player has won: "they hold Steal (used),
// Joker".
func (r *ChucheRound) heldText(player string) fault.Message {
	held := r.Actions[player]
	if len(held) == 0 {
		return fault.M("%s has won no Chuche card this round", player)
	}
	var parts fault.Message
	for i := len(held) - 1; i >= 0; i-- {
		h := held[i]
		part := fault.M("%s", variants.ChucheCardTitle(h.Action))
		if h.Action == 0 {
			part = fault.M("a card not named")
		}
		if h.Used {
			part = fault.M("%s (used)", part)
		}
		if parts.IsZero() {
			parts = part
		} else {
			parts = fault.M("%s, %s", part, parts)
		}
	}
	return fault.M("%s holds %s", player, parts)
}

// steal is CU-16: the stolen card goes face up on the table and the victim
// holds one card fewer until they next draw; a Shield stops it, and both
// Chuche cards are spent (CU-19).
func (r *ChucheRound) steal(player string, s ChucheSteal, res *ChucheTurnResult) error {
	none := variants.ChucheCard{}
	switch {
	case s.Victim == player:
		return fault.Refusedf("%s cannot steal from themselves: a Steal takes a card from another player's hand (CU-16)", player)
	case r.Hands[s.Victim] == 0:
		return fault.Refusedf("%s holds no card to steal (CU-16)", s.Victim)
	case s.Shield && s.Card != none:
		return fault.Refusedf("%s defended with a Shield, so no card was stolen: leave the card out (CU-16)", s.Victim)
	case !s.Shield && s.Card == none:
		return fault.Inputf("the Steal names no card: enter the card taken from %s's hand (CU-16)", s.Victim)
	}
	if err := r.use(player, variants.ActionSteal); err != nil {
		return err
	}
	if s.Shield {
		if err := r.use(s.Victim, variants.ActionShield); err != nil {
			return err
		}
		res.note(fault.M("%s's Shield stops %s's Steal: both cards are spent (CU-16, CU-19)", s.Victim, player))
		return nil
	}
	r.Hands[s.Victim]--
	r.Table = append(r.Table, ChucheTableCard{Card: s.Card})
	res.note(fault.M("%s steals %s from %s and lays it on the table; %s holds %d until their next draw (CU-16)",
		player, s.Card, s.Victim, s.Victim, r.Hands[s.Victim]))
	return nil
}

// bomb is CU-18: every other player holding a card (the bomber too under
// bomb_hits_bomber) puts one face up on the table, or defends with a Shield
// (CU-19), and holds one card fewer until they next draw.
func (r *ChucheRound) bomb(player string, b ChucheBomb, rules variants.ChucheRules, res *ChucheTurnResult) error {
	hit := r.fromActive(player)
	if !rules.BombHitsBomber {
		hit = hit[1:]
	}
	notHit := func(name string) error {
		if name == player {
			return fault.Refusedf("the bomber puts down no card unless house rule bomb_hits_bomber is on (CU-18)")
		}
		return fault.Refusedf("%s is not hit by the Bomb (CU-18)", name)
	}
	for _, name := range chucheSortedKeys(b.Cards) {
		if !slices.Contains(hit, name) {
			return notHit(name)
		}
	}
	for i, name := range b.Shields {
		_, put := b.Cards[name]
		switch {
		case !slices.Contains(hit, name):
			return notHit(name)
		case slices.Index(b.Shields, name) != i:
			return fault.Refusedf("%s is entered twice as shielding from the Bomb (CU-18)", name)
		case put:
			return fault.Refusedf("%s is entered both as putting down %s and as defending with a Shield (CU-18, CU-19)", name, b.Cards[name])
		}
	}
	for _, p := range hit {
		_, put := b.Cards[p]
		shield := slices.Contains(b.Shields, p)
		switch {
		case r.Hands[p] == 0 && (put || shield):
			return fault.Refusedf("%s holds no card, so the Bomb asks nothing of them (CU-18)", p)
		case r.Hands[p] > 0 && !put && !shield:
			return fault.Refusedf("%s holds a card, so they must put one down to the Bomb or defend with a Shield (CU-18)", p)
		}
	}
	if err := r.use(player, variants.ActionBomb); err != nil {
		return err
	}
	var what []any
	for _, p := range hit {
		card, put := b.Cards[p]
		switch {
		case slices.Contains(b.Shields, p):
			if err := r.use(p, variants.ActionShield); err != nil {
				return err
			}
			what = append(what, fault.M("%s defends with a Shield", p))
		case put:
			r.Hands[p]--
			r.Table = append(r.Table, ChucheTableCard{Card: card})
			what = append(what, fault.M("%s puts down %s", p, card))
		}
	}
	if len(what) == 0 {
		what = []any{fault.M("nobody it hits holds a card")}
	}
	res.note(fault.M("%s's Bomb: %s (CU-18)", player, variants.And(what...)))
	return nil
}

// blockades is CU-17: each blocker reserves a free table card, in turn
// order from the active player, so who comes soonest blocks first.
func (r *ChucheRound) blockades(player string, bs []ChucheBlockade, res *ChucheTurnResult) error {
	if len(bs) == 0 {
		return nil
	}
	order := r.fromActive(player)
	sorted := slices.Clone(bs)
	slices.SortStableFunc(sorted, func(a, b ChucheBlockade) int {
		return slices.Index(order, a.Player) - slices.Index(order, b.Player)
	})
	for _, b := range sorted {
		i := r.tableIndex(b.Card, func(by string) bool { return by == "" })
		if i < 0 {
			if j := r.tableIndex(b.Card, func(string) bool { return true }); j >= 0 {
				return fault.Refusedf("%s cannot block %s: it is already blocked by %s (CU-17; of several blockers, whose turn comes soonest goes first)",
					b.Player, b.Card, r.Table[j].BlockedBy)
			}
			return fault.Refusedf("%s cannot block %s: it is not on the table (CU-17)", b.Player, b.Card)
		}
		if err := r.use(b.Player, variants.ActionBlockade); err != nil {
			return err
		}
		r.Table[i].BlockedBy = b.Player
		res.note(fault.M("%s blocks %s: only %s may use it (CU-17)", b.Player, b.Card, b.Player))
	}
	return nil
}

// fromActive lists the seats in turn order starting with player.
func (r *ChucheRound) fromActive(player string) []string {
	i := slices.Index(r.Seats, player)
	return append(slices.Clone(r.Seats[i:]), r.Seats[:i]...)
}
