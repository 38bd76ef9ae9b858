package referee

import (
	"slices"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The worked example of RULES.md part 2, in copas with kings (rey, 12).
func TestWorkedExample(t *testing.T) {
	rules := cnRules()
	hand := cnParse(t, rules, "5c 6c 7c 12o 12e 12b 8o")

	t.Run("CN-7 leftover 8: no cut", func(t *testing.T) {
		v := JudgeCut(hand, nil, rules)
		if v.Valid || v.Arrangement.LeftoverPoints != 8 || len(v.Arrangement.Melds) != 2 {
			t.Fatalf("got %+v", v)
		}
		if want := "leftover 8: 8 of oros — a cut needs 5 or less"; v.Why.String() != want {
			t.Errorf("reason %q, want %q", v.Why.String(), want)
		}
	})
	t.Run("CN-10 the fourth king, discard the 8: cut at -10", func(t *testing.T) {
		hand8 := append(slices.Clone(hand), cnParse(t, rules, "12c")...)
		opts := RankDiscards(hand8, rules)
		if best := opts[0]; best.Discard.String() != "8o" || best.LeftoverPoints != 0 || !best.CanCut {
			t.Fatalf("best discard %+v", best)
		}
		kept := cnParse(t, rules, "5c 6c 7c 12o 12c 12e 12b")
		v := JudgeCut(kept, &variants.ChinchonCard{Rank: 8, Suit: variants.Oros}, rules)
		if !v.Valid || v.Score != -10 || len(v.Arrangement.Leftover) != 0 || v.Chinchon {
			t.Fatalf("got %+v", v)
		}
	})
	t.Run("CN-5 the 4 or 8 of copas extends the run", func(t *testing.T) {
		for _, draw := range []string{"4c", "8c"} {
			hand8 := append(slices.Clone(hand), cnParse(t, rules, draw)...)
			if best := RankDiscards(hand8, rules)[0]; best.Discard.String() != "8o" || best.LeftoverPoints != 0 {
				t.Errorf("draw %s: best discard %+v", draw, best)
			}
		}
		report := AnalyzeDraws(hand, nil, rules)
		var draws []string
		for _, o := range report.Cuts {
			draws = append(draws, o.Draw.String())
		}
		// Cutting also works by drawing an ace, 2..5 to swap for the 8: each
		// leaves that card alone.
		if !slices.Contains(draws, "4c") || !slices.Contains(draws, "8c") || !slices.Contains(draws, "12c") || report.Unseen != 41 {
			t.Errorf("draws %v, unseen %d", draws, report.Unseen)
		}
	})
}

func TestJudgeCut(t *testing.T) {
	tests := []struct {
		name     string
		rules    variants.ChinchonRules
		kept     string
		discard  string
		valid    bool
		chinchon bool
		score    int
		reason   string
		better   []string
	}{
		{"CN-7 leftover 5 cuts", cnRules(), "1o 2o 3o 7c 7e 7b 5b", "", true, false, 5, "", nil},
		{"CN-7 leftover 6 does not", cnRules(), "1o 2o 3o 7c 7e 7b 6b", "", false, false, 0,
			"leftover 6: 6 of bastos — a cut needs 5 or less", nil},
		{"CN-7 cut_max 0 needs an empty leftover", cnRules("cut_max", "0"), "1o 2o 3o 7c 7e 7b 1b", "", false, false, 0,
			"leftover 1: 1 of bastos — a cut needs an empty leftover", nil},
		{"CN-7 a joker left unmelded never allows a cut", cnRules("jokers", "1", "joker_penalty", "2"), "7o 7c 7e 7b 1o 2c JK", "", false, false, 0,
			"leftover 5: 1 of oros, 2 of copas, joker — a joker left unmelded never allows a cut", nil},
		{"CN-7 a cheap joker melded at a cost still allows the cut", cnRules("jokers", "1", "joker_penalty", "0", "cut_max", "20"), "1o 1c 1e 1b 5o 9c JK", "", true, false, 15, "", nil},
		{"CN-8 better discards are listed", cnRules(), "1o 2o 3o 7c 7e 7b 9b", "2c", false, false, 0,
			"leftover 9: 9 of bastos — a cut needs 5 or less", []string{"9b"}},
		{"CN-10 clean cut scores clean_cut_bonus", cnRules("clean_cut_bonus", "-20"), "1o 2o 3o 4o 7e 7b 7c", "", true, false, -20, "", nil},
		{"CN-11 chinchón", cnRules(), "3b 4b 5b 6b 7b 8b 9b", "", true, true, -10, "", nil},
		{"CN-11 spanish-40 chinchón across 7 and sota", cnRules("deck", "spanish-40"), "4b 5b 6b 7b 10b 11b 12b", "", true, true, -10, "", nil},
		{"CN-11 a joker spoils a chinchón by default", cnRules("jokers", "1"), "3b 4b JK 6b 7b 8b 9b", "", true, false, -10, "", nil},
		{"CN-11 joker_chinchon lets it stand", cnRules("jokers", "1", "joker_chinchon", "true"), "3b 4b JK 6b 7b 8b 9b", "", true, true, -10, "", nil},
		{"CN-11 two melds of one suit are no chinchón", cnRules(), "1b 2b 3b 5b 6b 7b 8b", "", true, false, -10, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var discard *variants.ChinchonCard
			if tt.discard != "" {
				discard = &cnParse(t, tt.rules, tt.discard)[0]
			}
			v := JudgeCut(cnParse(t, tt.rules, tt.kept), discard, tt.rules)
			if v.Valid != tt.valid || v.Chinchon != tt.chinchon || v.Valid && v.Score != tt.score {
				t.Fatalf("got %+v", v)
			}
			if v.Why.String() != tt.reason {
				t.Errorf("reason %q, want %q", v.Why.String(), tt.reason)
			}
			var better []string
			for _, o := range v.BetterDiscards {
				better = append(better, o.Discard.String())
			}
			if !slices.Equal(better, tt.better) {
				t.Errorf("better discards %v, want %v", better, tt.better)
			}
		})
	}
}

