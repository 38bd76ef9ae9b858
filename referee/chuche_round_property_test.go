package referee_test

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"sync"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
)

// Random rounds dealt from a shuffled deck, with hidden hands the test
// tracks and every Chuche card in play: the referee must accept every legal
// turn, agree with the physical table after each one, conserve the cards
// (CU-7, CU-15, CU-21), end the round exactly when the pile is empty and
// nobody holds a card (CU-21), leave no trace of a refused turn, and replay
// its entries to the same state.
func TestChucheRound_Property_RandomRounds(t *testing.T) {
	t.Parallel()
	rounds := 2500
	if testing.Short() {
		rounds = 300
	}
	// Four streams of rounds side by side, each from its own seed.
	const streams = 4
	var mu sync.Mutex
	var total cuSimStats
	t.Run("rounds", func(t *testing.T) {
		for k := range streams {
			t.Run(strconv.Itoa(k), func(t *testing.T) {
				t.Parallel()
				r := rand.New(rand.NewPCG(2024, 11+uint64(k)))
				var sum cuSimStats
				for i := k; i < rounds; i += streams {
					players := 2 + r.IntN(5)
					rules := cuRandomRules(r)
					s := newCuSim(r, players, rules)
					if !cuPlayRound(t, r, s) {
						t.Fatalf("round %d (%d players, rules %+v) failed", i, players, rules)
					}
					sum.add(s.stats)
				}
				mu.Lock()
				total.add(sum)
				mu.Unlock()
			})
		}
	})
	t.Logf("%d rounds: %+v", rounds, total)
	for name, n := range map[string]int{
		"captures": total.captures, "discards": total.discards, "chuches": total.chuches, "unnamed Chuche cards": total.unnamed,
		"steals": total.steals, "shielded steals": total.shieldedSteals, "bombs": total.bombs, "bomb shields": total.bombShields,
		"blockades": total.blockades, "own-turn blockades": total.ownBlockades, "shield unblocks": total.unblocks,
		"jokers": total.jokers, "skips": total.skips, "refused mutations": total.refusals,
	} {
		if n < 10 {
			t.Errorf("only %d %s in %d rounds: the generator does not exercise them", n, name, rounds)
		}
	}
}

// cuPlayRound plays s to its end through the referee, checking after every
// turn; false after the first failure.
func cuPlayRound(t *testing.T, r *rand.Rand, s *cuSim) bool {
	t.Helper()
	round, err := referee.NewChucheRound(s.seats, s.deal, s.rules)
	if err != nil {
		t.Errorf("deal %+v refused: %v", s.deal, err)
		return false
	}
	if !cuAgrees(t, s, round) {
		return false
	}
	for !s.ended {
		if len(s.turns) > 500 {
			t.Errorf("round does not end after %d turns", len(s.turns))
			return false
		}
		mutate := r.IntN(4) == 0
		before := round.DeepCopy()
		pileBefore := round.Pile
		turn := s.turn() // mutates s: the legal turn, as played
		if mutate {
			spoilt := cuMutate(r, s, turn)
			try := round
			if after, _, err := try.Apply(spoilt, s.rules); err != nil {
				if after != try {
					t.Errorf("refused turn %+v (%v) returned another round", spoilt, err)
					return false
				}
				if !fault.Is(err, fault.Refused) && !fault.Is(err, fault.Input) {
					t.Errorf("refusal of %+v has type %T: %v", spoilt, err, err)
					return false
				}
				if !referee.SameRound(try, before) {
					t.Errorf("refused turn %+v (%v) changed the round", spoilt, err)
					return false
				}
				s.stats.refusals++
			}
		}
		// The round before the turn stays as it was, and so does the round
		// after it when the same turn is applied to the one before again
		// (a probe, then the record): they share nothing Apply changes.
		prev := round
		var res referee.ChucheTurnResult
		round, res, err = prev.Apply(turn, s.rules)
		if err != nil {
			t.Errorf("turn %d %s refused: %v\ntable before %v", len(s.turns), cuJSON(turn), err, before.Table)
			return false
		}
		if !referee.SameRound(prev, before) {
			t.Errorf("turn %s changed the round it was applied to:\n after %+v\nbefore %+v", cuJSON(turn), prev, before)
			return false
		}
		kept := round.DeepCopy()
		if again, _, err := prev.Apply(turn, s.rules); err != nil || !referee.SameRound(again, kept) || !referee.SameRound(round, kept) {
			t.Errorf("turn %s applied twice to one round: %v\n again %+v\n first %+v", cuJSON(turn), err, again, round)
			return false
		}
		if res.Chuche != s.lastChuche || (res.Capture == nil) != turn.Discard {
			t.Errorf("turn %s: CHUCHE %v capture %v; the sim: CHUCHE %v", cuJSON(turn), res.Chuche, res.Capture, s.lastChuche)
			return false
		}
		if res.RoundEnded != s.ended || (res.Drawn > 0 && pileBefore == 0) {
			t.Errorf("turn %s: RoundEnded %v, sim ended %v; drawn %d from a pile of %d", cuJSON(turn), res.RoundEnded, s.ended, res.Drawn, pileBefore)
			return false
		}
		if !cuAgrees(t, s, round) {
			t.Logf("after turn %d %s: notes %q", len(s.turns), cuJSON(turn), res.Notes)
			return false
		}
	}
	return cuReplays(t, s, round)
}

