package referee_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// cuTable is a round at a real table, driven by turns written as the
// ledger stores them.
type cuTable struct {
	t     *testing.T
	rules variants.ChucheRules
	round *referee.ChucheRound
}

func cuNewTable(t *testing.T, rules variants.ChucheRules, dealer, table string, seats ...string) *cuTable {
	t.Helper()
	var deal referee.ChucheDeal
	cuUnmarshal(t, `{"dealer":"`+dealer+`","table":`+cuCardList(table)+`}`, &deal)
	round, err := referee.NewChucheRound(seats, deal, rules)
	if err != nil {
		t.Fatalf("deal: %v", err)
	}
	return &cuTable{t: t, rules: rules, round: round}
}

// cuCardList turns "R5 Y1" into a JSON list.
func cuCardList(cards string) string {
	b, _ := json.Marshal(strings.Fields(cards))
	return string(b)
}

func cuUnmarshal(t *testing.T, payload string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(payload), v); err != nil {
		t.Fatalf("payload %s: %v", payload, err)
	}
}

func (tb *cuTable) try(turn string) (referee.ChucheTurnResult, error) {
	tb.t.Helper()
	var tu referee.ChucheTurn
	cuUnmarshal(tb.t, turn, &tu)
	next, res, err := tb.round.Apply(tu, tb.rules)
	if err != nil && next != tb.round {
		tb.t.Errorf("a refused turn returned another round")
	}
	tb.round = next
	return res, err
}

func (tb *cuTable) play(turns ...string) referee.ChucheTurnResult {
	tb.t.Helper()
	var res referee.ChucheTurnResult
	for _, turn := range turns {
		var err error
		if res, err = tb.try(turn); err != nil {
			tb.t.Fatalf("turn %s refused: %v", turn, err)
		}
	}
	return res
}

// cuHeldScript: three players, Cleo deals, Ana starts; six CHUCHEs leave
// Ana with a Steal and a Joker, Ben a Blockade and a Shield, Cleo a Shield
// and the Bomb. The table holds B1; it is Ana's turn with 21 cards in the pile.
var cuHeldScript = []string{
	`{"player":"Ana","target":8,"play":"R2","take":["Y1","B2","G3"],"won":"steal"}`,
	`{"player":"Ben","target":7,"play":"O3","discard":true}`,
	`{"player":"Cleo","target":7,"play":"Y4","take":["O3"],"won":"shield"}`,
	`{"player":"Ana","target":7,"play":"G1","discard":true}`,
	`{"player":"Ben","target":7,"play":"B6","take":["G1"],"won":"blockade"}`,
	`{"player":"Cleo","target":7,"play":"O2","discard":true}`,
	`{"player":"Ana","target":7,"play":"O5","take":["O2"],"won":"joker"}`,
	`{"player":"Ben","target":6,"play":"R1","discard":true}`,
	`{"player":"Cleo","target":6,"play":"G5","take":["R1"],"won":"bomb"}`,
	`{"player":"Ana","target":8,"play":"Y2","discard":true}`,
	`{"player":"Ben","target":8,"play":"R6","take":["Y2"],"won":"shield"}`,
	`{"player":"Cleo","target":9,"play":"B1","discard":true}`,
}

// cuCleoScript goes on to Cleo's turn: the table holds B1 R4 Y3.
var cuCleoScript = append(slices.Clone(cuHeldScript),
	`{"player":"Ana","target":9,"play":"R4","discard":true}`,
	`{"player":"Ben","target":9,"play":"Y3","discard":true}`,
)

func cuHeld(t *testing.T, rules variants.ChucheRules, script []string) *cuTable {
	tb := cuNewTable(t, rules, "Cleo", "Y1 B2 G3", "Ana", "Ben", "Cleo")
	tb.play(script...)
	return tb
}

// cuTinyRules: two players, one copy of 1, 2 and 3 per colour: 12 cards, a
// pile of 3 (CU-7).
func cuTinyRules() variants.ChucheRules {
	rules := variants.DefaultChucheRules()
	rules.Composition = [6]int{1, 1, 1, 0, 0, 0}
	return rules
}

