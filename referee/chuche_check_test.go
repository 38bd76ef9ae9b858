package referee

import (
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cuCards parses a card list in any notation from the full 6-colour deck.
func cuCards(t testing.TB, s string) []variants.ChucheCard {
	t.Helper()
	if s == "" {
		return nil
	}
	deck := variants.ChucheDeck{Colours: variants.AllColours, Composition: variants.DefaultComposition}
	c, err := deck.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCheckCapture(t *testing.T) {
	rules := variants.DefaultChucheRules()
	solo := rules
	solo.SoloCapture = true
	empty := rules
	empty.ChucheNeedsEmptyTable = true
	type entry struct {
		target                                int
		play, take, table, blocked, unblocked string
		joker                                 int
		noTable                               bool
		rules                                 variants.ChucheRules
	}
	tests := []struct {
		name   string
		in     entry
		valid  bool
		reason string // the whole reason, or with a leading "~" a part of it
		clears string // "true", "false", "nil"
		better []string
	}{
		{"CU-10 exact sum", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4 G2"},
			true, "R3 + Y1 + B4 = 8", "false", nil},
		{"CU-10 taken cards are listed canonically", entry{target: 8, play: "R3", take: "B4 Y1", table: "G2 B4 Y1"},
			true, "R3 + Y1 + B4 = 8", "false", nil},
		{"CU-10 wrong sum", entry{target: 9, play: "R3", take: "Y1 B3", table: "Y1 B3 G2"},
			false, "R3 + Y1 + B3 = 7, the target is 9", "false", []string{"R3 + Y1 + G2 + B3 clears"}},
		{"CU-11 wrong sum a Joker would fix", entry{target: 8, play: "R3", take: "Y1 B3", table: "Y1 B3"},
			false, "R3 + Y1 + B3 = 7, the target is 8; only with a Joker (+1) (CU-11)", "false", nil},
		{"CU-11 Joker +1", entry{target: 8, play: "R3", take: "Y1 B3", table: "Y1 B3 G2", joker: 1},
			true, "R3 + Y1 + B3 = 7, Joker +1 = 8", "false", []string{"R3 + Y1 + G2 + B3 clears"}},
		{"CU-11 Joker -1", entry{target: 8, play: "R3", take: "Y1 B5", table: "Y1 B5 G2", joker: -1},
			true, "R3 + Y1 + B5 = 9, Joker -1 = 8", "false", nil},
		{"CU-11 Joker declared but not needed", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4", joker: 1},
			false, "R3 + Y1 + B4 = 8, Joker +1 = 9, the target is 8; the cards already make the target, no Joker is needed (CU-11)", "false",
			[]string{"R3 + Y1 + B4 clears", "R3 + B4"}},
		{"CU-11 Joker in the wrong direction", entry{target: 8, play: "R3", take: "Y1 B5", table: "Y1 B5", joker: 1},
			false, "~the Joker would have to count -1, not +1 (CU-11)", "false", []string{"R3 + Y1 + B5 clears", "R3 + B5"}},
		{"CU-11 Joker out of range", entry{target: 8, play: "R3", take: "Y1 B5", table: "Y1 B5", joker: 2},
			false, "joker +2 is not -1, 0 or +1 (CU-11)", "false", nil},
		{"CU-8 target out of range", entry{target: 11, play: "R5", take: "V6", table: "V6"},
			false, "target 11 is not 6..10 (CU-8)", "false", nil},
		{"CU-10 card not on the table", entry{target: 8, play: "R3", take: "Y1 B4", table: "B4 G2"},
			false, "Y1 is not on the table", "false", nil},
		{"CU-10 card taken twice, the table holds it once", entry{target: 8, play: "R4", take: "Y2 Y2", table: "Y2 G2"},
			false, "Y2 is taken 2 times, the table holds 1", "false", []string{"R4 + Y2 + G2 clears"}},
		{"CU-10 card missing and wrong sum: both reasons", entry{target: 9, play: "R3", take: "Y1 B4", table: "B4"},
			false, "R3 + Y1 + B4 = 8, the target is 9; only with a Joker (+1) (CU-11); Y1 is not on the table", "false", nil},
		{"CU-17 blocked card", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4 G2", blocked: "Y1"},
			false, "Y1 is blocked by another player (CU-17): only a Shield unblocks it", "false", nil},
		{"CU-17 the unblocked copy of a blocked card", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 Y1 B4", blocked: "Y1"},
			true, "R3 + Y1 + B4 = 8, and the table is cleared: a Chuche card is won (CU-14)", "true", nil},
		{"CU-17 a Shield unblocks a blocked card", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4 G2", blocked: "Y1", unblocked: "Y1"},
			true, "R3 + Y1 + B4 = 8 (Y1 unblocked with a Shield, CU-17)", "false", nil},
		{"CU-17 a Shield on a card nobody blocked", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4 G2", unblocked: "Y1"},
			false, "Y1 is not blocked: a Shield only unblocks a blocked card (CU-17)", "false", []string{"R3 + Y1 + B4"}},
		{"CU-17 a Shield unblocks a card the capture does not take", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4 G2", blocked: "G2", unblocked: "G2"},
			false, "G2 is unblocked but not taken: a Shield unblocks a card for this capture (CU-17)", "false", []string{"R3 + Y1 + B4"}},
		{"CU-12 a Joker and a Shield in one turn", entry{target: 8, play: "R3", take: "Y1 B3", table: "Y1 B3 G2", blocked: "Y1", unblocked: "Y1", joker: 1},
			false, "a Joker and a Shield in one turn: at most one Chuche card may help (CU-12)", "false", []string{"R3 + G2 + B3 clears"}},
		{"CU-12 two Shields in one turn", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4 G2", blocked: "Y1 B4", unblocked: "Y1 B4"},
			false, "2 Shields in one turn: at most one Chuche card may help (CU-12)", "false", nil},
		{"CU-10 solo capture refused by default", entry{target: 6, play: "V6", table: "Y1"},
			false, "no table card taken: a capture takes at least one (CU-10, house rule solo_capture is off)", "false", nil},
		{"CU-10 solo capture under solo_capture", entry{target: 6, play: "V6", table: "Y1", rules: solo},
			true, "V6 = 6", "false", nil},
		{"CU-10 solo capture with a Joker onto an empty table: no CHUCHE (CU-14)", entry{target: 7, play: "V6", table: "", joker: 1, rules: solo},
			true, "V6 = 6, Joker +1 = 7", "false", nil},
		{"CU-14 a solo capture onto an empty table clears nothing", entry{target: 6, play: "V6", table: "", rules: solo},
			true, "V6 = 6", "false", nil},
		{"CU-14 a solo capture beside blocked cards clears nothing", entry{target: 6, play: "V6", table: "G2", blocked: "G2", rules: solo},
			true, "V6 = 6", "false", nil},
		{"CU-14 clearing the table", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4"},
			true, "R3 + Y1 + B4 = 8, and the table is cleared: a Chuche card is won (CU-14)", "true", nil},
		{"CU-14 only cards blocked by others are left: cleared", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4 G2", blocked: "G2"},
			true, "R3 + Y1 + B4 = 8, and the table is cleared: a Chuche card is won (CU-14)", "true", nil},
		{"CU-14 chuche_needs_empty_table: blocked leftovers are no clear table", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4 G2", blocked: "G2", rules: empty},
			true, "R3 + Y1 + B4 = 8", "false", nil},
		{"CU-14 a card unblocked and taken leaves nothing blocked", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4", blocked: "Y1", unblocked: "Y1", rules: empty},
			true, "R3 + Y1 + B4 = 8, and the table is cleared: a Chuche card is won (CU-14) (Y1 unblocked with a Shield, CU-17)", "true", nil},
		{"CLI better: a capture scoring more", entry{target: 8, play: "R3", take: "Y1 B4", table: "Y1 B4 R4 G6"},
			true, "R3 + Y1 + B4 = 8", "false", []string{"R3 + R4 + Y1"}},
		{"CLI better: captures clearing the table or scoring more", entry{target: 10, play: "O1", take: "R5 R3", table: "R5 R3 Y1 G1", joker: 1},
			true, "O1 + R3 + R5 = 9, Joker +1 = 10", "false", []string{"O1 + R3 + R5 + Y1 + G1 clears", "O1 + R3 + R5 + Y1", "O1 + R3 + R5 + G1"}},
		{"CLI better: the best capture has none", entry{target: 8, play: "R3", take: "R4 Y1", table: "Y1 B4 R4 G6"},
			true, "R3 + R4 + Y1 = 8", "false", nil},
		{"unknown table: no clear, no better", entry{target: 8, play: "R3", take: "Y1 B4", noTable: true},
			true, "R3 + Y1 + B4 = 8", "nil", nil},
		{"CU-17 unknown table: the deck's only Y4 is blocked", entry{target: 8, play: "R3", take: "Y1 Y4", blocked: "Y4", noTable: true},
			false, "Y4 is blocked by another player (CU-17): only a Shield unblocks it", "nil", nil},
		{"CU-17 unknown table: another Y1 may be free", entry{target: 8, play: "R3", take: "Y1 Y4", blocked: "Y1", noTable: true},
			true, "R3 + Y1 + Y4 = 8", "nil", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.in
			r := in.rules
			if r.Threshold == nil {
				r = rules
			}
			c := CaptureCheck{
				Target: in.target, Play: cuCards(t, in.play)[0], Take: cuCards(t, in.take), Joker: in.joker,
				Table: cuCards(t, in.table), Blocked: cuCards(t, in.blocked), Unblocked: cuCards(t, in.unblocked), Rules: r,
			}
			if !in.noTable && c.Table == nil {
				c.Table = []variants.ChucheCard{}
			}
			v := CheckCapture(c)
			if v.Valid != tt.valid {
				t.Errorf("valid = %v, want %v (%s)", v.Valid, tt.valid, v.Why.String())
			}
			if want, ok := strings.CutPrefix(tt.reason, "~"); ok {
				if !strings.Contains(v.Why.String(), want) {
					t.Errorf("reason %q does not say %q", v.Why.String(), want)
				}
			} else if v.Why.String() != tt.reason {
				t.Errorf("reason %q\nwant   %q", v.Why.String(), tt.reason)
			}
			clears := "nil"
			if v.ClearsTable != nil {
				clears = map[bool]string{true: "true", false: "false"}[*v.ClearsTable]
				if *v.ClearsTable != v.Capture.ClearsTable {
					t.Errorf("ClearsTable %v but Capture.ClearsTable %v", *v.ClearsTable, v.Capture.ClearsTable)
				}
			}
			if clears != tt.clears {
				t.Errorf("clears %s, want %s", clears, tt.clears)
			}
			var better []string
			for _, b := range v.Better {
				s := b.String()
				if b.ClearsTable {
					s += " clears"
				}
				better = append(better, s)
			}
			if !slices.Equal(better, tt.better) || v.BetterCount != len(tt.better) {
				t.Errorf("better %q (count %d), want %q", better, v.BetterCount, tt.better)
			}
			if v.Better == nil {
				t.Error("Better is nil, want an empty list")
			}
		})
	}
}

func TestCheckCaptureCardsNoDeckHolds(t *testing.T) {
	for _, c := range []CaptureCheck{
		{Target: 8, Play: variants.ChucheCard{Colour: variants.Red, Value: 7}},
		{Target: 8, Play: variants.ChucheCard{Colour: 9, Value: 3}},
		{Target: 8, Play: variants.ChucheCard{Colour: variants.Red, Value: 3}, Table: []variants.ChucheCard{{Colour: variants.Blue}}},
	} {
		v := CheckCapture(c)
		if v.Valid || !strings.Contains(v.Why.String(), "is not a Chuche card") {
			t.Errorf("%+v: %v %q", c, v.Valid, v.Why.String())
		}
	}
}

func TestClearsTable(t *testing.T) {
	rules := variants.DefaultChucheRules()
	empty := rules
	empty.ChucheNeedsEmptyTable = true
	tests := []struct {
		name                 string
		table, blocked, take string
		rules                variants.ChucheRules
		want                 bool
	}{
		{"CU-14 everything taken", "Y1 B4", "", "B4 Y1", rules, true},
		{"CU-14 a usable card is left", "Y1 B4 G2", "", "Y1 B4", rules, false},
		{"CU-14 only blocked cards are left", "Y1 B4 G2", "G2", "Y1 B4", rules, true},
		{"CU-14 chuche_needs_empty_table", "Y1 B4 G2", "G2", "Y1 B4", empty, false},
		{"CU-14 one of two copies blocked, the other left", "Y1 Y1 B4", "Y1", "B4", rules, false},
		{"CU-14 nothing taken from an empty table", "", "", "", empty, false},
		{"CU-14 nothing taken beside blocked cards", "G2", "G2", "", rules, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ClearsTable(cuCards(t, tt.table), cuCards(t, tt.blocked), cuCards(t, tt.take), tt.rules); got != tt.want {
				t.Errorf("ClearsTable = %v, want %v", got, tt.want)
			}
		})
	}
}
