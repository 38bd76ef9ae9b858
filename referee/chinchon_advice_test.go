package referee

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// A brute force of the take-or-draw advice, on the brute-force arrangement
// oracle (chinchon_oracle_test.go) only: every discard, every card of the
// talon, every meld holding the taken card, spelled out.

type cnBrute struct {
	rules variants.ChinchonRules
	memo  map[string]cnOracleDiscard // 7 cards → least leftover and cut
}

func (b *cnBrute) key(cards []variants.ChinchonCard) string {
	return variants.FormatChinchonCards(cnSorted(nil, cards))
}

// judge7 is the least leftover (CN-6) and whether a cut is allowed (CN-7).
func (b *cnBrute) judge7(kept []variants.ChinchonCard) (least int, canCut bool) {
	k := b.key(kept)
	if d, ok := b.memo[k]; ok {
		return d.key.points, d.canCut
	}
	best, cut := cnOracleArrange(kept, b.rules)
	d := cnOracleDiscard{key: best, canCut: cut.points <= b.rules.CutMax}
	b.memo[k] = d
	return best.points, d.canCut
}

func cnWithout(cards []variants.ChinchonCard, i int) []variants.ChinchonCard {
	return append(slices.Clone(cards[:i]), cards[i+1:]...)
}

// eight: some discard allows a cut; the least leftover over the discards.
func (b *cnBrute) eight(hand8 []variants.ChinchonCard) (canCut bool, least int) {
	least = math.MaxInt
	for i := range hand8 {
		p, c := b.judge7(cnWithout(hand8, i))
		least = min(least, p)
		canCut = canCut || c
	}
	return canCut, least
}

// melds reports whether some arrangement of kept with leftover least puts
// kept[at] (any joker, for a joker) in a meld.
func (b *cnBrute) melds(kept []variants.ChinchonCard, at, least int) bool {
	n := len(kept)
	for g := 1; g < 1<<n; g++ {
		if bits.OnesCount(uint(g)) < 3 {
			continue
		}
		holds := g&(1<<at) != 0
		if kept[at].IsJoker() {
			holds = false
			for i, c := range kept {
				holds = holds || c.IsJoker() && g&(1<<i) != 0
			}
		}
		if !holds || !cnOracleIsMeld(cnOracleCards(kept, g), b.rules.DeckInPlay(), b.rules.AceHigh) {
			continue
		}
		rest := cnOracleCards(kept, (1<<n-1)&^g)
		points := 0
		if len(rest) > 0 {
			best, _ := cnOracleArrange(rest, b.rules)
			points = best.points
		}
		if points == least {
			return true
		}
	}
	return false
}

// talon is U, one entry per physical card.
func (b *cnBrute) talon(hand7 []variants.ChinchonCard, top variants.ChinchonCard, seen []variants.ChinchonCard) []variants.ChinchonCard {
	u := b.rules.DeckInPlay().Cards()
	for _, c := range append(append(slices.Clone(hand7), top), seen...) {
		if i := slices.Index(u, c); i >= 0 {
			u = cnWithout(u, i)
		}
	}
	return u
}

func (b *cnBrute) advice(hand7 []variants.ChinchonCard, top variants.ChinchonCard, seen []variants.ChinchonCard) TakeOrDraw {
	var adv TakeOrDraw
	adv.Top.Card = top
	sorted := cnSorted(nil, hand7)
	least := math.MaxInt
	for i := range sorted {
		p, _ := b.judge7(append(cnWithout(sorted, i), top))
		least = min(least, p)
	}
	adv.Top.LeftoverPoints = least
	chosen := -1
	for i := range sorted {
		kept := append(cnWithout(sorted, i), top)
		if p, _ := b.judge7(kept); p != least {
			continue
		}
		if chosen < 0 {
			chosen = i
		}
		if b.melds(kept, 6, least) {
			chosen, adv.Top.CompletesMeld = i, true
			break
		}
	}
	adv.Top.BestDiscard = sorted[chosen]
	_, adv.Top.CanCut = b.judge7(append(cnWithout(sorted, chosen), top))
	u := b.talon(hand7, top, seen)
	adv.Talon.Unseen = len(u)
	if len(u) > 0 {
		sum := 0.0
		cuts := 0
		for _, c := range u {
			can, l := b.eight(append(slices.Clone(hand7), c))
			sum += float64(l)
			if can {
				cuts++
			}
		}
		adv.Talon.CutChance = float64(cuts) / float64(len(u))
		adv.Talon.ExpectedLeftover = sum / float64(len(u))
	}
	adv.Take = adv.Top.CanCut || adv.Top.CompletesMeld && len(u) > 0 && float64(least) < adv.Talon.ExpectedLeftover
	return adv
}

