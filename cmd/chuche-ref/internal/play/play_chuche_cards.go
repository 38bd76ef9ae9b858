package play

// The Chuche cards in a turn at the prompts (CU-11, CU-16…CU-19): the one
// card that may help the active player (CU-12) — Joker, Steal, Bomb, a
// Blockade on their own turn, a Shield to unblock — and Blockades played
// by others meanwhile. They are only entered here; the referee judges them
// with the rest of the turn.

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// chucheCardKinds lists the Chuche cards in the order they are offered.
var chucheCardKinds = []variants.ChucheAction{
	variants.ActionJoker, variants.ActionSteal, variants.ActionBomb, variants.ActionBlockade, variants.ActionShield,
}

func (c *ChuchePlay) chucheCardTitle(a variants.ChucheAction) string {
	switch a {
	case variants.ActionJoker:
		return c.P.Sprintf("Joker (±1)")
	case variants.ActionSteal:
		return c.P.Sprintf("Steal")
	case variants.ActionBomb:
		return c.P.Sprintf("Bomb")
	case variants.ActionBlockade:
		return c.P.Sprintf("Blockade")
	case variants.ActionShield:
		return c.P.Sprintf("Shield")
	}
	return c.P.Sprintf("a card not named")
}

// helpCard is a Chuche card's line in the menu of the Chuche cards, with
// its prompt.
type helpCard struct {
	action variants.ChucheAction
	label  string
	do     func(d *turnDraft) (bool, error)
}

// legal is what the referee allows now in the turn being entered.
func (c *ChuchePlay) legal(t referee.ChucheTurn) referee.ChucheLegal {
	return c.M.Current.Legal(t, c.Rules)
}

// helpCards are the five Chuche cards, always in this order, each with its
// prompt; the referee says which the active player may use now
// (ChucheLegal.Helps).
func (c *ChuchePlay) helpCards(d *turnDraft) []helpCard {
	p := d.t.Player
	return []helpCard{
		{variants.ActionJoker, c.P.Sprintf("Joker (±1): the capture may sum to one off the target (CU-11)"), c.useJoker},
		{variants.ActionSteal, c.P.Sprintf("Steal: take a card from another player's hand onto the table (CU-16)"), c.useSteal},
		{variants.ActionBomb, c.P.Sprintf("Bomb: every other player puts a hand card on the table (CU-18)"), c.useBomb},
		{variants.ActionBlockade, c.P.Sprintf("Blockade: reserve a table card for %s (CU-17)", safetext.Escape(p)), c.useBlockade},
		{variants.ActionShield, c.P.Sprintf("Shield: unblock a card another player blocked, for this capture (CU-17)"), c.useUnblock},
	}
}

// mayHelp reports whether the referee lets the active player use some
// Chuche card now.
func (c *ChuchePlay) mayHelp(d *turnDraft) bool { return len(c.legal(d.t).Helps) > 0 }

// useChucheCard asks which Chuche card helps this turn. The menu never
// shifts under the fingers: 1 Joker, 2 Steal, 3 Bomb, 4 Blockade, 5 Shield,
// one not usable now shown as such and refused with the reason.
func (c *ChuchePlay) useChucheCard(d *turnDraft) (bool, error) {
	hs := c.helpCards(d)
	legal := c.legal(d.t).Helps
	items := make([]string, len(hs)+1)
	names := make([]string, len(hs)+1)
	cursor := -1
	for i, h := range hs {
		items[i], names[i] = h.label, chucheCardName(h.action)
		if !slices.Contains(legal, h.action) {
			items[i] = c.P.Sprintf("%s — not now: %s", upperFirst(c.chucheCardTitle(h.action)), c.notNow(d, h.action))
		} else if cursor < 0 {
			cursor = i
		}
	}
	items[len(hs)] = c.P.Sprintf("back: no Chuche card after all")
	for {
		i, err := c.choose(askChucheCard, d.t.Player, c.P.Sprintf("Which Chuche card does %s use (one per turn, CU-12)", safetext.Escape(d.t.Player)), items, names, max(cursor, 0), true)
		if err != nil || i == len(hs) {
			if errors.Is(err, errBack) || err == nil {
				c.unnote(askChucheCard, d.t.Player)
				return false, errBack // one step back: the turn menu
			}
			return false, err
		}
		if slices.Contains(legal, hs[i].action) {
			ok, err := hs[i].do(d)
			if !errors.Is(err, errBack) {
				return ok, err
			}
			// Back from the card's first prompt: which Chuche card, again.
			c.typing.back(askChucheCard, d.t.Player)
			cursor = i
			continue
		}
		c.unnote(askChucheCard, d.t.Player)
		fmt.Fprintln(c.Out, c.P.Sprintf("Refused: %s: %s", upperFirst(c.chucheCardTitle(hs[i].action)), c.notNow(d, hs[i].action)))
		cursor = i
	}
}

