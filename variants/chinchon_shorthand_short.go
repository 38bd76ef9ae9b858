package variants

import (
	"maps"
	"slices"
	"strings"
)

// ShortChinchonCards writes cards in the fewest characters the hand
// notation reads back (ParseChinchonHandCards): runs as 3-6o, sets as
// 5ceb, everything else as single cards, the faces as their letters (Rc,
// S-Ro, 9-Qh) and jokers as JK. Tokens come in the order of their first
// card in cards; a set's suits are written in the deck's order. It is
// shortest for a list without repeated natural cards (CN-4); repeated ones
// read back as they are. A card the deck does not hold is written in
// canonical notation, alone.
//
// Which cards go into runs decides the rest: the cards of one rank left
// over cost least as one set, so a walk up the deck's ranks that keeps, for
// each suit, how long the run through it is so far (0, 1, 2, 3 or more) and
// which aces a low run took finds the shortest writing exactly.
func ShortChinchonCards(cards []ChinchonCard, rules ChinchonRules) string {
	deck := rules.DeckInPlay()
	w := newShortWriter(deck, rules.AceHigh, cards)
	return w.write()
}

// shortToken is one word of the short writing and where its first card was.
type shortToken struct {
	text  string
	first int
}

type shortWriter struct {
	deck    ChinchonDeck
	aceHigh bool
	ranks   []uint8
	suits   []Suit
	at      [][4][]int // at[position][suit]: indices into the cards, in order
	tokens  []shortToken
}

func newShortWriter(deck ChinchonDeck, aceHigh bool, cards []ChinchonCard) *shortWriter {
	w := &shortWriter{deck: deck, aceHigh: aceHigh, ranks: deck.Ranks(), suits: deck.Suits()}
	w.at = make([][4][]int, len(w.ranks))
	for i, c := range cards {
		p := deck.RunPosition(c.Rank)
		switch {
		case c.IsJoker():
			w.tokens = append(w.tokens, shortToken{"JK", i})
		case !deck.Contains(c) || p < 0:
			w.tokens = append(w.tokens, shortToken{c.String(), i})
		default:
			s := c.Suit.Index()
			w.at[p][s] = append(w.at[p][s], i)
		}
	}
	return w
}

// A walk state packs, per suit, the run length so far (2 bits: 0, 1, 2 or
// 3 and more) and, with ace_high, which suits' aces a low run took and
// whether the run going on began at the ace: such a run cannot take the
// ace again above the top rank (1-1o writes no run), which only a list
// holding one ace twice could offer.
type walkState int

func (s walkState) runLen(suit int) int   { return int(s>>(2*suit)) & 3 }
func (s walkState) aceTaken(suit int) int { return int(s>>(8+suit)) & 1 }
func (s walkState) fromAce(suit int) bool { return s>>(12+suit)&1 == 1 }

// A move is, per suit, what the run does at one rank position.
const (
	moveNone  = iota // no run through this suit here (one may end below)
	moveOn           // the run goes on
	moveStart        // a run starts here (one may end below)
)

type walkStep struct {
	cost  int
	prev  walkState
	moves [4]uint8
}

// positions is how many rank positions the walk takes: the ranks, and the
// ace once more above the top rank under ace_high (CN-2).
func (w *shortWriter) positions() int {
	if w.aceHigh {
		return len(w.ranks) + 1
	}
	return len(w.ranks)
}

// rankAt is the rank at a walk position.
func (w *shortWriter) rankAt(p int) uint8 { return w.ranks[p%len(w.ranks)] }

func (w *shortWriter) rankLen(p int) int { return len(shortRankText(w.rankAt(p), w.deck.French())) }

// copies is how many cards of the suit the position holds for a run: the
// high ace is what the low run did not take.
func (w *shortWriter) copies(p, suit int, s walkState) int {
	n := len(w.at[p%len(w.ranks)][suit])
	if p == len(w.ranks) {
		n -= s.aceTaken(suit)
	}
	return n
}

func (w *shortWriter) write() string {
	steps := w.walk()
	w.spell(steps)
	slices.SortStableFunc(w.tokens, func(a, b shortToken) int { return a.first - b.first })
	texts := make([]string, len(w.tokens))
	for i, t := range w.tokens {
		texts[i] = t.text
	}
	return strings.Join(texts, " ")
}

// walk fills, position by position, the cheapest way to reach each state.
// steps[p+1][s] is the best walk through position p ending in state s;
// only states a walk reaches are kept, and they are taken in order, so
// that of two writings as short the same one is always chosen.
func (w *shortWriter) walk() []map[walkState]walkStep {
	n := w.positions()
	steps := make([]map[walkState]walkStep, n+1)
	steps[0] = map[walkState]walkStep{0: {}}
	for p := 0; p < n; p++ {
		steps[p+1] = map[walkState]walkStep{}
		for _, s := range slices.Sorted(maps.Keys(steps[p])) {
			w.moveFrom(steps, p, s)
		}
	}
	return steps
}

// moveFrom tries every combination of moves of the four suits at position
// p that may be made: a suit without a card here can only have no run
// through it, which a run of one or two so far cannot take.
func (w *shortWriter) moveFrom(steps []map[walkState]walkStep, p int, s walkState) {
	var allowed [4][]uint8
	for suit := range 4 {
		switch l := s.runLen(suit); {
		case w.copies(p, suit, s) > 0:
			allowed[suit] = allMoves
		case l == 1 || l == 2:
			return
		default:
			allowed[suit] = noMove
		}
	}
	var moves [4]uint8
	var try func(suit int)
	try = func(suit int) {
		if suit == 4 {
			next, cost, ok := w.apply(p, s, moves)
			if !ok {
				return
			}
			cost += steps[p][s].cost
			if st, seen := steps[p+1][next]; !seen || cost < st.cost {
				steps[p+1][next] = walkStep{cost: cost, prev: s, moves: moves}
			}
			return
		}
		for _, m := range allowed[suit] {
			moves[suit] = m
			try(suit + 1)
		}
	}
	try(0)
}

