package referee_test

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// cuSim plays a real Chuche round: a shuffled deck, hidden hands, a pile
// whose cards carry targets on their backs, a shuffled Chuche pile. It
// generates legal turns as players would enter them and keeps its own
// physical table, independent of the referee, to compare with.
type cuSim struct {
	r     *rand.Rand
	rules variants.ChucheRules
	seats []string
	deck  variants.ChucheDeck

	pile    []variants.ChucheCard // top first
	backs   []int                 // the target on the back of each pile card
	hands   map[string][]variants.ChucheCard
	table   []referee.ChucheTableCard
	won     map[string][]variants.ChucheCard
	chuche  []variants.ChucheAction            // the Chuche pile, top first
	held    map[string][]variants.ChucheAction // unused Chuche cards, true names
	wonActs map[string]int                     // Chuche cards won, used or not
	next    string
	ended   bool

	lastChuche bool // the last turn's capture cleared the table (CU-14)

	deal  referee.ChucheDeal
	turns []referee.ChucheTurn
	stats cuSimStats
}

// cuSimStats counts what the random rounds exercised.
type cuSimStats struct {
	turns, captures, discards, chuches, unnamed, steals, shieldedSteals, bombs, bombShields,
	blockades, ownBlockades, unblocks, jokers, skips, refusals int
}

func (st *cuSimStats) add(o cuSimStats) {
	st.turns += o.turns
	st.captures += o.captures
	st.discards += o.discards
	st.chuches += o.chuches
	st.unnamed += o.unnamed
	st.steals += o.steals
	st.shieldedSteals += o.shieldedSteals
	st.bombs += o.bombs
	st.bombShields += o.bombShields
	st.blockades += o.blockades
	st.ownBlockades += o.ownBlockades
	st.unblocks += o.unblocks
	st.jokers += o.jokers
	st.skips += o.skips
	st.refusals += o.refusals
}

var cuNames = []string{"Ana", "Ben", "Cleo", "Dani", "Eva", "Fede"}

// cuRandomRules draws house rules, sometimes the literal 12-card colours.
func cuRandomRules(r *rand.Rand) variants.ChucheRules {
	rules := variants.DefaultChucheRules()
	if r.IntN(4) == 0 {
		rules.Composition = [6]int{3, 3, 3, 1, 1, 1}
	}
	rules.SoloCapture = r.IntN(4) == 0
	rules.ForcedCapture = r.IntN(4) != 0
	rules.ChucheNeedsEmptyTable = r.IntN(4) == 0
	rules.BombHitsBomber = r.IntN(3) == 0
	return rules
}

// newCuSim deals a round: 3 cards to each player and 3 face up (CU-7).
func newCuSim(r *rand.Rand, players int, rules variants.ChucheRules) *cuSim {
	s := &cuSim{
		r: r, rules: rules, seats: cuNames[:players], deck: rules.DeckFor(players),
		hands: map[string][]variants.ChucheCard{}, won: map[string][]variants.ChucheCard{},
		held: map[string][]variants.ChucheAction{}, wonActs: map[string]int{},
	}
	cards := s.deck.Cards()
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	for _, p := range s.seats {
		s.hands[p], cards = slices.Clone(cards[:3]), cards[3:]
	}
	for _, c := range cards[:3] {
		s.table = append(s.table, referee.ChucheTableCard{Card: c})
	}
	s.pile = cards[3:]
	for range s.pile {
		s.backs = append(s.backs, 6+r.IntN(5))
	}
	for a, n := range variants.ChucheActionCopies {
		for range n {
			s.chuche = append(s.chuche, a)
		}
	}
	slices.Sort(s.chuche)
	r.Shuffle(len(s.chuche), func(i, j int) { s.chuche[i], s.chuche[j] = s.chuche[j], s.chuche[i] })
	dealer := r.IntN(players)
	s.deal = referee.ChucheDeal{Dealer: s.seats[dealer], Table: slices.Clone(cards[:3])}
	s.next = s.seats[(dealer+1)%players]
	return s
}

func (s *cuSim) target() int {
	if len(s.pile) == 0 {
		return 7
	}
	return s.backs[0]
}

func (s *cuSim) holds(p string, a variants.ChucheAction) bool { return slices.Contains(s.held[p], a) }

func (s *cuSim) spend(p string, a variants.ChucheAction) {
	i := slices.Index(s.held[p], a)
	s.held[p] = slices.Delete(s.held[p], i, i+1)
}

// takeHand removes a card from p's hand; it must be there.
func (s *cuSim) takeHand(p string, c variants.ChucheCard) {
	i := slices.Index(s.hands[p], c)
	s.hands[p] = slices.Delete(s.hands[p], i, i+1)
}

