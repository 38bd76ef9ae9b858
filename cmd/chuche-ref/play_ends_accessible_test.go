package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// Two hands of Ana, Ben and Cleo: hand 1 dealt by Cleo (the last seat),
// hand 2 by Ana, in which Ben's chinchón ends the game (CN-11). A rematch's
// first hand is Ben's to deal: the deal passes on from Ana (CN-4).
var (
	endsHandOne = []string{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--points", "Ben=10", "--points", "Cleo=10"}
	endsBenWins = []string{"round", "--chinchon", "Ben", "--hand", "Ben=" + handChinchon}
)

// sameRules checks that game b is played by the house rules game a stored.
func sameRules(t *testing.T, tb *trustTable, a, b string) {
	t.Helper()
	rules := func(game string) string {
		var r struct {
			Rules map[string]any `json:"rules"`
		}
		if err := json.Unmarshal([]byte(tb.cli("rules", "--json", "--game", game)), &r); err != nil {
			t.Fatal(err)
		}
		out, _ := json.Marshal(r.Rules)
		return string(out)
	}
	if ra, rb := rules(a), rules(b); ra != rb {
		t.Errorf("game %s is played by %s, game %s by %s", b, rb, a, ra)
	}
}

// firstDealer is who deals the next hand or round of game, as standings
// --json says.
func firstDealer(t *testing.T, tb *trustTable, game string) string {
	t.Helper()
	var s struct {
		Dealer string `json:"dealer"`
	}
	if err := json.Unmarshal([]byte(tb.cli("standings", "--json", "--game", game)), &s); err != nil {
		t.Fatal(err)
	}
	return s.Dealer
}

// TestPlayEndsAccessible: a game's end is not a dead end. At a finished
// game play --accessible shows the standings once and offers undo of the
// last entry, a rematch with the same seats (the deal passed on, CN-4,
// CU-6) and a new game, whose flow asks the first dealer.
func TestPlayEndsAccessible(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := chucheRef(t).path

	t.Run("a finished game shows its standings once, then undo goes on with it", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(endsHandOne...)
		tb.cli(endsBenWins...)
		r := tb.accessible("--game", "1")
		r.expect("Game #1 is over — what next, 4 choices:")
		r.expect("  1. undo the last entry (hand 2: Ben made chinchón)")
		r.expect("  2. a rematch: the same seats, Ben deals the first hand")
		r.expect("  3. a new game")
		r.expect("  4. quit (everything so far is saved)")
		r.expect("Game #1 is over — what next, 1 to 4 [4]: ")
		r.answer("undo")
		r.expect("Undo entry #2 (hand 2: Ben made chinchón)? [y/N]: ")
		r.answer("y")
		r.expect("Undone: entry #2 (hand 2: Ben made chinchón) is void; it stays in history.")
		r.expect("Hand 2 — who cut: ") // the game goes on
		out := r.end(0)
		if n := strings.Count(out, "Standings of game #1"); n != 2 { // once at the start, once after the undo
			t.Errorf("the standings printed %d times, want once before the menu and once after the undo:\n%s", n, out)
		}
		if n := strings.Count(out[:strings.Index(out, "Game #1 is over")], "Standings of game #1"); n != 1 {
			t.Errorf("the standings printed %d times before the menu, want once:\n%s", n, out)
		}
		tb.entries(newAnaBenCleo, endsHandOne, endsBenWins, []string{"undo"})
	})

	t.Run("Enter at the end makes no game", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(endsHandOne...)
		tb.cli(endsBenWins...)
		r := tb.accessible("--game", "1")
		r.expect("Game #1 is over — what next, 1 to 4 [4]: ")
		r.answer("")
		out := r.end(0)
		if !strings.Contains(out, "Stopped. Everything confirmed is saved in") {
			t.Errorf("Enter did not stop:\n%s", out)
		}
		if games := tb.cli("games", "--json"); strings.Contains(games, `"id": 2`) {
			t.Errorf("a game was made:\n%s", games)
		}
		tb.entries(newAnaBenCleo, endsHandOne, endsBenWins)
	})

	t.Run("a Chinchón rematch: the same seats and rules, the deal passed on (CN-4)", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(append(newAnaBenCleo, "--preset", "fifty")...)
		tb.cli(endsHandOne...)
		tb.cli(endsBenWins...)
		r := tb.accessible("--game", "1")
		r.expect("Game #1 is over — what next, 1 to 4 [4]: ")
		r.answer("rematch")
		r.expect("Rematch of game #1:")
		r.expect(`New Chinchón game #2 "chinchon-2": Ana, Ben, Cleo`)
		r.expect("House rules: limit=50")
		r.expect("Ben deals the first hand.")
		r.expect("Hand 1 — who cut: ")
		r.end(0)
		if d := firstDealer(t, tb, "2"); d != "Ben" {
			t.Errorf("game 2's first dealer is %q, want Ben: Ana dealt the last hand", d)
		}
		sameRules(t, tb, "1", "2")
		tb.entries(append(newAnaBenCleo, "--preset", "fifty"), endsHandOne, endsBenWins)
	})

	t.Run("a Chuche rematch: the next round's dealer deals first (CU-6)", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		for _, c := range chucheShortRound {
			tb.cli(c...)
		}
		r := tb.accessible("--game", "1")
		r.expect("Match over: Ana won.")
		r.expect("  2. a rematch: the same seats, Ana deals the first round")
		r.expect("Game #1 is over — what next, 1 to 4 [4]: ")
		r.answer("2")
		r.expect(`New Chuche game #2 "chuche-2": Ana, Ben`)
		r.expect("Ana deals the first round.")
		r.expect("What next, 3 choices:")
		r.expect("What next, 1 to 3 [1]: ")
		r.answer("1")
		r.expect("Round 1: who deals, 1 to 2 [1]: ") // Ana: the table chose her
		r.answer("2")
		r.expect("The 3 cards dealt face up: ")
		r.answer("Y4 Y5 G6")
		r.expect("This deal cannot be recorded: Ana deals round 1, not Ben: the table chose the first dealer when the game began (CU-6)")
		r.end(0)
		if d := firstDealer(t, tb, "2"); d != "Ana" {
			t.Errorf("game 2's first dealer is %q, want Ana: Ben dealt round 1", d)
		}
		sameRules(t, tb, "1", "2")
		tb.entries(chucheShortRound...)
	})

	t.Run("a new game at the end asks the first dealer; Enter is the last seat", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		tb.cli(newAnaBenCleo...)
		tb.cli(endsHandOne...)
		tb.cli(endsBenWins...)
		r := tb.accessible("--game", "1")
		r.expect("Game #1 is over — what next, 1 to 4 [4]: ")
		r.answer("new game")
		r.expect("New game: which game, 1 to 2 [1]: ")
		r.answer("2", "Dani,Eva,Fran", "")
		r.expect("Who deals the first round, 3 choices:")
		r.expect("  3. Fran (the first seat plays first)")
		r.expect("Who deals the first round, 1 to 3 [3]: ")
		r.answer("")
		r.expect(`New Chuche game #2 "chuche-2": Dani, Eva, Fran`)
		r.expect("Fran deals the first round.")
		r.expect("What next, 1 to 3 [1]: ")
		r.end(0)
		if d := firstDealer(t, tb, "2"); d != "Fran" {
			t.Errorf("game 2's first dealer is %q, want Fran", d)
		}
	})

	t.Run("the new-game flow asks who deals the first hand (CN-4)", func(t *testing.T) {
		tb := newTrustTable(t, bin)
		r := tb.accessible()
		r.expect("New game: which game, 1 to 2 [1]: ")
		r.answer("1", "Ana,Ben,Cleo", "")
		r.expect("Who deals the first hand, 1 to 3 [3]: ")
		r.answer("ben")
		r.expect("Ben deals the first hand.")
		r.expect("Hand 1 — who cut: ")
		r.end(0)
		if d := firstDealer(t, tb, "1"); d != "Ben" {
			t.Errorf("the first dealer is %q, want Ben", d)
		}
	})
}
