package referee

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// cuFuzzCard reads one card from a byte: most bytes are a real card, the rest
// a card no deck holds (bad colour or value).
func cuFuzzCard(b byte) variants.ChucheCard {
	if b < 216 {
		return cuCardAt(int(b) % cuKinds)
	}
	return variants.ChucheCard{Colour: variants.Colour(b % 8), Value: b % 8}
}

// cuFuzzCheck decodes target, play, Joker, flags, take, table, blocked and
// unblocked cards from bytes.
func cuFuzzCheck(data []byte) CaptureCheck {
	next := func() byte {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return b
	}
	c := CaptureCheck{Target: 4 + int(next()%8), Play: cuFuzzCard(next()), Joker: int(next()%4) - 1, Rules: variants.DefaultChucheRules()}
	flags := next()
	c.Rules.SoloCapture = flags&2 != 0
	c.Rules.ChucheNeedsEmptyTable = flags&4 != 0
	for range next() % 8 {
		c.Take = append(c.Take, cuFuzzCard(next()))
	}
	if flags&1 != 0 {
		c.Table = []variants.ChucheCard{}
		for range next() % 20 {
			c.Table = append(c.Table, cuFuzzCard(next()))
		}
	}
	for range next() % 4 {
		b := next()
		if len(c.Table) > 0 && b < 200 {
			c.Blocked = append(c.Blocked, c.Table[int(b)%len(c.Table)])
		} else {
			c.Blocked = append(c.Blocked, cuFuzzCard(b))
		}
	}
	if flags&8 != 0 && len(c.Blocked) > 0 {
		c.Unblocked = c.Blocked[:1+int(flags>>4)%len(c.Blocked)]
	}
	return c
}

func FuzzCheckCapture(f *testing.F) {
	f.Add([]byte{4, 2, 1, 1, 2, 12, 27, 3, 12, 27, 19, 0})    // R3 + Y1 + B4 = 8 on Y1 B4 G2
	f.Add([]byte{4, 2, 2, 1, 2, 12, 26, 2, 12, 26, 0})        // Joker +1: R3 + Y1 + B3 = 7
	f.Add([]byte{4, 2, 0, 1, 2, 12, 28, 3, 12, 28, 19, 0})    // Joker -1: R3 + Y1 + B5 = 9
	f.Add([]byte{4, 2, 1, 9, 2, 12, 27, 3, 12, 27, 19, 1, 0}) // a Shield unblocks Y1
	f.Add([]byte{4, 2, 2, 9, 2, 12, 26, 3, 12, 26, 19, 1, 0}) // a Joker and a Shield (CU-12)
	f.Add([]byte{2, 35, 1, 3, 0, 0, 0})                       // solo V6 = 6
	f.Add([]byte{7, 2, 1, 5, 2, 12, 27, 3, 12, 27, 19, 1, 2}) // blocked leftover, empty-table rule
	f.Add([]byte{4, 250, 1, 1, 1, 251, 1, 252, 0})            // cards no deck holds
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		c := cuFuzzCheck(data)
		v := CheckCapture(c)
		if v.Why.String() == "" {
			t.Fatalf("%+v: no reason", c)
		}
		if v.Better == nil || len(v.Better) > DefaultBetterLimit || v.BetterCount < len(v.Better) {
			t.Fatalf("%+v: better %d of %d", c, len(v.Better), v.BetterCount)
		}
		if (v.ClearsTable == nil) != (c.Table == nil) {
			t.Fatalf("%+v: ClearsTable known %v", c, v.ClearsTable != nil)
		}
		if !v.Valid {
			return
		}
		if v.Capture.Sum+v.Capture.Joker != c.Target {
			t.Fatalf("%+v: valid with sum %d joker %d", c, v.Capture.Sum, v.Capture.Joker)
		}
		if c.Table == nil {
			return
		}
		q := CaptureQuery{Target: c.Target, Table: c.Table, Blocked: cuMinus(c.Blocked, c.Unblocked), Joker: c.Joker != 0, Rules: c.Rules}
		_, all := CapturesFor(c.Play, q, 1<<20)
		for _, o := range all {
			if o.String() == v.Capture.String() {
				if o.Joker != v.Capture.Joker || o.Points != v.Capture.Points || o.ClearsTable != v.Capture.ClearsTable {
					t.Fatalf("%+v: verdict %+v, solver %+v", c, v.Capture, o)
				}
				return
			}
		}
		t.Fatalf("%+v: valid %s is not among the solver's %d captures", c, v.Capture, len(all))
	})
}
