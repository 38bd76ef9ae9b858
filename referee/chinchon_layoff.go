package referee

import (
	"math/bits"

	"github.com/chuche-ref/chuche-ref/variants"
)

// LaidOff is a card a player added to one of the cutter's melds (CN-9).
type LaidOff struct {
	Card variants.ChinchonCard
	Meld int // index into the cutter's melds
}

// LayOff is house rule lay_off (CN-9): before a non-cutter is charged, they
// may add cards to the cutter's melds (extend a run at either end, complete a
// set up to 4, jokers too) to lower their leftover. It returns their best
// arrangement (CN-6) of the cards they keep and what they laid off where,
// in meld order and, within a run, in run order. Among equal results it lays
// off as few cards as it can. The cutter's runs keep their jokers where
// they stand; a meld that is not valid takes nothing. With lay_off off it is
// Arrange. Never call it for a cut with an empty leftover (CN-9).
func LayOff(hand []variants.ChinchonCard, cutterMelds []Meld, rules variants.ChinchonRules) (Arrangement, []LaidOff) {
	if !rules.LayOff || len(cutterMelds) == 0 {
		return Arrange(hand, rules), nil
	}
	l := cnLayer{g: cnGeomOf(rules.DeckInPlay(), rules.AceHigh), rules: rules}
	l.cards = cnSorted(nil, hand)
	for i, c := range l.cards {
		if c.IsJoker() {
			l.jokers++
		} else if p := l.g.pos(c); p >= 0 && l.at[c.Suit][p] == 0 {
			l.at[c.Suit][p] = i + 1
		}
	}
	for _, m := range cutterMelds {
		l.options = append(l.options, l.meldOptions(m))
	}
	l.s = cnGetSolver()
	defer cnSolverPool.Put(l.s)
	l.pick = make([]int, len(cutterMelds))
	l.bestPick = make([]int, len(cutterMelds))
	l.bestKey = -1
	l.try(0, 0, 0, 0)

	var laid []LaidOff
	var used uint16
	usedJk := 0
	for k, o := range l.bestPick {
		opt := l.options[k][o]
		for _, c := range opt.cards {
			laid = append(laid, LaidOff{Card: c, Meld: k})
		}
		used |= opt.nat
		usedJk += opt.jk
	}
	// The rest is shown as Arrange shows it (the two searches may break a
	// tie between equal arrangements differently).
	return Arrange(l.rest(used, usedJk), rules), laid
}

// cnLayer searches the lay-offs of one hand.
type cnLayer struct {
	g       cnGeom
	rules   variants.ChinchonRules
	cards   []variants.ChinchonCard // the hand, canonical order
	jokers  int
	at      [9][16]int      // 1 + index of the natural of a suit at a run position
	options [][]cnLayOption // per cutter meld; option 0 lays nothing
	s       *cnSolver
	pick    []int
	// best so far: the rest's arrangement key, cards laid off
	bestPick []int
	bestKey  int64
	bestLaid int
	restBuf  [16]variants.ChinchonCard
}

// cnLayOption is one way to add cards from the hand to one meld.
type cnLayOption struct {
	nat   uint16 // naturals laid off, by index in the sorted hand
	jk    int
	cards []variants.ChinchonCard // in the order they join the meld
}

// try picks an option for each meld from k on, then judges what is left.
func (l *cnLayer) try(k int, used uint16, usedJk, laid int) {
	if k == len(l.options) {
		l.s.solve(l.rest(used, usedJk), l.rules, false)
		// Melds kept count last: a player keeps their own meld rather than
		// lay it off for nothing.
		key, best := l.s.best/cnKeyJoker, l.bestKey/cnKeyJoker
		if l.bestKey < 0 || key < best || key == best && (laid < l.bestLaid || laid == l.bestLaid && l.s.best < l.bestKey) {
			l.bestKey, l.bestLaid = l.s.best, laid
			copy(l.bestPick, l.pick)
		}
		return
	}
	for i, o := range l.options[k] {
		if o.nat&used != 0 || usedJk+o.jk > l.jokers {
			continue
		}
		l.pick[k] = i
		l.try(k+1, used|o.nat, usedJk+o.jk, laid+len(o.cards))
	}
}

// rest is the hand without the naturals in used and usedJk of its jokers.
func (l *cnLayer) rest(used uint16, usedJk int) []variants.ChinchonCard {
	rest := l.restBuf[:0]
	for i, c := range l.cards {
		switch {
		case c.IsJoker() && usedJk > 0:
			usedJk--
		case c.IsJoker() || used&(1<<i) == 0:
			rest = append(rest, c)
		}
	}
	return rest
}

// meldOptions lists the ways to add to one cutter meld, laying nothing first.
func (l *cnLayer) meldOptions(m Meld) []cnLayOption {
	opts := []cnLayOption{{}}
	switch m.Kind {
	case MeldSet:
		return l.setOptions(m, opts)
	case MeldRun:
		return l.runOptions(m, opts)
	}
	return opts
}

