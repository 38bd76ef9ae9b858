package referee

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/chuche-ref/chuche-ref/variants"
)

// A brute-force oracle for CN-5/CN-6, written apart from the solver and as
// plainly as possible: every group of the hand is checked by substituting
// real cards for its jokers, and every partition into groups and leftover
// is scored.

// cnOracleKey is what CN-6 compares, plus the melds tie-break Arrange uses.
type cnOracleKey struct{ points, cards, jokers, melds int }

func (a cnOracleKey) less(b cnOracleKey) bool {
	if a.points != b.points {
		return a.points < b.points
	}
	if a.cards != b.cards {
		return a.cards < b.cards
	}
	if a.jokers != b.jokers {
		return a.jokers < b.jokers
	}
	return a.melds < b.melds
}

// cnOracleNoCut marks a hand that cannot leave all its jokers melded.
var cnOracleNoCut = cnOracleKey{points: 1 << 30}

// cnOracleArrange returns the best key of the hand (CN-6) and the best key
// among arrangements that leave no joker (CN-7), cnOracleNoCut if none.
func cnOracleArrange(hand []variants.ChinchonCard, rules variants.ChinchonRules) (best, cut cnOracleKey) {
	n := len(hand)
	deck := cnOracleDeckOf(rules.DeckInPlay())
	var buf [8]variants.ChinchonCard
	// apart[m]: two naturals of m share neither suit nor rank, which no
	// meld holds (isMeld says so too); only the others are tried.
	var unlike [8]int // unlike[i]: the naturals sharing neither with hand[i]
	for i, a := range hand {
		for j, b := range hand {
			if !a.IsJoker() && !b.IsJoker() && a.Suit != b.Suit && a.Rank != b.Rank {
				unlike[i] |= 1 << j
			}
		}
	}
	var apart [1 << 8]bool
	for m := 1; m < 1<<n; m++ {
		i := bits.TrailingZeros(uint(m))
		rest := m &^ (1 << i)
		apart[m] = apart[rest] || unlike[i]&rest != 0
	}
	// Jokers are alike: groups with the same naturals and as many jokers
	// are one question, asked once (meld[naturals][jokers]: 0 not yet
	// asked, 1 no, 2 yes).
	jokerMask := 0
	for i, c := range hand {
		if c.IsJoker() {
			jokerMask |= 1 << i
		}
	}
	var meld [1 << 8][9]uint8
	// melds[i]: the valid groups whose lowest card is hand[i].
	var melds [8][]int
	for m := range 1 << n {
		if bits.OnesCount(uint(m)) >= 3 && !apart[m] {
			answer := &meld[m&^jokerMask][bits.OnesCount(uint(m&jokerMask))]
			if *answer == 0 {
				*answer = 1
				if deck.isMeld(cnOracleCardsInto(buf[:0], hand, m), rules.AceHigh) {
					*answer = 2
				}
			}
			if *answer == 2 {
				i := bits.TrailingZeros(uint(m))
				melds[i] = append(melds[i], m)
			}
		}
	}
	var bests, cuts [1 << 8]cnOracleKey
	for m := 1; m < 1<<n; m++ {
		i := bits.TrailingZeros(uint(m))
		rest := m &^ (1 << i)
		c := hand[i]
		b, k := bests[rest], cuts[rest]
		b.points += rules.Points(c)
		b.cards++
		k.points += rules.Points(c)
		k.cards++
		if c.IsJoker() {
			b.jokers++
			k = cnOracleNoCut
		}
		if cuts[rest] == cnOracleNoCut {
			k = cnOracleNoCut
		}
		// Every valid group of m holding its lowest card: the groups with
		// that lowest card that m holds whole.
		for _, g := range melds[i] {
			if g&^m != 0 {
				continue
			}
			mb, mk := bests[m&^g], cuts[m&^g]
			mb.melds++
			if mb.less(b) {
				b = mb
			}
			if mk != cnOracleNoCut {
				mk.melds++
				if mk.less(k) {
					k = mk
				}
			}
		}
		bests[m], cuts[m] = b, k
	}
	return bests[1<<n-1], cuts[1<<n-1]
}

func cnOracleCards(hand []variants.ChinchonCard, mask int) []variants.ChinchonCard {
	return cnOracleCardsInto(nil, hand, mask)
}