// chucheCardName is a Chuche card's name in a draft (English, as the
// rules name it).
func chucheCardName(a variants.ChucheAction) string { return upperFirst(a.String()) }

// notNow says why the active player may not use a Chuche card now.
func (c *ChuchePlay) notNow(d *turnDraft, a variants.ChucheAction) string {
	p := d.t.Player
	holds := false
	for _, h := range c.M.Current.Actions[p] {
		if !h.Used && (h.Action == a || h.Action == 0) {
			holds = true
		}
	}
	if !holds {
		return c.P.Sprintf("%s holds none unused (CU-12)", safetext.Escape(p))
	}
	return c.P.Sprintf("the referee does not allow it at this point of the turn (CU-12, CU-16…CU-19)")
}

// useJoker: the capture may sum to one off the target (CU-11); the capture
// is asked at once.
func (c *ChuchePlay) useJoker(d *turnDraft) (bool, error) {
	n := d.t.Target
	items := []string{
		c.P.Sprintf("+1: the cards sum to %d, one short of %d", n-1, n),
		c.P.Sprintf("-1: the cards sum to %d, one over %d", n+1, n),
	}
	var ok bool
	err := c.runSteps([]step{
		{ask: askJoker, player: d.t.Player, run: func() error {
			i, err := c.choose(askJoker, d.t.Player, c.P.Sprintf("%s's Joker", safetext.Escape(d.t.Player)), items, []string{"+1", "-1"}, 0, true)
			d.t.Joker = 1 - 2*i
			return err
		}},
		{run: func() (err error) { ok, err = c.capture(d); return err }},
	})
	if errors.Is(err, errBack) {
		d.t.Joker = 0
	}
	return ok, err
}

// useSteal: the victim gives up a card, which goes face up on the table,
// or defends with a Shield (CU-16, CU-19).
func (c *ChuchePlay) useSteal(d *turnDraft) (bool, error) {
	p := d.t.Player
	victims := c.legal(d.t).Victims
	s := &referee.ChucheSteal{}
	err := c.runSteps([]step{
		{ask: askVictim, player: p, run: func() error {
			i, err := c.choose(askVictim, p, c.P.Sprintf("%s steals from", safetext.Escape(p)), escapeAll(victims), victims, 0, true)
			s.Victim = victims[i]
			return err
		}},
		{ask: askShield, player: "", who: func() string { return s.Victim }, skip: func() bool { return !c.mayShield(s.Victim) }, run: func() (err error) {
			s.Shield, err = c.askShield(s.Victim, false)
			return err
		}},
		{ask: askGiven, who: func() string { return s.Victim }, skip: func() bool { return s.Shield }, run: func() (err error) {
			var text string
			s.Card, err = c.askCard(askGiven, s.Victim, c.P.Sprintf("Card %s took from %s's hand (it goes face up on the table)", safetext.Escape(p), safetext.Escape(s.Victim)), &text)
			return err
		}},
	})
	if err != nil {
		return false, err
	}
	d.t.Steal = s
	c.showTableNow(d.t)
	return false, nil
}

// useBomb: every other player holding a card (the bomber too under
// bomb_hits_bomber) puts one face up, or defends with a Shield (CU-18).
func (c *ChuchePlay) useBomb(d *turnDraft) (bool, error) {
	b := &referee.ChucheBomb{Cards: map[string]variants.ChucheCard{}}
	var steps []step
	for _, q := range c.legal(d.t).Bombed {
		steps = append(steps,
			step{ask: askShield, player: q, skip: func() bool { return !c.mayShield(q) }, run: func() error {
				delete(b.Cards, q)
				b.Shields = slices.DeleteFunc(b.Shields, func(s string) bool { return s == q })
				shield, err := c.askShield(q, true)
				if err == nil && shield {
					b.Shields = append(b.Shields, q)
				}
				return err
			}},
			step{ask: askGiven, player: q, skip: func() bool { return slices.Contains(b.Shields, q) }, run: func() error {
				delete(b.Cards, q)
				var text string
				card, err := c.askCard(askGiven, q, c.P.Sprintf("Card %s put down to the Bomb", safetext.Escape(q)), &text)
				if err == nil {
					b.Cards[q] = card
				}
				return err
			}})
	}
	if err := c.runSteps(steps); err != nil {
		return false, err
	}
	d.t.Bomb = b
	c.showTableNow(d.t)
	return false, nil
}

