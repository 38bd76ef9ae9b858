package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// Hands of the spanish-48 deck used below.
const (
	handCut      = "1o 2o 3o 5c 5e 5b 4c"    // [1o 2o 3o] [5c 5e 5b], leftover 4c: a cut at +4
	handBad      = "1o 2o 3o 5c 5e 5b 8c"    // leftover 8: no cut (CN-7)
	handBen      = "7o 7c 9e 10b 11b 12b 3c" // [10b 11b 12b], leftover 26
	handChinchon = "1c 2c 3c 4c 5c 6c 7c"    // seven in one run (CN-11)
)

// Commands that set a ledger up.
var (
	newAnaBen = []string{"new", "chinchon", "--players", "Ana,Ben"}
	newFifty  = []string{"new", "chinchon", "--players", "Ana,Ben", "--preset", "fifty"}                  // out above 50
	roundOne  = []string{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--hand", "Ben=" + handBen} // Ana 4, Ben 26
	roundWon  = []string{"round", "--chinchon", "Ana", "--hand", "Ana=" + handChinchon, "--points", "Ben=10"}
)

func TestPlayChinchon(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		env      map[string]string
		setup    [][]string // commands run first
		args     []string
		answers  []answer
		wantCode int
		wantOut  []string // in this order
		wantErr  string
		// The ledger afterwards, from standings --json of game wantGame.
		wantGame     string
		wantRound    int
		wantTotals   map[string]int
		wantFinished bool
		wantWinners  []string
		wantOnce     []string // printed exactly once
	}{
		{
			name: "new game, one hand by cards, quit between hands",
			args: []string{"play"},
			answers: []answer{
				chose("Chinchón"), typed("Ana, Ben"), chose("no preset"), chose("Ben (the first seat plays first)"),
				typed("a"), typed(handCut),
				typed(handBen),
				confirmed(true),
				typed("quit"),
			},
			wantOut: []string{
				`New Chinchón game #1 "chinchon-1": Ana, Ben`,
				"Ben deals the first hand.",
				"valid cut: [1o 2o 3o] [5c 5e 5b]  leftover 4c = 4; Ana scores +4",
				"Hand 1 as the referee scores it:",
				"Ben       +26  [10b 11b 12b]",
				"Hand 1 recorded (entry #1).",
				"Standings of game #1",
				"Stopped. Everything confirmed is saved in ",
				"resume with: chuche-ref play --game 1",
			},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": 4, "Ben": 26},
		},
		{
			name:  "refused cut explained with a better discard, then entered again; a claim shows what was missed",
			setup: [][]string{newAnaBen},
			args:  []string{"play"},
			answers: []answer{
				chose("resume game #1"),
				typed("Ana"), typed(handBad),
				typed("5o"), chose("again"),
				typed(handCut),
				typed(handBen + " 20"),
				confirmed(true),
				typed("quit"),
			},
			wantOut: []string{
				`Unfinished Chinchón game #1 "chinchon-1", 0 hands played:`,
				"Refused: invalid cut by Ana: leftover 8: 8 of copas",
				"best arrangement: [1o 2o 3o] [5c 5e 5b]  leftover 8c = 8",
				"discarding 8c (leftover 0) instead would have allowed a cut",
				"valid cut",
				"claimed 20, best arrangement leaves 26",
				"Hand 1 recorded",
			},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": 4, "Ben": 26},
		},
		{
			name:  "refused cutter plays on; another player cuts; points are checked as typed",
			setup: [][]string{newAnaBen},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("A"), typed(handBad),
				typed(""), chose("back to who cut"),
				refusedInput("", "type who cut"),
				refusedInput("Cleo", `"Cleo" is no player`),
				typed("ben"), typed(handCut),
				refusedInput("thirty", `"thirty" is not a card`),
				refusedInput("-3", "never negative"),
				typed("30"),
				confirmed(true),
				typed("quit"),
			},
			wantOut: []string{
				"Resuming Chinchón game #1",
				"Refused: invalid cut by Ana",
				"Ana       +30  entered as points (unchecked)",
				"Hand 1 recorded",
			},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": 30, "Ben": 4},
		},
		{
			name:  "cards are validated as they are typed (CN-4)",
			setup: [][]string{newAnaBen},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("a"),
				refusedInput("1o 2o 3o 5c 5e 5b 4x", `"4x" is not a card of the spanish-48 deck`),
				refusedInput("1o 2o 3o", "3 cards; type the 7 laid down, or the 8 held"),
				refusedInput("1o 1o 3o 5c 5e 5b 4c", "1o is entered twice"),
				refusedInput("1o 2o 3o 5c 5e 5b JK", "plays without jokers"),
				typed(handCut),
				refusedInput("1o 7c 9e 10b 11b 12b 3c", "1o is entered twice: Ana's hand and Ben's hand (CN-4)"),
				refusedInput("7o 7c 9e 10b 11b", "5 cards; a hand has 7"),
				typed(handBen),
				confirmed(true),
				typed("quit"),
			},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": 4, "Ben": 26},
		},
		{
			name:  "no at the confirmation records nothing and offers what was typed again",
			setup: [][]string{newAnaBen},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("a"), typed("1O, 2o 3 de oros 5c 5e 5b 4c"),
				typed(handBen),
				confirmed(false),
				// The whole hand comes back, who cut included, each line as
				// it was typed.
				keptDefault("Ana"), keptDefault("1O, 2o 3 de oros 5c 5e 5b 4c"),
				keptDefault(handBen),
				confirmed(true),
				typed("quit"),
			},
			wantOut:  []string{"Not recorded. Enter the hand again", "Hand 1 recorded (entry #1)."},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": 4, "Ben": 26},
		},
		{
			name:     "Ctrl-C in the middle of a hand keeps the hands before it",
			wantCode: exitSIGINT, // Ctrl-C, as shells report it
			setup:    [][]string{newAnaBen, roundOne},
			args:     []string{"play", "--game", "1"},
			answers: []answer{
				typed("Ben"), ctrlCTyped("1o 2o"),
				confirmed(true), // keep it as a draft
			},
			wantOut: []string{
				"Resuming Chinchón game #1",
				"Draft of hand 2 kept; the next chuche-ref play --game 1 offers it.",
				"Stopped. Everything confirmed is saved in ",
				"; resume with: chuche-ref play --game 1",
			},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": 4, "Ben": 26},
		},
		{
			name:  "a player goes out and buys back (CN-12, CN-13)",
			setup: [][]string{newFifty, roundOne},
			args:  []string{"play"},
			answers: []answer{
				chose("resume"),
				typed("ana"), typed(handCut),
				typed("30"),
				confirmed(true),
				confirmed(true), // Ben buys back
				typed("quit"),
			},
			wantOut: []string{
				"Ben is out with 56.",
				"Hand 2 recorded",
				"Ben buys back in at 8 (entry #3).",
				"Standings of game #1",
				"Stopped.",
			},
			wantGame: "1", wantRound: 2, wantTotals: map[string]int{"Ana": 8, "Ben": 8},
		},
		{
			name:  "a buy-back declined leaves the last player in the winner (CN-14)",
			setup: [][]string{newFifty, roundOne},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("ana"), typed(handCut),
				typed("30"),
				confirmed(true),
				confirmed(false),
				chose("quit"), // the game's end offers the buy-back again, undo, a rematch, a new game
			},
			wantOut:  []string{"Hand 2 recorded", "Game over: Ana won (last player in)."},
			wantGame: "1", wantRound: 2, wantTotals: map[string]int{"Ana": 8, "Ben": 56},
			wantFinished: true, wantWinners: []string{"Ana"},
		},
		{
			name: "a finished game a buy-back can re-open is offered again (CN-14)",
			setup: [][]string{newFifty, roundOne,
				{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--points", "Ben=30"}}, // Ben out with 56
			args: []string{"play"},
			answers: []answer{
				chose("resume game #1"),
				refusedInput("ana", "the game is over"),
				refusedInput("buyback ana", "no buy-back for Ana: Ana is still in; only a player who is out can buy back (CN-13)"),
				typed("buyback b"), confirmed(true),
				typed("quit"),
			},
			wantOut: []string{
				`Finished, but a buy-back can re-open it: Chinchón game #1 "chinchon-1", 2 hands played:`,
				"Ben buys back in at 8",
			},
			wantGame: "1", wantRound: 2, wantTotals: map[string]int{"Ana": 8, "Ben": 8},
		},
		{
			name:  "a chinchón wins at once (CN-11)",
			setup: [][]string{newAnaBen},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("ch ben"), typed(handChinchon),
				confirmed(true),
				chose("quit"),
			},
			wantOut:  []string{"CHINCHÓN: Ben wins the game at once (CN-11)", "Game over: Ben won with a chinchón."},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": 0, "Ben": -10}, // nobody else's cards or points (CN-11)
			wantFinished: true, wantWinners: []string{"Ben"},
		},
		{
			name:  "seven in a run laid down at a plain cut is a chinchón: nobody else is asked (CN-11)",
			setup: [][]string{newAnaBen},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("b"), typed(handChinchon),
				confirmed(true),
				chose("quit"),
			},
			wantOut:  []string{"CHINCHÓN: Ben wins the game at once (CN-11)", "Game over: Ben won with a chinchón."},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": 0, "Ben": -10},
			wantFinished: true, wantWinners: []string{"Ben"},
		},
		{
			name:  "a chinchón declared on a plain cut is refused and recorded as the cut",
			setup: [][]string{newAnaBen},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("chinchón Ana"), typed(handCut),
				chose("plain cut"),
				typed(handBen),
				confirmed(true),
				typed("quit"),
			},
			wantOut:  []string{"Refused: Ana declared chinchón", "Hand 1 recorded"},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": 4, "Ben": 26},
		},
		{
			name:     "undo between hands voids the last hand",
			wantCode: exitSIGINT, // Ctrl-C, as shells report it
			setup:    [][]string{newAnaBen, roundOne},
			args:     []string{"play", "--game", "1"},
			answers: []answer{
				typed("undo"), confirmed(true),
				ctrlC("input"), // hand 1 again
			},
			wantOut:  []string{"Undone: entry #1 (hand 1: Ana cut) is void", "Stopped."},
			wantGame: "1", wantRound: 0, wantTotals: map[string]int{"Ana": 0, "Ben": 0},
		},
		{
			name:    "a finished game resumed shows its standings once and asks what next",
			setup:   [][]string{newAnaBen, roundWon},
			args:    []string{"play", "--game", "1"},
			answers: []answer{chose("quit")},
			wantOut: []string{
				"Game over: Ana won with a chinchón.",
			},
			wantOnce: []string{"Standings of game #1", "Game over: Ana won with a chinchón."},
			wantGame: "1", wantRound: 1, wantTotals: map[string]int{"Ana": -10, "Ben": 0},
			wantFinished: true, wantWinners: []string{"Ana"},
		},
		{
			name:     "resume declined: a new game with the config's players and a preset",
			wantCode: exitSIGINT, // Ctrl-C, as shells report it
			env:      map[string]string{"CHUCHE_REF_PLAYERS": "Cleo,Dani"},
			setup:    [][]string{newAnaBen},
			args:     []string{"play"},
			answers: []answer{
				chose("start a new game"), chose("Chinchón"), keptDefault("Cleo,Dani"), chose("seventy"), chose("Cleo"),
				ctrlC("input"),
			},
			wantOut: []string{
				`New Chinchón game #2 "chinchon-2": Cleo, Dani`,
				"House rules: limit=70",
				"Cleo deals the first hand.", // the table chose: stored with the game (CN-4)
				"resume with: chuche-ref play --game 2",
			},
			wantGame: "2", wantRound: 0, wantTotals: map[string]int{"Cleo": 0, "Dani": 0},
		},
		{
			name:     "Ctrl-C before a game exists records nothing",
			wantCode: exitSIGINT,
			args:     []string{"play"},
			answers:  []answer{chose("Chinchón"), refusedInput("Ana", "a game needs 2 to 6 players, got 1"), ctrlC("input")},
			wantOut:  []string{"Stopped. Nothing was recorded."},
			wantGame: "",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := newPlayLedger(t)
			for k, v := range tt.env {
				l.env[k] = v
			}
			for _, cmd := range tt.setup {
				l.must(cmd...)
			}
			code, out, errOut := l.run(true, tt.args, tt.answers...)
			if code != tt.wantCode {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.wantCode, out, errOut)
			}
			assertInOrder(t, out, tt.wantOut)
			for _, once := range tt.wantOnce {
				if n := strings.Count(out, once); n != 1 {
					t.Errorf("%q printed %d times, want once:\n%s", once, n, out)
				}
			}
			if !strings.Contains(errOut, tt.wantErr) {
				t.Errorf("stderr %q, want %q", errOut, tt.wantErr)
			}
			if tt.wantGame == "" {
				if games := l.games(); len(games) > 0 {
					t.Errorf("a game was recorded: %+v", games[0])
				}
				return
			}
			s := l.standings(tt.wantGame)
			if s.Round != tt.wantRound || s.Finished != tt.wantFinished || !slices.Equal(s.Winners, view.OrEmpty(tt.wantWinners)) {
				t.Errorf("round %d finished %v winners %v, want %d %v %v", s.Round, s.Finished, s.Winners, tt.wantRound, tt.wantFinished, tt.wantWinners)
			}
			if got := totals(s); !mapsEqual(got, tt.wantTotals) {
				t.Errorf("totals %v, want %v", got, tt.wantTotals)
			}
		})
	}
}

