package scorer

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// TestChinchonStandings_Property_CN10_CN12_CN13_CN14 plays random legal
// games — random house rules, 2 to 6 players, hands by cards or points,
// buy-backs whenever CN-13 allows them — and checks after every entry:
//   - each total is the sum of the player's hand scores plus the buy-back
//     adjustments, and every buy-back landed on the highest total still in;
//   - points entered are charged as entered and the cutter gets CN-10's score;
//   - at least one player is in unless the game is finished, and a game
//     not won by a chinchón is finished only with at most one player in (so
//     a buy-back re-opens it); players in are within the limit and players
//     out beyond it (CN-12);
//   - CheckChinchonBuyBack agrees with an independent reading of CN-13;
//   - replaying the whole ledger gives the same match as entering it.
func TestChinchonStandings_Property_CN10_CN12_CN13_CN14(t *testing.T) {
	seeds := 400
	if testing.Short() {
		seeds = 50
	}
	for seed := range uint64(seeds) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) { cnPlayRandomGame(t, rand.New(rand.NewPCG(seed, 7))) })
	}
}

// cnGame is the test's own record of what it entered.
type cnGame struct {
	rules     variants.ChinchonRules
	seats     []string
	entries   []Entry
	m         ChinchonMatch
	handSum   map[string]int // sum of hand scores
	adjust    map[string]int // buy-back adjustments
	used      map[string]int // buy-backs entered
	wentOut   map[string]int // hand a player last went out in
	ended     bool           // ended by a chinchón or all out together
	cutScores []int          // what CN-10 says each hand's cutter scores
}

func cnPlayRandomGame(t *testing.T, r *rand.Rand) {
	g := &cnGame{
		rules: cnRandomRules(r), handSum: map[string]int{}, adjust: map[string]int{},
		used: map[string]int{}, wentOut: map[string]int{},
	}
	for i := range 2 + r.IntN(5) {
		g.seats = append(g.seats, fmt.Sprintf("P%d", i+1))
	}
	m, err := ChinchonStandings(g.seats, g.rules, nil)
	if err != nil {
		t.Fatal(err)
	}
	g.m = m

	for step := 0; step < 80; step++ {
		for _, p := range g.m.Players {
			legal := g.mayBuyBack(p.Name)
			if err := CheckChinchonBuyBack(g.m, p.Name, g.rules); (err == nil) != legal {
				t.Fatalf("hand %d: CheckChinchonBuyBack(%s) = %v; CN-13 says legal=%v (rules %+v)", g.m.Round, p.Name, err, legal, g.rules)
			} else if err != nil && !fault.Is(err, fault.Refused) {
				t.Fatalf("buy-back refusal of type %T", err)
			}
			if legal && r.IntN(2) == 0 {
				g.buyBack(t, p.Name)
			}
		}
		if g.m.Finished {
			break
		}
		g.playHand(t, r)
	}

	replayed, err := ChinchonStandings(g.seats, g.rules, Effective(g.entries))
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if !reflect.DeepEqual(replayed, g.m) {
		t.Errorf("replaying the ledger gives a different match than entering it")
	}
}

func cnRandomRules(r *rand.Rand) variants.ChinchonRules {
	rules := variants.DefaultChinchonRules()
	rules.Limit = []int{30, 50, 70, 100}[r.IntN(4)]
	rules.OutAt = []string{"exceed", "reach"}[r.IntN(2)]
	rules.Buyback = r.IntN(4) > 0
	rules.Buybacks = r.IntN(3)
	rules.CleanCutBonus = []int{-10, -20, 0}[r.IntN(3)]
	rules.LayOff = r.IntN(2) == 0
	return rules
}

// mayBuyBack reads CN-13 and CN-14 from the test's own record.
func (g *cnGame) mayBuyBack(name string) bool {
	var status string
	for _, p := range g.m.Players {
		if p.Name == name {
			status = p.Status
		}
	}
	return g.rules.Buyback && status == ChinchonOut && !g.ended &&
		g.used[name] < g.rules.Buybacks && g.wentOut[name] == g.m.Round && len(g.m.In()) > 0
}

func (g *cnGame) buyBack(t *testing.T, name string) {
	t.Helper()
	highest := 0
	for i, p := range g.m.In() {
		if tot := cnTotals(g.m)[p]; i == 0 || tot > highest {
			highest = tot
		}
	}
	g.adjust[name] += highest - cnTotals(g.m)[name]
	g.used[name]++
	g.enter(t, ChinchonBuyBackEntry(len(g.entries)+1, name))
	g.checkTotals(t)
	if got := cnTotals(g.m)[name]; got != highest {
		t.Fatalf("%s bought back at %d, want the highest still in, %d", name, got, highest)
	}
}