// cuAgrees compares the referee's state with the physical table and checks
// the invariants.
func cuAgrees(t *testing.T, s *cuSim, round *referee.ChucheRound) bool {
	// t.Helper where a check fails, not on entry: it walks the stack under
	// a lock, and this runs after every turn of every round.
	cards := len(round.Table) + round.Pile + len(round.Discarded)
	for _, p := range s.seats {
		cards += round.Hands[p] + len(round.Won[p])
		if round.Hands[p] != len(s.hands[p]) {
			t.Helper()
			t.Errorf("%s holds %d cards, the referee says %d", p, len(s.hands[p]), round.Hands[p])
			return false
		}
		if !cuSameCards(round.Won[p], s.won[p]) {
			t.Helper()
			t.Errorf("%s won %s, the referee says %s", p, cuCardsKey(s.won[p]), cuCardsKey(round.Won[p]))
			return false
		}
		if len(round.Actions[p]) != s.wonActs[p] {
			t.Helper()
			t.Errorf("%s won %d Chuche cards, the referee says %d", p, s.wonActs[p], len(round.Actions[p]))
			return false
		}
	}
	switch {
	case cards != s.deck.Size():
		t.Helper()
		t.Errorf("cards not conserved: hands+table+pile+won+discarded = %d, deck %d", cards, s.deck.Size())
	case round.Pile < 0 || round.Pile != len(s.pile):
		t.Helper()
		t.Errorf("pile %d, the sim's pile %d", round.Pile, len(s.pile))
	case !cuSameTable(round.Table, s.table):
		t.Helper()
		t.Errorf("table %v, the sim's %v", cuTableKey(round.Table), cuTableKey(s.table))
	case round.Ended != s.ended || round.Next != s.next:
		t.Helper()
		t.Errorf("ended %v next %q; the sim: ended %v next %q", round.Ended, round.Next, s.ended, s.next)
	case round.ActionsLeft != len(s.chuche):
		t.Helper()
		t.Errorf("%d Chuche cards left, the sim's pile holds %d", round.ActionsLeft, len(s.chuche))
	case round.Ended && len(round.Table) != 0:
		t.Helper()
		t.Errorf("round over with %v on the table", round.Table)
	case !round.Ended && round.Hands[round.Next] == 0:
		t.Helper()
		t.Errorf("next is %s, who holds no card", round.Next)
	default:
		return true
	}
	return false
}

// cuReplays replays the round's entries, through JSON as the ledger stores
// them, and compares with the state built turn by turn.
func cuReplays(t *testing.T, s *cuSim, step *referee.ChucheRound) bool {
	t.Helper()
	var deal referee.ChucheDeal
	if err := json.Unmarshal(cuJSONBytes(s.deal), &deal); err != nil {
		t.Errorf("deal payload: %v", err)
		return false
	}
	replay, err := referee.NewChucheRound(s.seats, deal, s.rules)
	if err != nil {
		t.Errorf("replayed deal: %v", err)
		return false
	}
	for i, turn := range s.turns {
		var back referee.ChucheTurn
		if err := json.Unmarshal(cuJSONBytes(turn), &back); err != nil {
			t.Errorf("turn %d payload %s: %v", i+1, cuJSON(turn), err)
			return false
		}
		if replay, _, err = replay.Apply(back, s.rules); err != nil {
			t.Errorf("replayed turn %d %s: %v", i+1, cuJSON(turn), err)
			return false
		}
	}
	if !referee.SameRound(replay, step) {
		t.Errorf("replay differs from the state built turn by turn:\n replay %+v\n   step %+v", replay, step)
		return false
	}
	return true
}

func cuJSONBytes(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

func cuJSON(v any) string { return string(cuJSONBytes(v)) }