func TestChucheRound_Held(t *testing.T) {
	tb := cuHeld(t, variants.DefaultChucheRules(), cuHeldScript)
	r := tb.round
	if r.Next != "Ana" || r.Pile != 21 || r.ActionsLeft != 6 || r.Turns != 12 || r.Target != 9 {
		t.Fatalf("next %s pile %d actions left %d turns %d target %d", r.Next, r.Pile, r.ActionsLeft, r.Turns, r.Target)
	}
	want := map[string][]referee.ChucheHeld{
		"Ana":  {{Action: variants.ActionSteal}, {Action: variants.ActionJoker}},
		"Ben":  {{Action: variants.ActionBlockade}, {Action: variants.ActionShield}},
		"Cleo": {{Action: variants.ActionShield}, {Action: variants.ActionBomb}},
	}
	if !reflect.DeepEqual(r.Actions, want) {
		t.Errorf("Chuche cards held %+v, want %+v", r.Actions, want)
	}
	if want := map[string]int{"Ana": 2, "Ben": 2, "Cleo": 2}; !reflect.DeepEqual(r.Chuches, want) {
		t.Errorf("CHUCHEs %v, want %v", r.Chuches, want)
	}
}

// Every refusal names its rule, and leaves the round as it was.
func TestChucheRound_Refusals(t *testing.T) {
	defaults := variants.DefaultChucheRules()
	noForced := defaults
	noForced.ForcedCapture = false
	hitsBomber := defaults
	hitsBomber.BombHitsBomber = true

	cases := []struct {
		name   string
		rules  variants.ChucheRules
		script []string // after the deal of cuHeld
		turn   string
		input  bool // an input error, not a refusal
		want   []string
	}{
		{"CU-6 wrong player", defaults, cuHeldScript, `{"player":"Ben","target":7,"play":"G6","take":["B1"]}`,
			false, []string{"it is Ana's turn, not Ben's (CU-6)"}},
		{"CU-6 not a player", defaults, cuHeldScript, `{"player":"Zoe","target":7,"play":"G6","take":["B1"]}`,
			true, []string{`"Zoe" is not a player of this game`}},
		{"CU-8 target above 10", defaults, cuHeldScript, `{"player":"Ana","target":11,"play":"G6","discard":true}`,
			true, []string{"target 11 is not 6..10 (CU-8)"}},
		{"CU-8 target below 6", defaults, cuHeldScript, `{"player":"Ana","target":5,"play":"G6","discard":true}`,
			true, []string{"target 5 is not 6..10 (CU-8)"}},
		{"CU-8 no target while the pile lasts", defaults, cuHeldScript, `{"player":"Ana","play":"G6","discard":true}`,
			false, []string{"names no target", "(CU-8)"}},
		{"CU-5 a second Y4", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"Y4","discard":true}`,
			true, []string{"Y4 cannot be in a hand", "holds 1 and 1 is face up or won (CU-5)"}},
		{"CU-5 violet with 3 players", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"V3","discard":true}`,
			true, []string{"V3 is not a card of the Chuche deck (R O Y G B)", "violet is not in play (CU-2, CU-5)"}},
		{"CU-5 a stolen card already won", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","take":["B1"],"steal":{"victim":"Ben","card":"R6"}}`,
			true, []string{"R6 cannot be in a hand", "(CU-5)"}},
		{"CU-9 no card played", defaults, cuHeldScript, `{"player":"Ana","target":7,"discard":true}`,
			true, []string{"names no card played", "(CU-9)"}},
		{"CU-10 wrong sum", defaults, cuHeldScript, `{"player":"Ana","target":9,"play":"R3","take":["B1"]}`,
			false, []string{"R3 + B1 = 4, the target is 9"}},
		{"CU-10 card not on the table", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G4","take":["B1","G2"]}`,
			false, []string{"G2 is not on the table"}},
		{"CU-10 no table card without solo_capture", defaults, cuHeldScript, `{"player":"Ana","target":6,"play":"G6"}`,
			false, []string{"no table card taken", "(CU-10, house rule solo_capture is off)"}},
		{"CU-11 Joker of 2", defaults, cuHeldScript, `{"player":"Ana","target":9,"play":"G6","take":["B1"],"joker":2}`,
			false, []string{"joker +2 is not -1 or +1 (CU-11)"}},
		{"CU-11 Joker the wrong way", defaults, cuHeldScript, `{"player":"Ana","target":8,"play":"G6","take":["B1"],"joker":-1}`,
			false, []string{"the Joker would have to count +1, not -1 (CU-11)"}},
		{"CU-12 Joker and Steal", defaults, cuHeldScript, `{"player":"Ana","target":8,"play":"G6","take":["B1"],"joker":1,"steal":{"victim":"Ben","card":"O4"}}`,
			false, []string{"a Joker and a Steal in one turn: at most one Chuche card may help (CU-12)"}},
		{"CU-12 own Blockade and Joker", defaults, cuHeldScript, `{"player":"Ana","target":8,"play":"G6","take":["B1"],"joker":1,"blockades":[{"player":"Ana","card":"B1"}]}`,
			false, []string{"a Joker and a Blockade on Ana's own turn in one turn", "(CU-12)"}},
		{"CU-12 two Shields to unblock", defaults, cuCleoScript, `{"player":"Cleo","target":9,"play":"G2","take":["R4","Y3"],"unblock":["R4","Y3"]}`,
			false, []string{"a Shield to unblock R4 and a Shield to unblock Y3 in one turn", "(CU-12)"}},
		{"CU-13 discard while a capture exists", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","discard":true}`,
			false, []string{"G6 can capture G6 + B1 = 7, so it may not be discarded (CU-13, house rule forced_capture)"}},
		{"CU-13 a discard takes nothing", noForced, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","take":["B1"],"discard":true}`,
			false, []string{"a discard takes no table card", "(CU-13)"}},
		{"CU-14 no CHUCHE on a discard", defaults, cuHeldScript, `{"player":"Ana","target":9,"play":"G6","discard":true,"won":"joker"}`,
			false, []string{"a discard wins no Chuche card", "(CU-14)"}},
		{"CU-14 Chuche card won without clearing the table", defaults, cuCleoScript, `{"player":"Cleo","target":9,"play":"B5","take":["R4"],"won":"joker"}`,
			false, []string{"no CHUCHE: B1 Y3 still lie on the table for Cleo", "(CU-14)"}},
		{"CU-4 the only Bomb is already won", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","take":["B1"],"won":"bomb"}`,
			false, []string{"the only Bomb is already won: the card drawn cannot be a Bomb (CU-4)"}},
		{"CU-16 steal from oneself", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","take":["B1"],"steal":{"victim":"Ana","card":"O4"}}`,
			false, []string{"Ana cannot steal from themselves", "(CU-16)"}},
		{"CU-16 steal names no card", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","take":["B1"],"steal":{"victim":"Ben"}}`,
			true, []string{"the Steal names no card", "(CU-16)"}},
		{"CU-16 shielded steal takes no card", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","take":["B1"],"steal":{"victim":"Ben","card":"O4","shield":true}}`,
			false, []string{"Ben defended with a Shield, so no card was stolen", "(CU-16)"}},
		{"CU-20 steal without a Steal", defaults, cuCleoScript, `{"player":"Cleo","target":9,"play":"B5","take":["R4"],"steal":{"victim":"Ana","card":"O4"}}`,
			false, []string{"Cleo holds no unused Steal (CU-20): Cleo holds Shield, Bomb"}},
		{"CU-20 shield without a Shield", defaults, cuCleoScript, `{"player":"Cleo","target":9,"play":"B5","take":["R4"],"bomb":{"shields":["Ana","Ben"]}}`,
			false, []string{"Ana holds no unused Shield (CU-20): Ana holds Steal, Joker"}},
		{"CU-20 Joker without a Joker", defaults, cuCleoScript, `{"player":"Cleo","target":9,"play":"G4","take":["R4"],"joker":1}`,
			false, []string{"Cleo holds no unused Joker (CU-20)"}},
		{"CU-17 capture a card another player blocked", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","take":["B1"],"blockades":[{"player":"Ben","card":"B1"}]}`,
			false, []string{"B1 is blocked by another player (CU-17)"}},
		{"CU-17 block a card not on the table", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","take":["B1"],"blockades":[{"player":"Ben","card":"Y5"}]}`,
			false, []string{"Ben cannot block Y5: it is not on the table (CU-17)"}},
		{"CU-17 the sooner blocker goes first", defaults, cuHeldScript, `{"player":"Ana","target":7,"play":"G6","take":["B1"],"blockades":[{"player":"Cleo","card":"B1"},{"player":"Ben","card":"B1"}]}`,
			false, []string{"Cleo cannot block B1: it is already blocked by Ben (CU-17"}},
		{"CU-17 unblock a card nobody blocked", defaults, cuCleoScript, `{"player":"Cleo","target":9,"play":"G2","take":["R4","Y3"],"unblock":["Y3"]}`,
			false, []string{"Y3 is not blocked: a Shield only unblocks a blocked card (CU-17)"}},
		{"CU-18 a player hit neither puts down nor shields", defaults, cuCleoScript, `{"player":"Cleo","target":9,"play":"B5","take":["R4"],"bomb":{"shields":["Ben"]}}`,
			false, []string{"Ana holds a card, so they must put one down to the Bomb or defend with a Shield (CU-18)"}},
		{"CU-18 the bomber puts down no card", defaults, cuCleoScript, `{"player":"Cleo","target":9,"play":"B5","take":["R4"],"bomb":{"cards":{"Ana":"O4","Cleo":"O6"},"shields":["Ben"]}}`,
			false, []string{"the bomber puts down no card unless house rule bomb_hits_bomber is on (CU-18)"}},
		{"CU-18 bomb_hits_bomber", hitsBomber, cuCleoScript, `{"player":"Cleo","target":9,"play":"B5","take":["R4"],"bomb":{"cards":{"Ana":"O4"},"shields":["Ben"]}}`,
			false, []string{"Cleo holds a card, so they must put one down", "(CU-18)"}},
		{"CU-18 put down and shield", defaults, cuCleoScript, `{"player":"Cleo","target":9,"play":"B5","take":["R4"],"bomb":{"cards":{"Ana":"O4","Ben":"O6"},"shields":["Ben"]}}`,
			false, []string{"Ben is entered both as putting down O6 and as defending with a Shield (CU-18, CU-19)"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := cuHeld(t, c.rules, c.script)
			before := tb.round.DeepCopy()
			_, err := tb.try(c.turn)
			cuWantError(t, err, c.input, c.want...)
			if !reflect.DeepEqual(tb.round, before) {
				t.Errorf("the refused turn changed the round")
			}
		})
	}
}

