package referee

import (
	"cmp"
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// IsChinchon reports whether a hand is a chinchón (CN-11): seven cards in one
// run of one suit, with jokers only under house rule joker_chinchon.
func IsChinchon(hand []variants.ChinchonCard, rules variants.ChinchonRules) bool {
	return cnIsChinchon(hand, rules, cnGeomOf(rules.DeckInPlay(), rules.AceHigh))
}

func cnIsChinchon(hand []variants.ChinchonCard, rules variants.ChinchonRules, g cnGeom) bool {
	if len(hand) != 7 {
		return false
	}
	if !rules.JokerChinchon && slices.Contains(hand, variants.Joker) {
		return false
	}
	return cnIsRun(hand, g)
}

// cnIsRun reports whether cards, in any order, form one run (CN-2, CN-5)
// without allocating.
func cnIsRun(cards []variants.ChinchonCard, g cnGeom) bool {
	n := len(cards)
	if n < 3 || n > g.nRanks {
		return false
	}
	var seen uint32
	suit := variants.NoSuit
	lo, hi, second := 99, -1, 99 // second: lowest position above the ace
	for _, c := range cards {
		if c.IsJoker() {
			continue
		}
		p := g.pos(c)
		if p < 0 || suit != variants.NoSuit && c.Suit != suit || seen&(1<<p) != 0 {
			return false
		}
		suit, seen = c.Suit, seen|1<<p
		lo, hi = min(lo, p), max(hi, p)
		if p > 0 {
			second = min(second, p)
		}
	}
	switch {
	case suit == variants.NoSuit: // a meld needs a natural card (CN-5)
		return false
	case hi-lo+1 <= n:
		return true
	}
	// The ace may close the run above the top rank instead (CN-2).
	return g.aceHigh && lo == 0 && g.nRanks-second+1 <= n
}

// CutVerdict is the referee's word on a cut (CN-7, CN-8, CN-10, CN-11).
type CutVerdict struct {
	Valid    bool
	Chinchon bool // the seven cards are a chinchón: the cutter wins the game (CN-11)
	// Arrangement is the one the cut is judged by: when valid, the best one
	// that allows it; otherwise the best arrangement of the hand (CN-8).
	Arrangement Arrangement
	Score       int // the cutter's hand score when valid (CN-10)
	// Why is why an invalid cut is refused, its cards values a printer
	// names in its language (JSON: its English, as "reason").
	Why fault.Message
	// BetterDiscards lists, when the discard is known and the cut is
	// invalid, the discards from the eight cards that would have allowed a
	// cut, best first.
	BetterDiscards []DiscardOption
}

// JudgeCut judges a cut: kept is the seven cards laid down, discard the
// eighth when known. Cards are taken as already checked against the deck
// (CN-4). With a joker_penalty at or below cut_max a player may prefer to
// meld a joker rather than leave it and still cut: the cut is judged by the
// best arrangement that leaves no joker (CN-7).
func JudgeCut(kept []variants.ChinchonCard, discard *variants.ChinchonCard, rules variants.ChinchonRules) CutVerdict {
	if len(kept) != 7 {
		why := fault.M("a cut lays down 7 cards, not %d", len(kept)) // CN-7
		return CutVerdict{Why: why}
	}
	s := cnGetArranger()
	defer cnArrangerPool.Put(s)
	v := CutVerdict{Valid: s.judgeCut(kept, rules)}
	v.Arrangement = s.arrangement(true)
	v.Chinchon = IsChinchon(kept, rules)
	if v.Valid {
		v.Score = cnCutScore(v.Arrangement.LeftoverPoints, len(v.Arrangement.Leftover), rules)
		return v
	}
	v.Why = cnCutReason(v.Arrangement, rules)
	if discard != nil {
		hand8 := append(slices.Clip(kept), *discard)
		for _, o := range RankDiscards(hand8, rules) {
			if o.CanCut {
				v.BetterDiscards = append(v.BetterDiscards, o)
			}
		}
	}
	return v
}

// cnCutScore is the cutter's hand score (CN-10).
func cnCutScore(points, cards int, rules variants.ChinchonRules) int {
	if cards == 0 {
		return rules.CleanCutBonus
	}
	return points
}

// cnCutReason says why a hand with this best arrangement cannot cut (CN-7).
func cnCutReason(a Arrangement, rules variants.ChinchonRules) fault.Message {
	left := cnSpelled(a.Leftover)
	if slices.Contains(a.Leftover, variants.Joker) {
		return fault.M("leftover %d: %s — a joker left unmelded never allows a cut", a.LeftoverPoints, left)
	}
	if rules.CutMax == 0 {
		return fault.M("leftover %d: %s — a cut needs an empty leftover", a.LeftoverPoints, left)
	}
	return fault.M("leftover %d: %s — a cut needs %d or less", a.LeftoverPoints, left, rules.CutMax)
}

// cnSpelled lists cards spelled out, with commas: "rey of oros, 5 of copas".
func cnSpelled(cards []variants.ChinchonCard) fault.Message {
	switch len(cards) {
	case 0:
		return fault.M("%s", "")
	case 1:
		return fault.M("%s", variants.SpelledCard(cards[0]))
	}
	return fault.M("%s, %s", variants.SpelledCard(cards[0]), cnSpelled(cards[1:]))
}

// judgeCut reports whether kept allows a cut (CN-7) and leaves in s the
// arrangement to show: the best one that allows the cut, else the best.
func (s *cnArranger) judgeCut(kept []variants.ChinchonCard, rules variants.ChinchonRules) bool {
	s.solve(kept, rules, false)
	if s.fast {
		return s.f.judgeCut(rules)
	}
	if s.leftoverJokers() == 0 || s.leftoverPoints() > rules.CutMax {
		return s.leftoverJokers() == 0 && s.leftoverPoints() <= rules.CutMax
	}
	// A cheap joker was left over: melding it may still allow the cut.
	s.solve(kept, rules, true)
	if s.leftoverJokers() == 0 && s.leftoverPoints() <= rules.CutMax {
		return true
	}
	s.solve(kept, rules, false)
	return false
}

// DiscardOption is one way to discard from eight cards and what the other
// seven are worth (CN-7). The arrangement is the one a cut is judged by (see
// CutVerdict).
type DiscardOption struct {
	Discard        variants.ChinchonCard
	Arrangement    Arrangement
	LeftoverPoints int
	CanCut         bool
	Chinchon       bool
}

// RankDiscards lists every distinct discard from the eight cards held after
// a draw (two jokers are one option), best first: a chinchón, then a cut,
// then the least leftover points, the fewest leftover cards and jokers, then
// canonical card order.
func RankDiscards(hand8 []variants.ChinchonCard, rules variants.ChinchonRules) []DiscardOption {
	s := cnGetArranger()
	defer cnArrangerPool.Put(s)
	g := cnGeomOf(rules.DeckInPlay(), rules.AceHigh)
	var buf, kept [16]variants.ChinchonCard
	sorted := cnSorted(buf[:0], hand8)
	// The options are gathered and ordered on the stack and written out
	// once; one buffer holds every option's cards, one their melds.
	var opts [16]DiscardOption
	var keys [16]cnDiscard
	var order [16]int8
	n := 0
	cards := make([]variants.ChinchonCard, 0, len(sorted)*max(0, len(sorted)-1))
	var melds []Meld
	for i, d := range sorted {
		if i > 0 && d == sorted[i-1] {
			continue
		}
		key := s.judgeDiscard(append(append(kept[:0], sorted[:i]...), sorted[i+1:]...), rules, g)
		var a Arrangement
		a, cards, melds = s.arrangement(false).appendTo(cards, melds)
		keys[n], order[n] = key, int8(n)
		opts[n] = DiscardOption{Discard: d, Arrangement: a, LeftoverPoints: key.points, CanCut: key.canCut, Chinchon: key.chinchon}
		n++
	}
	// Insertion sort, stable: equal options stay in card order.
	for i := 1; i < n; i++ {
		for j := i; j > 0 && keys[order[j]].compare(keys[order[j-1]]) < 0; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	ranked := make([]DiscardOption, n)
	for i, o := range order[:n] {
		ranked[i] = opts[o]
	}
	return ranked
}

// cnDiscard is what RankDiscards orders discards by: what the seven kept
// cards are worth.
type cnDiscard struct {
	chinchon, canCut      bool
	points, cards, jokers int
}

// judgeDiscard judges the seven cards kept after a discard (CN-7, CN-11).
func (s *cnArranger) judgeDiscard(kept []variants.ChinchonCard, rules variants.ChinchonRules, g cnGeom) cnDiscard {
	ok := s.judgeCut(kept, rules)
	return cnDiscard{
		canCut: ok, chinchon: ok && cnIsChinchon(kept, rules, g),
		points: s.leftoverPoints(), cards: s.leftoverCards(), jokers: s.leftoverJokers(),
	}
}

// compare orders discards best first; equal keys are left in card order.
func (a cnDiscard) compare(b cnDiscard) int {
	return cmp.Or(
		cnBoolFirst(a.chinchon, b.chinchon),
		cnBoolFirst(a.canCut, b.canCut),
		cmp.Compare(a.points, b.points),
		cmp.Compare(a.cards, b.cards),
		cmp.Compare(a.jokers, b.jokers),
	)
}

func cnBoolFirst(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return -1
	}
	return 1
}

// cnSorted appends cards to dst in canonical order.
func cnSorted(dst, cards []variants.ChinchonCard) []variants.ChinchonCard {
	dst = append(dst, cards...)
	slices.SortFunc(dst, func(a, b variants.ChinchonCard) int { return cmp.Compare(cnOrder(a), cnOrder(b)) })
	return dst
}
