// Command benchledger builds a ledger of Chinchón games for
// scripts/bench-ledger.sh, as chuche-ref itself writes, through its
// scorekeeper: the game, then one append per hand, the summary the
// scorekeeper computes with the last one.
//
//	go run ./cmd/chuche-ref/internal/benchledger -o LEDGER [-games N] [-rounds R] [-seed S]
//
// Games have 3 or 4 players from a roster of 30 and about R hands each,
// dealt so that cuts are valid and the game ends near R hands; they are
// spread over ten years. Hands are played out once per game script (a few
// dozen scripts) and the scripts are reused with other players' names, so
// 10,000 games take seconds of scoring; the rest is the ledger's writes.
//
// It prints "game=ID player=NAME": a game with exactly R hands, the same
// hands in every ledger built with the same -rounds and -seed, and a player
// who sits in it, for the benchmark to ask about.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

var roster = []string{
	"Ana", "Ben", "Cleo", "Dani", "Eva", "Fede", "Gala", "Hugo", "Inés", "Javi",
	"Kira", "Luis", "Marta", "Nico", "Olga", "Pablo", "Quim", "Rosa", "Sergio", "Tere",
	"Úrsula", "Víctor", "Wendy", "Xavi", "Yago", "Zoe", "Álvaro", "Belén", "Carmen", "Diego",
}

// scriptsPerSize game scripts are played out for 3 and for 4 players.
const scriptsPerSize = 24

func main() {
	out := flag.String("o", "", "the ledger file to create (must not exist)")
	games := flag.Int("games", 1, "how many games")
	rounds := flag.Int("rounds", 10, "hands per game, about")
	seed := flag.Uint64("seed", 1, "the seed of the deals")
	flag.Parse()
	if *out == "" || *games < 1 || *rounds < 1 || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*out, *games, *rounds, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "benchledger:", err)
		os.Exit(1)
	}
}

func run(path string, games, rounds int, seed uint64) error {
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("%s exists; give a new file", path)
	}
	rules := variants.DefaultChinchonRules()
	rulesJSON, err := json.Marshal(variants.RuleMap(rules.Values()))
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	// Most games are played to the end; none runs much past `rounds`.
	scripts := map[int][]gameScript{}
	for _, seats := range []int{3, 4} {
		for range scriptsPerSize {
			s, err := playScript(rng, rules, seats, rounds+rounds/5)
			if err != nil {
				return err
			}
			scripts[seats] = append(scripts[seats], s)
		}
	}
	// The probe game: four players, exactly `rounds` hands, the same in
	// every ledger built with these flags.
	var probe gameScript
	for attempt := 0; len(probe.hands) != rounds; attempt++ {
		if attempt == 100 {
			return fmt.Errorf("no 4-player game of %d hands in 100 deals; try another -seed", rounds)
		}
		if probe, err = playScript(rng, rules, 4, rounds); err != nil {
			return err
		}
	}
	probeSeats := []string{roster[0], roster[1], roster[2], roster[3]}

	ctx := context.Background()
	db, err := scorekeeper.OpenLedger(ctx, path)
	if err != nil {
		return err
	}
	defer db.Close()
	// Ten years of games, a few minutes between hands.
	clock := time.Date(2016, 1, 1, 20, 0, 0, 0, time.UTC)
	gap := 10 * 365 * 24 * time.Hour / time.Duration(games)
	db.SetClock(func() time.Time { return clock })

	probeAt := games / 2 // a game from the middle of the ledger's life
	var probeID int64
	start := time.Now()
	for i := range games {
		clock = time.Date(2016, 1, 1, 20, 0, 0, 0, time.UTC).Add(time.Duration(i) * gap)
		s, seats := pickGame(rng, scripts)
		if i == probeAt {
			s, seats = probe, probeSeats
		}
		id, err := writeGame(ctx, db, s, seats, rulesJSON, func() { clock = clock.Add(4 * time.Minute) })
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		if i == probeAt {
			probeID = id
		}
		if games >= 1000 && (i+1)%(games/10) == 0 {
			fmt.Fprintf(os.Stderr, "benchledger: %d games in %v\n", i+1, time.Since(start).Round(time.Second))
		}
	}
	// Each deciding hand cached its game's league ratings as it was
	// written; this only makes sure of it.
	if err := db.RefreshLeague(ctx); err != nil {
		return err
	}
	if err := db.Close(); err != nil {
		return err
	}
	fmt.Printf("game=%d player=%s\n", probeID, probeSeats[0])
	return nil
}

// gameScript is a game played out with placeholder seats "Seat1".."SeatN".
type gameScript struct {
	seats int
	hands []json.RawMessage
}

func placeholder(i int) string { return "Seat" + strconv.Itoa(i+1) }

// pickGame chooses a script and the players who play it.
func pickGame(rng *rand.Rand, scripts map[int][]gameScript) (gameScript, []string) {
	size := 3 + rng.IntN(2)
	s := scripts[size][rng.IntN(len(scripts[size]))]
	perm := rng.Perm(len(roster))
	seats := make([]string, size)
	for i := range seats {
		seats[i] = roster[perm[i]]
	}
	return s, seats
}