// TestPlayChinchonDraft: Ctrl-C with a half-typed hand keeps it as a draft
// under the user's state folder, never in the ledger; the next play offers
// it, each line as the default of its prompt (who cut as the name it
// resolved to), the half-typed line the default of its own, and asks the
// hand's confirmation afresh.
func TestPlayChinchonDraft(t *testing.T) {
	t.Parallel()
	l := newPlayLedger(t)
	l.must("new", "chinchon", "--players", "Ana,Ben,Cleo")
	code, out, _ := l.run(true, []string{"play", "--game", "1"},
		typed("a"), typed(handCut), ctrlCTyped("7o 7c 9e"), confirmed(true))
	if code != exitSIGINT {
		t.Fatalf("exit %d\n%s", code, out)
	}
	assertInOrder(t, out, []string{"valid cut", "Draft of hand 1 kept", "Stopped."})
	if s := l.standings("1"); s.Round != 0 {
		t.Fatalf("a draft reached the ledger: round %d", s.Round)
	}
	if _, err := os.Stat(filepath.Join(l.env["XDG_STATE_HOME"], "chuche-ref", "drafts")); err != nil {
		t.Errorf("no drafts folder under the state folder: %v", err)
	}
	code, out, _ = l.run(true, []string{"play", "--game", "1"},
		confirmed(true), // resume the draft
		keptDefault("Ana"),
		keptDefault(handCut),
		typedOver("7o 7c 9e", handBen),
		typed("12"),
		confirmed(true),
		typed("quit"))
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	assertInOrder(t, out, []string{
		"A draft of hand 1 was kept when play stopped:",
		"  who cut: Ana",
		"  cards (Ana): " + handCut,
		"  cards (Ben): 7o 7c 9e…",
		"valid cut",
		"Hand 1 recorded (entry #1).",
	})
	if got := totals(l.standings("1")); !mapsEqual(got, map[string]int{"Ana": 4, "Ben": 26, "Cleo": 12}) {
		t.Errorf("totals %v", got)
	}
	// Recorded: the draft is gone, the next play asks the next hand.
	_, out, _ = l.run(true, []string{"play", "--game", "1"}, typed("quit"))
	if strings.Contains(out, "draft") {
		t.Errorf("the recorded draft is offered again:\n%s", out)
	}
}

func TestPlayNeedsATerminal(t *testing.T) {
	t.Parallel()
	l := newPlayLedger(t)
	l.must(newAnaBen...)
	code, out, errOut := l.run(false, []string{"play"})
	if code != exitInput || out != "" {
		t.Fatalf("exit %d, stdout %q; want exit 2 and nothing on stdout", code, out)
	}
	want := "chuche-ref: play needs a terminal\n" +
		`chuche-ref: hint: enter rounds with chuche-ref round --cut NAME --hand "NAME=cards" … (Chinchón) or deal/turn (Chuche); or play --accessible to answer plain questions from stdin` + "\n"
	if errOut != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut, want)
	}
}

// assertInOrder checks that out holds every piece of want, in order.
func assertInOrder(t *testing.T, out string, want []string) {
	t.Helper()
	rest := out
	for _, w := range want {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Errorf("output lacks %q (in this order); output:\n%s", w, out)
			return
		}
		rest = rest[i+len(w):]
	}
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
