package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/play"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Chuche games set up without prompts. With 2 players the deck in play is
// red, orange, yellow and green, 9 cards each (CU-1, CU-2): a 27-card pile.
var (
	newChucheAnaBen = []string{"new", "chuche", "--players", "Ana,Ben"}
	dealR1Y2G4      = []string{"deal", "--table", "R1 Y2 G4"} // Ben deals, Ana plays first
	// Ana clears R1 Y2 G4 with O1 at 8: a CHUCHE (CU-14).
	turnAnaChuche = func(won string) []string {
		return []string{"turn", "--target", "8", "--play", "O1", "--take", "R1,Y2,G4", "--won", won}
	}
	turnBenDiscardsG3 = []string{"turn", "--target", "9", "--play", "G3", "--discard"}
)

// Commands for a short match: values 4..6 only (12 cards, a pile of 3) and
// the match over at 5 points. After them Ana holds G5, the round's last card.
var shortMatch = [][]string{
	{"new", "chuche", "--players", "Ana,Ben", "--rule", "composition=0,0,0,1,1,1", "--rule", "threshold=5"},
	{"deal", "--table", "Y4 Y5 G6"},
	{"turn", "--target", "9", "--play", "R4", "--take", "Y5"},
	{"turn", "--target", "10", "--play", "O4", "--take", "G6"},
	{"turn", "--target", "8", "--play", "R5", "--discard"}, // the pile is empty: 7 from now on
	{"turn", "--play", "G4", "--discard"},
	{"turn", "--play", "O6", "--discard"},
	{"turn", "--play", "O5", "--discard"},
	{"turn", "--play", "R6", "--discard"},
	{"turn", "--play", "Y6", "--discard"},
}