func (s *cuSim) randomHandCard(p string) variants.ChucheCard {
	return s.hands[p][s.r.IntN(len(s.hands[p]))]
}

func (s *cuSim) tableCards() []variants.ChucheCard {
	out := make([]variants.ChucheCard, len(s.table))
	for i, t := range s.table {
		out[i] = t.Card
	}
	return out
}

func (s *cuSim) blockedFor(p string) []variants.ChucheCard {
	var out []variants.ChucheCard
	for _, t := range s.table {
		if t.BlockedBy != "" && t.BlockedBy != p {
			out = append(out, t.Card)
		}
	}
	return out
}

func (s *cuSim) freeTable() []int {
	var out []int
	for i, t := range s.table {
		if t.BlockedBy == "" {
			out = append(out, i)
		}
	}
	return out
}

func (s *cuSim) fromActive(p string) []string {
	i := slices.Index(s.seats, p)
	return append(slices.Clone(s.seats[i:]), s.seats[:i]...)
}

// turn plays the active player's turn at the table and returns it as the
// players would enter it.
func (s *cuSim) turn() referee.ChucheTurn {
	p := s.next
	t := referee.ChucheTurn{Player: p, Target: s.target()}
	if len(s.pile) == 0 && s.r.IntN(2) == 0 {
		t.Target = 0 // CU-8: read as 7 while the pile is empty
	}
	helped := false
	s.lastChuche = false

	// An attack first (CU-16, CU-18), or a Blockade of one's own (CU-17).
	switch s.r.IntN(4) {
	case 0:
		victims := []string{}
		for _, v := range s.seats {
			if v != p && len(s.hands[v]) > 0 {
				victims = append(victims, v)
			}
		}
		if s.holds(p, variants.ActionSteal) && len(victims) > 0 {
			helped = true
			s.spend(p, variants.ActionSteal)
			v := victims[s.r.IntN(len(victims))]
			s.stats.steals++
			if s.holds(v, variants.ActionShield) && s.r.IntN(2) == 0 {
				s.spend(v, variants.ActionShield)
				t.Steal = &referee.ChucheSteal{Victim: v, Shield: true}
				s.stats.shieldedSteals++
				break
			}
			c := s.randomHandCard(v)
			s.takeHand(v, c)
			s.table = append(s.table, referee.ChucheTableCard{Card: c})
			t.Steal = &referee.ChucheSteal{Victim: v, Card: c}
		}
	case 1:
		bomberNeeds := 1
		if s.rules.BombHitsBomber && !s.holds(p, variants.ActionShield) {
			bomberNeeds = 2
		}
		if s.holds(p, variants.ActionBomb) && len(s.hands[p]) >= bomberNeeds {
			helped = true
			s.spend(p, variants.ActionBomb)
			s.stats.bombs++
			t.Bomb = &referee.ChucheBomb{Cards: map[string]variants.ChucheCard{}}
			hit := s.fromActive(p)
			if !s.rules.BombHitsBomber {
				hit = hit[1:]
			}
			for _, v := range hit {
				switch {
				case len(s.hands[v]) == 0:
				case s.holds(v, variants.ActionShield) && (s.r.IntN(2) == 0 || (v == p && len(s.hands[p]) < 2)):
					s.spend(v, variants.ActionShield)
					t.Bomb.Shields = append(t.Bomb.Shields, v)
					s.stats.bombShields++
				default:
					c := s.randomHandCard(v)
					s.takeHand(v, c)
					s.table = append(s.table, referee.ChucheTableCard{Card: c})
					t.Bomb.Cards[v] = c
				}
			}
		}
	}

	// Blockades meanwhile, by anyone holding one (CU-17), in turn order from
	// the active player; entered in any order.
	for _, b := range s.fromActive(p) {
		free := s.freeTable()
		if !s.holds(b, variants.ActionBlockade) || len(free) == 0 || s.r.IntN(3) != 0 || (b == p && helped) {
			continue
		}
		i := free[s.r.IntN(len(free))]
		s.spend(b, variants.ActionBlockade)
		s.table[i].BlockedBy = b
		t.Blockades = append(t.Blockades, referee.ChucheBlockade{Player: b, Card: s.table[i].Card})
		s.stats.blockades++
		if b == p {
			helped = true
			s.stats.ownBlockades++
		}
	}
	s.r.Shuffle(len(t.Blockades), func(i, j int) { t.Blockades[i], t.Blockades[j] = t.Blockades[j], t.Blockades[i] })

	s.play(p, &t, helped)
	s.stats.turns++
	s.turns = append(s.turns, t)
	s.endTurn(p)
	return t
}