func cuWantError(t *testing.T, err error, input bool, parts ...string) {
	t.Helper()
	switch {
	case err == nil:
		t.Fatalf("accepted; want an error with %q", parts)
	case input && !fault.Is(err, fault.Input):
		t.Errorf("error %T %q; want an input error", err, err)
	case !input && !fault.Is(err, fault.Refused):
		t.Errorf("error %T %q; want a refusal", err, err)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Errorf("error %q does not say %q", err, p)
		}
	}
}

// Chuche cards used lawfully: the Joker (CU-11), a Steal and its Shield
// (CU-16, CU-19), the Bomb (CU-18), Blockades by others during a turn and a
// Shield to unblock (CU-17). The one-help limit (CU-12) counts neither
// defence nor others' Blockades.
func TestChucheRound_ChucheCards(t *testing.T) {
	defaults := variants.DefaultChucheRules()

	t.Run("CU-11 Joker clears the table", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuHeldScript)
		res := tb.play(`{"player":"Ana","target":8,"play":"G6","take":["B1"],"joker":1,"won":"steal"}`)
		if !res.Chuche || res.Capture.Joker != 1 || res.Capture.Sum != 7 {
			t.Errorf("result %+v; want a CHUCHE with the Joker making 7 into 8", res)
		}
		want := []referee.ChucheHeld{{Action: variants.ActionSteal}, {Action: variants.ActionJoker, Used: true}, {Action: variants.ActionSteal}}
		if got := tb.round.Actions["Ana"]; !reflect.DeepEqual(got, want) {
			t.Errorf("Ana holds %+v, want %+v", got, want)
		}
		if tb.round.Unused("Ana", variants.ActionJoker) != 0 || tb.round.Unused("Ana", variants.ActionSteal) != 2 {
			t.Errorf("Unused: Joker %d, Steal %d; want 0 and 2",
				tb.round.Unused("Ana", variants.ActionJoker), tb.round.Unused("Ana", variants.ActionSteal))
		}
	})

	t.Run("CU-16 CU-19 a shielded Steal spends both cards", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuHeldScript)
		res := tb.play(`{"player":"Ana","target":7,"play":"G6","take":["B1"],"steal":{"victim":"Ben","shield":true},"won":"shield"}`)
		cuWantNotes(t, res.Notes, "Ben's Shield stops Ana's Steal: both cards are spent (CU-16, CU-19)")
		if tb.round.Hands["Ben"] != 3 || tb.round.Unused("Ben", variants.ActionShield) != 0 || tb.round.Unused("Ana", variants.ActionSteal) != 0 {
			t.Errorf("Ben holds %d cards, Shields %d; Ana's Steals %d", tb.round.Hands["Ben"],
				tb.round.Unused("Ben", variants.ActionShield), tb.round.Unused("Ana", variants.ActionSteal))
		}
	})

	t.Run("CU-16 a Steal: the victim holds one fewer until their next draw", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuHeldScript)
		res := tb.play(`{"player":"Ana","target":7,"play":"G2","take":["B1","O4"],"steal":{"victim":"Ben","card":"O4"}}`)
		cuWantNotes(t, res.Notes, "Ana steals O4 from Ben and lays it on the table; Ben holds 2 until their next draw (CU-16)")
		if !res.Chuche || tb.round.Hands["Ben"] != 2 || res.Drawn != 1 {
			t.Errorf("CHUCHE %v, Ben holds %d, Ana drew %d; want a CHUCHE, 2 and 1", res.Chuche, tb.round.Hands["Ben"], res.Drawn)
		}
		res = tb.play(`{"player":"Ben","target":8,"play":"G4","discard":true}`)
		if res.Drawn != 2 || tb.round.Hands["Ben"] != 3 {
			t.Errorf("Ben drew %d and holds %d; want back to 3 (CU-15)", res.Drawn, tb.round.Hands["Ben"])
		}
	})

	t.Run("CU-18 Bomb: one puts down, one shields", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuCleoScript)
		res := tb.play(`{"player":"Cleo","target":9,"play":"B5","take":["R4"],"bomb":{"cards":{"Ana":"O4"},"shields":["Ben"]}}`)
		cuWantNotes(t, res.Notes, "Cleo's Bomb: Ana puts down O4 and Ben defends with a Shield (CU-18)")
		if got := cuTableKey(tb.round.Table); !slices.Equal(got, []string{"B1/", "O4/", "Y3/"}) {
			t.Errorf("table %v; want B1 O4 Y3", got)
		}
		if tb.round.Hands["Ana"] != 2 || tb.round.Hands["Ben"] != 3 {
			t.Errorf("hands %v; Ana should hold 2, Ben 3", tb.round.Hands)
		}
	})

	t.Run("CU-12 CU-14 CU-17 another player's Blockade: a CHUCHE all the same", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuCleoScript)
		// Cleo's Bomb and Ben's Blockade in one turn: only the Bomb helps Cleo.
		res := tb.play(`{"player":"Cleo","target":9,"play":"G2","take":["R4","Y3"],"blockades":[{"player":"Ben","card":"B1"}],
			"bomb":{"cards":{"Ana":"O4","Ben":"O6"}}}`)
		if res.Chuche {
			t.Errorf("CHUCHE with O4 O6 still free on the table")
		}
		tb = cuHeld(t, defaults, cuCleoScript)
		res = tb.play(`{"player":"Cleo","target":9,"play":"G2","take":["R4","Y3"],"blockades":[{"player":"Ben","card":"B1"}],"won":"joker"}`)
		cuWantNotes(t, res.Notes, "Ben blocks B1: only Ben may use it (CU-17)", "CHUCHE! Cleo clears the table and wins a Joker (CU-14)")
		if !res.Chuche {
			t.Errorf("no CHUCHE: B1 blocked by Ben does not count (CU-14)")
		}
	})

	t.Run("CU-14 chuche_needs_empty_table", func(t *testing.T) {
		rules := defaults
		rules.ChucheNeedsEmptyTable = true
		tb := cuHeld(t, rules, cuCleoScript)
		_, err := tb.try(`{"player":"Cleo","target":9,"play":"G2","take":["R4","Y3"],"blockades":[{"player":"Ben","card":"B1"}],"won":"joker"}`)
		cuWantError(t, err, false, "no CHUCHE: B1 still lies on the table, blocked, and house rule chuche_needs_empty_table is on (CU-14)")
	})

	t.Run("CU-17 a Shield unblocks a card for the capture", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuCleoScript)
		res := tb.play(`{"player":"Cleo","target":9,"play":"G2","take":["R4","Y3"],"blockades":[{"player":"Ben","card":"R4"}],"unblock":["R4"]}`)
		cuWantNotes(t, res.Notes, "Ben blocks R4: only Ben may use it (CU-17)", "Cleo unblocks R4, blocked by Ben, with a Shield (CU-17)")
		if got := cuTableKey(tb.round.Table); !slices.Equal(got, []string{"B1/"}) {
			t.Errorf("table %v; want B1", got)
		}
		if tb.round.Unused("Cleo", variants.ActionShield) != 0 || tb.round.Unused("Ben", variants.ActionBlockade) != 0 {
			t.Errorf("Cleo's Shield and Ben's Blockade should both be spent: %+v", tb.round.Actions)
		}
	})

	t.Run("CU-4 CU-20 a Chuche card won unnamed is named by its first use", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuHeldScript)
		tb.play(
			`{"player":"Ana","target":9,"play":"G6","discard":true}`,
			`{"player":"Ben","target":8,"play":"O1","take":["B1","G6"]}`,
			`{"player":"Cleo","target":9,"play":"O6","discard":true}`,
			`{"player":"Ana","target":9,"play":"G2","discard":true}`,
		)
		if got := tb.round.Actions["Ben"][2]; got != (referee.ChucheHeld{}) || tb.round.Unused("Ben", variants.ActionJoker) != 1 {
			t.Fatalf("Ben's third Chuche card %+v; want unnamed, possibly the second Joker", got)
		}
		// Ben's Joker: the unnamed card. Both Jokers are now known, so the
		// card won by this CHUCHE cannot be one (CU-4).
		_, err := tb.try(`{"player":"Ben","target":9,"play":"O2","take":["O6","G2"],"joker":-1,"won":"joker"}`)
		cuWantError(t, err, false, "both Jokers are already won: the card drawn cannot be a Joker (CU-4)")
		tb.play(`{"player":"Ben","target":9,"play":"O2","take":["O6","G2"],"joker":-1,"won":"blockade"}`)
		want := []referee.ChucheHeld{{Action: variants.ActionBlockade}, {Action: variants.ActionShield}, {Action: variants.ActionJoker, Used: true}, {Action: variants.ActionBlockade}}
		if got := tb.round.Actions["Ben"]; !reflect.DeepEqual(got, want) {
			t.Errorf("Ben holds %+v, want %+v", got, want)
		}
	})

	t.Run("CU-13 a discard that missed a CHUCHE, forced_capture off", func(t *testing.T) {
		rules := defaults
		rules.ForcedCapture = false
		tb := cuHeld(t, rules, cuHeldScript)
		res := tb.play(`{"player":"Ana","target":7,"play":"G6","discard":true}`)
		if res.Capture != nil || len(res.Missed) != 1 || res.Missed[0].String() != "G6 + B1" || !res.Missed[0].ClearsTable {
			t.Errorf("missed %v; want the CHUCHE G6 + B1", res.Missed)
		}
	})

	t.Run("CU-10 a capture that scored less than it could", func(t *testing.T) {
		tb := cuHeld(t, defaults, cuCleoScript)
		res := tb.play(`{"player":"Cleo","target":9,"play":"B5","take":["B1","Y3"]}`)
		if len(res.Missed) != 1 || res.Missed[0].String() != "B5 + R4" || res.Missed[0].Points != 7 {
			t.Errorf("missed %v; want B5 + R4 for 7 points", res.Missed)
		}
	})
}