func TestPlayChuche(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		setup   [][]string
		args    []string
		answers []answer
		wantOut []string // in this order
		// The ledger afterwards: standings --json of game 1 and, while a
		// round is in progress, table --json.
		wantRound    int
		wantTotals   map[string]int
		wantFinished bool
		wantWinners  []string
		wantState    func(t *testing.T, r *referee.ChucheRound)
	}{
		{
			name: "new game: deal, a refused capture entered again, a refused discard then a CHUCHE, a Steal, Ctrl-C",
			args: []string{"play"},
			answers: []answer{
				chose("Chuche"), typed("Ana, Ben"), chose("no preset"), chose("Ben (the first seat plays first)"),
				chose("deal round 1"),
				chose("Ben (deals next"),
				refusedInput("R1 Y2", "the deal puts 3 cards face up on the table, not 2 (CU-7)"),
				refusedInput("R1 Y2 B4", `"B4" is not a card of the Chuche deck (R O Y G)`),
				refusedInput("R1 R1 R1", "R1 entered 3 times"),
				typed("R1 Y2 G4"),
				// Ana: a capture that does not make the target, then the right one.
				refusedInput("11", `"11" is not a target`),
				typed("8"),
				typed("R3 Y2 G4"),
				refusedInput("R3 R1 R1", "only one R1 on the table"),
				refusedInput("R3 O6", "O6 is not on the table (R1 Y2 G4)"),
				typedOver("R3 Y2 G4", "R3 R1 G4"),
				confirmed(true),
				// Ben: G5 has a capture, so it may not be discarded (CU-13).
				typed("7"),
				typed("G5"),
				typedOver("G5", "G5 Y2"),
				chose("Steal"),
				confirmed(true),
				// Ana discards on an empty table: no default target (CU-8).
				refusedInput("", `"" is not a target`),
				typed("7"),
				typed("O6"), confirmed(true),
				// Ben steals O2 from Ana and captures it.
				typed("6"),
				typed("+"), chose("use a Chuche card first (Ben holds Steal)"), chose("Steal"), chose("Ana"), typed("O2"),
				typed("Y4 O2"), confirmed(true),
				ctrlC("input"),
			},
			wantOut: []string{
				`New Chuche game #1 "chuche-1": Ana, Ben`,
				"Round 1 dealt by Ben (entry #1).",
				"Round 1, turn 1 (dealt by Ben):",
				"Table: R1 Y2 G4",
				"Pile: 27 cards",
				"Next to play: Ana",
				"Refused: R3 + Y2 + G4 = 9, the target is 8",
				"With R3 the captures are:",
				"R3 + R1 + G4  = 8",
				"Nothing was recorded; enter the turn again",
				"Ana: R3 + R1 + G4 = 8, 7 points.",
				"Turn recorded (entry #2).",
				"Round 1, turn 2 (dealt by Ben):",
				"Table: Y2",
				"Refused: G5 can capture G5 + Y2 = 7, so it may not be discarded (CU-13, house rule forced_capture)",
				"Ben: G5 + Y2 = 7, 5 points.",
				"CHUCHE! Ben clears the table and wins a Steal (CU-14)",
				"Turn recorded (entry #3).",
				"Table: empty",
				"Cards in hand: Ana 3, Ben 3 [steal]",
				"Ana discards O6.",
				"Turn recorded (entry #4).",
				"Table now: O6 O2",
				"This turn so far: Ben steals O2 from Ana",
				"Ben: Y4 + O2 = 6, 2 points.",
				"Ben steals O2 from Ana and lays it on the table; Ana holds 2 until their next draw (CU-16)",
				"Turn recorded (entry #5).",
				"Table: O6",
				"Cards in hand: Ana 2, Ben 3",
				"Stopped. Everything confirmed is saved in ",
				"; resume with: chuche-ref play --game 1",
			},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
			wantState: func(t *testing.T, r *referee.ChucheRound) {
				wantTable(t, r, "O6")
				wantWon(t, r, "Ana", "R3 R1 G4")
				wantWon(t, r, "Ben", "G5 Y2 Y4 O2")
				if r.Pile != 23 || r.Hands["Ana"] != 2 || r.Hands["Ben"] != 3 || r.Chuches["Ben"] != 1 || r.Next != "Ana" {
					t.Errorf("pile %d hands %v chuches %v next %s; want 23, Ana 2 Ben 3, Ben 1, Ana", r.Pile, r.Hands, r.Chuches, r.Next)
				}
				if want := []referee.ChucheHeld{{Action: variants.ActionSteal, Used: true}}; !slices.Equal(r.Actions["Ben"], want) {
					t.Errorf("Ben's Chuche cards %+v, want %+v", r.Actions["Ben"], want)
				}
			},
		},
		{
			name:  "a resumed game goes on with the round in progress; the target has no default (CU-8)",
			setup: [][]string{newChucheAnaBen, dealR1Y2G4, {"turn", "--target", "8", "--play", "R3", "--take", "R1,G4"}},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typedOver("", "8"), typed("quit"),
				confirmed(false), // no draft of a target alone
			},
			wantOut: []string{
				`Resuming Chuche game #1 "chuche-1", 0 rounds played:`,
				"Round 1, turn 2 (dealt by Ben):",
				"Table: Y2",
				"Next to play: Ben",
				"Stopped. Everything confirmed is saved in ",
			},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
			wantState: func(t *testing.T, r *referee.ChucheRound) {
				wantTable(t, r, "Y2")
			},
		},
		{
			name:  "quit at the target stops as at the turn line (found by QA)",
			setup: [][]string{newChucheAnaBen, dealR1Y2G4, {"turn", "--target", "8", "--play", "R3", "--take", "R1,G4"}},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typedOver("", "quit"),
			},
			wantOut:    []string{"Stopped. Everything confirmed is saved in "},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
			wantState: func(t *testing.T, r *referee.ChucheRound) {
				wantTable(t, r, "Y2")
			},
		},
		{
			name:  "no at the confirmation records nothing and offers what was typed again",
			setup: [][]string{newChucheAnaBen, dealR1Y2G4},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("8"),
				refusedInput("G4", "G4 cannot be in a hand"), // the only G4 lies face up (CU-5)
				refusedInput("", "type the card discarded, or the card played and the table cards taken"),
				typed("r3 rot1, 4G"),
				confirmed(false),
				keptDefault("r3 rot1, 4G"),
				confirmed(true),
				ctrlC("input"),
			},
			wantOut: []string{
				"Ana: R3 + R1 + G4 = 8, 7 points.",
				"Not recorded. Enter the turn again; what you typed is offered as the default.",
				"Turn recorded (entry #2).",
			},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
			wantState: func(t *testing.T, r *referee.ChucheRound) {
				wantTable(t, r, "Y2")
				wantWon(t, r, "Ana", "R3 R1 G4")
			},
		},
		{
			name: "a Joker, and a missed CHUCHE pointed out first (CU-11, CU-14)",
			setup: [][]string{
				newChucheAnaBen, dealR1Y2G4, turnAnaChuche("joker"), turnBenDiscardsG3,
				{"turn", "--target", "6", "--play", "Y1", "--discard"},
				{"turn", "--target", "10", "--play", "R2", "--discard"},
			},
			args: []string{"play", "--game", "1"},
			answers: []answer{
				typed("8"),
				typed("more"), chose("use a Chuche card first (Ana holds Joker"), chose("Joker"), chose("+1: the cards sum to 7"),
				typed("O3"), typed("G3 Y1"),
				confirmed(true),
				ctrlC("input"),
			},
			wantOut: []string{
				"Table: G3 Y1 R2",
				"Ana: O3 + Y1 + G3 = 7, Joker +1 = 8, 3 points.",
				"Missed a CHUCHE: O3 + R2 + Y1 + G3 would have cleared the table.",
				"O3 + R2 + Y1 + G3  = 8 -1 Joker  6 points  CHUCHE!",
				"Turn recorded (entry #6).",
			},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
			wantState: func(t *testing.T, r *referee.ChucheRound) {
				wantTable(t, r, "R2")
				if want := []referee.ChucheHeld{{Action: variants.ActionJoker, Used: true}}; !slices.Equal(r.Actions["Ana"], want) {
					t.Errorf("Ana's Chuche cards %+v, want %+v", r.Actions["Ana"], want)
				}
			},
		},
		{
			name: "a Blockade by another player, a CHUCHE past it, a Shield to unblock (CU-17)",
			setup: [][]string{
				newChucheAnaBen, dealR1Y2G4, turnAnaChuche("joker"), turnBenDiscardsG3,
				{"turn", "--target", "6", "--play", "O2", "--discard"},
				{"turn", "--target", "10", "--play", "O5", "--take", "G3,O2", "--won", "blockade"},
				{"turn", "--target", "7", "--play", "Y6", "--discard"},
				{"turn", "--target", "8", "--play", "R4", "--discard"},
			},
			args: []string{"play", "--game", "1"},
			answers: []answer{
				typed("9"),
				typed("+"), chose("a Blockade by another player"), chose("Ben"),
				refusedInput("R5", "R5 does not lie unblocked on the table (Y6 R4)"),
				typed("Y6"),
				typed("+"), chose("use a Chuche card first"), chose("Joker"), chose("-1"),
				typed("G6"), typed("R4"),
				chose("Shield"),
				confirmed(true),
				typed("6"), typed("R2"), confirmed(true),
				typed("8"), typed("+"), chose("use a Chuche card first (Ana holds Shield)"), chose("Shield"), chose("Y6 (blocked by Ben)"),
				typed("Y2"), typed("Y6"), confirmed(true),
				ctrlC("input"),
			},
			wantOut: []string{
				"Table now: Y6(blocked by Ben) R4",
				"This turn so far: Ben blocks Y6",
				"Ana: G6 + R4 = 10, Joker -1 = 9, 4 points.",
				"Ben blocks Y6: only Ben may use it (CU-17)",
				"CHUCHE! Ana clears the table and wins a Shield (CU-14)",
				"Table: Y6(blocked by Ben)",
				"Table: Y6(blocked by Ben) R2",
				"Ana: Y2 + Y6 = 8, 2 points.",
				"Ana unblocks Y6, blocked by Ben, with a Shield (CU-17)",
				"Turn recorded (entry #10).",
			},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
			wantState: func(t *testing.T, r *referee.ChucheRound) {
				wantTable(t, r, "R2")
				wantWon(t, r, "Ana", "O1 R1 Y2 G4 G6 R4 Y2 Y6")
			},
		},
		{
			name:  "a Bomb, and a CHUCHE whose Chuche card is not known",
			setup: [][]string{newChucheAnaBen, dealR1Y2G4, turnAnaChuche("bomb"), turnBenDiscardsG3},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("10"),
				typed("+"), chose("use a Chuche card first"), chose("Bomb"), typed("O4"),
				typed("R3 G3 O4"),
				chose("none left / not known"),
				confirmed(true),
				ctrlC("input"),
			},
			wantOut: []string{
				"Table now: G3 O4",
				"Ana's Bomb: Ben puts down O4 (CU-18)",
				"CHUCHE! Ana clears the table and wins a Chuche card (not named) (CU-14)",
				"Cards in hand: Ana 3 [unknown], Ben 2",
			},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
			wantState: func(t *testing.T, r *referee.ChucheRound) {
				wantTable(t, r)
				if r.Hands["Ben"] != 2 || len(r.Actions["Ana"]) != 2 {
					t.Errorf("Ben holds %d, Ana's Chuche cards %+v; want 2 and the Bomb used and one unknown", r.Hands["Ben"], r.Actions["Ana"])
				}
			},
		},
		{
			name:  "the last turn: the target 7 is not asked, the round is scored and the match is over (CU-8, CU-21, CU-24)",
			setup: shortMatch,
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("G5"), confirmed(true),
				chose("quit"),
			},
			wantOut: []string{
				"Round 1, turn 9 (dealt by Ben):",
				"target: 7 (the pile is empty, CU-8)",
				"Ana discards G5.",
				"discarded, scoring for nobody: Y4 R5 G4 O6 O5 R6 Y6 G5 (CU-21)",
				"Turn recorded (entry #10).",
				"Round 1 is over (CU-21):",
				"Ana  +7  R4 Y5",
				"Ben  +2  O4 G6",
				`Standings of game #1 "chuche-1" after 1 round (the match ends at 5):`,
				"Match over: Ana won.",
			},
			wantRound: 1, wantTotals: map[string]int{"Ana": 7, "Ben": 2},
			wantFinished: true, wantWinners: []string{"Ana"},
		},
		{
			name:    "a finished match resumed shows the winner and asks what next",
			setup:   append(slices.Clone(shortMatch), []string{"turn", "--play", "G5", "--discard"}),
			args:    []string{"play", "--game", "1"},
			answers: []answer{chose("quit")},
			wantOut: []string{
				"Match over: Ana won.",
			},
			wantRound: 1, wantTotals: map[string]int{"Ana": 7, "Ben": 2},
			wantFinished: true, wantWinners: []string{"Ana"},
		},
		{
			name:  "a round entered as won piles, checked as typed (CU-25)",
			setup: [][]string{newChucheAnaBen},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				chose("won piles (scoring only, CU-25)"),
				refusedInput("R5 R5", "R5 entered 2 times"),
				refusedInput("R5 B1", `"B1" is not a card of the Chuche deck (R O Y G)`),
				typed("R5 R3 Y2"),
				refusedInput("-1", `"-1" is not a count of Chuche cards`),
				typed("2"),
				refusedInput("G1 R5", "the won piles together: R5 entered 2 times"),
				typed(""),
				refusedInput("11", "13 Chuche cards won in all; there are 12"),
				keptDefault("0"),
				confirmed(false),
				keptDefault("R5 R3 Y2"), keptDefault("2"), typed("G1"), keptDefault("0"),
				confirmed(true),
				chose("quit"),
			},
			wantOut: []string{
				"Round 1 as the referee scores it (CU-22, CU-23):",
				"Ana  +13  R5 R3 Y2  + 2 Chuche cards = 4",
				"Ben  +0   no cards",
				"Not recorded. Enter the round again",
				"Ben  +1   G1",
				"Round 1 recorded (entry #1).",
				`Standings of game #1 "chuche-1" after 1 round (the match ends at 140):`,
				"Next: Ana deals round 2",
				"Stopped.",
			},
			wantRound: 1, wantTotals: map[string]int{"Ana": 13, "Ben": 1},
		},
		{
			name:  "a deck too small to deal from is explained and nothing is recorded (CU-7)",
			setup: [][]string{{"new", "chuche", "--players", "Ana,Ben", "--rule", "composition=1,0,0,0,0,0"}},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				chose("deal round 1"), chose("Ben"), typed("R1 O1 Y1"),
				chose("quit"),
			},
			wantOut: []string{
				"This deal cannot be recorded: the Chuche deck (R O Y G) holds 4 cards, too few to deal 3 to each of 2 players",
				"Stopped.",
			},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
		},
		{
			name:  "a tie for the lead at the threshold plays another round (CU-24, tie=play_on)",
			setup: [][]string{{"new", "chuche", "--players", "Ana,Ben", "--rule", "threshold=5"}},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				chose("won piles"), typed("R5"), keptDefault("0"), typed("O5 G1"), keptDefault("0"),
				confirmed(true),
				chose("quit"),
			},
			wantOut: []string{
				"Round 1 recorded (entry #1).",
				"Ana and Ben tie for the lead with 5: another round is played (tie=play_on, CU-24).",
				"Next: Ana deals round 2",
			},
			wantRound: 1, wantTotals: map[string]int{"Ana": 5, "Ben": 5},
		},
		{
			name:  "undo between rounds voids the round entered last",
			setup: [][]string{newChucheAnaBen, {"round", "--won", "Ana=R5 R3", "--won", "Ben=G1"}},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				chose("undo the last entry (round 1's won piles)"), confirmed(true),
				chose("quit"),
			},
			wantOut: []string{
				"Undone: entry #1 (round 1's won piles) is void; it stays in history.",
				`Standings of game #1 "chuche-1" after 0 rounds`,
				"Stopped.",
			},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
		},
		{
			name:  "undo during a round voids the last turn; the round goes on without it",
			setup: [][]string{newChucheAnaBen, dealR1Y2G4, {"turn", "--target", "8", "--play", "R3", "--take", "R1,G4"}},
			args:  []string{"play", "--game", "1"},
			answers: []answer{
				typed("8"),
				typed("undo"), confirmed(true),
				typed("8"), // turn 1 again
				typed("+"), chose("undo the last entry (Ben's deal: R1 Y2 G4)"), confirmed(false),
				typed("quit"),
				confirmed(false), // no draft
			},
			wantOut: []string{
				"Round 1, turn 2 (dealt by Ben):",
				"Undone: entry #2 (Ana's turn: R3 + R1 + G4) is void; it stays in history.",
				"Round 1, turn 1 (dealt by Ben):",
				"Table: R1 Y2 G4",
				"Stopped.",
			},
			wantTotals: map[string]int{"Ana": 0, "Ben": 0},
			wantState: func(t *testing.T, r *referee.ChucheRound) {
				wantTable(t, r, "R1", "Y2", "G4")
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := newPlayLedger(t)
			for _, cmd := range tt.setup {
				l.must(cmd...)
			}
			code, out, errOut := l.run(true, tt.args, tt.answers...)
			// A script that ends in Ctrl-C exits as shells report it.
			if want := stopCode(tt.answers); code != want {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, want, out, errOut)
			}
			assertInOrder(t, out, tt.wantOut)
			s := l.standings("1")
			if s.Round != tt.wantRound || s.Finished != tt.wantFinished || !slices.Equal(s.Winners, view.OrEmpty(tt.wantWinners)) {
				t.Errorf("round %d finished %v winners %v, want %d %v %v", s.Round, s.Finished, s.Winners, tt.wantRound, tt.wantFinished, tt.wantWinners)
			}
			if got := totals(s); !mapsEqual(got, tt.wantTotals) {
				t.Errorf("totals %v, want %v", got, tt.wantTotals)
			}
			if tt.wantState != nil {
				r := l.chucheState("1")
				if r == nil {
					t.Fatal("no round in progress")
				}
				tt.wantState(t, r)
			}
		})
	}
}

