package store

import (
	"encoding/json"
	"testing"
)

// readStatFiguresByJSON is what ReadStatFigures must return: encoding/json's
// reading, zeros when it refuses the stats.
func readStatFiguresByJSON(raw []byte) StatFigures {
	var f StatFigures
	if len(raw) == 0 || json.Unmarshal(raw, &f) != nil {
		return StatFigures{}
	}
	return f
}

var statFiguresCases = []struct {
	raw  string
	fast bool // read without encoding/json
}{
	{`{"hands":10,"cuts":1,"clean_cuts":1,"chinchons":0,"buybacks":0,"eliminations":1,"leftover_sum":116,"best_hand":-10}`, true},
	{`{"rounds":3,"chuches":1,"chuche_cards":2,"cards":9,"card_points":31,"round_points":[10,-4,25],"best_round":25}`, true},
	{`{"rounds":0,"round_points":[],"best_round":0}`, true},
	{`{}`, true},
	{`{"hands":1,"hands":2}`, true},         // the last one counts
	{`{"later_figure":7,"hands":-0}`, true}, // unknown keys are skipped
	{``, false},
	{`null`, false},
	{`[1,2]`, false},
	{`{"hands":1.5}`, false},
	{`{"hands":1e2}`, false},
	{`{"hands":"3"}`, false},
	{`{"hands":null,"cuts":2}`, false},
	{`{"Hands":4}`, false}, // encoding/json matches it ignoring case
	{`{"hands": 4}`, false},
	{` {"hands":4}`, false},
	{`{"hands":4}x`, false},
	{`{"hands":4,}`, false},
	{`{"hands":04}`, false},
	{`{"hands":-}`, false},
	{`{"hands":12345678901234567890}`, false},
	{`{"hands":123456789012345678}`, true},
	{`{"hands":[1]}`, false},
	{`{"note":{"a":1},"hands":2}`, false},
	{`{"round_points":[1,],"hands":2}`, false},
	{`{"hands":2`, false},
	{`{"hands"`, false},
	{`{"`, false},
	{`{`, false},
}

func TestReadStatFigures_MatchesEncodingJSON(t *testing.T) {
	for _, c := range statFiguresCases {
		if got, want := ReadStatFigures(json.RawMessage(c.raw)), readStatFiguresByJSON([]byte(c.raw)); got != want {
			t.Errorf("ReadStatFigures(%s) = %+v, want %+v", c.raw, got, want)
		}
		var f StatFigures
		if fast := len(c.raw) > 0 && decodeStatFigures([]byte(c.raw), &f); fast != c.fast {
			t.Errorf("decodeStatFigures(%s) = %v, want %v", c.raw, fast, c.fast)
		}
	}
}

func FuzzReadStatFigures(f *testing.F) {
	for _, c := range statFiguresCases {
		f.Add([]byte(c.raw))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if got, want := ReadStatFigures(raw), readStatFiguresByJSON(raw); got != want {
			t.Errorf("ReadStatFigures(%q) = %+v, want %+v", raw, got, want)
		}
	})
}
