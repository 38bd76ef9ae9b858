package referee

import (
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// MeldKind says what holds a meld together (CN-5).
type MeldKind int

// The two kinds of meld of CN-5. The zero MeldKind is no meld at all.
const (
	MeldSet MeldKind = iota + 1 // 3 or 4 cards of one rank
	MeldRun                     // 3 or more consecutive cards of one suit
)

func (k MeldKind) String() string {
	switch k {
	case MeldSet:
		return "set"
	case MeldRun:
		return "run"
	}
	return "no meld"
}

// Meld is a set or run laid down together. A run lists its cards in run
// order with each joker in the gap or at the end it fills; a set lists its
// natural cards first, then its jokers.
type Meld struct {
	Kind  MeldKind
	Cards []variants.ChinchonCard
}

// NotAMeld is the Code of CheckMeld's refusal: cards that do not form a
// meld, as against cards the deck cannot hold (kind Input).
const NotAMeld fault.Code = "not_a_meld"

// notAMeld says why cards are not a meld of kind k (CN-5).
func notAMeld(cards []variants.ChinchonCard, k MeldKind, why fault.Message) *fault.Error {
	shown := variants.ChinchonCards(slices.Clone(cards))
	switch k {
	case MeldSet:
		return fault.Refusedf("%s is not a set: %s", shown, why).Coded(NotAMeld)
	case MeldRun:
		return fault.Refusedf("%s is not a run: %s", shown, why).Coded(NotAMeld)
	}
	return fault.Refusedf("%s is not a meld: %s", shown, why).Coded(NotAMeld)
}

// CheckMeld reports whether cards form a set or a run (CN-5). A card the deck
// does not hold, or holds fewer times, is a fault of kind Input (CN-4); any
// other refusal is of kind Refused with Code NotAMeld, saying why. One natural card with two
// jokers is both; it is reported as a set.
func CheckMeld(cards []variants.ChinchonCard, deck variants.ChinchonDeck, rules variants.ChinchonRules) (MeldKind, error) {
	for _, c := range cards {
		if !deck.Contains(c) {
			if c.IsJoker() {
				return 0, fault.Inputf("%s: the %s deck here has no jokers (house rule jokers)", c, deck.Name)
			}
			return 0, fault.Inputf("%s is not a card of the %s deck", c, deck.Name)
		}
	}
	if err := deck.CheckCounts(cards); err != nil {
		return 0, err
	}
	fail := func(k MeldKind, why fault.Message) (MeldKind, error) {
		return 0, notAMeld(cards, k, why)
	}
	if len(cards) < 3 {
		return fail(0, fault.M("a meld needs at least 3 cards"))
	}
	var naturals []variants.ChinchonCard
	for _, c := range cards {
		if !c.IsJoker() {
			naturals = append(naturals, c)
		}
	}
	if len(naturals) == 0 {
		return fail(0, fault.M("a meld needs at least one natural card"))
	}
	sameRank, sameSuit := true, true
	for _, c := range naturals[1:] {
		sameRank = sameRank && c.Rank == naturals[0].Rank
		sameSuit = sameSuit && c.Suit == naturals[0].Suit
	}
	switch {
	case sameRank && (len(cards) <= 4 || len(naturals) > 1):
		// CheckCounts has made the suits distinct (one deck, CN-5).
		if len(cards) > 4 {
			return fail(MeldSet, fault.M("a set has at most 4 cards, this one %d", len(cards)))
		}
		return MeldSet, nil
	case sameSuit:
		if reason := cnRunReason(naturals, len(cards)-len(naturals), cnGeomOf(deck, rules.AceHigh)); !reason.IsZero() {
			return fail(MeldRun, reason)
		}
		return MeldRun, nil
	}
	return fail(0, fault.M("a set needs one rank and a run one suit"))
}

// cnRunReason explains why naturals of one suit (distinct cards) and some
// jokers are not a run (CN-2, CN-5), or returns the zero Message when
// they are.
func cnRunReason(naturals []variants.ChinchonCard, jokers int, g cnGeom) fault.Message {
	if n := len(naturals) + jokers; n > g.nRanks {
		return fault.M("a run has at most %d cards in this deck", g.nRanks)
	}
	var low, high []int // positions with the ace low, and with it high
	hasAce := false
	for _, c := range naturals {
		p := g.pos(c)
		low = append(low, p)
		if p == 0 {
			hasAce, p = true, g.nRanks
		}
		high = append(high, p)
	}
	best := cnMissing(low)
	if len(best) <= jokers {
		return fault.Message{}
	}
	if hasAce && len(naturals) > 1 {
		missHigh := cnMissing(high)
		switch {
		case len(missHigh) <= jokers && g.aceHigh:
			return fault.Message{}
		case len(missHigh) <= jokers:
			return fault.M("the ace is low only (house rule ace_high is off)")
		case cnHas(low, 1) && cnHas(low, g.nRanks-1):
			return fault.M("runs do not wrap around from the top rank to the ace")
		case g.aceHigh && len(missHigh) < len(best):
			best = missHigh
		}
	}
	names := make([]any, len(best))
	for i, p := range best {
		names[i] = variants.ChinchonCard{Rank: g.rankAt(p), Suit: naturals[0].Suit}
	}
	missing := variants.And(names...)
	if len(best) == 1 {
		switch jokers {
		case 0:
			return fault.M("%s is missing", missing)
		case 1:
			return fault.M("%s is missing, and the joker fills only one", missing)
		}
		return fault.M("%s is missing, and the %d jokers fill only %d", missing, jokers, jokers)
	}
	switch jokers {
	case 0:
		return fault.M("%s are missing", missing)
	case 1:
		return fault.M("%s are missing, and the joker fills only one", missing)
	}
	return fault.M("%s are missing, and the %d jokers fill only %d", missing, jokers, jokers)
}

// cnMissing lists the positions missing between the lowest and the highest
// of ps.
func cnMissing(ps []int) []int {
	var seen [16]bool
	lo, hi := ps[0], ps[0]
	for _, p := range ps {
		seen[p] = true
		lo, hi = min(lo, p), max(hi, p)
	}
	var missing []int
	for p := lo; p <= hi; p++ {
		if !seen[p] {
			missing = append(missing, p)
		}
	}
	return missing
}

func cnHas(ps []int, p int) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// cnGeom is a deck's run order (CN-2), computed without variants'
// RunPosition, which allocates on every call, so that Arrange need not.
type cnGeom struct {
	french, spanish40 bool
	nRanks            int  // ranks in run order
	aceHigh           bool // the ace may also take position nRanks
}

func cnGeomOf(deck variants.ChinchonDeck, aceHigh bool) cnGeom {
	switch deck.Name {
	case variants.French52:
		return cnGeom{french: true, nRanks: 13, aceHigh: aceHigh}
	case variants.Spanish40:
		return cnGeom{spanish40: true, nRanks: 10, aceHigh: aceHigh}
	}
	return cnGeom{nRanks: 12, aceHigh: aceHigh}
}

// pos is a natural card's place in run order, the ace 0; -1 for a joker or a
// card the deck does not hold.
func (g cnGeom) pos(c variants.ChinchonCard) int {
	if c.Suit.Index() < 0 || c.IsFrench() != g.french {
		return -1
	}
	r := int(c.Rank)
	switch {
	case r < 1 || r > 13:
		return -1
	case g.spanish40 && r >= 10 && r <= 12:
		return r - 3 // CN-2: the sota follows the 7
	case g.spanish40 && r > 7, r > g.nRanks:
		return -1
	}
	return r - 1
}

// rankAt inverts pos; position nRanks is the ace above the top rank.
func (g cnGeom) rankAt(p int) uint8 {
	switch {
	case p >= g.nRanks:
		return 1
	case g.spanish40 && p >= 7:
		return uint8(p + 3)
	}
	return uint8(p + 1)
}

// maxPos is the highest position a run may reach (CN-2: the ace above the
// king only with ace_high).
func (g cnGeom) maxPos() int {
	if g.aceHigh {
		return g.nRanks
	}
	return g.nRanks - 1
}
