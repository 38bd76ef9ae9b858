package referee

import (
	"slices"

	"github.com/chuche-ref/chuche-ref/variants"
)

// ChucheLegal is what the rules let the players do now, in the turn being
// entered: the prompts ask among these and never decide a rule themselves
// (after notnil/chess's ValidMoves). Names are in turn order from the
// active player; cards in the order they lie on the table.
type ChucheLegal struct {
	Player string // whose turn it is
	// Helps are the Chuche cards Player holds unused and may play now, one
	// per turn (CU-12): a Joker; a Steal when another player holds a card
	// (CU-16); a Bomb; a Blockade when a free card lies on the table; a
	// Shield when a card others blocked does (CU-17). A card won but not
	// named counts as any kind still possible (CU-4). Empty once the turn
	// has its help.
	Helps []variants.ChucheAction
	// Victims are whom Player's Steal may take a card from (CU-16).
	Victims []string
	// Bombed are who puts a card down to Player's Bomb (CU-18; Player too
	// under bomb_hits_bomber).
	Bombed []string
	// Blockers are the other players who may play a Blockade during the
	// turn: they hold one not yet entered and a free card lies there.
	Blockers []string
	// Shields are the players who may defend with a Shield (CU-19).
	Shields []string
	// Table is the table as the play will find it: the cards the turn's
	// Steal or Bomb put face up added, its Blockades marked.
	Table []ChucheTableCard
	// Free are the table cards nobody blocked: a Blockade may reserve one.
	Free []variants.ChucheCard
	// Take are the table cards Player may capture: free or their own.
	Take []variants.ChucheCard
	// Blocked are the table cards others blocked: Player needs a Shield to
	// use one (CU-17).
	Blocked []variants.ChucheCard
}

// Legal lists what the rules allow now, given t, the turn as entered so
// far (its player, Steal, Bomb, Blockades and help). It does not judge t:
// Apply does.
func (r *ChucheRound) Legal(t ChucheTurn, rules variants.ChucheRules) ChucheLegal {
	p := t.Player
	if p == "" {
		p = r.Next
	}
	l := ChucheLegal{Player: p, Table: r.TableAfter(t)}
	for _, tc := range l.Table {
		switch {
		case tc.BlockedBy == "":
			l.Free = append(l.Free, tc.Card)
			l.Take = append(l.Take, tc.Card)
		case tc.BlockedBy == p:
			l.Take = append(l.Take, tc.Card)
		default:
			l.Blocked = append(l.Blocked, tc.Card)
		}
	}
	for _, s := range r.fromActive(p) {
		if s != p && r.Hands[s] > 0 {
			l.Victims = append(l.Victims, s)
		}
		if r.Hands[s] > 0 && (s != p || rules.BombHitsBomber) {
			l.Bombed = append(l.Bombed, s)
		}
		if r.Unused(s, variants.ActionShield) > 0 {
			l.Shields = append(l.Shields, s)
		}
		entered := 0
		for _, b := range t.Blockades {
			if b.Player == s {
				entered++
			}
		}
		if s != p && len(l.Free) > 0 && r.Unused(s, variants.ActionBlockade) > entered {
			l.Blockers = append(l.Blockers, s)
		}
	}
	if chucheHelped(t, p) {
		return l
	}
	holds := func(a variants.ChucheAction) bool { return r.Unused(p, a) > 0 }
	for _, h := range []struct {
		a  variants.ChucheAction
		ok bool
	}{
		{variants.ActionJoker, true},
		{variants.ActionSteal, len(l.Victims) > 0},
		{variants.ActionBomb, true},
		{variants.ActionBlockade, len(l.Free) > 0},
		{variants.ActionShield, len(l.Blocked) > 0},
	} {
		if h.ok && holds(h.a) {
			l.Helps = append(l.Helps, h.a)
		}
	}
	return l
}

// chucheHelped reports whether t already has player's one Chuche card
// (CU-12): a Joker, a Steal, a Bomb, a Blockade of their own, an unblock.
func chucheHelped(t ChucheTurn, player string) bool {
	if t.Joker != 0 || t.Steal != nil || t.Bomb != nil || len(t.Unblock) > 0 {
		return true
	}
	return slices.ContainsFunc(t.Blockades, func(b ChucheBlockade) bool { return b.Player == player })
}

// TableAfter is the table as t's play will find it: the card a Steal (not
// stopped by a Shield) and the cards a Bomb put face up added, the
// Blockades entered marked (CU-16…CU-18).
func (r *ChucheRound) TableAfter(t ChucheTurn) []ChucheTableCard {
	table := slices.Clone(r.Table)
	if s := t.Steal; s != nil && !s.Shield {
		table = append(table, ChucheTableCard{Card: s.Card})
	}
	if b := t.Bomb; b != nil {
		for _, q := range r.Seats {
			if card, ok := b.Cards[q]; ok {
				table = append(table, ChucheTableCard{Card: card})
			}
		}
	}
	for _, bl := range t.Blockades {
		if i := slices.IndexFunc(table, func(tc ChucheTableCard) bool { return tc.Card == bl.Card && tc.BlockedBy == "" }); i >= 0 {
			table[i].BlockedBy = bl.Player
		}
	}
	return table
}
