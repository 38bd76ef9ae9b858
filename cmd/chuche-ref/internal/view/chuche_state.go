package view

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChucheRoundState is the round in progress as `table --json`, `deal
// --json` and `turn --json` show it ("state").
type ChucheRoundState struct {
	Seats       []string                         `json:"seats"`  // turn order (CU-6)
	Dealer      string                           `json:"dealer"` // who dealt this round
	Next        string                           `json:"next"`   // whose turn it is; "" once the round is over
	Table       []ChucheTableCard                `json:"table"`  // face-up cards, in the order they came
	Pile        int                              `json:"pile"`   // number cards left in the pile (CU-7)
	Hands       map[string]int                   `json:"hands"`
	Won         map[string][]variants.ChucheCard `json:"won"`
	Actions     map[string][]ChucheHeld          `json:"actions"` // Chuche cards won (CU-20)
	Chuches     map[string]int                   `json:"chuches"`
	ActionsLeft int                              `json:"actions_left"`
	Discarded   []variants.ChucheCard            `json:"discarded"`
	Target      int                              `json:"target"`
	Turns       int                              `json:"turns"`
	Ended       bool                             `json:"ended"`
}

// ChucheTableCard is a face-up card and who blocked it.
type ChucheTableCard struct {
	Card      variants.ChucheCard `json:"card"`
	BlockedBy string              `json:"blocked_by,omitempty"`
}

// ChucheHeld is a Chuche card a player won; Action is null while the card
// has not been named (it is named when first used, CU-14).
type ChucheHeld struct {
	Action *variants.ChucheAction `json:"action"`
	Used   bool                   `json:"used"`
}

// ChucheRoundStateOf is the view of a round; nil between rounds.
func ChucheRoundStateOf(r *referee.ChucheRound) *ChucheRoundState {
	if r == nil {
		return nil
	}
	s := &ChucheRoundState{Seats: r.Seats, Dealer: r.Dealer, Next: r.Next, Table: []ChucheTableCard{}, Pile: r.Pile,
		Hands: r.Hands, Won: r.Won, Actions: map[string][]ChucheHeld{}, Chuches: r.Chuches,
		ActionsLeft: r.ActionsLeft, Discarded: OrEmpty(r.Discarded), Target: r.Target, Turns: r.Turns, Ended: r.Ended}
	for _, t := range r.Table {
		s.Table = append(s.Table, ChucheTableCard{t.Card, t.BlockedBy})
	}
	for p, held := range r.Actions {
		hs := make([]ChucheHeld, 0, len(held))
		for _, h := range held {
			v := ChucheHeld{Used: h.Used}
			if h.Action != 0 {
				a := h.Action
				v.Action = &a
			}
			hs = append(hs, v)
		}
		s.Actions[p] = hs
	}
	return s
}

// Capture is CLI.md's capture object.
type Capture struct {
	Play        variants.ChucheCard   `json:"play"`
	Take        []variants.ChucheCard `json:"take"`
	Sum         int                   `json:"sum"`
	Joker       int                   `json:"joker"`
	Points      int                   `json:"points"`
	ClearsTable bool                  `json:"clears_table"`
}

// CaptureOf is the view of a capture.
func CaptureOf(c referee.Capture) Capture {
	return Capture{Play: c.Play, Take: OrEmpty(c.Take), Sum: c.Sum, Joker: c.Joker, Points: c.Points, ClearsTable: c.ClearsTable}
}

// CapturesOf is the view of a list of captures; never null.
func CapturesOf(cs []referee.Capture) []Capture {
	out := make([]Capture, 0, len(cs))
	for _, c := range cs {
		out = append(out, CaptureOf(c))
	}
	return out
}

// ChucheTurnResult is what the referee said about a turn (`turn --json`'s
// "result").
type ChucheTurnResult struct {
	Capture    *Capture        `json:"capture,omitempty"` // none for a discard
	Chuche     bool            `json:"chuche"`            // the capture cleared the table (CU-14)
	Missed     []Capture       `json:"missed,omitempty"`
	Drawn      int             `json:"drawn"`
	Notes      []fault.Message `json:"notes,omitempty"`
	RoundEnded bool            `json:"round_ended"`
	EndNotes   []fault.Message `json:"end_notes,omitempty"`
}

// ChucheTurnResultOf is the view of a turn's result.
func ChucheTurnResultOf(r referee.ChucheTurnResult) ChucheTurnResult {
	v := ChucheTurnResult{Chuche: r.Chuche, Drawn: r.Drawn, Notes: r.Notes, RoundEnded: r.RoundEnded, EndNotes: r.EndNotes}
	if r.Capture != nil {
		c := CaptureOf(*r.Capture)
		v.Capture = &c
	}
	if len(r.Missed) > 0 {
		v.Missed = CapturesOf(r.Missed)
	}
	return v
}
