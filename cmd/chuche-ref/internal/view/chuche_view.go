package view

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChucheRoundJSON is one scored Chuche round.
type ChucheRoundJSON struct {
	Seq         int                              `json:"seq"`
	Round       int                              `json:"round"`
	ByTurns     bool                             `json:"by_turns"`
	Won         map[string][]variants.ChucheCard `json:"won"`
	ChucheCards map[string]int                   `json:"chuche_cards"`
	Chuches     map[string]int                   `json:"chuches"`
	Discarded   []variants.ChucheCard            `json:"discarded"`
	Scores      map[string]int                   `json:"scores"`
	Totals      map[string]int                   `json:"totals"`
}

// ToChucheRoundJSON is the view of a scored Chuche round.
func ToChucheRoundJSON(r scorer.ChucheRoundResult) ChucheRoundJSON {
	return ChucheRoundJSON{
		Seq: r.Seq, Round: r.Round, ByTurns: r.ByTurns, Won: r.Won, ChucheCards: r.ChucheCards,
		Chuches: r.Chuches, Discarded: OrEmpty(r.Discarded), Scores: r.Scores, Totals: r.TotalsAfter,
	}
}

// WriteChucheRoundLines shows each player's won cards and score (CU-22, CU-23).
func (vw Words) WriteChucheRoundLines(out io.Writer, g Game, r scorer.ChucheRoundResult) {
	// The last column is empty for a player without Chuche cards: lay the
	// rows out in a buffer and drop the padding it leaves at their ends.
	var buf bytes.Buffer
	t := NewTable(&buf)
	for _, name := range g.Players {
		won := r.Won[name]
		cards := vw.p.Sprintf("no cards")
		if len(won) > 0 {
			cards = variants.FormatChucheCards(won)
		}
		extra := ""
		if n := r.ChucheCards[name]; n > 0 {
			extra = vw.p.Sprintf("+ %d Chuche cards = %d", n, scorer.ChucheCardPoints(n))
		}
		t.Row("  "+name, fmt.Sprintf("%+d", r.Scores[name]), cards, extra)
	}
	t.Flush()
	for _, line := range strings.SplitAfter(buf.String(), "\n") {
		if line != "" {
			fmt.Fprintln(out, strings.TrimRight(line, " \n"))
		}
	}
	if len(r.Discarded) > 0 {
		vw.p.Item(out, "discarded, for nobody (CU-21): %s", variants.FormatChucheCards(r.Discarded))
	}
}

// WriteChucheTable is the Chuche standings for people.
func (vw Words) WriteChucheTable(out io.Writer, g Game, m scorer.ChucheMatch) error {
	vw.p.Line(out, "Standings of game #%#d %q after %d rounds (the match ends at %d):", g.ID, g.Name, m.Round, m.Threshold)
	t := NewTable(out, "  "+vw.p.Sprintf("PLAYER"), vw.p.Sprintf("TOTAL"), vw.p.Sprintf("CHUCHES"), vw.p.Sprintf("CHUCHE CARDS"))
	for _, p := range m.Players {
		t.Row("  "+p.Name, fmt.Sprint(p.Total), fmt.Sprint(p.Stats.Chuches), fmt.Sprint(p.Stats.ChucheCards))
	}
	if err := t.Flush(); err != nil {
		return err
	}
	switch {
	case m.EndedEarly && m.EndedRated:
		vw.p.Line(out, "Match over: ended early, without a winner; the league places it by the totals now (LG-5).")
	case m.EndedEarly:
		vw.p.Line(out, "Match over: ended early, without a winner.")
	case m.Finished:
		vw.p.Line(out, "Match over: %s won.", safetext.Escape(vw.p.List(m.Winners)))
	case m.Current != nil:
		vw.WriteChucheState(out, m.Current)
	default:
		vw.p.Line(out, "Next: %s deals round %#d (chuche-ref deal --table …).", m.Dealer, m.Round+1)
	}
	return nil
}

// WriteChucheState shows the round in progress: table, pile, hands, who is next.
func (vw Words) WriteChucheState(out io.Writer, r *referee.ChucheRound) {
	var table []string
	for _, c := range r.Table {
		s := c.Card.String()
		if c.BlockedBy != "" {
			s += vw.p.Sprintf("(blocked by %s)", c.BlockedBy)
		}
		table = append(table, s)
	}
	if len(table) == 0 {
		table = append(table, vw.p.Sprintf("empty"))
	}
	vw.p.Line(out, "Table: %s", strings.Join(table, " "))
	target := vw.p.Sprintf("the top pile card says")
	if r.NextTarget() == 7 {
		target = vw.p.Sprintf("7 (the pile is empty, CU-8)")
	}
	vw.p.Line(out, "Pile: %d cards; target: %s", r.Pile, target)
	var hands []string
	for _, s := range r.Seats {
		h := fmt.Sprintf("%s %d", s, r.Hands[s])
		var held []string
		for _, a := range r.Actions[s] {
			if !a.Used {
				name := vw.p.Sprintf("unknown")
				if a.Action != 0 {
					name = vw.p.ChucheAction(a.Action)
				}
				held = append(held, name)
			}
		}
		if len(held) > 0 {
			h += " [" + strings.Join(held, ", ") + "]"
		}
		hands = append(hands, h)
	}
	vw.p.Line(out, "Cards in hand: %s", safetext.Escape(strings.Join(hands, ", ")))
	if r.Next != "" {
		vw.p.Line(out, "Next to play: %s", safetext.Escape(r.Next))
	}
}