// askShield asks whether a player under attack — by a Steal, or by a
// Bomb — defends with a Shield, when they may hold one (CU-19).
func (c *ChuchePlay) askShield(player string, bomb bool) (bool, error) {
	if !c.mayShield(player) {
		return false, nil
	}
	name := safetext.Escape(player)
	items := []string{c.P.Sprintf("%s gives up a card", name), c.P.Sprintf("%s defends with a Shield: the Steal fails, both cards are spent", name)}
	if bomb {
		items = []string{c.P.Sprintf("%s puts a card down", name), c.P.Sprintf("%s defends with a Shield: the Bomb passes them by", name)}
	}
	i, err := c.choose(askShield, player, c.P.Sprintf("Does %s defend with a Shield (CU-19)", name), items, []string{"no", "yes"}, 0, true)
	return i == 1, err
}

// mayShield: a player under attack may hold a Shield, so is asked (CU-19).
func (c *ChuchePlay) mayShield(player string) bool {
	return slices.Contains(c.legal(referee.ChucheTurn{}).Shields, player)
}

// useBlockade: the active player reserves a table card (CU-17).
func (c *ChuchePlay) useBlockade(d *turnDraft) (bool, error) {
	return false, c.addBlockade(d, d.t.Player)
}

// otherBlockers are the other players who may play a Blockade now
// (ChucheLegal.Blockers).
func (c *ChuchePlay) otherBlockers(t referee.ChucheTurn) []string {
	return c.legal(t).Blockers
}

// otherBlockade enters a Blockade by a player whose turn it is not: it
// counts against nobody's one Chuche card per turn (CU-12, CU-17).
func (c *ChuchePlay) otherBlockade(d *turnDraft) (bool, error) {
	blockers := c.otherBlockers(d.t)
	var blocker string
	return false, c.runSteps([]step{
		{ask: askBlocker, run: func() error {
			i, err := c.choose(askBlocker, "", c.P.Sprintf("Who plays a Blockade"), escapeAll(blockers), blockers, 0, true)
			blocker = blockers[i]
			return err
		}},
		{run: func() error { return c.addBlockade(d, blocker) }},
	})
}

func (c *ChuchePlay) addBlockade(d *turnDraft, blocker string) error {
	valid := func(s string) error { _, err := c.parseFreeCard(s, d.t); return err }
	text, err := c.line(askBlocked, blocker, c.P.Sprintf("Table card %s blocks", safetext.Escape(blocker)), "", true, valid)
	if err != nil {
		return err
	}
	card, err := c.parseFreeCard(text, d.t)
	if err != nil {
		return err
	}
	d.t.Blockades = append(d.t.Blockades, referee.ChucheBlockade{Player: blocker, Card: card})
	c.showTableNow(d.t)
	return nil
}

// parseFreeCard reads a card that lies on the table unblocked (CU-17).
func (c *ChuchePlay) parseFreeCard(s string, t referee.ChucheTurn) (variants.ChucheCard, error) {
	card, err := c.parseOneCard(s)
	if err != nil {
		return card, err
	}
	l := c.legal(t)
	if !slices.Contains(l.Free, card) {
		return card, fault.Inputf("%s does not lie unblocked on the table (%s)", card, tableText(l.Table))
	}
	return card, nil
}

// useUnblock: a Shield frees one card another player blocked, for this
// capture (CU-17); the capture is asked at once.
func (c *ChuchePlay) useUnblock(d *turnDraft) (bool, error) {
	var cards []variants.ChucheCard
	var items, names []string
	for _, tc := range c.tableFor(d.t) {
		if tc.BlockedBy != "" && tc.BlockedBy != d.t.Player {
			cards = append(cards, tc.Card)
			items = append(items, c.P.Sprintf("%s (blocked by %s)", tc.Card.String(), safetext.Escape(tc.BlockedBy)))
			names = append(names, tc.Card.String())
		}
	}
	var ok bool
	err := c.runSteps([]step{
		{ask: askUnblocked, player: d.t.Player, run: func() error {
			i, err := c.choose(askUnblocked, d.t.Player, c.P.Sprintf("Which card does %s unblock with a Shield", safetext.Escape(d.t.Player)), items, names, 0, true)
			d.t.Unblock = []variants.ChucheCard{cards[i]}
			return err
		}},
		{run: func() (err error) { ok, err = c.capture(d); return err }},
	})
	if errors.Is(err, errBack) {
		d.t.Unblock = nil
	}
	return ok, err
}

