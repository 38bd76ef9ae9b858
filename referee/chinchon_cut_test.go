package referee

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// TestRankDiscardsMatchesOracle checks every option against the brute force
// of its seven kept cards, and the order of the options (CN-6, CN-7, CN-11).
func TestRankDiscardsMatchesOracle(t *testing.T) {
	t.Parallel()
	n := 10000
	if testing.Short() {
		n = 1000
	}
	r := rand.New(rand.NewPCG(11, 11))
	for range n {
		rules := cnRandomRules(r)
		jokers := r.IntN(3)
		rules = cnRulesWithJokers(rules, jokers)
		hand := cnRandomHand(r, rules, 8, jokers)
		opts := RankDiscards(hand, rules)
		name := variants.FormatChinchonCards(hand)
		var want []variants.ChinchonCard // each distinct card once
		for _, c := range cnSorted(nil, hand) {
			if !slices.Contains(want, c) {
				want = append(want, c)
			}
		}
		if len(opts) != len(want) {
			t.Fatalf("%s: %d options, want %d", name, len(opts), len(want))
		}
		var prev cnOracleDiscard
		for i, o := range opts {
			j := slices.Index(hand, o.Discard)
			kept := slices.Delete(slices.Clone(hand), j, j+1)
			w := cnOracleJudge(kept, rules)
			if o.CanCut != w.canCut || o.Chinchon != w.chinchon || o.LeftoverPoints != w.key.points || o.Arrangement.LeftoverPoints != o.LeftoverPoints || len(o.Arrangement.Leftover) != w.key.cards {
				t.Fatalf("%s discard %s: got cut %v chinchón %v points %d, oracle %+v", name, o.Discard, o.CanCut, o.Chinchon, o.LeftoverPoints, w)
			}
			if !w.canCut {
				if a := Arrange(kept, rules); !slices.Equal(a.Leftover, o.Arrangement.Leftover) {
					t.Fatalf("%s discard %s: shows leftover %s, Arrange %s", name, o.Discard, o.Arrangement.Leftover, a.Leftover)
				}
			}
			if i > 0 && !cnOracleBetter(prev, w, opts[i-1].Discard, o.Discard) {
				t.Fatalf("%s: %s ranked before %s", name, opts[i-1].Discard, o.Discard)
			}
			prev = w
		}
	}
}

// TestAnalyzeDrawsMatchesOracle tries every unseen card with every discard
// by brute force.
func TestAnalyzeDrawsMatchesOracle(t *testing.T) {
	t.Parallel()
	n := 200
	if testing.Short() {
		n = 20
	}
	r := rand.New(rand.NewPCG(12, 12))
	for range n {
		rules := cnRandomRules(r)
		jokers := r.IntN(3)
		rules = cnRulesWithJokers(rules, jokers)
		all := cnRandomHand(r, rules, 7+r.IntN(6), jokers)
		hand, seen := all[:7], all[7:]
		got := AnalyzeDraws(hand, seen, rules)
		unseen := rules.DeckInPlay().Cards()
		for _, c := range all {
			i := slices.Index(unseen, c)
			unseen = slices.Delete(unseen, i, i+1)
		}
		if got.Unseen != len(unseen) {
			t.Fatalf("unseen %d, want %d", got.Unseen, len(unseen))
		}
		count := 0
		var cuts []DrawOption
		for i, u := range unseen {
			if slices.Index(unseen, u) < i {
				continue
			}
			hand8 := append(slices.Clone(hand), u)
			var best *DrawOption
			var bestKey cnOracleDiscard
			for j, d := range hand8 {
				w := cnOracleJudge(slices.Delete(slices.Clone(hand8), j, j+1), rules)
				if w.canCut && (best == nil || cnOracleBetter(w, bestKey, d, best.Discard)) {
					best = &DrawOption{Draw: u, Discard: d, LeftoverPoints: w.key.points, Chinchon: w.chinchon}
					bestKey = w
				}
			}
			if best != nil {
				copies := 0
				for _, v := range unseen {
					if v == u {
						copies++
					}
				}
				best.Copies = copies
				count += copies
				cuts = append(cuts, *best)
			}
		}
		if got.Count != count || len(got.Cuts) != len(cuts) {
			t.Fatalf("%s seen %s: count %d cuts %v, want %d %v", variants.FormatChinchonCards(hand), variants.FormatChinchonCards(seen), got.Count, got.Cuts, count, cuts)
		}
		for _, c := range cuts {
			i := slices.IndexFunc(got.Cuts, func(o DrawOption) bool { return o.Draw == c.Draw })
			if i < 0 {
				t.Fatalf("%s: draw %s missing", variants.FormatChinchonCards(hand), c.Draw)
			}
			if g := got.Cuts[i]; g != c {
				t.Fatalf("%s: draw %s got %+v, want %+v", variants.FormatChinchonCards(hand), c.Draw, g, c)
			}
		}
		if !slices.IsSortedFunc(got.Cuts, func(a, b DrawOption) int {
			if a.Chinchon != b.Chinchon {
				return cnBoolFirst(a.Chinchon, b.Chinchon)
			}
			return a.LeftoverPoints - b.LeftoverPoints
		}) {
			t.Fatalf("cuts out of order: %v", got.Cuts)
		}
	}
}