func TestCheckMeld(t *testing.T) {
	french := cnRules("deck", "french-52")
	frenchHigh := cnRules("deck", "french-52", "ace_high", "true")
	s40 := cnRules("deck", "spanish-40")
	tests := []struct {
		name  string
		rules variants.ChinchonRules
		cards string
		kind  MeldKind
		err   string // the refusal (NotAMeld), or "input: …" for an input error
	}{
		{"CN-5 run", cnRules(), "5o 6o 7o", MeldRun, ""},
		{"CN-5 run in any order", cnRules(), "7o 5o 6o 8o", MeldRun, ""},
		{"CN-5 run with a gap", cnRules(), "5o 6o 8o", 0, "5o 6o 8o is not a run: 7o is missing"},
		{"CN-5 joker fills the gap", cnRules("jokers", "1"), "5o JK 6o 8o", MeldRun, ""},
		{"CN-5 joker extends the end", cnRules("jokers", "1"), "5o 6o JK", MeldRun, ""},
		{"CN-5 one joker for two gaps", cnRules("jokers", "1"), "5o 6o 9o JK", 0,
			"5o 6o 9o JK is not a run: 7o and 8o are missing, and the joker fills only one"},
		{"CN-5 two jokers for three gaps", cnRules("jokers", "2"), "1o 5o JK JK", 0,
			"1o 5o JK JK is not a run: 2o, 3o and 4o are missing, and the 2 jokers fill only 2"},
		{"CN-5 set", cnRules(), "5o 5c 5e", MeldSet, ""},
		{"CN-5 set of four", cnRules(), "5o 5c 5e 5b", MeldSet, ""},
		{"CN-5 joker completes a set", cnRules("jokers", "1"), "5o 5c JK", MeldSet, ""},
		{"CN-5 one natural and two jokers", cnRules("jokers", "2"), "JK 5o JK", MeldSet, ""},
		{"CN-5 a set has at most 4 cards", cnRules("jokers", "1"), "5o 5c 5e 5b JK", 0,
			"5o 5c 5e 5b JK is not a set: a set has at most 4 cards, this one 5"},
		{"CN-5 three cards at least", cnRules(), "5o 6o", 0, "5o 6o is not a meld: a meld needs at least 3 cards"},
		{"CN-5 one rank or one suit", cnRules(), "5o 6c 7o", 0, "5o 6c 7o is not a meld: a set needs one rank and a run one suit"},
		{"CN-4 a card twice", cnRules(), "5o 5o 5c", 0, "input: 5o entered twice; the spanish-48 deck has one 5 of oros"},
		{"CN-4 no 8 in spanish-40", s40, "6o 7o 8o", 0, "input: 8o is not a card of the spanish-40 deck"},
		{"CN-4 no jokers in play", cnRules(), "5o 6o JK", 0, "input: JK: the spanish-48 deck here has no jokers (house rule jokers)"},
		{"CN-2 spanish-40 7 and sota", s40, "6o 7o 10o", MeldRun, ""},
		{"CN-2 spanish-40 gap names the 7", s40, "5o 6o 10o", 0, "5o 6o 10o is not a run: 7o is missing"},
		{"CN-2 spanish-48 7 and sota are not neighbours", cnRules(), "6o 7o 10o", 0, "6o 7o 10o is not a run: 8o and 9o are missing"},
		{"CN-2 ace low", french, "Ah 2h 3h", MeldRun, ""},
		{"CN-2 ace high needs ace_high", french, "Qh Kh Ah", 0, "Qh Kh Ah is not a run: the ace is low only (house rule ace_high is off)"},
		{"CN-2 ace_high Q-K-A", frenchHigh, "Qh Kh Ah", MeldRun, ""},
		{"CN-2 ace_high spanish 11-12-1", cnRules("ace_high", "true"), "11o 12o 1o", MeldRun, ""},
		{"CN-2 ace_high with a joker", cnRules("deck", "french-52", "ace_high", "true"), "Qh JK Ah", MeldRun, ""},
		{"CN-2 no wrap-around", frenchHigh, "Kh Ah 2h", 0, "Kh Ah 2h is not a run: runs do not wrap around from the top rank to the ace"},
		{"CN-5 a run no longer than the deck's ranks", french, "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh JK", 0,
			"Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh JK is not a run: a run has at most 13 cards in this deck"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Parse with the whole family of the deck, jokers included, so
			// that CheckMeld sees the cards its deck refuses.
			wide := cnRules("deck", variants.Spanish48, "jokers", "2")
			if tt.rules.Deck == variants.French52 {
				wide = cnRules("deck", variants.French52, "jokers", "2")
			}
			cards := cnParse(t, wide, tt.cards)
			kind, err := CheckMeld(cards, tt.rules.DeckInPlay(), tt.rules)
			var got string
			switch {
			case fault.Is(err, fault.Input):
				got = "input: " + err.Error()
			case fault.Is(err, fault.Refused) && fault.CodeOf(err) == NotAMeld:
				got = err.Error()
			case err != nil:
				t.Fatalf("error of type %T: %v", err, err)
			}
			if kind != tt.kind || got != tt.err {
				t.Errorf("got %v, %q; want %v, %q", kind, got, tt.kind, tt.err)
			}
		})
	}
}