// heldText names the Chuche cards a player holds unused: "Steal, a card not
// named".
func (c *ChuchePlay) heldText(player string) string {
	var names []string
	for _, h := range c.M.Current.Actions[player] {
		switch {
		case h.Used:
		case h.Action == 0:
			names = append(names, c.P.Sprintf("a card not named"))
		case c.P == nil || c.P.Lang == i18n.En:
			names = append(names, upperFirst(h.Action.String()))
		default:
			names = append(names, upperFirst(c.P.ChucheAction(h.Action)))
		}
	}
	return strings.Join(names, ", ")
}

// pendingText says what Chuche cards were entered for this turn so far.
func (c *ChuchePlay) pendingText(t referee.ChucheTurn) string {
	var parts []string
	if t.Joker != 0 {
		parts = append(parts, c.P.Sprintf("%s's Joker %+d", safetext.Escape(t.Player), t.Joker))
	}
	if s := t.Steal; s != nil {
		if s.Shield {
			parts = append(parts, c.P.Sprintf("%s's Steal, stopped by %s's Shield", safetext.Escape(t.Player), safetext.Escape(s.Victim)))
		} else {
			parts = append(parts, c.P.Sprintf("%s steals %s from %s", safetext.Escape(t.Player), s.Card, safetext.Escape(s.Victim)))
		}
	}
	if b := t.Bomb; b != nil {
		var what []string
		for _, q := range slices.Sorted(maps.Keys(b.Cards)) {
			what = append(what, c.P.Sprintf("%s puts down %s", safetext.Escape(q), b.Cards[q]))
		}
		for _, q := range b.Shields {
			what = append(what, c.P.Sprintf("%s shields", safetext.Escape(q)))
		}
		parts = append(parts, c.P.Sprintf("%s's Bomb (%s)", safetext.Escape(t.Player), strings.Join(what, ", ")))
	}
	for _, b := range t.Blockades {
		parts = append(parts, c.P.Sprintf("%s blocks %s", safetext.Escape(b.Player), b.Card))
	}
	for _, u := range t.Unblock {
		parts = append(parts, c.P.Sprintf("%s unblocks %s with a Shield", safetext.Escape(t.Player), u))
	}
	return strings.Join(parts, "; ")
}

// tableFor is the table as the play will find it (the referee's
// TableAfter): what the prompts check typed cards against.
func (c *ChuchePlay) tableFor(t referee.ChucheTurn) []referee.ChucheTableCard {
	return c.M.Current.TableAfter(t)
}

func (c *ChuchePlay) showTableNow(t referee.ChucheTurn) {
	c.P.Line(c.Out, "Table now: %s", tableText(c.tableFor(t)))
}

// tableText is the table as writeChucheState shows it: "R1 Y2(blocked by
// Ben)", the cards in notation; its words are the table's language when
// it is worded in a message (Localize).
type tableText []referee.ChucheTableCard

func (t tableText) String() string { return t.Localize(nil) }

func (t tableText) Localize(p *i18n.Printer) string {
	if len(t) == 0 {
		return p.Sprintf("empty")
	}
	parts := make([]string, len(t))
	for i, tc := range t {
		parts[i] = tc.Card.String()
		if tc.BlockedBy != "" {
			parts[i] += p.Sprintf("(blocked by %s)", safetext.Escape(tc.BlockedBy))
		}
	}
	return strings.Join(parts, " ")
}

func tableCardsOf(table []referee.ChucheTableCard) []variants.ChucheCard {
	cards := make([]variants.ChucheCard, len(table))
	for i, tc := range table {
		cards[i] = tc.Card
	}
	return cards
}

// step is one prompt of a Chuche card (or of a capture asked card by
// card): ask and player name its answer as the draft keeps it (who, when
// the player is known only once an earlier step is answered); skip says it
// is not asked now.
type step struct {
	ask, player string
	who         func() string
	skip        func() bool
	run         func() error
}

// runSteps asks the steps in order. Back at one goes one step back: to the
// last step asked before it, its answer offered again as the default; back
// at the first is errBack, for the prompt that came before them all.
func (c *ChuchePlay) runSteps(steps []step) error {
	var asked []int
	for i := 0; i < len(steps); {
		st := steps[i]
		if st.skip != nil && st.skip() {
			i++
			continue
		}
		err := st.run()
		if errors.Is(err, errBack) {
			if len(asked) == 0 {
				return errBack
			}
			i, asked = asked[len(asked)-1], asked[:len(asked)-1]
			prev := steps[i]
			player := prev.player
			if prev.who != nil {
				player = prev.who()
			}
			c.typing.back(prev.ask, player)
			continue
		}
		if err != nil {
			return err
		}
		asked = append(asked, i)
		i++
	}
	return nil
}
