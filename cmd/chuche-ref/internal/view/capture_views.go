package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// checkCaptureJSON is CLI.md's `check capture --json`.
type checkCaptureJSON struct {
	Valid       bool                  `json:"valid"`
	Sum         int                   `json:"sum"`
	Target      int                   `json:"target"`
	Joker       int                   `json:"joker"`
	Cards       []variants.ChucheCard `json:"cards"`
	Points      int                   `json:"points"`
	ClearsTable *bool                 `json:"clears_table"`
	Reason      string                `json:"reason"`
	Better      []Capture             `json:"better"`
	BetterCount int                   `json:"better_count"` // all of them; better lists the best 20
}

// WriteCheckCapture is check capture's answer (CLI.md): the verdict, for
// people or as JSON.
func (vw Words) WriteCheckCapture(out io.Writer, asJSON bool, target int, v referee.CaptureVerdict) error {
	if !asJSON {
		vw.WriteCaptureVerdict(out, v)
		return nil
	}
	return WriteJSON(out, checkCaptureJSON{
		Valid: v.Valid, Sum: v.Capture.Sum, Target: target, Joker: v.Capture.Joker,
		Cards: append([]variants.ChucheCard{v.Capture.Play}, v.Capture.Take...), Points: v.Capture.Points,
		ClearsTable: v.ClearsTable, Reason: v.Why.String(), Better: CapturesOf(v.Better), BetterCount: v.BetterCount,
	})
}

// solveChucheJSON is CLI.md's `solve chuche --json`.
type solveChucheJSON struct {
	Target   int               `json:"target"`
	Count    int               `json:"count"`
	Captures []Capture         `json:"captures"`
	Best     *Capture          `json:"best"`
	Discards []safeDiscardJSON `json:"discards"`
}

// WriteSolveChuche is solve chuche's answer (CLI.md): count captures in
// all, the first limit of best listed, best first.
func (vw Words) WriteSolveChuche(out io.Writer, asJSON bool, target, count int, best []referee.Capture, limit int, discards []referee.DiscardAdvice) error {
	listed := best[:min(limit, len(best))]
	if asJSON {
		doc := solveChucheJSON{Target: target, Count: count, Captures: CapturesOf(listed), Discards: make([]safeDiscardJSON, len(discards))}
		if len(best) > 0 {
			b := CaptureOf(best[0])
			doc.Best = &b
		}
		for i, d := range discards {
			doc.Discards[i] = safeDiscardJSON{Card: d.Card, Exposure: d.Exposure, Allowed: d.Allowed}
		}
		return WriteJSON(out, doc)
	}
	if count == 0 {
		vw.p.Line(out, "No capture makes %d with this hand and table: a card must be discarded (CU-13).", target)
	} else {
		vw.p.Line(out, "%d captures to %d, best first:", count, target)
		vw.WriteCaptures(out, listed, count)
	}
	vw.p.Line(out, "Safest discard first:")
	for _, d := range discards {
		fmt.Fprintf(out, "  %s\n", vw.p.Said(d.Message())) // the referee's words
	}
	return nil
}

// safeDiscardJSON is one entry of CLI.md's safest-discard list.
type safeDiscardJSON struct {
	Card     variants.ChucheCard `json:"card"`
	Exposure float64             `json:"exposure"`
	Allowed  bool                `json:"allowed"`
}