// horizon is the definition of CLI.md's --horizon 2, physical card by card.
func (b *cnBrute) horizon(hand7 []variants.ChinchonCard, top variants.ChinchonCard, seen []variants.ChinchonCard) float64 {
	u := b.talon(hand7, top, seen)
	total := 0.0
	for i1, u1 := range u {
		hand8 := append(slices.Clone(hand7), u1)
		if can, _ := b.eight(hand8); can {
			total++
			continue
		}
		rest := cnWithout(u, i1)
		best := 0.0
		for d := range hand8 {
			h7 := cnWithout(hand8, d)
			cuts := 0
			for _, u2 := range rest {
				if can, _ := b.eight(append(slices.Clone(h7), u2)); can {
					cuts++
				}
			}
			if len(rest) > 0 {
				best = max(best, float64(cuts)/float64(len(rest)))
			}
		}
		total += best
	}
	return total / float64(len(u))
}

// cnAdviceCase deals a hand of 7, a top discard and seen cards.
func cnAdviceCase(r *rand.Rand, maxUnseen int) ([]variants.ChinchonCard, variants.ChinchonCard, []variants.ChinchonCard, variants.ChinchonRules) {
	rules := cnRandomRules(r)
	jokers := 0
	if rules.Jokers > 0 {
		jokers = r.IntN(rules.Jokers + 1)
	}
	hand := cnRandomHand(r, rules, 8, jokers)
	pool := rules.DeckInPlay().Cards()
	for _, c := range hand {
		pool = cnWithout(pool, slices.Index(pool, c))
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	nSeen := r.IntN(len(pool) + 1)
	if len(pool)-nSeen > maxUnseen {
		nSeen = len(pool) - maxUnseen
	}
	return hand[:7], hand[7], pool[:nSeen], rules
}

func cnCheckAdvice(t *testing.T, b *cnBrute, hand7 []variants.ChinchonCard, top variants.ChinchonCard, seen []variants.ChinchonCard) {
	t.Helper()
	got := AdviseTakeOrDraw(hand7, top, seen, b.rules)
	want := b.advice(hand7, top, seen)
	if got.Top != want.Top || got.Take != want.Take || got.Talon.Unseen != want.Talon.Unseen ||
		math.Abs(got.Talon.CutChance-want.Talon.CutChance) > 1e-9 ||
		math.Abs(got.Talon.ExpectedLeftover-want.Talon.ExpectedLeftover) > 1e-9 {
		t.Fatalf("%s top %s seen %d (%+v):\n got %+v\nwant %+v", variants.FormatChinchonCards(hand7), top, len(seen), b.rules, got, want)
	}
}

// TestTakeOrDrawMatchesBruteForce_CN6_CN7 checks the top, talon and advice
// figures against the brute force on 300 random hands: every deck, 0..2
// jokers (the top one too), random house rules, --seen from none to all.
func TestTakeOrDrawMatchesBruteForce_CN6_CN7(t *testing.T) {
	t.Parallel()
	n := 300
	if testing.Short() {
		n = 60
	}
	r := rand.New(rand.NewPCG(7, 11))
	takes, melds := 0, 0
	for range n {
		hand7, top, seen, rules := cnAdviceCase(r, 60)
		b := &cnBrute{rules: rules, memo: map[string]cnOracleDiscard{}}
		cnCheckAdvice(t, b, hand7, top, seen)
		adv := AdviseTakeOrDraw(hand7, top, seen, rules)
		if adv.Take {
			takes++
		}
		if adv.Top.CompletesMeld {
			melds++
		}
	}
	// The cases must exercise both answers.
	if takes == 0 || takes == n || melds == 0 {
		t.Fatalf("%d of %d take, %d complete a meld: the cases do not cover the advice", takes, n, melds)
	}
}

// TestTakeOrDrawCompletesMeld: worked cases in words.
func TestTakeOrDrawCompletesMeld(t *testing.T) {
	rules := cnRules()
	for _, c := range []struct {
		hand, top     string
		completes     bool
		discard       string
		leftover      int
		take, cutting bool
	}{
		// 7o completes 5o 6o 7o; throwing the 12b leaves 1c 2e 3b 9c: 15.
		{"5o 6o 1c 2e 3b 9c 12b", "7o", true, "12b", 15, true, false},
		// 12o melds nothing: the least leftover throws the 12b and keeps it.
		{"5o 6o 1c 2e 3b 9c 12b", "12o", false, "12b", 36, false, false},
	} {
		hand := cnParse(t, rules, c.hand)
		top := cnParse(t, rules, c.top)[0]
		adv := AdviseTakeOrDraw(hand, top, nil, rules)
		b := &cnBrute{rules: rules, memo: map[string]cnOracleDiscard{}}
		cnCheckAdvice(t, b, hand, top, nil)
		if adv.Top.CompletesMeld != c.completes || adv.Top.BestDiscard.String() != c.discard || adv.Top.LeftoverPoints != c.leftover ||
			adv.Take != c.take || adv.Top.CanCut != c.cutting {
			t.Errorf("%s + %s: %+v", c.hand, c.top, adv)
		}
	}
}

// TestHorizonMatchesBruteForce checks --horizon 2 against the definition
// on 60 random hands with 4 to 16 unseen cards (the brute force tries
// every pair of draws and every discard between them).
func TestHorizonMatchesBruteForce(t *testing.T) {
	t.Parallel()
	n := 60
	if testing.Short() {
		n = 12
	}
	r := rand.New(rand.NewPCG(8, 12))
	nonzero := 0
	for i := range n {
		hand7, top, seen, rules := cnAdviceCase(r, 4+i%13)
		b := &cnBrute{rules: rules, memo: map[string]cnOracleDiscard{}}
		got, ok := HorizonCutChance(hand7, top, seen, rules)
		if u := b.talon(hand7, top, seen); len(u) == 0 {
			if ok {
				t.Fatalf("empty talon: got %v", got)
			}
			continue
		}
		want := b.horizon(hand7, top, seen)
		if !ok || math.Abs(got-want) > 1e-9 {
			t.Fatalf("%s top %s seen %s (%+v): horizon %v, brute force %v", variants.FormatChinchonCards(hand7), top,
				variants.FormatChinchonCards(seen), rules, got, want)
		}
		if got > 0 {
			nonzero++
		}
	}
	if nonzero == 0 {
		t.Fatal("no case could cut within two draws: the cases do not cover the horizon")
	}
}

func BenchmarkTakeOrDraw(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 3))
	rules := cnRules()
	type c struct {
		hand []variants.ChinchonCard
		top  variants.ChinchonCard
	}
	var cs []c
	for range 32 {
		h := cnRandomHand(r, rules, 8, 0)
		cs = append(cs, c{h[:7], h[7]})
	}
	i := 0
	for b.Loop() {
		x := cs[i%len(cs)]
		AdviseTakeOrDraw(x.hand, x.top, nil, rules)
		i++
	}
}

// BenchmarkHorizon2: --horizon 2 on random spanish-48 hands, and on
// french-52 hands with its two jokers unseen, the largest talon (target
// ≤ 50 ms).
func BenchmarkHorizon2(b *testing.B) {
	for _, deck := range []string{"spanish-48", "french-52"} {
		r := rand.New(rand.NewPCG(4, 4))
		rules := cnRules("deck", deck)
		type c struct {
			hand []variants.ChinchonCard
			top  variants.ChinchonCard
		}
		var cs []c
		for range 8 {
			h := cnRandomHand(r, rules, 8, 0)
			cs = append(cs, c{h[:7], h[7]})
		}
		b.Run(deck, func(b *testing.B) {
			i := 0
			for b.Loop() {
				x := cs[i%len(cs)]
				HorizonCutChance(x.hand, x.top, nil, rules)
				i++
			}
		})
	}
}