// play picks a capture (plain, with the Joker or with a Shield to unblock)
// or a lawful discard (CU-10…CU-13, CU-17).
func (s *cuSim) play(p string, t *referee.ChucheTurn, helped bool) {
	target := s.target()
	q := referee.CaptureQuery{Target: target, Hand: s.hands[p], Table: s.tableCards(), Blocked: s.blockedFor(p), Rules: s.rules}
	_, plain := referee.SolveCaptures(q, 40)
	var options []referee.Capture
	var unblock []variants.ChucheCard
	switch {
	case !helped && s.holds(p, variants.ActionJoker) && s.r.IntN(2) == 0:
		q.Joker = true
		_, all := referee.SolveCaptures(q, 60)
		for _, c := range all {
			if c.Joker != 0 {
				options = append(options, c)
			}
		}
	case !helped && s.holds(p, variants.ActionShield) && len(q.Blocked) > 0 && s.r.IntN(2) == 0:
		u := q.Blocked[s.r.IntN(len(q.Blocked))]
		q.Blocked = cuWithout(q.Blocked, u)
		_, all := referee.SolveCaptures(q, 60)
		for _, c := range all {
			if slices.Contains(c.Take, u) {
				options = append(options, c)
			}
		}
		unblock = []variants.ChucheCard{u}
	}
	if len(options) == 0 {
		options, unblock = plain, nil
	}
	var discardable []variants.ChucheCard
	for _, c := range s.hands[p] {
		q.Blocked = s.blockedFor(p)
		q.Joker = false
		if n, _ := referee.CapturesFor(c, q, 0); n == 0 || !s.rules.ForcedCapture {
			discardable = append(discardable, c)
		}
	}
	if len(options) > 0 && (len(discardable) == 0 || s.r.IntN(5) != 0) {
		s.capture(p, t, options[s.r.IntN(len(options))], unblock)
		return
	}
	c := discardable[s.r.IntN(len(discardable))]
	s.takeHand(p, c)
	s.table = append(s.table, referee.ChucheTableCard{Card: c})
	t.Play, t.Discard = c, true
	s.stats.discards++
}

func (s *cuSim) capture(p string, t *referee.ChucheTurn, c referee.Capture, unblock []variants.ChucheCard) {
	t.Play, t.Take, t.Joker = c.Play, slices.Clone(c.Take), c.Joker
	s.r.Shuffle(len(t.Take), func(i, j int) { t.Take[i], t.Take[j] = t.Take[j], t.Take[i] })
	s.takeHand(p, c.Play)
	s.stats.captures++
	if c.Joker != 0 {
		s.spend(p, variants.ActionJoker)
		s.stats.jokers++
	}
	if len(unblock) > 0 {
		s.spend(p, variants.ActionShield)
		t.Unblock = unblock
		s.stats.unblocks++
	}
	// Take the unblocked copy first, then free ones, then p's own blocked.
	shielded := slices.Clone(unblock)
	for _, card := range c.Take {
		i := -1
		if slices.Contains(shielded, card) {
			shielded = cuWithout(shielded, card)
			i = slices.IndexFunc(s.table, func(x referee.ChucheTableCard) bool {
				return x.Card == card && x.BlockedBy != "" && x.BlockedBy != p
			})
		}
		for _, by := range []string{"", p} {
			if i < 0 {
				i = slices.IndexFunc(s.table, func(x referee.ChucheTableCard) bool { return x.Card == card && x.BlockedBy == by })
			}
		}
		s.table = slices.Delete(s.table, i, i+1)
	}
	s.won[p] = append(s.won[p], c.Play)
	s.won[p] = append(s.won[p], c.Take...)

	// CU-14, judged from the physical table; a solo capture takes nothing
	// from it, so it clears nothing.
	cleared := len(c.Take) > 0
	for _, x := range s.table {
		if x.BlockedBy == "" || x.BlockedBy == p || s.rules.ChucheNeedsEmptyTable {
			cleared = false
		}
	}
	if !cleared {
		return
	}
	s.lastChuche = true
	s.stats.chuches++
	if len(s.chuche) == 0 {
		return
	}
	a := s.chuche[0]
	s.chuche = s.chuche[1:]
	s.held[p] = append(s.held[p], a)
	s.wonActs[p]++
	if s.r.IntN(8) == 0 {
		s.stats.unnamed++ // not entered: the referee holds it unnamed
		return
	}
	t.Won = a
}

