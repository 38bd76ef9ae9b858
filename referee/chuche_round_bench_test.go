package referee_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// cuLongRound plays simulated 6-player rounds on the literal 12-card
// colours (72 cards, CU-1) until one lasts at least minTurns turns, and
// returns it whole: its deal and turns as ledger payloads.
func cuLongRound(tb testing.TB, minTurns int) (variants.ChucheRules, []string, json.RawMessage, []json.RawMessage) {
	tb.Helper()
	rules := variants.DefaultChucheRules()
	rules.Composition = [6]int{3, 3, 3, 1, 1, 1}
	r := rand.New(rand.NewPCG(60, 60))
	for range 1000 {
		s := newCuSim(r, 6, rules)
		for !s.ended {
			s.turn()
		}
		if len(s.turns) < minTurns {
			continue
		}
		var payloads []json.RawMessage
		for _, t := range s.turns {
			payloads = append(payloads, cuJSONBytes(t))
		}
		return rules, s.seats, cuJSONBytes(s.deal), payloads
	}
	tb.Fatalf("no simulated round lasted %d turns", minTurns)
	return rules, nil, nil, nil
}

// BenchmarkReplayChucheRound replays 60 turns of a round from their ledger
// payloads, decoding included, as the standings do on every command.
func BenchmarkReplayChucheRound(b *testing.B) {
	rules, seats, deal, turns := cuLongRound(b, 60)
	turns = turns[:60]
	b.ReportAllocs()
	for b.Loop() {
		var d referee.ChucheDeal
		if err := json.Unmarshal(deal, &d); err != nil {
			b.Fatal(err)
		}
		round, err := referee.NewChucheRound(seats, d, rules)
		if err != nil {
			b.Fatal(err)
		}
		for _, p := range turns {
			var t referee.ChucheTurn
			if err := json.Unmarshal(p, &t); err != nil {
				b.Fatal(err)
			}
			if round, _, err = round.Apply(t, rules); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestChucheRoundPrintFixture prints the round of BenchmarkReplayChucheRound,
// whole, as Go source for the scorer's tests (scorer/chuche_fixture_test.go).
// Run it with CHUCHE_PRINT_FIXTURE=1.
func TestChucheRoundPrintFixture(t *testing.T) {
	if os.Getenv("CHUCHE_PRINT_FIXTURE") == "" {
		t.Skip("set CHUCHE_PRINT_FIXTURE=1 to print the fixture")
	}
	_, seats, deal, turns := cuLongRound(t, 60)
	fmt.Printf("var cuFixtureSeats = %#v\n\nvar cuFixture = []string{\n\t`%s`,\n", seats, deal)
	for _, p := range turns {
		fmt.Printf("\t`%s`,\n", p)
	}
	fmt.Println("}")
}