// setOptions completes a set up to 4 cards with new suits and jokers (CN-5).
func (l *cnLayer) setOptions(m Meld, opts []cnLayOption) []cnLayOption {
	var rank uint8
	var suits uint32
	for _, c := range m.Cards {
		if c.IsJoker() {
			continue
		}
		if rank != 0 && c.Rank != rank || l.g.pos(c) < 0 {
			return opts
		}
		rank, suits = c.Rank, suits|1<<c.Suit
	}
	room := 4 - len(m.Cards)
	if rank == 0 || room <= 0 {
		return opts
	}
	var fits uint16
	for i, c := range l.cards {
		if !c.IsJoker() && c.Rank == rank && suits&(1<<c.Suit) == 0 && l.g.pos(c) >= 0 {
			if i == 0 || c != l.cards[i-1] {
				fits |= 1 << i
			}
		}
	}
	for sub := fits; ; sub = (sub - 1) & fits {
		n := bits.OnesCount16(sub)
		for jk := 0; jk <= l.jokers && n+jk <= room; jk++ {
			if n+jk == 0 {
				continue
			}
			o := cnLayOption{nat: sub, jk: jk}
			for b := sub; b != 0; b &= b - 1 {
				o.cards = append(o.cards, l.cards[bits.TrailingZeros16(b)])
			}
			for range jk {
				o.cards = append(o.cards, variants.Joker)
			}
			opts = append(opts, o)
		}
		if sub == 0 {
			return opts
		}
	}
}

// runOptions extends a run below and above, one position at a time, each
// with the hand's natural card for it or a joker (CN-2, CN-5).
func (l *cnLayer) runOptions(m Meld, opts []cnLayOption) []cnLayOption {
	suit, lo, hi, ok := cnRunWindow(m.Cards, l.g)
	if !ok {
		return opts
	}
	below := l.extensions(suit, lo, -1, -1)
	above := l.extensions(suit, hi, +1, l.g.maxPos()+1)
	room := l.g.nRanks - (hi - lo + 1)
	for _, b := range below {
		for _, a := range above {
			n := len(b.cards) + len(a.cards)
			if n == 0 || n > room || b.nat&a.nat != 0 || b.jk+a.jk > l.jokers {
				continue
			}
			o := cnLayOption{nat: b.nat | a.nat, jk: b.jk + a.jk}
			for i := len(b.cards) - 1; i >= 0; i-- { // run order: lowest first
				o.cards = append(o.cards, b.cards[i])
			}
			o.cards = append(o.cards, a.cards...)
			opts = append(opts, o)
		}
	}
	return opts
}

// extensions lists the ways to extend a run from position end in direction
// step until stop: nothing, then every sequence of naturals and jokers.
func (l *cnLayer) extensions(suit variants.Suit, end, step, stop int) []cnLayOption {
	exts := []cnLayOption{{}}
	for i := 0; i < len(exts); i++ {
		e := exts[i]
		p := end + step*(len(e.cards)+1)
		if p == stop {
			continue
		}
		if n := l.at[suit][p%l.g.nRanks]; n > 0 { // position nRanks is the ace high
			exts = append(exts, cnLayOption{nat: e.nat | 1<<(n-1), jk: e.jk,
				cards: append(e.cards[:len(e.cards):len(e.cards)], l.cards[n-1])})
		}
		if e.jk < l.jokers {
			exts = append(exts, cnLayOption{nat: e.nat, jk: e.jk + 1,
				cards: append(e.cards[:len(e.cards):len(e.cards)], variants.Joker)})
		}
	}
	return exts
}

// cnRunWindow finds the positions a run's cards occupy as laid, jokers where
// they stand (CN-2, CN-5), trying the ace low and then high.
func cnRunWindow(cards []variants.ChinchonCard, g cnGeom) (suit variants.Suit, lo, hi int, ok bool) {
	if len(cards) < 3 || len(cards) > g.nRanks {
		return 0, 0, 0, false
	}
	for _, aceHigh := range []bool{false, true} {
		if aceHigh && !g.aceHigh {
			break
		}
		suit, lo, ok = variants.NoSuit, -1, true
		for t, c := range cards {
			if c.IsJoker() {
				continue
			}
			p := g.pos(c)
			if p == 0 && aceHigh {
				p = g.nRanks
			}
			if p < 0 || suit != variants.NoSuit && c.Suit != suit || lo >= 0 && p-t != lo || p-t < 0 {
				ok = false
				break
			}
			suit, lo = c.Suit, p-t
		}
		hi = lo + len(cards) - 1
		if ok && lo >= 0 && hi <= g.maxPos() {
			return suit, lo, hi, true
		}
	}
	return 0, 0, 0, false
}