// A whole round on a 12-card deck (CU-7: a pile of 3): a Steal, the pile
// running out (CU-8, CU-15), a player skipped without cards (CU-15), and
// the end with the table discarded (CU-21).
func TestChucheRound_TinyRound_CU15_CU21(t *testing.T) {
	tb := cuNewTable(t, cuTinyRules(), "Ben", "R1 O1 Y1", "Ana", "Ben")
	if tb.round.Pile != 3 || tb.round.Next != "Ana" {
		t.Fatalf("pile %d, next %s; want 3 and Ana", tb.round.Pile, tb.round.Next)
	}
	tb.play(
		`{"player":"Ana","target":6,"play":"R3","take":["R1","O1","Y1"],"won":"steal"}`,
		`{"player":"Ben","target":7,"play":"O3","discard":true}`,
	)
	res := tb.play(`{"player":"Ana","target":8,"play":"R2","discard":true}`)
	cuWantNotes(t, res.Notes, "the pile is empty: the target is 7 from now on (CU-8)")
	_, err := tb.try(`{"player":"Ben","target":8,"play":"Y2","take":["O3","R2"]}`)
	cuWantError(t, err, false, "the pile is empty, so the target is 7, not 8 (CU-8)")
	tb.play(
		`{"player":"Ben","play":"Y2","take":["O3","R2"],"won":"joker"}`,
		`{"player":"Ana","target":7,"play":"G1","discard":true,"steal":{"victim":"Ben","card":"Y3"}}`,
		`{"player":"Ben","target":7,"play":"G2","discard":true}`,
	)
	_, err = tb.try(`{"player":"Ana","target":7,"play":"G3","take":["Y3","G1"],"steal":{"victim":"Ben","card":"O2"}}`)
	cuWantError(t, err, false, "Ben holds no card to steal (CU-16)")
	res = tb.play(`{"player":"Ana","target":7,"play":"G3","take":["Y3","G1"]}`)
	cuWantNotes(t, res.Notes, "Ben is skipped: no cards (CU-15)")
	if tb.round.Next != "Ana" || res.RoundEnded {
		t.Fatalf("next %q, ended %v; Ana still holds O2", tb.round.Next, res.RoundEnded)
	}
	res = tb.play(`{"player":"Ana","target":7,"play":"O2","discard":true}`)
	if !res.RoundEnded || !tb.round.Ended || tb.round.Next != "" {
		t.Fatalf("round not over: %+v", tb.round)
	}
	cuWantNotes(t, res.EndNotes, "the round is over: the pile is empty and nobody holds a card (CU-21)",
		"discarded, scoring for nobody: G2 O2 (CU-21)")
	if got := variants.FormatChucheCards(tb.round.Discarded); got != "G2 O2" {
		t.Errorf("discarded %s, want G2 O2", got)
	}
	want := map[string]string{"Ana": "R3 R1 O1 Y1 G3 Y3 G1", "Ben": "Y2 R2 O3"}
	for p, w := range want {
		if got := variants.FormatChucheCards(tb.round.Won[p]); got != w {
			t.Errorf("%s won %s, want %s", p, got, w)
		}
	}
	_, err = tb.try(`{"player":"Ana","target":7,"play":"O2","discard":true}`)
	cuWantError(t, err, false, "the round is over", "(CU-21)")
}

