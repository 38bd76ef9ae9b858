package variants

import (
	"errors"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

// CN-4: spanish-40 seats at most 5 (6×7+1 = 43 cards > 40).
func TestChinchonCheckPlayersCN4Spanish40(t *testing.T) {
	for _, tt := range []struct {
		deck    string
		players int
		ok      bool
	}{
		{Spanish40, 5, true}, {Spanish40, 6, false}, {Spanish48, 6, true}, {French52, 6, true},
	} {
		r, err := NewChinchonRules(map[string]string{"deck": tt.deck})
		if err != nil {
			t.Fatal(err)
		}
		err = r.CheckPlayers(tt.players)
		var in *fault.Error
		switch {
		case tt.ok && err != nil:
			t.Errorf("%s with %d players: %v", tt.deck, tt.players, err)
		case !tt.ok && !(errors.As(err, &in) && in.Kind == fault.Input):
			t.Errorf("%s with %d players: %v, want an input error", tt.deck, tt.players, err)
		case !tt.ok && !strings.Contains(err.Error(), "at most 5 players, not 6"):
			t.Errorf("message: %v", err)
		}
	}
}

// CU-1, CU-7: composition=0,0,0,0,0,0 is no deck at all.
func TestChucheCompositionOfNoCards(t *testing.T) {
	_, err := NewChucheRules(map[string]string{"composition": "0,0,0,0,0,0"})
	var in *fault.Error
	if !(errors.As(err, &in) && in.Kind == fault.Input) || !strings.Contains(err.Error(), "composition=0,0,0,0,0,0") {
		t.Fatalf("composition 0,0,0,0,0,0: %v", err)
	}
	if _, err := NewChucheRules(map[string]string{"composition": "1,0,0,0,0,0"}); err != nil {
		t.Errorf("composition 1,0,0,0,0,0: %v", err)
	}
}

// CU-8: a target outside 6..10 is an input error with one wording.
func TestCheckTargetCU8(t *testing.T) {
	for target := 0; target <= 12; target++ {
		err := CheckTarget(target)
		if (err == nil) != (target >= 6 && target <= 10) {
			t.Errorf("target %d: %v", target, err)
		}
	}
	if err := CheckTarget(11); err.Error() != "target 11 is not 6..10 (CU-8)" {
		t.Errorf("message: %v", err)
	}
}