func (g *cnGame) playHand(t *testing.T, r *rand.Rand) {
	t.Helper()
	in := g.m.In()
	h, cutScore := cnRandomHand(r, in, g.rules)
	g.enter(t, ChinchonHandEntry(len(g.entries)+1, h))

	res := g.m.Hands[len(g.m.Hands)-1]
	if res.Scores[h.Cutter] != cutScore {
		t.Fatalf("hand %d: cutter %s scored %d, want %d (CN-10)", res.Round, h.Cutter, res.Scores[h.Cutter], cutScore)
	}
	for p, pts := range h.Points {
		if res.Scores[p] != pts || !res.Unchecked[p] {
			t.Fatalf("hand %d: %s entered at %d is charged %d", res.Round, p, pts, res.Scores[p])
		}
	}
	if len(res.Scores) != len(in) {
		t.Fatalf("hand %d scores %v for players in %v", res.Round, res.Scores, in)
	}
	for p, s := range res.Scores {
		if res.Chinchon && p != h.Cutter {
			continue // CN-11: nobody counts after a chinchón
		}
		g.handSum[p] += s
	}
	if res.Chinchon && len(res.Eliminated) > 0 {
		t.Fatalf("hand %d: %v out in a chinchón's hand, where nobody counts (CN-11)", res.Round, res.Eliminated)
	}
	for _, p := range res.Eliminated {
		g.wentOut[p] = res.Round
	}
	if res.Chinchon || len(g.m.In()) == 0 {
		g.ended = true
	}
	g.checkTotals(t)
}

// checkTotals: each total is the sum of hand scores plus buy-back adjustments.
func (g *cnGame) checkTotals(t *testing.T) {
	t.Helper()
	for _, p := range g.m.Players {
		if want := g.handSum[p.Name] + g.adjust[p.Name]; p.Total != want {
			t.Fatalf("after %d hands %s's total is %d; hand scores plus buy-backs make %d", g.m.Round, p.Name, p.Total, want)
		}
	}
}

// enter adds an entry that must be accepted and checks who is in and who won.
func (g *cnGame) enter(t *testing.T, e Entry) {
	t.Helper()
	g.entries = append(g.entries, e)
	if _, err := g.m.play(e, g.rules); err != nil {
		t.Fatalf("entry %d (%s %+v) refused: %v", e.Seq, e.Kind(), e.Payload, err)
	}
	m := g.m
	for _, p := range m.Players {
		if (p.Status == ChinchonOut) != chinchonOutAt(p.Total, g.rules) {
			t.Fatalf("%s is %s with %d (limit %d, out_at %s)", p.Name, p.Status, p.Total, g.rules.Limit, g.rules.OutAt)
		}
	}
	in := m.In()
	switch {
	case !m.Finished && len(in) < 2:
		t.Fatalf("not finished with players in %v", in)
	case m.Finished != (len(m.Winners) > 0) || m.Finished != (m.EndedBy != ""):
		t.Fatalf("finished %v with winners %v, ended by %q", m.Finished, m.Winners, m.EndedBy)
	case m.Finished && m.EndedBy != ChinchonEndedByChinchon && len(in) > 1:
		t.Fatalf("finished (%s) with %v still in", m.EndedBy, in)
	case m.EndedBy == ChinchonEndedByLastIn && !slices.Equal(m.Winners, in):
		t.Fatalf("last one in %v but winners %v", in, m.Winners)
	case m.EndedBy == ChinchonEndedByAllOut && len(in) != 0:
		t.Fatalf("all out with %v still in", in)
	}
}

// cnRandomHand deals a hand of the spanish-48 deck: the cutter holds a
// chinchón, a clean cut or two runs and one low card; the others hold 7
// random cards, entered by cards or by points. It returns the cutter's
// CN-10 score.
func cnRandomHand(r *rand.Rand, in []string, rules variants.ChinchonRules) (ChinchonHand, int) {
	suits := []variants.Suit{variants.Oros, variants.Copas, variants.Espadas, variants.Bastos}
	r.Shuffle(len(suits), func(i, j int) { suits[i], suits[j] = suits[j], suits[i] })
	run := func(s variants.Suit, from, n int) []variants.ChinchonCard {
		var cs []variants.ChinchonCard
		for k := range n {
			cs = append(cs, variants.ChinchonCard{Rank: uint8(from + k), Suit: s})
		}
		return cs
	}

	h := ChinchonHand{Cutter: in[r.IntN(len(in))], Hands: map[string][]variants.ChinchonCard{}, Points: map[string]int{}}
	var mine []variants.ChinchonCard
	score := rules.CleanCutBonus
	switch k := r.IntN(40); {
	case k == 0:
		mine = run(suits[0], 1+r.IntN(6), 7)
		h.Chinchon = r.IntN(2) == 0
	case k < 20:
		mine = append(run(suits[0], 1+r.IntN(9), 4), run(suits[1], 1+r.IntN(10), 3)...)
	default:
		low := 1 + r.IntN(rules.CutMax)
		mine = append(append(run(suits[0], 1+r.IntN(10), 3), run(suits[1], 1+r.IntN(10), 3)...),
			variants.ChinchonCard{Rank: uint8(low), Suit: suits[2]})
		score = low
	}
	h.Hands[h.Cutter] = mine

	var rest []variants.ChinchonCard
	for _, c := range rules.DeckInPlay().Cards() {
		if !slices.Contains(mine, c) {
			rest = append(rest, c)
		}
	}
	r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	if r.IntN(3) == 0 {
		h.Discard, rest = &rest[0], rest[1:]
	}
	for _, p := range in {
		if p == h.Cutter {
			continue
		}
		if r.IntN(2) == 0 {
			h.Points[p] = r.IntN(60)
			continue
		}
		h.Hands[p], rest = rest[:7], rest[7:]
		if r.IntN(5) == 0 {
			h.Claimed = map[string]int{p: r.IntN(40)}
		}
	}
	return h, score
}