// CU-17, CU-21: a card still blocked at the end goes to its blocker's won
// pile; a capture keeps the capturer's own reservation when a free copy
// will do.
func TestChucheRound_BlockedAtTheEnd_CU21(t *testing.T) {
	tb := cuNewTable(t, cuTinyRules(), "Ben", "R1 O1 Y1", "Ana", "Ben")
	tb.play(
		`{"player":"Ana","target":6,"play":"R3","take":["R1","O1","Y1"],"won":"blockade"}`,
		`{"player":"Ben","target":7,"play":"O3","discard":true}`,
		`{"player":"Ana","target":8,"play":"R2","discard":true,"blockades":[{"player":"Ana","card":"O3"}]}`,
		`{"player":"Ben","target":7,"play":"Y3","discard":true}`,
		`{"player":"Ana","target":7,"play":"O2","take":["R2","Y3"]}`,
		`{"player":"Ben","target":7,"play":"Y2","discard":true}`,
		`{"player":"Ana","target":7,"play":"G1","discard":true}`,
		`{"player":"Ben","target":7,"play":"G2","discard":true}`,
	)
	res := tb.play(`{"player":"Ana","target":7,"play":"G3","take":["Y2","G2"]}`)
	if !res.RoundEnded {
		t.Fatal("round not over")
	}
	cuWantNotes(t, res.EndNotes, "O3, blocked by Ana, goes to Ana's won pile (CU-21)", "discarded, scoring for nobody: G1 (CU-21)")
	if got := variants.FormatChucheCards(tb.round.Won["Ana"]); got != "R3 R1 O1 Y1 O2 R2 Y3 G3 Y2 G2 O3" {
		t.Errorf("Ana won %s", got)
	}
}