var (
	allMoves = []uint8{moveNone, moveOn, moveStart}
	noMove   = []uint8{moveNone}
)

// apply makes the moves at position p from state s: the state after, and
// the characters spent (a run's first rank when it starts; its dash, last
// rank, suit and space when it ends; each token of the rank's cards left
// over, rank and space, and a suit letter per card).
func (w *shortWriter) apply(p int, s walkState, moves [4]uint8) (walkState, int, bool) {
	var next walkState
	if p > 0 {
		next = s & 0xf00 // the aces taken stay
	}
	cost := 0
	var used [4]int
	for suit, m := range moves {
		l := s.runLen(suit)
		if m != moveOn && (l == 1 || l == 2) {
			return 0, 0, false // a run of 1 or 2 cannot end
		}
		if m != moveOn && l == 3 {
			cost += 3 + w.rankLen(p-1)
		}
		switch m {
		case moveOn:
			if l == 0 || w.copies(p, suit, s) < 1 || (p == len(w.ranks) && s.fromAce(suit)) {
				return 0, 0, false
			}
			l = min(l+1, 3)
			used[suit] = 1
			if s.fromAce(suit) {
				next |= 1 << (12 + suit)
			}
		case moveStart:
			if w.copies(p, suit, s) < 1 {
				return 0, 0, false
			}
			cost += w.rankLen(p)
			l, used[suit] = 1, 1
			if p == 0 {
				next |= 1 << (12 + suit)
			}
		default:
			l = 0
		}
		next |= walkState(l) << (2 * suit)
	}
	switch {
	case p == 0 && w.aceHigh:
		for suit := range used { // the aces left count once the ace comes round again
			next |= walkState(used[suit]) << (8 + suit)
		}
	case p == len(w.ranks):
		cost += w.leftoverCost(p, func(suit int) int { return w.copies(p, suit, s) - used[suit] })
	default:
		cost += w.leftoverCost(p, func(suit int) int { return len(w.at[p][suit]) - used[suit] })
	}
	if p == w.positions()-1 {
		for suit := range moves { // the walk ends: every open run ends on this rank
			switch next.runLen(suit) {
			case 1, 2:
				return 0, 0, false
			case 3:
				cost += 3 + w.rankLen(p)
			}
		}
	}
	return next, cost, true
}

// leftoverCost is what the rank's cards outside runs cost: as few tokens
// as one copy per suit allows, each a set or a single card.
func (w *shortWriter) leftoverCost(p int, left func(suit int) int) int {
	tokens, cards := 0, 0
	for suit := range 4 {
		n := left(suit)
		tokens, cards = max(tokens, n), cards+n
	}
	return tokens*(w.rankLen(p)+1) + cards
}

// spell follows the cheapest walk back and writes its runs and the sets and
// single cards left over.
func (w *shortWriter) spell(steps []map[walkState]walkStep) {
	n := w.positions()
	best := walkState(-1)
	for _, s := range slices.Sorted(maps.Keys(steps[n])) {
		if best < 0 || steps[n][s].cost < steps[n][best].cost {
			best = s
		}
	}
	moves := make([][4]uint8, n)
	for p, s := n, best; p > 0; p-- {
		moves[p-1] = steps[p][s].moves
		s = steps[p][s].prev
	}
	left := make([][4][]int, len(w.ranks))
	for p := range w.at {
		for suit := range 4 {
			left[p][suit] = slices.Clone(w.at[p][suit])
		}
	}
	take := func(p, suit int) int {
		q := &left[p%len(w.ranks)][suit]
		i := (*q)[0]
		*q = (*q)[1:]
		return i
	}
	for suit := range 4 {
		start := -1
		for p := 0; p <= n; p++ {
			m := uint8(moveNone)
			if p < n {
				m = moves[p][suit]
			}
			if m != moveOn && start >= 0 {
				w.addRun(start, p-1, suit, take)
				start = -1
			}
			if m == moveStart {
				start = p
			}
		}
	}
	for p := range left {
		w.addLeftover(p, left[p])
	}
}

func (w *shortWriter) addRun(from, to, suit int, take func(p, suit int) int) {
	first := -1
	for p := from; p <= to; p++ {
		i := take(p, suit)
		if first < 0 || i < first {
			first = i
		}
	}
	fr := w.deck.French()
	text := shortRankText(w.rankAt(from), fr) + "-" + shortRankText(w.rankAt(to), fr) + w.suits[suit].Letter()
	w.tokens = append(w.tokens, shortToken{text, first})
}

// addLeftover writes a rank's cards outside runs: one copy of each suit
// per token, a set when it holds two or more.
func (w *shortWriter) addLeftover(p int, left [4][]int) {
	for j := 0; ; j++ {
		text := shortRankText(w.ranks[p], w.deck.French())
		first := -1
		for suit := range 4 {
			if j < len(left[suit]) {
				text += w.suits[suit].Letter()
				if i := left[suit][j]; first < 0 || i < first {
					first = i
				}
			}
		}
		if first < 0 {
			return
		}
		w.tokens = append(w.tokens, shortToken{text, first})
	}
}