func TestIsChinchon(t *testing.T) {
	tests := []struct {
		name  string
		rules variants.ChinchonRules
		hand  string
		want  bool
	}{
		{"CN-11 seven in a run", cnRules(), "6c 7c 8c 9c 10c 11c 12c", true},
		{"CN-11 six are not enough", cnRules(), "6c 7c 8c 9c 10c 11c", false},
		{"CN-11 eight are not a chinchón hand", cnRules(), "5c 6c 7c 8c 9c 10c 11c 12c", false},
		{"CN-11 one suit only", cnRules(), "6c 7c 8c 9o 10c 11c 12c", false},
		{"CN-11 with a joker, not by default", cnRules("jokers", "1"), "6c 7c JK 9c 10c 11c 12c", false},
		{"CN-11 with a joker under joker_chinchon", cnRules("jokers", "1", "joker_chinchon", "true"), "6c 7c JK 9c 10c 11c 12c", true},
		{"CN-11 joker_chinchon: the joker extends the end", cnRules("jokers", "1", "joker_chinchon", "true"), "6c 7c 8c 9c 10c 11c JK", true},
		{"CN-2 CN-11 ace high", cnRules("deck", "french-52", "ace_high", "true"), "8h 9h 10h Jh Qh Kh Ah", true},
		{"CN-2 CN-11 ace low only by default", cnRules("deck", "french-52"), "8h 9h 10h Jh Qh Kh Ah", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := IsChinchon(cnParse(t, tt.rules, tt.hand), tt.rules); got != tt.want {
				t.Errorf("got %v", got)
			}
		})
	}
}
