package referee

import (
	"maps"
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Apply judges t as the next turn of the round and, only when it is valid,
// plays it: it returns the round after the turn and leaves r as it was, so
// a caller may judge a candidate turn (probe) and keep the round it had.
// The round returned shares nothing Apply may change later with r, and a
// round is never changed once returned: treat its fields as read-only. A
// turn happens in this order: the active player's Steal or Bomb (CU-16,
// CU-18), the Blockades played meanwhile (CU-17), the capture or discard
// (CU-9…CU-13) and the CHUCHE (CU-14), then the draw (CU-15), the skipping
// of players without cards and the end of the round (CU-21).
//
// Errors are faults of kind Refused for what the rules forbid and of kind
// Input for cards the deck in play cannot hold and names that are not
// players. On error the round returned is r.
func (r *ChucheRound) Apply(t ChucheTurn, rules variants.ChucheRules) (*ChucheRound, ChucheTurnResult, error) {
	w := r.next()
	res, err := w.play(t, rules)
	if err != nil {
		return r, ChucheTurnResult{}, err
	}
	w.owned = 0
	return w, res, nil
}

// next is the copy of r that play works on and Apply returns. What nearly
// every turn changes — the table and the hand counts — is copied now; the
// won piles, the Chuche cards held and the CHUCHE counts are copied when
// the turn first changes them (see own), and a list in them is only ever
// appended to after clipping, so the append copies it rather than writing
// into room that r, or another round made from r, may use.
func (r *ChucheRound) next() *ChucheRound {
	w := *r
	w.Table = slices.Clone(r.Table)
	w.Hands = maps.Clone(r.Hands)
	return &w
}

// The maps of a round a turn copies on first change (ChucheRound.owned).
const (
	ownWon = 1 << iota
	ownActions
	ownChuches
)

// own copies the maps in what that the turn has not copied yet from the
// round before it.
func (r *ChucheRound) own(what uint8) {
	what &^= r.owned
	if what&ownWon != 0 {
		r.Won = maps.Clone(r.Won)
	}
	if what&ownActions != 0 {
		r.Actions = maps.Clone(r.Actions)
	}
	if what&ownChuches != 0 {
		r.Chuches = maps.Clone(r.Chuches)
	}
	r.owned |= what
}

// win adds cards to player's won pile.
func (r *ChucheRound) win(player string, cards ...variants.ChucheCard) {
	r.own(ownWon)
	r.Won[player] = append(slices.Clip(r.Won[player]), cards...)
}

// play applies t to r, which is Apply's copy: on error it is thrown away.
func (r *ChucheRound) play(t ChucheTurn, rules variants.ChucheRules) (ChucheTurnResult, error) {
	if r.Ended {
		return ChucheTurnResult{}, fault.Refusedf("the round is over: the pile is empty and nobody holds a card (CU-21)")
	}
	if err := r.checkTurnInput(t); err != nil {
		return ChucheTurnResult{}, err
	}
	if t.Player != r.Next {
		return ChucheTurnResult{}, fault.Refusedf("it is %s's turn, not %s's (CU-6)", r.Next, t.Player)
	}
	target, err := r.turnTarget(t.Target)
	if err != nil {
		return ChucheTurnResult{}, err
	}
	if err := checkChucheHelp(t); err != nil {
		return ChucheTurnResult{}, err
	}
	if err := r.checkRevealed(t); err != nil {
		return ChucheTurnResult{}, err
	}

	var res ChucheTurnResult
	if t.Steal != nil {
		if err := r.steal(t.Player, *t.Steal, &res); err != nil {
			return res, err
		}
	}
	if t.Bomb != nil {
		if err := r.bomb(t.Player, *t.Bomb, rules, &res); err != nil {
			return res, err
		}
	}
	if err := r.blockades(t.Player, t.Blockades, &res); err != nil {
		return res, err
	}
	if r.Hands[t.Player] == 0 {
		return res, fault.Refusedf("%s put down their last card to their own Bomb and holds none to play (CU-9, CU-18)", t.Player)
	}
	if t.Discard {
		err = r.discard(t, target, rules, &res)
	} else {
		err = r.capture(t, target, rules, &res)
	}
	if err != nil {
		return res, err
	}
	r.Hands[t.Player]--
	r.Target = target
	r.Turns++
	r.endTurn(t.Player, &res)
	return res, nil
}

// checkTurnInput rejects what cannot be read in this game: names that are
// not players and cards the deck in play does not hold (CU-2, CU-5).
func (r *ChucheRound) checkTurnInput(t ChucheTurn) error {
	names := []string{t.Player}
	cards := append([]variants.ChucheCard{t.Play}, t.Take...)
	cards = append(cards, t.Unblock...)
	if t.Play == (variants.ChucheCard{}) {
		return fault.Inputf("the turn names no card played: every turn plays one hand card (CU-9)")
	}
	if s := t.Steal; s != nil {
		names = append(names, s.Victim)
		if s.Card != (variants.ChucheCard{}) {
			cards = append(cards, s.Card)
		}
	}
	if b := t.Bomb; b != nil {
		for _, p := range chucheSortedKeys(b.Cards) {
			names = append(names, p)
			cards = append(cards, b.Cards[p])
		}
		names = append(names, b.Shields...)
	}
	for _, b := range t.Blockades {
		names = append(names, b.Player)
		cards = append(cards, b.Card)
	}
	for _, n := range names {
		if !slices.Contains(r.Seats, n) {
			return chucheNotPlayer(n, r.Seats)
		}
	}
	for _, c := range cards {
		if err := chucheInDeck(r.deck, c); err != nil {
			return err
		}
	}
	if t.Won != 0 && variants.ChucheActionCopies[t.Won] == 0 {
		return fault.Inputf("%s is not a Chuche card; Chuche cards are joker, steal, bomb, blockade, shield (CU-4)", t.Won)
	}
	return nil
}

// turnTarget is CU-8: 6..10 from the top pile card, 7 once the pile is empty.
func (r *ChucheRound) turnTarget(target int) (int, error) {
	switch {
	case r.Pile == 0 && (target == 0 || target == 7):
		return 7, nil
	case r.Pile == 0:
		return 0, fault.Refusedf("the pile is empty, so the target is 7, not %d (CU-8)", target)
	case target == 0:
		return 0, fault.Refusedf("the turn names no target: it is the number on the back of the top pile card, 6..10 (CU-8)")
	case !ChucheTarget(target):
		return 0, variants.CheckTarget(target) // no pile card says it: input (exit 2)
	}
	return target, nil
}

// ChucheTarget reports whether n can be a target: the back of a pile card
// says 6..10 (CU-8).
func ChucheTarget(n int) bool { return variants.CheckTarget(n) == nil }

// checkChucheHelp is CU-12: at most one Chuche card helps the active player
// in a turn. Shields in defence and others' Blockades do not count. It also
// rejects a turn that mixes up a discard and a capture.
func checkChucheHelp(t ChucheTurn) error {
	var helps []any
	if t.Joker != 0 {
		helps = append(helps, fault.M("a Joker"))
	}
	if t.Steal != nil {
		helps = append(helps, fault.M("a Steal"))
	}
	if t.Bomb != nil {
		helps = append(helps, fault.M("a Bomb"))
	}
	for _, b := range t.Blockades {
		if b.Player == t.Player {
			helps = append(helps, fault.M("a Blockade on %s's own turn", t.Player))
		}
	}
	for _, c := range t.Unblock {
		helps = append(helps, fault.M("a Shield to unblock %s", c))
	}
	switch {
	case len(helps) > 1:
		return fault.Refusedf("%s in one turn: at most one Chuche card may help (CU-12)", variants.And(helps...))
	case t.Joker < -1 || t.Joker > 1:
		return fault.Refusedf("joker %+d is not -1 or +1 (CU-11)", t.Joker)
	case t.Discard && (len(t.Take) > 0 || t.Joker != 0 || len(t.Unblock) > 0):
		return fault.Refusedf("a discard takes no table card and needs no Joker or Shield: the card is laid on the table (CU-13)")
	case t.Discard && t.Won != 0:
		return fault.Refusedf("a discard wins no Chuche card: only a capture that clears the table does (CU-14)")
	}
	return nil
}

// checkRevealed is CU-5 for the cards the turn brings out of hidden hands
// (the card played, a stolen card, the cards put down to a Bomb): with the
// face-up and won cards they must not outnumber the deck's copies.
func (r *ChucheRound) checkRevealed(t ChucheTurn) error {
	revealed := []variants.ChucheCard{t.Play}
	if s := t.Steal; s != nil && s.Card != (variants.ChucheCard{}) {
		revealed = append(revealed, s.Card)
	}
	if b := t.Bomb; b != nil {
		for _, p := range chucheSortedKeys(b.Cards) {
			revealed = append(revealed, b.Cards[p])
		}
	}
	return r.CheckHidden(revealed...)
}

// CheckHidden is CU-5 for cards that come out of hidden hands: with the
// cards face up, won and discarded they must not outnumber the deck's
// copies. The prompt flow asks it as a card is typed.
func (r *ChucheRound) CheckHidden(revealed ...variants.ChucheCard) error {
	var seen [6][7]int // by colour and value; every card here is in the deck
	for _, t := range r.Table {
		seen[t.Card.Colour][t.Card.Value]++
	}
	for _, c := range r.Discarded {
		seen[c.Colour][c.Value]++
	}
	for _, w := range r.Won {
		for _, c := range w {
			seen[c.Colour][c.Value]++
		}
	}
	for _, c := range revealed {
		k := &seen[c.Colour][c.Value]
		*k++
		if n := r.deck.Copies(c); *k > n {
			return fault.Inputf("%s", fault.Plural(4, "%s cannot be in a hand: the %s holds %d and %d is face up or won (CU-5)",
				"%s cannot be in a hand: the %s holds %d and %d are face up or won (CU-5)", c, r.deck.Name(), n, *k-1)).WithHint("check the card: the table and the won piles show every card seen so far")
		}
	}
	return nil
}

// capture is CU-10, CU-11, CU-14 and CU-17's Shield: the capture as checked
// by CheckCapture against the table as it now lies, the cards moved to the
// player's won pile, and the Chuche card won on a CHUCHE.
func (r *ChucheRound) capture(t ChucheTurn, target int, rules variants.ChucheRules, res *ChucheTurnResult) error {
	v := CheckCapture(CaptureCheck{
		Target: target, Play: t.Play, Take: t.Take, Joker: t.Joker,
		Table: r.TableCards(), Blocked: r.BlockedFor(t.Player), Unblocked: t.Unblock,
		Rules: rules, Limit: ChucheMissedLimit,
	})
	if !v.Valid {
		return fault.Refusedf("%s", v.Why)
	}
	if t.Joker != 0 {
		if err := r.use(t.Player, variants.ActionJoker); err != nil {
			return err
		}
	}
	for _, c := range t.Unblock {
		if err := r.use(t.Player, variants.ActionShield); err != nil {
			return err
		}
		by := r.Table[r.tableIndex(c, func(by string) bool { return by != "" && by != t.Player })].BlockedBy
		res.note(fault.M("%s unblocks %s, blocked by %s, with a Shield (CU-17)", t.Player, c, by))
	}
	r.takeFromTable(t.Player, v.Capture.Take, t.Unblock)
	if err := r.checkWon(t.Player, t.Won, v.Capture.ClearsTable, len(v.Capture.Take)); err != nil {
		return err
	}
	r.win(t.Player, append([]variants.ChucheCard{t.Play}, v.Capture.Take...)...)
	c := v.Capture
	c.Take = slices.Clone(c.Take)
	res.Capture = &c
	res.Missed = v.Better
	if c.ClearsTable {
		r.chuche(t.Player, t.Won, res)
	}
	return nil
}

// checkWon judges the Chuche card entered as won, once the capture's cards
// are off the table (CU-4, CU-14).
func (r *ChucheRound) checkWon(player string, won variants.ChucheAction, chuche bool, taken int) error {
	switch {
	case won == 0:
		return nil
	case !chuche && taken == 0:
		return fault.Refusedf("no CHUCHE: a capture that takes no table card clears nothing, so no Chuche card is won (CU-14)")
	case !chuche && len(r.usableBy(player)) > 0:
		left := variants.ChucheCards(r.usableBy(player))
		if len(left) == 1 {
			return fault.Refusedf("no CHUCHE: %s still lies on the table for %s, so no Chuche card is won (CU-14)", left, player)
		}
		return fault.Refusedf("no CHUCHE: %s still lie on the table for %s, so no Chuche card is won (CU-14)", left, player)
	case !chuche:
		table := variants.ChucheCards(r.TableCards())
		if len(r.Table) == 1 {
			return fault.Refusedf("no CHUCHE: %s still lies on the table, blocked, and house rule chuche_needs_empty_table is on (CU-14)", table)
		}
		return fault.Refusedf("no CHUCHE: %s still lie on the table, blocked, and house rule chuche_needs_empty_table is on (CU-14)", table)
	case r.ActionsLeft == 0:
		return fault.Refusedf("CHUCHE, but all %d Chuche cards are already won: %s cannot have been drawn (CU-4, CU-14)", variants.ChucheActionTotal, won)
	case r.actionsKnown(won) >= variants.ChucheActionCopies[won]:
		return chucheAllWon(won)
	}
	return nil
}

// chucheAllWon refuses a Chuche card every copy of which is won already
// (CU-4): "the only Bomb is", "both Jokers are", "all 3 Steals are".
func chucheAllWon(won variants.ChucheAction) *fault.Error {
	title := variants.ChucheCardTitle(won)
	switch n := variants.ChucheActionCopies[won]; n {
	case 1:
		return fault.Refusedf("the only %s is already won: the card drawn cannot be a %s (CU-4)", title, title)
	case 2:
		return fault.Refusedf("both %ss are already won: the card drawn cannot be a %s (CU-4)", title, title)
	default:
		return fault.Refusedf("all %d %ss are already won: the card drawn cannot be a %s (CU-4)", n, title, title)
	}
}

// chuche is CU-14: the capturer wins the top card of the Chuche pile, if
// one is left.
func (r *ChucheRound) chuche(player string, won variants.ChucheAction, res *ChucheTurnResult) {
	res.Chuche = true
	r.own(ownChuches | ownActions)
	r.Chuches[player]++
	if r.ActionsLeft == 0 {
		res.note(fault.M("CHUCHE! %s clears the table; no Chuche card is left to win (CU-14)", player))
		return
	}
	r.ActionsLeft--
	r.Actions[player] = append(slices.Clip(r.Actions[player]), ChucheHeld{Action: won})
	if won == 0 {
		res.note(fault.M("CHUCHE! %s clears the table and wins a Chuche card (not named) (CU-14)", player))
		return
	}
	res.note(fault.M("CHUCHE! %s clears the table and wins a %s (CU-14)", player, variants.ChucheCardTitle(won)))
}

// discard is CU-13: the card is laid face up, refused under forced_capture
// while the referee sees a capture for it (without Chuche card help).
func (r *ChucheRound) discard(t ChucheTurn, target int, rules variants.ChucheRules, res *ChucheTurnResult) error {
	q := CaptureQuery{Target: target, Table: r.TableCards(), Blocked: r.BlockedFor(t.Player), Rules: rules}
	count, best := CapturesFor(t.Play, q, ChucheMissedLimit)
	if rules.ForcedCapture && count > 0 {
		c := best[0]
		return fault.Refusedf("%s can capture %s = %d, so it may not be discarded (CU-13, house rule forced_capture)", t.Play, c.Cards(), c.Sum+c.Joker)
	}
	res.Missed = best
	r.Table = append(r.Table, ChucheTableCard{Card: t.Play})
	return nil
}

// takeFromTable removes a capture's cards: for each card, first the copies
// unblocked with a Shield, then free copies, then the capturer's own
// blocked ones, so a reservation the capturer did not need stays theirs.
func (r *ChucheRound) takeFromTable(player string, take, unblock []variants.ChucheCard) {
	shielded := map[variants.ChucheCard]int{}
	for _, c := range unblock {
		shielded[c]++
	}
	for _, c := range take {
		i := -1
		if shielded[c] > 0 {
			shielded[c]--
			i = r.tableIndex(c, func(by string) bool { return by != "" && by != player })
		}
		if i < 0 {
			i = r.tableIndex(c, func(by string) bool { return by == "" })
		}
		if i < 0 {
			i = r.tableIndex(c, func(by string) bool { return by == player })
		}
		r.Table = slices.Delete(r.Table, i, i+1)
	}
}

// tableIndex finds c on the table among cards whose blocker passes ok; -1
// when there is none.
func (r *ChucheRound) tableIndex(c variants.ChucheCard, ok func(blockedBy string) bool) int {
	return slices.IndexFunc(r.Table, func(t ChucheTableCard) bool { return t.Card == c && ok(t.BlockedBy) })
}

// usableBy lists the table cards player may use (CU-17).
func (r *ChucheRound) usableBy(player string) []variants.ChucheCard {
	var cards []variants.ChucheCard
	for _, t := range r.Table {
		if t.BlockedBy == "" || t.BlockedBy == player {
			cards = append(cards, t.Card)
		}
	}
	return cards
}

func chucheSortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