func (s *cuSim) drawTo3(p string) {
	for len(s.hands[p]) < 3 && len(s.pile) > 0 {
		s.hands[p] = append(s.hands[p], s.pile[0])
		s.pile, s.backs = s.pile[1:], s.backs[1:]
	}
}

// endTurn: the draw (CU-15), skipping players without cards, the end (CU-21).
func (s *cuSim) endTurn(p string) {
	s.drawTo3(p)
	empty := true
	for _, h := range s.hands {
		empty = empty && len(h) == 0
	}
	if empty && len(s.pile) == 0 {
		s.ended, s.next = true, ""
		for _, x := range s.table {
			if x.BlockedBy != "" {
				s.won[x.BlockedBy] = append(s.won[x.BlockedBy], x.Card)
			}
		}
		s.table = nil
		return
	}
	at := slices.Index(s.seats, p)
	for i := 1; i <= len(s.seats); i++ {
		n := s.seats[(at+i)%len(s.seats)]
		if len(s.hands[n]) > 0 {
			s.next = n
			return
		}
		s.stats.skips++
		s.drawTo3(n)
	}
	panic("nobody holds a card")
}

// cuMutate spoils a legal turn in one random way; the result may still be
// legal by chance.
func cuMutate(r *rand.Rand, s *cuSim, t referee.ChucheTurn) referee.ChucheTurn {
	t.Take = slices.Clone(t.Take)
	switch r.IntN(8) {
	case 0:
		t.Player = s.seats[r.IntN(len(s.seats))]
	case 1:
		t.Target += 1 + r.IntN(3)
	case 2:
		cards := s.deck.Cards()
		t.Play = cards[r.IntN(len(cards))]
	case 3:
		if len(t.Take) > 0 {
			t.Take = t.Take[1:]
		} else {
			t.Discard = false
		}
	case 4:
		t.Discard = !t.Discard
	case 5:
		t.Joker = 1 - 2*r.IntN(2)
	case 6:
		t.Won = variants.ChucheAction(1 + r.IntN(5))
	case 7:
		victim := s.seats[r.IntN(len(s.seats))]
		t.Steal = &referee.ChucheSteal{Victim: victim, Card: t.Play}
	}
	return t
}

func cuWithout(cards []variants.ChucheCard, c variants.ChucheCard) []variants.ChucheCard {
	out := slices.Clone(cards)
	if i := slices.Index(out, c); i >= 0 {
		out = slices.Delete(out, i, i+1)
	}
	return out
}

// cuTableKey is a table as a sorted list, for comparing multisets.
func cuTableKey(table []referee.ChucheTableCard) []string {
	out := make([]string, len(table))
	for i, t := range table {
		out[i] = t.Card.String() + "/" + t.BlockedBy
	}
	slices.Sort(out)
	return out
}

// cuSameTable: the same table cards, each blocked by the same player,
// whatever their order (cuTableKey without a string per card, for the
// checks after every turn).
func cuSameTable(a, b []referee.ChucheTableCard) bool {
	if len(a) != len(b) {
		return false
	}
	order := func(x, y referee.ChucheTableCard) int {
		return cmp.Or(cmp.Compare(x.Card.Colour, y.Card.Colour), cmp.Compare(x.Card.Value, y.Card.Value), cmp.Compare(x.BlockedBy, y.BlockedBy))
	}
	a, b = slices.Clone(a), slices.Clone(b)
	slices.SortFunc(a, order)
	slices.SortFunc(b, order)
	return slices.Equal(a, b)
}

// cuSameCards: the same cards, whatever their order (cuCardsKey without
// formatting them, for the checks after every turn).
func cuSameCards(a, b []variants.ChucheCard) bool {
	if len(a) != len(b) {
		return false
	}
	var count [8][8]int16 // by colour and value: the six colours, values 1..6
	for _, c := range a {
		if c.Colour >= 8 || c.Value >= 8 {
			return cuCardsKey(a) == cuCardsKey(b)
		}
		count[c.Colour][c.Value]++
	}
	for _, c := range b {
		if c.Colour >= 8 || c.Value >= 8 || count[c.Colour][c.Value] == 0 {
			return false
		}
		count[c.Colour][c.Value]--
	}
	return true
}

func cuCardsKey(cards []variants.ChucheCard) string {
	sorted := slices.Clone(cards)
	slices.SortFunc(sorted, func(a, b variants.ChucheCard) int {
		return cmp.Or(cmp.Compare(a.Colour, b.Colour), cmp.Compare(a.Value, b.Value))
	})
	return fmt.Sprint(variants.FormatChucheCards(sorted))
}