// CU-6, CU-7: seats, the deal and the first player.
func TestNewChucheRound(t *testing.T) {
	rules := variants.DefaultChucheRules()
	deal := func(dealer, table string) referee.ChucheDeal {
		var d referee.ChucheDeal
		cuUnmarshal(t, `{"dealer":"`+dealer+`","table":`+cuCardList(table)+`}`, &d)
		return d
	}
	r, err := referee.NewChucheRound([]string{"Ana", "Ben", "Cleo", "Dani"}, deal("Dani", "R5 Y1 B4"), rules)
	if err != nil {
		t.Fatal(err)
	}
	// 45 cards with 4 players (CU-2): 45 − 12 − 3 = 30 in the pile.
	if r.Next != "Ana" || r.Pile != 30 || r.ActionsLeft != 12 || r.NextTarget() != 0 || r.Deck().Size() != 45 {
		t.Errorf("next %s pile %d actions %d", r.Next, r.Pile, r.ActionsLeft)
	}
	r, _ = referee.NewChucheRound([]string{"Ana", "Ben"}, deal("Ana", "R5 Y1 G4"), rules)
	if r.Next != "Ben" || r.Pile != 36-6-3 {
		t.Errorf("two players: next %s pile %d; want Ben and 27", r.Next, r.Pile)
	}
	tiny := rules
	tiny.Composition = [6]int{1, 0, 0, 0, 0, 0}
	for _, c := range []struct {
		seats []string
		deal  referee.ChucheDeal
		rules variants.ChucheRules
		want  string
	}{
		{[]string{"Ana"}, deal("Ana", "R5 Y1 B4"), rules, "chuche is played by 2 to 6 players, not 1 (CU-6)"},
		{[]string{"Ana", "Ana"}, deal("Ana", "R5 Y1 B4"), rules, "Ana is seated twice"},
		{[]string{"Ana", "Ben"}, deal("Zoe", "R5 Y1 G4"), rules, `"Zoe" is not a player of this game`},
		{[]string{"Ana", "Ben"}, deal("Ana", "R5 Y1"), rules, "the deal puts 3 cards face up on the table, not 2 (CU-7)"},
		{[]string{"Ana", "Ben"}, deal("Ana", "R5 Y1 B4"), rules, "B4 is not a card of the Chuche deck (R O Y G); blue is not in play"},
		{[]string{"Ana", "Ben"}, deal("Ana", "R5 R5 Y1"), rules, "R5 entered 2 times"},
		{[]string{"Ana", "Ben"}, deal("Ana", "R1 O1 Y1"), tiny, "holds 4 cards, too few to deal 3 to each of 2 players and 3 to the table (CU-7)"},
	} {
		_, err := referee.NewChucheRound(c.seats, c.deal, c.rules)
		cuWantError(t, err, true, c.want)
	}
}