// A probe judges on a copy: the match the flow holds is unchanged, even by
// a turn that ends the round and the match.
func TestPlayChucheProbeLeavesTheMatch(t *testing.T) {
	t.Parallel()
	l := newPlayLedger(t)
	for _, cmd := range shortMatch {
		l.must(cmd...)
	}
	// The last turn, probed through the flow's own code.
	c := chucheFlowFor(t, l)
	round := c.M.Current
	before, _ := json.Marshal(round)
	res, err := c.ProbeTurn(referee.ChucheTurn{Player: "Ana", Target: 7, Play: variants.ChucheCard{Colour: variants.Green, Value: 5}, Discard: true})
	if err != nil || res.Round == nil || !res.Finished {
		t.Fatalf("probe: %+v, %v; want the round scored and the match over", res, err)
	}
	if c.M.Finished || c.M.Round != 0 || c.M.Current == nil || c.M.Players[0].Total != 0 || len(c.M.Players[0].Stats.RoundPoints) != 0 {
		t.Errorf("the match changed: round %d finished %v players %+v", c.M.Round, c.M.Finished, c.M.Players)
	}
	if after, _ := json.Marshal(c.M.Current); c.M.Current != round || string(after) != string(before) || c.M.Current.Hands["Ana"] != 1 {
		t.Errorf("the round changed: %+v", c.M.Current)
	}
}