// writeGame records a script as chuche-ref would: the game, then each hand
// as its own transaction (scorekeeper.WriteGame).
func writeGame(ctx context.Context, db *scorekeeper.Ledger, s gameScript, seats []string, rules json.RawMessage, tick func()) (int64, error) {
	pairs := make([]string, 0, 2*len(seats))
	for i, name := range seats {
		q, _ := json.Marshal(name)
		pairs = append(pairs, strconv.Quote(placeholder(i)), string(q))
	}
	rename := strings.NewReplacer(pairs...)
	hands := make([]json.RawMessage, len(s.hands))
	for i, h := range s.hands {
		hands[i] = json.RawMessage(rename.Replace(string(h)))
	}
	return scorekeeper.WriteGame(ctx, db, variants.GameChinchon, seats, rules, scorer.ChinchonKindHand, hands, tick)
}

// playScript deals hands until the game ends or has `rounds` hands, each
// judged by the scorer as `round` would judge it.
func playScript(rng *rand.Rand, rules variants.ChinchonRules, seats, rounds int) (gameScript, error) {
	names := make([]string, seats)
	for i := range names {
		names[i] = placeholder(i)
	}
	s := gameScript{seats: seats}
	m, err := scorer.ChinchonStandings(names, rules, nil)
	if err != nil {
		return s, err
	}
	for len(s.hands) < rounds && !m.Finished {
		in := m.In()
		var h scorer.ChinchonHand
		for attempt := 0; ; attempt++ {
			h = deal(rng, rules, in)
			if _, err := scorer.CheckChinchonHand(m, h, rules); err == nil {
				break
			} else if attempt == 100 {
				return s, fmt.Errorf("no valid deal in 100 tries: %w", err)
			}
		}
		payload, err := scorer.Encode(h)
		if err != nil {
			return s, err
		}
		if m, _, err = m.With(scorer.ChinchonHandEntry(len(s.hands)+1, h), rules); err != nil {
			return s, err
		}
		s.hands = append(s.hands, payload)
	}
	return s, nil
}

// deal makes one hand: a cutter whose melds leave at most a low card, the
// others by cards, mostly melded, so totals climb to the limit over about
// ten hands.
func deal(rng *rand.Rand, rules variants.ChinchonRules, in []string) scorer.ChinchonHand {
	d := newDealer(rng, rules.DeckInPlay())
	cutter := in[rng.IntN(len(in))]
	h := scorer.ChinchonHand{Cutter: cutter, Hands: map[string][]variants.ChinchonCard{}}
	switch rng.IntN(3) {
	case 0: // clean: a run of four and a trio
		h.Hands[cutter] = d.hand(d.run(4), d.trio())
	case 1:
		h.Hands[cutter] = d.hand(d.run(3), d.trio(), d.low(1, 5))
	default:
		h.Hands[cutter] = d.hand(d.run(3), d.run(3), d.low(1, 5))
	}
	for _, name := range in {
		if name == cutter {
			continue
		}
		if rng.IntN(3) == 0 {
			h.Hands[name] = d.hand(d.trio(), d.run(3), d.low(1, 10))
		} else {
			h.Hands[name] = d.hand(d.trio(), d.low(4, 10))
		}
	}
	return h
}

// dealer hands out cards of one deck, each at most once per hand.
type dealer struct {
	rng   *rand.Rand
	deck  variants.ChinchonDeck
	ranks []uint8
	used  map[variants.ChinchonCard]bool
}

func newDealer(rng *rand.Rand, deck variants.ChinchonDeck) *dealer {
	return &dealer{rng: rng, deck: deck, ranks: deck.Ranks(), used: map[variants.ChinchonCard]bool{}}
}

func (d *dealer) hand(groups ...[]variants.ChinchonCard) []variants.ChinchonCard {
	var cards []variants.ChinchonCard
	for _, g := range groups {
		cards = append(cards, g...)
	}
	return cards
}

// take claims cards if none is dealt yet.
func (d *dealer) take(cards []variants.ChinchonCard) bool {
	for _, c := range cards {
		if d.used[c] {
			return false
		}
	}
	for _, c := range cards {
		d.used[c] = true
	}
	return true
}

func (d *dealer) run(n int) []variants.ChinchonCard {
	suits := d.deck.Suits()
	for {
		suit := suits[d.rng.IntN(len(suits))]
		first := d.rng.IntN(len(d.ranks) - n + 1)
		cards := make([]variants.ChinchonCard, n)
		for i := range cards {
			cards[i] = variants.ChinchonCard{Rank: d.ranks[first+i], Suit: suit}
		}
		if d.take(cards) {
			return cards
		}
	}
}

func (d *dealer) trio() []variants.ChinchonCard {
	suits := d.deck.Suits()
	for {
		rank := d.ranks[d.rng.IntN(len(d.ranks))]
		skip := d.rng.IntN(len(suits))
		var cards []variants.ChinchonCard
		for i, s := range suits {
			if i != skip {
				cards = append(cards, variants.ChinchonCard{Rank: rank, Suit: s})
			}
		}
		if d.take(cards) {
			return cards
		}
	}
}

// low deals n single cards of rank at most maxRank, or higher once those
// run out.
func (d *dealer) low(n int, maxRank int) []variants.ChinchonCard {
	suits := d.deck.Suits()
	var cards []variants.ChinchonCard
	for miss := 0; len(cards) < n; {
		c := variants.ChinchonCard{Rank: d.ranks[d.rng.IntN(maxRank)], Suit: suits[d.rng.IntN(len(suits))]}
		if d.take([]variants.ChinchonCard{c}) {
			cards = append(cards, c)
		} else if miss++; miss%32 == 0 && maxRank < len(d.ranks) {
			maxRank++
		}
	}
	return cards
}