// cnOracleCardsInto appends the cards of hand that mask selects to out.
func cnOracleCardsInto(out, hand []variants.ChinchonCard, mask int) []variants.ChinchonCard {
	for i, c := range hand {
		if mask&(1<<i) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// cnOracleDeck is what the meld check needs of a deck, worked out once: the
// run position of each rank (from deck.Ranks) and the natural cards.
type cnOracleDeck struct {
	posOf  [16]int
	nRanks int
	cards  []variants.ChinchonCard
	// The natural cards of each rank and of each suit, in deck order.
	ofRank, ofSuit [16][]variants.ChinchonCard
}

// cnOracleDecks holds each deck's cnOracleDeck once worked out: the
// oracle is asked about hundreds of thousands of hands of a few decks.
var cnOracleDecks sync.Map // variants.ChinchonDeck -> *cnOracleDeck

func cnOracleDeckOf(deck variants.ChinchonDeck) *cnOracleDeck {
	if d, ok := cnOracleDecks.Load(deck); ok {
		return d.(*cnOracleDeck)
	}
	d, _ := cnOracleDecks.LoadOrStore(deck, cnOracleDeckFor(deck))
	return d.(*cnOracleDeck)
}

func cnOracleDeckFor(deck variants.ChinchonDeck) *cnOracleDeck {
	d := &cnOracleDeck{nRanks: len(deck.Ranks())}
	for r := range d.posOf {
		d.posOf[r] = -1
	}
	for p, r := range deck.Ranks() {
		d.posOf[r] = p
	}
	for _, c := range deck.Cards() {
		if !c.IsJoker() {
			d.cards = append(d.cards, c)
			d.ofRank[c.Rank] = append(d.ofRank[c.Rank], c)
			d.ofSuit[c.Suit] = append(d.ofSuit[c.Suit], c)
		}
	}
	return d
}

// cnOracleIsMeld tries, for every joker, every card of the deck that could
// stand beside the naturals: one of their rank for a set, one of their suit
// for a run (a card of another rank cannot join a set, one of another suit
// cannot join a run).
func cnOracleIsMeld(group []variants.ChinchonCard, deck variants.ChinchonDeck, aceHigh bool) bool {
	return cnOracleDeckOf(deck).isMeld(group, aceHigh)
}

func (d *cnOracleDeck) isMeld(group []variants.ChinchonCard, aceHigh bool) bool {
	var buf [16]variants.ChinchonCard
	concrete := buf[:0]
	jokers := 0
	for _, c := range group {
		if c.IsJoker() {
			jokers++
		} else {
			concrete = append(concrete, c)
		}
	}
	if len(group) < 3 || len(concrete) == 0 {
		return false
	}
	// Every card of a meld shares a suit or a rank with every other: no
	// substitution can save naturals that share neither.
	sameSuit, sameRank := true, true
	for _, c := range concrete {
		sameSuit = sameSuit && c.Suit == concrete[0].Suit
		sameRank = sameRank && c.Rank == concrete[0].Rank
	}
	if sameRank && len(group) <= 4 && d.substitute(concrete, d.ofRank[concrete[0].Rank], jokers, 0, true, aceHigh) {
		return true
	}
	return sameSuit && d.substitute(concrete, d.ofSuit[concrete[0].Suit], jokers, 0, false, aceHigh)
}

// substitute puts a card of subs for each of the jokers left, in
// non-decreasing order of subs (jokers are alike), and reports whether any
// choice makes the cards a natural set (set) or run.
func (d *cnOracleDeck) substitute(cards, subs []variants.ChinchonCard, jokers, from int, set, aceHigh bool) bool {
	if jokers == 0 {
		if set {
			return cnOracleNaturalSet(cards)
		}
		return cnOracleNaturalRun(cards, &d.posOf, d.nRanks, aceHigh)
	}
	for k := from; k < len(subs); k++ {
		if d.substitute(append(cards, subs[k]), subs, jokers-1, k, set, aceHigh) {
			return true
		}
	}
	return false
}

// cnOracleNaturalSet: 3..4 distinct suits of one rank.
func cnOracleNaturalSet(cards []variants.ChinchonCard) bool {
	if len(cards) > 4 {
		return false
	}
	for i, c := range cards {
		for _, d := range cards[:i] {
			if c.Rank != d.Rank || c.Suit == d.Suit {
				return false
			}
		}
	}
	return true
}

// cnOracleNaturalRun: one suit in consecutive run positions (posOf, from
// deck.Ranks), each position once, the ace low or, with ace_high, high.
func cnOracleNaturalRun(cards []variants.ChinchonCard, posOf *[16]int, nRanks int, aceHigh bool) bool {
	for _, high := range [2]bool{false, aceHigh} {
		var held uint32 // the run positions taken, one bit each
		run := true
		for _, c := range cards {
			p := posOf[c.Rank]
			if c.Rank == 1 && high {
				p = nRanks
			}
			run = run && c.Suit == cards[0].Suit && p >= 0 && held&(1<<p) == 0
			if p >= 0 {
				held |= 1 << p
			}
		}
		// Distinct positions are consecutive when, shifted down to the
		// lowest, they fill the bottom len(cards) bits.
		if run && held>>bits.TrailingZeros32(held) == 1<<len(cards)-1 {
			return true
		}
	}
	return false
}

// cnOracleChinchon is CN-11 by brute force.
func cnOracleChinchon(hand []variants.ChinchonCard, rules variants.ChinchonRules) bool {
	if len(hand) != 7 || !rules.JokerChinchon && slices.Contains(hand, variants.Joker) {
		return false
	}
	return cnOracleIsMeld(hand, rules.DeckInPlay(), rules.AceHigh)
}

// cnOracleDiscard is what a discard leaves, by brute force: the key of the
// arrangement a cut is judged by (see CutVerdict).
type cnOracleDiscard struct {
	canCut, chinchon bool
	key              cnOracleKey
}

func cnOracleJudge(kept []variants.ChinchonCard, rules variants.ChinchonRules) cnOracleDiscard {
	best, cut := cnOracleArrange(kept, rules)
	if cut.points <= rules.CutMax {
		return cnOracleDiscard{canCut: true, chinchon: cnOracleChinchon(kept, rules), key: cut}
	}
	return cnOracleDiscard{key: best}
}

// cnOracleBetter orders discards as RankDiscards promises: chinchón, cut,
// points, leftover cards, leftover jokers, then card order.
func cnOracleBetter(a, b cnOracleDiscard, ca, cb variants.ChinchonCard) bool {
	switch {
	case a.chinchon != b.chinchon:
		return a.chinchon
	case a.canCut != b.canCut:
		return a.canCut
	case a.key.points != b.key.points:
		return a.key.points < b.key.points
	case a.key.cards != b.key.cards:
		return a.key.cards < b.key.cards
	case a.key.jokers != b.key.jokers:
		return a.key.jokers < b.key.jokers
	}
	return cnOrder(ca) < cnOrder(cb)
}

// Random rules and hands.

func cnRandomRules(r *rand.Rand) variants.ChinchonRules {
	rules := variants.DefaultChinchonRules()
	rules.Deck = variants.ChinchonDeckNames[r.IntN(3)]
	rules.Jokers = r.IntN(3)
	rules.AceHigh = r.IntN(2) == 0
	if r.IntN(2) == 0 {
		rules.FaceValues = "rank"
	}
	switch r.IntN(4) {
	case 0:
		rules.JokerPenalty = r.IntN(101)
	case 1:
		rules.JokerPenalty = r.IntN(6) // cheap enough to matter against cut_max
	}
	if r.IntN(4) == 0 {
		rules.CutMax = r.IntN(26)
	}
	rules.JokerChinchon = r.IntN(2) == 0
	return rules
}

// cnRandomHand deals n cards with exactly jokers jokers (at most the deck's);
// clustered hands come from two suits and a few neighbouring ranks, so that
// they are full of overlapping melds.
func cnRandomHand(r *rand.Rand, rules variants.ChinchonRules, n, jokers int) []variants.ChinchonCard {
	deck := rules.DeckInPlay()
	pool := slices.Clone(cnOracleDeckOf(deck).cards) // the naturals, in deck order
	if r.IntN(2) == 0 {
		ranks := deck.Ranks()
		lo := r.IntN(len(ranks) - 4)
		suits := deck.Suits()
		s1, s2 := suits[r.IntN(4)], suits[r.IntN(4)]
		var near []variants.ChinchonCard
		for _, c := range pool {
			p := deck.RunPosition(c.Rank)
			inWindow := p >= lo && p < lo+5 || rules.AceHigh && c.Rank == 1 && lo+5 >= len(ranks)
			if inWindow && (c.Suit == s1 || c.Suit == s2 || r.IntN(3) == 0) {
				near = append(near, c)
			}
		}
		if len(near) >= n {
			pool = near
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	hand := slices.Clone(pool[:n-jokers])
	for range jokers {
		hand = append(hand, variants.Joker)
	}
	r.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
	return hand
}

// cnRulesFor returns rules on deck with at least jokers jokers.
func cnRulesWithJokers(rules variants.ChinchonRules, jokers int) variants.ChinchonRules {
	rules.Jokers = max(rules.Jokers, jokers)
	return rules
}