// chucheFlowFor is the flow on game 1 of l, loaded as play loads it.
func chucheFlowFor(t *testing.T, l *playLedger) *play.ChuchePlay {
	t.Helper()
	ctx := t.Context()
	l2, err := scorekeeper.OpenLedger(ctx, l.env["CHUCHE_REF_DB"])
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l2.Close() })
	g, err := scorekeeper.Open(ctx, l2, "1")
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	s := &play.Session{Ctx: ctx, Out: &out, Ask: &scriptedPrompter{t: t}, DB: l2, Game: g.Info()}
	c := play.NewChuchePlay(s, g.(*scorekeeper.Chuche))
	if err := c.Reload(); err != nil {
		t.Fatal(err)
	}
	return c
}

// chucheState reads the round in progress from `table --json`; nil between
// rounds.
func (l *playLedger) chucheState(game string) *referee.ChucheRound {
	l.t.Helper()
	var doc struct {
		State *referee.ChucheRound `json:"state"`
	}
	if err := json.Unmarshal([]byte(l.must("table", "--json", "--game", game)), &doc); err != nil {
		l.t.Fatalf("table --json: %v", err)
	}
	return doc.State
}

func wantTable(t *testing.T, r *referee.ChucheRound, cards ...string) {
	t.Helper()
	var got []string
	for _, c := range r.TableCards() {
		got = append(got, c.String())
	}
	if !slices.Equal(got, cards) {
		t.Errorf("table %v, want %v", got, cards)
	}
}

func wantWon(t *testing.T, r *referee.ChucheRound, player, cards string) {
	t.Helper()
	if got := variants.FormatChucheCards(r.Won[player]); got != cards {
		t.Errorf("%s's won pile %q, want %q", player, got, cards)
	}
}