// The payload field names are stored in ledgers and must not change.
func TestChucheTurn_PayloadFieldNames(t *testing.T) {
	turn := `{"player":"Ana","target":8,"play":"R3","take":["Y1","B4"],"discard":true,"joker":-1,` +
		`"steal":{"victim":"Ben","card":"G2","shield":true},"bomb":{"cards":{"Ben":"R1"},"shields":["Cleo"]},` +
		`"blockades":[{"player":"Cleo","card":"Y1"}],"unblock":["B4"],"won":"shield"}`
	var tu referee.ChucheTurn
	cuUnmarshal(t, turn, &tu)
	if got := cuJSON(tu); got != turn {
		t.Errorf("round trip:\n got %s\nwant %s", got, turn)
	}
	if got := cuJSON(referee.ChucheTurn{Player: "Ana", Target: 7, Play: variants.ChucheCard{Colour: variants.Red, Value: 5},
		Steal: &referee.ChucheSteal{Victim: "Ben", Shield: true}}); got != `{"player":"Ana","target":7,"play":"R5","steal":{"victim":"Ben","shield":true}}` {
		t.Errorf("omitted fields: %s", got)
	}
}

func cuWantNotes(t *testing.T, words []fault.Message, want ...string) {
	t.Helper()
	notes := fault.Strings(words)
	for _, w := range want {
		if !slices.Contains(notes, w) {
			t.Errorf("notes %q lack %q", notes, w)
		}
	}
}
